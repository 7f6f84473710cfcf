/**
 * Static islands (src/components/StaticIsland): code blocks and the data
 * tables drawn from the spec and the test-input catalogue keep the HTML the
 * server rendered. A cold load must neither download Prism nor the tables'
 * data, yet show the same highlighted code and full tables; a client-side
 * navigation, where the server's HTML is not there, must render them itself.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectErrors, open} from './helpers';

/** Prism's core (`Prism.languages.DFS`) or the tables' data in a script body. */
const PRISM = /\bDFS\b/;
const TABLE_DATA = /dpv_footnotes|suite_link_footnote/;

/** Bodies of the JavaScript files the page downloads from now on. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return bodies;
}

test('a cold load keeps the highlighted code and the tables without loading Prism or their data', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const bodies = scriptBodies(page);
  await open(page, '/docs/guides/testing');
  // Let the post-hydration remount of code blocks and tabs happen.
  await page.waitForLoadState('networkidle');

  const bash = page.locator('pre.language-bash').first();
  await expect(bash.locator('.token.function').first()).toHaveText('curl');
  const testKeys = page.getByRole('region', {name: 'Test keys'});
  await expect(testKeys.locator('tbody tr').first()).toBeVisible();
  expect(await testKeys.locator('tbody tr').count()).toBeGreaterThan(1);
  await expect(page.getByRole('region', {name: /^Test inputs of /}).first()).toBeVisible();

  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => PRISM.test(body))).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('the copy button of a kept code block copies its code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/docs/guides/testing');
  await page.waitForLoadState('networkidle');
  const block = page.locator('.theme-code-block', {has: page.locator('pre.language-bash')}).first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('curl');
  // innerText shows each highlighted line's break twice; compare the lines.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(copied)).toEqual(lines(await block.locator('pre').innerText()));
});

test('a schema table keeps its server markup on a cold load, without the spec data', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const bodies = scriptBodies(page);
  await open(page, '/docs/address-verification/cass-fields');
  await page.waitForLoadState('networkidle');
  const table = page.getByRole('region', {name: 'Delivery point validation fields'});
  await expect(table.getByRole('rowheader', {name: 'dpv_footnotes'})).toBeVisible();
  const scripts = await Promise.all(bodies);
  expect(scripts.filter((body) => TABLE_DATA.test(body))).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('after a client-side navigation the client renders the tables and highlights the code', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await open(page, '/docs/address-verification/reading-results');
  // A link in the content: the router renders the next page in this one, so
  // the server's HTML of that page is never loaded.
  await page.locator('article').getByRole('link', {name: 'CASS fields'}).first().click();
  await expect(page).toHaveURL(/cass-fields$/);
  const table = page.getByRole('region', {name: 'Delivery point validation fields'});
  await expect(table.getByRole('rowheader', {name: 'dpv_footnotes'})).toBeVisible();
  // A page with code blocks, never loaded from the server: Prism highlights them here.
  await page.locator('article').getByRole('link', {name: 'Address verification'}).first().click();
  await expect(page).toHaveURL(/getting-started$/);
  await expect(page.locator('pre').first()).toBeVisible();
  await expect(page.locator('pre .token').first()).toBeAttached();
  expect(errors).toEqual([]);
});
