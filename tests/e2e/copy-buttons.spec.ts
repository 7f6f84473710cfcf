/**
 * What a Copy button copies is the block as the sample harness reads it from
 * the served HTML (scripts/samples/from-html.ts): on the pages with the most
 * tabbed code blocks, and the testing guide, every tab of every tab group is
 * chosen in turn and every block's Copy button pressed; the clipboard must
 * hold exactly the text the harness runs, for the same tab. Together with
 * every-page.spec.ts (each block a hydrated page shows is one its HTML
 * holds) and api-reference.spec.ts (each request sample tab copies its
 * x-codeSamples), this is what lets the harness run what readers copy
 * without opening the pages.
 */
import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {htmlFileOf, pagesWithCodeBlocks} from '../../scripts/samples/collect';
import {
  blocksInHtml,
  REQUEST_SAMPLES_REGION,
  SKIPPED_REGION,
} from '../../scripts/samples/from-html';
import {open, rememberConsent} from './helpers';
import {visibleBlocks} from './code-blocks';

/** A page's built HTML, as served. */
const html = (sitePath: string) => fs.readFileSync(htmlFileOf('build', sitePath)!, 'utf8');

/** The four pages with the most blocks in tabs (the API reference's request samples aside), and the testing guide. */
const pages = [
  ...pagesWithCodeBlocks('build')
    .map((sitePath) => ({
      sitePath,
      tabbed: blocksInHtml(html(sitePath), sitePath, {skip: [REQUEST_SAMPLES_REGION]}).filter(
        (block) => block.tab,
      ).length,
    }))
    .sort((a, b) => b.tabbed - a.tabbed)
    .slice(0, 4)
    .map((page) => page.sitePath),
  '/docs/guides/testing',
];

test('the pages compared hold tab groups', () => {
  expect(new Set(pages).size).toBe(5);
});

for (const sitePath of pages) {
  test(`${sitePath}: every Copy button, in every tab, copies the block the harness runs`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await rememberConsent(context, 'rejected');
    const expected = blocksInHtml(html(sitePath), sitePath, {skip: [REQUEST_SAMPLES_REGION]}).map(
      (block) => `${block.tab ?? ''}\n${block.code}`,
    );
    await open(page, sitePath);
    const copied = new Set<string>();
    const copyVisible = async () => {
      const shown = await visibleBlocks(page, [SKIPPED_REGION, REQUEST_SAMPLES_REGION]);
      for (let index = 0; index < shown.length; index++) {
        const key = `${shown[index].tab ?? ''}\n${shown[index].code}`;
        if (copied.has(key)) continue;
        const block = page.locator(`[data-visible-block="${index}"]`);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await block.hover();
        await block.getByRole('button', {name: /copy/i}).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), {message: key})
          .toBe(shown[index].code);
        copied.add(key);
      }
    };
    await copyVisible();
    const groups = page.locator(`.tabs-container:not(${SKIPPED_REGION} .tabs-container)`);
    for (let g = 0; g < (await groups.count()); g++) {
      const tabs = groups.nth(g).locator(':scope > ul > [role=tab]');
      for (let t = 0; t < (await tabs.count()); t++) {
        await tabs.nth(t).click();
        await expect(tabs.nth(t)).toHaveAttribute('aria-selected', 'true');
        await copyVisible();
      }
    }
    expect([...copied].sort()).toEqual([...new Set(expected)].sort());
  });
}
