import fs from 'node:fs';
import {expect, type BrowserContext, type Page} from '@playwright/test';
import {listOperations, type OpenApiDocument} from '../../lib/openapi/document';
import {operationSlug} from '../../lib/openapi/page-slugs';
import {languageOf} from '../../lib/openapi/sample-languages';
import {rememberConsent, shownCode} from './helpers';

/**
 * The request samples of the API operation pages, as the generator wrote
 * them (lib/openapi/code-samples.ts, in the generator's input
 * `.openapi/reference.json` as `x-codeSamples`), and the check that a
 * hydrated operation page shows and copies each of them byte for byte. Used
 * by api-samples.spec.ts (the served HTML) and api-reference.spec.ts (which
 * runs the hydrated check on the operation page it already has open).
 */

interface OperationSamples {
  operationId: string;
  slug: string;
  'x-codeSamples': {lang: string; source: string}[];
}

const reference = JSON.parse(fs.readFileSync('.openapi/reference.json', 'utf8')) as OpenApiDocument;

/** Each operation of the generator's input with its samples and the slug of its page. */
export const sampleOperations: OperationSamples[] = listOperations(reference).map(
  ({method, path, operation}) => ({
    operationId: String(operation.operationId),
    slug: operationSlug(operation, method, path),
    'x-codeSamples': operation['x-codeSamples'] as {lang: string; source: string}[],
  }),
);

/** What the generator wrote, as a code block holds it (without the final newline). */
export const asShown = (source: string) => source.replace(/\n$/, '');

/** Lets the page copy to and read the clipboard, with the consent banner answered (it would cover the panel). */
export async function prepareForCopy(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await rememberConsent(context, 'rejected');
}

/**
 * On a hydrated operation page (its context prepared with prepareForCopy):
 * every tab of the request samples, clicked, shows its sample byte for byte,
 * and its Copy button puts exactly that on the clipboard.
 */
export async function expectEveryTabCopies(page: Page, operation: OperationSamples) {
  const samples = page.getByRole('region', {name: 'Request samples'});
  for (const sample of operation['x-codeSamples']) {
    const language = languageOf(sample.lang)!;
    const tab = samples.getByRole('tab', {name: language.label, exact: true});
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const block = samples.locator('[role=tabpanel]:not([hidden]) .theme-code-block');
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
}
