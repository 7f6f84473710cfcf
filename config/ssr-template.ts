/**
 * The HTML template of every built page: Docusaurus's own
 * (node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js) with one change.
 * Docusaurus loads its bundles with `<script src defer>` in the head, so on a
 * slow phone the browser runs the bundles (hundreds of milliseconds of
 * JavaScript) before it paints the end of a long server-rendered page, and
 * the largest text block (the LCP element) appears late. Here a small inline
 * script at the end of the body starts the same bundles, in the same order
 * (`async = false`), right after the first contentful paint is on the
 * screen: the page is readable at once, then React hydrates it. A hidden tab, which paints no
 * frame, starts them after a second instead.
 *
 * Docusaurus's own base-URL banner guesses from timing (no bundle has run by
 * DOMContentLoaded), which is always true here, so it is turned off
 * (`baseUrlIssueBanner: false`) and the loader shows the same explanation
 * when a bundle actually fails to load, on any page.
 *
 * The loader is the only inline script of the template; plugins/security-headers
 * hashes it into the Content-Security-Policy like every other inline script.
 * It is minified here, once per build (esbuild): the build writes the pages
 * without an HTML minifier (scripts/build.sh), which ran Terser on it once
 * per page.
 */
import {transformSync} from 'esbuild';

/**
 * The loader's source. `BUNDLES` (the bundles' URLs, in order) and `BASE_URL`
 * are globals here, so the minifier keeps their names; the template puts the
 * page's values in their place.
 */
const LOADER = `(function () {
  var bundles = BUNDLES;
  var started = false;
  function explain() {
    if (document.getElementById('__docusaurus-base-url-issue-banner-container')) return;
    var banner = document.createElement('div');
    banner.id = '__docusaurus-base-url-issue-banner-container';
    banner.setAttribute('role', 'alert');
    banner.textContent =
      'This page did not load properly: its scripts could not be fetched from ' +
      location.origin + BASE_URL + 'assets/js/. If you host this site, check that ' +
      'the baseUrl of its configuration ("' + BASE_URL + '") is the path it is served from.';
    document.body.insertBefore(banner, document.body.firstChild);
  }
  function start() {
    if (started) return;
    started = true;
    bundles.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = explain;
      document.head.appendChild(script);
    });
  }
  // After the first contentful paint has reached the screen (the paint
  // timing entry is only reported once the frame is presented; the next
  // animation frame can still come before that). Browsers without paint
  // timing wait for the frame after next.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
  setTimeout(start, 1000);
})();`;

/** The values the template writes for the loader's two globals (Eta, raw output of JSON). */
const LOADER_VALUES: Record<string, string> = {
  BUNDLES: '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>',
  BASE_URL: '<%~ JSON.stringify(it.baseUrl) %>',
};

/** The loader, minified, with the template's values in place of its globals. */
function bundleLoader(): string {
  const {code} = transformSync(LOADER, {minify: true, target: 'es2017'});
  let out = code.trim().replace(/;$/, '');
  for (const [name, value] of Object.entries(LOADER_VALUES)) {
    if (!new RegExp(`\\b${name}\\b`).test(out)) {
      throw new Error(`config/ssr-template.ts: the minified loader lost its global ${name}.`);
    }
    out = out.replace(new RegExp(`\\b${name}\\b`, 'g'), value);
  }
  return out;
}

/** The template (Eta), with the colour mode the site fixes. */
export function ssrTemplate(colourMode: {
  defaultMode: 'dark' | 'light';
  disableSwitch: boolean;
}): string {
  // With the switch disabled the page has one colour mode, which the theme's
  // head script sets before the first paint; written into the HTML as well,
  // it also holds for readers without JavaScript.
  const loader = bundleLoader();
  const theme = colourMode.disableSwitch
    ? ` data-theme="${colourMode.defaultMode}" data-theme-choice="${colourMode.defaultMode}"`
    : '';
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>${theme}>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader}</script>
  </body>
</html>
`;
}
