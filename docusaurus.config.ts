import type {Config} from '@docusaurus/types';
import {ssrTemplate} from './config/ssr-template';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {identity} from './src/identity';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {markdown} from './config/markdown';
import {plugins} from './config/plugins';
import {themes} from './config/themes';
import {announcementBar} from './config/announcement';
import {analyticsClientConfig, analyticsIds} from './config/analytics';
import {apiVersion} from './src/data/changelog';

/**
 * Site configuration. It reads like a table of contents: navigation, footer,
 * Markdown processing, plugins and redirects live in typed modules in config/,
 * and every brand string comes from src/identity.ts.
 */
/** One colour mode, dark: the theme's switch is off (see the prism settings below). */
const colorMode = {
  defaultMode: 'dark',
  disableSwitch: true,
  respectPrefersColorScheme: false,
} as const;

const config: Config = {
  title: identity.name,
  tagline: identity.tagline,
  favicon: 'img/favicon.svg',
  url: identity.urls.docs,
  baseUrl: '/',
  organizationName: new URL(identity.urls.github).pathname.slice(1),
  projectName: 'docs',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',
  // Bundles start after the first paint, and a bundle that fails to load
  // explains the base URL (see config/ssr-template.ts).
  ssrTemplate: ssrTemplate(colorMode),
  baseUrlIssueBanner: false,

  future: {
    // Every v4 flag but storage namespacing: the specification fixes the
    // local storage keys ('theme', 'docusaurus.announcement.*').
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Every Faster option (fasterByDefault above), the bundler's persistent
    // cache and SSG worker threads included: the cache makes a rebuild (npm
    // start, CI with node_modules/.cache kept) cheaper; the scale benchmark
    // (npm run bench -- --scale) times a cold and a warm build. All but the
    // HTML minifier: @swc/html drops attribute quotes and optional end tags
    // (`<a href=/>`, no `</html>`), which lenient HTML parsers (node-html-parser,
    // what many agents read pages with) take as a self-closed tag and lose
    // `<body>`. html-minifier-terser keeps every quote and end tag; npm run
    // build skips it altogether (scripts/build.sh, SKIP_HTML_MINIFICATION).
    faster: {swcHtmlMinimizer: false},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown,

  presets: [
    [
      'classic',
      {
        // The main docs instance is in config/docs.ts (wrapped by plugins/docs-sections).
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // A plugin of config/plugins.ts, after security-headers (see there).
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins,
  themes,
  clientModules: [
    './src/clientModules/announcementReset.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/consent.ts',
    './src/clientModules/feedback.ts',
  ],
  customFields: {
    // Read by the consent client module: the analytics load only after Accept.
    analytics: analyticsClientConfig(analyticsIds),
    // Read by the report links and readers' feedback (src/feedback): the
    // repository whose issue form they open, and the docs version they
    // report, the API version the pages document (the newest changelog entry's).
    feedback: {repository: identity.urls.repository, docsVersion: apiVersion},
  },

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'description', content: `${identity.name} documentation: ${identity.tagline}.`},
    ],
    colorMode,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar,
    navbar,
    footer,
    prism: {
      // Dark (the only mode shown): every oceanicNext token colour meets WCAG
      // AA (4.5:1) on its background; oneDark does not (comments 2.3:1,
      // properties 4.4:1). Checked on every page by every-page.spec.ts.
      // Light exists for print only: vsLight is the closest stock theme
      // (one token, attr-name, at 4.0:1).
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.oceanicNext,
      // Grammars beyond prism-react-renderer's own set (which has JS, TS,
      // JSX, JSON, CSS, HTML, YAML, Python and Go) that doc pages use. The
      // API reference registers its extra grammars (PHP, Ruby, Java, C#)
      // itself, in src/theme/CodeBlock/Content/prismLanguages.ts: every grammar
      // here costs start-up time on every page.
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
