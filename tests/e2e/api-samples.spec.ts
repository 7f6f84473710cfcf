/**
 * Every request sample of every API operation page is the generator's
 * string, byte for byte (lib/openapi/code-samples.ts, written into the
 * generator's input `.openapi/reference.json` as `x-codeSamples`): here, in
 * the HTML the server sends (what a reader with JavaScript off sees: the
 * first tab, the only one a lazy tab group renders there; fetched and parsed
 * with an HTML5 parser, as no script runs on it). After hydration, every tab
 * as shown and as the Copy button puts it on the clipboard: the step
 * "<operationId>: every tab shows and copies its sample byte for byte" of
 * each operation page's test in api-reference.spec.ts, on the page that test
 * has open (operation-samples.ts).
 *
 * Issue #26: the operation travelled in the page's front matter, which the
 * MDX loader serialises without escaping backslashes, so every `\` of a
 * sample was lost (curl's line continuations became a literal `\n`, the
 * quotes of `api_key="ak_test"` lost their backslashes).
 */
import {expect, test} from '@playwright/test';
import type {Element, Root, RootContent} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {builtText} from './helpers';
import {asShown, sampleOperations as operations} from './operation-samples';

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
