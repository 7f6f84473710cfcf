/**
 * Every request sample of every API operation page is the generator's
 * string, byte for byte (lib/openapi/code-samples.ts, written into the
 * generator's input `.openapi/reference.json` as `x-codeSamples`): in the
 * HTML the server sends (what a reader with JavaScript off sees: the first
 * tab, the only one a lazy tab group renders there; fetched and parsed with
 * an HTML5 parser, as no script runs on it), and after hydration in every
 * tab, both as shown and as the Copy button puts it on the clipboard.
 *
 * Issue #26: the operation travelled in the page's front matter, which the
 * MDX loader serialises without escaping backslashes, so every `\` of a
 * sample was lost (curl's line continuations became a literal `\n`, the
 * quotes of `api_key="ak_test"` lost their backslashes).
 */
import fs from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import type {Element, Root, RootContent} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {listOperations, type OpenApiDocument} from '../../lib/openapi/document';
import {operationSlug} from '../../lib/openapi/page-slugs';
import {languageOf} from '../../lib/openapi/sample-languages';
import {builtText, open, rememberConsent, shownCode} from './helpers';

const reference = JSON.parse(fs.readFileSync('.openapi/reference.json', 'utf8')) as OpenApiDocument;
/** Each operation of the generator's input with its samples and the slug of its page. */
const operations = listOperations(reference).map(({method, path, operation}) => ({
  operationId: String(operation.operationId),
  slug: operationSlug(operation, method, path),
  'x-codeSamples': operation['x-codeSamples'] as {lang: string; source: string}[],
}));

/** What the generator wrote, as a code block holds it (without the final newline). */
const asShown = (source: string) => source.replace(/\n$/, '');

const samples = (page: Page) => page.getByRole('region', {name: 'Request samples'});

test('the generator input lists every operation with its eight samples', () => {
  expect(operations.length).toBeGreaterThanOrEqual(28);
  for (const operation of operations) expect(operation['x-codeSamples']).toHaveLength(8);
});

/** Every element under `node`, in document order. */
function elements(node: Root | Element): Element[] {
  return node.children.flatMap((child: RootContent) =>
    child.type === 'element' ? [child, ...elements(child)] : [],
  );
}

/** The text of an element, as the DOM's textContent gives it. */
function textContent(node: Element): string {
  return node.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' ? textContent(child) : '',
    )
    .join('');
}

const hasClass = (element: Element, name: string) =>
  ([] as unknown[]).concat(element.properties.className ?? []).includes(name);

/**
 * The code blocks of the "Request samples" region of served HTML, each as
 * shownCode reads it from a page: one line per highlighted line.
 */
function servedSampleBlocks(html: string): string[] {
  const tree = unified().use(rehypeParse).parse(html);
  const regions = elements(tree).filter(
    (element) => element.properties.ariaLabel === 'Request samples',
  );
  expect(regions, 'one "Request samples" region').toHaveLength(1);
  return elements(regions[0])
    .filter((element) => hasClass(element, 'theme-code-block'))
    .map((block) => {
      const lines = elements(block).filter((element) => hasClass(element, 'token-line'));
      const code = elements(block).find((element) => element.tagName === 'code');
      return lines.length > 0
        ? lines.map(textContent).join('\n')
        : (code ? textContent(code) : '').replace(/\n$/, '');
    });
}

test.describe('with JavaScript off', () => {
  for (const operation of operations) {
    test(`${operation.operationId}: the served HTML holds the curl sample byte for byte`, async ({
      request,
    }) => {
      const html = await builtText(request, `/docs/api/${operation.slug}`);
      const curl = operation['x-codeSamples'].find((sample) => sample.lang === 'cURL')!;
      expect(servedSampleBlocks(html)).toEqual([asShown(curl.source)]);
    });
  }
});

test.describe('after hydration', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await rememberConsent(context, 'rejected');
  });

  for (const operation of operations) {
    test(`${operation.operationId}: every tab shows and copies its sample byte for byte`, async ({
      page,
    }) => {
      await open(page, `/docs/api/${operation.slug}`);
      for (const sample of operation['x-codeSamples']) {
        const language = languageOf(sample.lang)!;
        const tab = samples(page).getByRole('tab', {name: language.label, exact: true});
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const block = samples(page).locator('[role=tabpanel]:not([hidden]) .theme-code-block');
        await expect(block).toHaveCount(1);
        expect(await shownCode(block), language.label).toBe(asShown(sample.source));
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await block.getByRole('button', {name: /copy/i}).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), {
            message: language.label,
          })
          .toBe(asShown(sample.source));
      }
    });
  }
});
