import {expect, test} from '@playwright/test';
import {parse, type HTMLElement} from 'node-html-parser';
import {builtText, sitemapPaths} from './helpers';

/**
 * The built pages read the same in a lenient HTML parser as in a browser.
 * node-html-parser (what afdocs and many agent tools read pages with) does
 * not implement the HTML5 parsing rules: an unquoted attribute value ending
 * in `/` before `>` (`<a href=/>`) reads as a self-closed tag, and a missing
 * optional end tag can end `<body>` early, after which every inline script
 * is page text. The build writes pages without an HTML minifier
 * (scripts/build.sh), so quotes and end tags stay as React wrote them; this
 * parses a sample of pages both ways, from the same served bytes:
 * node-html-parser, and Chromium with JavaScript off.
 */

/** One page of each type, then every tenth page of the sitemap. */
function samplePages(): string[] {
  const types = [
    '/',
    '/docs/guides/testing',
    '/docs/api',
    '/docs/api/find-address',
    '/docs/terms/dpv',
    '/docs/changelog',
    '/docs/address-lookup/playground',
    '/docs/integrations/woocommerce',
    '/docs/data/usps',
  ];
  const every = sitemapPaths().filter((_, index) => index % 10 === 0);
  return [...new Set([...types, ...every])];
}

/** Text a reader gets from a subtree: code blocks and scripts left out, blanks collapsed. */
function comparable(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Elements whose text is not prose: node-html-parser keeps <pre> content as raw markup. */
const NOT_PROSE = 'pre, script, style, noscript, template';

function lenientText(element: HTMLElement): string {
  for (const skipped of element.querySelectorAll(NOT_PROSE)) skipped.remove();
  return comparable(element.textContent);
}

test.describe('HTML that lenient parsers read as browsers do', () => {
  test.use({javaScriptEnabled: false});

  for (const pathname of samplePages()) {
    test(`${pathname}: <body>, <main> and the article text`, async ({page, request}) => {
      const html = await builtText(request, pathname);
      const root = parse(html);
      const body = root.querySelector('body');
      expect(body, `${pathname}: node-html-parser finds <body>`).not.toBeNull();
      const main = body!.querySelector('main');
      expect(main, `${pathname}: node-html-parser finds <main> inside <body>`).not.toBeNull();
      // No inline script reaches the text of the body.
      expect(lenientText(body!)).not.toMatch(/document\.documentElement\.setAttribute|!function\(/);

      await page.goto(pathname);
      const target = (await page.locator('main article').count()) > 0 ? 'article' : 'main';
      const browser = await page
        .locator(`main ${target === 'article' ? 'article' : ''}`.trim())
        .first()
        .evaluate((element, skipped) => {
          const copy = element.cloneNode(true) as Element;
          for (const node of copy.querySelectorAll(skipped)) node.remove();
          return copy.textContent ?? '';
        }, NOT_PROSE);
      const lenient = target === 'article' ? main!.querySelector('article') : main;
      expect(lenient, `${pathname}: node-html-parser finds <${target}>`).not.toBeNull();
      const text = lenientText(lenient!);
      expect(text.length).toBeGreaterThan(100);
      expect(text).toBe(comparable(browser));
    });
  }
});
