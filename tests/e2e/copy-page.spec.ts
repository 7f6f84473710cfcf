import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {buildDir, htmlFiles, isRedirectStub, pathOfHtmlFile, readBuildFile} from './build-pages';
import {withoutDirective} from '../../lib/markdown/agent-directive';
import {collectErrors, open} from './helpers';

/**
 * The "Copy page" control beside the title of doc and API pages: it puts
 * the page's Markdown twin on the clipboard (fetched on click, not with the
 * page), links to the twin, announces the result, and works by keyboard.
 */
test.use({permissions: ['clipboard-read', 'clipboard-write']});

const PAGES = [
  {kind: 'a widget page', path: '/docs/address-lookup/default-country'},
  {kind: 'a guide', path: '/docs/guides/testing'},
  {kind: 'an API operation page', path: '/docs/api/find-address'},
];

/** Requests for Markdown twins the page makes, recorded from now on. */
function twinRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) urls.push(request.url());
  });
  return urls;
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const {kind, path: pathname} of PAGES) {
  test(`on ${kind}, Copy page puts the page's Markdown, title heading first, on the clipboard`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const requested = twinRequests(page);
    await open(page, pathname);
    const h1 = (await page.locator('article h1').first().innerText()).trim();
    const button = page.getByRole('button', {name: 'Copy page', exact: true});
    await expect(button).toBeVisible();
    // Near the title: beside the H1 (doc pages) or just above it (API pages), not further down.
    const [buttonBox, h1Box] = await Promise.all([
      button.boundingBox(),
      page.locator('article h1').first().boundingBox(),
    ]);
    expect(buttonBox!.y).toBeGreaterThan(h1Box!.y - 2 * buttonBox!.height);
    expect(buttonBox!.y + buttonBox!.height).toBeLessThan(h1Box!.y + h1Box!.height);
    expect(requested, 'the twin is not fetched with the page').toEqual([]);

    const twin = await request.get(`${pathname}.md`);
    expect(twin.status()).toBe(200);
    const markdown = await twin.text();

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
      'Copied the page as Markdown',
    );
    const copied = await clipboard(page);
    // The page's Markdown without the twin's llms.txt directive line.
    expect(markdown.startsWith('> For AI agents:')).toBe(true);
    expect(copied).toBe(withoutDirective(markdown));
    expect(copied.split('\n')[0]).toBe(`# ${h1}`);
    expect(requested).toHaveLength(1);

    const view = page.getByRole('link', {name: 'View Markdown'});
    await expect(view).toHaveAttribute('href', `${pathname}.md`);
    expect(errors).toEqual([]);
  });
}

test('Copy page works from the keyboard and its result is announced politely', async ({page}) => {
  await open(page, '/docs/guides/testing');
  const button = page.getByRole('button', {name: 'Copy page', exact: true});
  let reached = false;
  for (let stop = 0; stop < 60 && !reached; stop += 1) {
    await page.keyboard.press('Tab');
    reached = await button.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Tab reaches the Copy page button').toBe(true);
  // The live region exists, empty, before the copy: screen readers announce a change to it.
  const status = page.locator('[role="status"][aria-live="polite"]', {hasText: /^$/});
  await expect(status).toHaveCount(1);
  await page.keyboard.press('Enter');
  const announced = page.getByRole('status').filter({hasText: 'Copied the page as Markdown'});
  await expect(announced).toBeVisible();
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  expect((await clipboard(page)).startsWith('# ')).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'View Markdown'})).toBeFocused();
});

test('a page without a Markdown twin has no Copy page control', async ({page}) => {
  await open(page, '/docs/tags/api');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});

test('in the build, exactly the pages with a Markdown twin carry Copy page', () => {
  const mismatches: string[] = [];
  let withButton = 0;
  for (const file of htmlFiles()) {
    const html = readBuildFile(file);
    if (isRedirectStub(html)) continue;
    const pathname = pathOfHtmlFile(file);
    if (pathname === '/' || !pathname.startsWith('/docs')) continue;
    const hasTwin = fs.existsSync(path.join(buildDir, `${pathname}.md`));
    const hasButton = />Copy page<\/button>/.test(html);
    if (hasButton) withButton += 1;
    if (hasTwin !== hasButton) mismatches.push(`${pathname}: twin ${hasTwin}, button ${hasButton}`);
  }
  expect(withButton).toBeGreaterThan(100);
  expect(mismatches).toEqual([]);
});
