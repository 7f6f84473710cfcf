/**
 * Routes and sidebars that load with the section that needs them
 * (plugins/docs-sections, plugins/route-shards): a page runs its own
 * section's route shard and sidebar, not every page's; client-side
 * navigation into another section fetches that section's shard first, with
 * no full reload; back, forward and hash links keep working.
 */
import {expect, test, type Page, type Response} from '@playwright/test';
import {collectErrors, open, waitForHydration} from './helpers';

/** Bodies of the JavaScript files the page ran, by URL (prefetches excluded). */
function scriptsRun(page: Page): Map<string, Promise<string>> {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().endsWith('.js')) return;
    bodies.set(
      new URL(response.url()).pathname,
      response.text().catch(() => ''),
    );
  });
  return bodies;
}

const shardsIn = (bodies: Map<string, Promise<string>>) =>
  [...bodies.keys()].filter((url) => url.includes('route-shard-'));

/** Marks the window: a full reload clears it. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-menu').first();

test.describe('routes and sidebars by section', () => {
  test('a cold load runs its own route shard and sidebar only', async ({page}) => {
    const errors = collectErrors(page);
    const bodies = scriptsRun(page);
    await open(page, '/docs/integrations/zapier');
    await expect(page.locator('h1')).toContainText('Zapier');
    const shards = shardsIn(bodies);
    expect(shards).toHaveLength(1);
    expect(await bodies.get(shards[0])).toContain('/docs/integrations/zapier');
    const main = [...bodies.keys()].find((url) => /\/main\.[0-9a-f]+\.js$/.test(url))!;
    const mainSource = await bodies.get(main)!;
    // Sharded routes are not in the main bundle, of this section or another.
    expect(mainSource).not.toContain("'/docs/integrations/zapier'");
    expect(mainSource).not.toContain("'/docs/guides/testing'");
    // The guides sidebar (its "Purchasing lookups" entry) is not loaded on an integration page.
    const all = await Promise.all([...bodies.values()]);
    expect(all.some((source) => source.includes('Purchasing lookups'))).toBe(false);
    await expect(sidebar(page).getByRole('link', {name: 'Zapier'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('navigating into another section loads its shard, without reloading; back and forward work', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const bodies = scriptsRun(page);
    await open(page, '/docs/integrations/zapier');
    await markWindow(page);
    const before = shardsIn(bodies).length;

    await page
      .locator('.navbar__items:not(.navbar__items--right)')
      .getByRole('link', {name: 'Address Lookup', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/address-lookup$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(sidebar(page).getByRole('link', {name: 'Callbacks'})).toBeVisible();
    await expect(sidebar(page).getByRole('link', {name: 'Zapier'})).toHaveCount(0);
    expect(shardsIn(bodies).length).toBeGreaterThan(before);

    await sidebar(page).getByRole('link', {name: 'Callbacks', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/address-lookup\/callbacks$/);
    await expect(page.locator('h1')).toContainText('allback');

    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/address-lookup$/);
    await expect(sidebar(page).getByRole('link', {name: 'Callbacks'})).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/integrations\/zapier$/);
    await expect(page.locator('h1')).toContainText('Zapier');
    await expect(sidebar(page).getByRole('link', {name: 'Zapier'})).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/docs\/address-lookup$/);
    await expect(sidebar(page).getByRole('link', {name: 'Callbacks'})).toBeVisible();

    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('hovering a link into an unloaded section runs its shard before the click', async ({
    page,
  }) => {
    await open(page, '/docs/integrations/zapier');
    const run: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('route-shard-')) {
        run.push(new URL(request.url()).pathname);
      }
    });
    await page
      .locator('.navbar__items:not(.navbar__items--right)')
      .getByRole('link', {name: 'API', exact: true})
      .hover();
    // The API reference's shard: it lists the operations' routes.
    await expect.poll(() => run.length).toBeGreaterThan(0);
    const source = await page.evaluate((url) => fetch(url).then((r) => r.text()), run[0]);
    expect(source).toContain('/docs/api/find-address');
  });

  test('links into unloaded sections are prefetched, not run', async ({page}) => {
    await open(page, '/docs/integrations/zapier');
    // The navbar's links to other sections scroll into view at once; prefetches run when idle.
    await expect
      .poll(() => page.locator('link[rel="prefetch"][href*="route-shard-"]').count())
      .toBeGreaterThan(0);
    const prefetched = await page
      .locator('link[rel="prefetch"][href*="route-shard-"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    const run = await page
      .locator('script[src*="route-shard-"]')
      .evaluateAll((scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname));
    expect(prefetched.filter((url) => run.includes(url))).toEqual([]);
  });

  test('hash links: a table-of-contents link scrolls in place, a deep link lands on its heading', async ({
    page,
  }) => {
    await open(page, '/docs/guides/testing');
    await markWindow(page);
    await page
      .locator('.table-of-contents')
      .first()
      .getByRole('link', {name: 'Sandbox and test inputs'})
      .click();
    await expect(page).toHaveURL(/\/docs\/guides\/testing#sandbox-and-test-inputs$/);
    await expect(page.locator('#sandbox-and-test-inputs')).toBeInViewport();
    expect(await sameDocument(page)).toBe(true);

    await page.goto('/docs/integrations/zapier');
    await waitForHydration(page);
    await page.goto('/docs/guides/testing#test-keys');
    await waitForHydration(page);
    await expect(page.locator('#test-keys')).toBeInViewport();
  });

  test('a big collapsed category loads its items when the reader opens it', async ({page}) => {
    const errors = collectErrors(page);
    const bodies = scriptsRun(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/docs-sections/')) fetched.push(request.url());
    });
    await open(page, '/docs/guides/testing');
    await markWindow(page);
    // The guides pages carry the Terms category as a stub: its first term, not the others.
    const all = await Promise.all([...bodies.values()]);
    expect(all.some((source) => source.includes('Thoroughfare'))).toBe(false);
    const thoroughfare = sidebar(page).getByRole('link', {name: 'Thoroughfare', exact: true});
    await expect(thoroughfare).toHaveCount(0);
    await sidebar(page).getByRole('button', {name: "Expand sidebar category 'Terms'"}).click();
    await expect(thoroughfare).toBeVisible();
    expect(fetched).toHaveLength(1);
    await thoroughfare.click();
    await expect(page).toHaveURL(/\/docs\/terms\/thoroughfare$/);
    await expect(page.locator('h1')).toContainText('Thoroughfare');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the API reference is sharded too: its operations navigate client-side', async ({page}) => {
    const errors = collectErrors(page);
    const bodies = scriptsRun(page);
    await open(page, '/docs/api/find-address');
    await markWindow(page);
    expect(shardsIn(bodies)).toHaveLength(1);
    await sidebar(page).locator('a[href="/docs/api/retrieve-address"]').click();
    await expect(page).toHaveURL(/\/docs\/api\/retrieve-address$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
