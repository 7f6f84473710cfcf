import {expect, test, type Locator, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {blockingViolations, installAxe} from './axe';
import {collectErrors, open, sitemapPaths} from './helpers';
import {searchQueries} from './search-queries';

/** The search index files the theme writes into build/ and fetches lazily. */
const INDEX_URL = /\/search-index[^/]*\.json/;
/** A query whose first result is stable on any version of the site. */
const KNOWN = {query: 'api updates', path: '/docs/changelog'};
/** A query with many results, for keyboard navigation. */
const BROAD = 'address';

const searchBox = (page: Page): Locator => page.locator('.navbar__search-input');
const results = (page: Page): Locator => page.locator('.navbar__search [role="option"]');
const selected = (page: Page): Locator =>
  page.locator('.navbar__search [role="option"][aria-selected="true"]');

/**
 * Waits until the dropdown shows the results for `query` itself, not for a
 * prefix typed earlier: its "See all results" link carries the query the
 * results were computed for (results arrive asynchronously from a worker).
 */
async function waitForResultsOf(page: Page, query: string): Promise<void> {
  const href = `/search/?${new URLSearchParams({q: query})}`;
  await expect(page.locator(`.navbar__search a[href="${href}"]`)).toBeAttached();
  await expect(results(page).first()).toBeVisible();
}

/** Types a query into the search box and waits for its results. */
async function searchFor(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).fill(query);
  await waitForResultsOf(page, query);
}

/** Opens the first result with Enter and returns the path it landed on. */
async function openFirstResult(page: Page): Promise<string> {
  const before = page.url();
  await searchBox(page).press('Enter');
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname;
}

test.describe('search shortcuts', () => {
  test('Ctrl+K focuses the search box from anywhere on the page', async ({page}) => {
    await open(page, '/docs/changelog');
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('/ focuses the search box and is not typed into it', async ({page}) => {
    await open(page, '/docs/changelog');
    await page.locator('article h1').click();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('/ inside a text field types a slash instead', async ({page}) => {
    await open(page, '/docs/changelog');
    await searchBox(page).click();
    await page.keyboard.type('v1/keys');
    await expect(searchBox(page)).toHaveValue('v1/keys');
  });
});

test.describe('search dropdown', () => {
  test('typing shows results with the matching words highlighted', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, '/');
    await searchBox(page).click();
    await page.keyboard.type(KNOWN.query, {delay: 30});
    await waitForResultsOf(page, KNOWN.query);
    const marks = await results(page).first().locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(KNOWN.query.split(' ')).toContain(mark.toLowerCase());
    expect(errors).toEqual([]);
  });

  test('Enter opens the first result, which is selected as results appear', async ({page}) => {
    await open(page, '/');
    await searchFor(page, KNOWN.query);
    await expect(selected(page)).toHaveAttribute(
      'id',
      (await results(page).first().getAttribute('id'))!,
    );
    expect(await openFirstResult(page)).toBe(KNOWN.path);
  });

  test('arrow keys move the selection and back, then Enter opens it', async ({page}) => {
    await open(page, '/');
    await searchFor(page, BROAD);
    const firstTarget = await openFirstResult(page);

    await open(page, '/');
    await searchFor(page, BROAD);
    expect(await results(page).count()).toBeGreaterThan(1);
    const [first, second] = await results(page).evaluateAll((options) =>
      options.slice(0, 2).map((option) => option.id),
    );
    await expect(selected(page)).toHaveAttribute('id', first);
    await searchBox(page).press('ArrowDown');
    await expect(selected(page)).toHaveAttribute('id', second);
    await searchBox(page).press('ArrowUp');
    await expect(selected(page)).toHaveAttribute('id', first);
    expect(await openFirstResult(page)).toBe(firstTarget);
  });

  test('the opened page highlights the searched words', async ({page}) => {
    await open(page, '/');
    await searchFor(page, KNOWN.query);
    await openFirstResult(page);
    expect(new URL(page.url()).searchParams.getAll('_highlight')).toContain('updates');
    await expect(page.locator('article mark[data-markjs="true"]').first()).toBeVisible();
  });

  test('Escape closes the dropdown', async ({page}) => {
    await open(page, '/');
    await searchFor(page, KNOWN.query);
    await searchBox(page).press('Escape');
    await expect(results(page).first()).toBeHidden();
  });

  test('the dropdown meets WCAG AA contrast in the dark theme', async ({page}) => {
    await installAxe(page.context());
    await open(page, '/docs/changelog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await searchFor(page, KNOWN.query);
    expect(
      await blockingViolations(page, 'search dropdown', {
        include: '.navbar__search',
        rules: ['color-contrast'],
      }),
    ).toEqual([]);
  });

  test('works at mobile width: box reachable, dropdown inside the viewport', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 375, height: 740}});
    const page = await context.newPage();
    await open(page, '/docs/changelog');
    await expect(searchBox(page)).toBeVisible();
    // Keyboard only: a pointer resting over the dropdown would select the row under it.
    await page.mouse.move(0, 0);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(KNOWN.query);
    await waitForResultsOf(page, KNOWN.query);
    const box = await page.locator('.navbar__search [role="listbox"]').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await openFirstResult(page)).toBe(KNOWN.path);
    await context.close();
  });
});

test.describe('search results page', () => {
  test('lists the results for ?q= as links', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, `/search?q=${encodeURIComponent(KNOWN.query)}`);
    await expect(page.locator('h1')).toContainText(KNOWN.query);
    await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(KNOWN.query);
    const links = page.locator('article h2 a');
    await expect(links.first()).toBeVisible();
    const first = await links.first().getAttribute('href');
    expect(new URL(first!, 'http://x').pathname).toBe(KNOWN.path);
    expect(errors).toEqual([]);
  });

  test('the dropdown links to the results page for the query', async ({page}) => {
    await open(page, '/');
    await searchFor(page, KNOWN.query);
    await page.locator('.navbar__search a', {hasText: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\/?\?q=api(\+|%20)updates/);
    await expect(page.locator('article h2 a').first()).toBeVisible();
  });

  test('asks search engines not to index it', async ({page}) => {
    await open(page, `/search?q=${encodeURIComponent(KNOWN.query)}`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('is left out of the sitemap', () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p === '/search' || p.startsWith('/search/'))).toEqual([]);
  });
});

test.describe('search index', () => {
  test('is not loaded by a page that is only read', async ({page}) => {
    const requests: string[] = [];
    const scripts: Promise<string>[] = [];
    let workers = 0;
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    page.on('worker', () => (workers += 1));
    await open(page, '/docs/changelog');
    await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => INDEX_URL.test(url))).toEqual([]);
    expect(workers).toBe(0);
    const bodies = await Promise.all(scripts);
    expect(bodies.filter((body) => body.includes('lunr'))).toEqual([]);
  });

  test('is fetched once the search box is focused', async ({page}) => {
    await open(page, '/docs/changelog');
    const fetched = page.waitForRequest(INDEX_URL);
    await page.keyboard.press('Control+k');
    const request = await fetched;
    expect((await request.response())?.status()).toBe(200);
  });

  /**
   * Holds the index back, as a slow connection would, until the returned
   * function is called.
   */
  async function holdIndex(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX_URL, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Resolves once the dropdown is set up on the loaded index. */
  async function dropdownReady(page: Page): Promise<void> {
    await expect(searchBox(page)).toHaveAttribute('aria-autocomplete', 'list');
  }

  test('tabbing past the search box while the index loads leaves focus where the reader moved it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    const release = await holdIndex(page);
    await open(page, '/docs/changelog');
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).not.toBeFocused();
    await page.evaluate(() =>
      (document.activeElement as HTMLElement).setAttribute('data-moved-to', ''),
    );
    release();
    await dropdownReady(page);
    await expect(page.locator('[data-moved-to]')).toBeFocused();
  });

  test('staying in the search box while the index loads keeps focus there', async ({page}) => {
    const release = await holdIndex(page);
    await open(page, '/docs/changelog');
    await searchBox(page).focus();
    release();
    await dropdownReady(page);
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(KNOWN.query);
    await waitForResultsOf(page, KNOWN.query);
  });

  test('holds the parameter names of each API operation page', () => {
    const files = fs.readdirSync('build').filter((name) => INDEX_URL.test(`/${name}`));
    const textByPage = new Map<string, string>();
    for (const file of files) {
      const parts = JSON.parse(fs.readFileSync(path.join('build', file), 'utf8')) as {
        documents: {u: string; t: string}[];
      }[];
      for (const {documents} of parts) {
        for (const {u, t} of documents) textByPage.set(u, `${textByPage.get(u) ?? ''} ${t}`);
      }
    }
    const apiDir = path.join('build', 'docs', 'api');
    const missing: string[] = [];
    let checked = 0;
    for (const file of fs.readdirSync(apiDir).filter((name) => name.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(apiDir, file), 'utf8');
      const names = [...html.matchAll(/<strong class="?openapi-schema__property"?>([\w.]+)</g)];
      const page = `/docs/api/${file.replace(/\.html$/, '')}`;
      for (const [, name] of names) {
        checked += 1;
        if (!textByPage.get(page)?.includes(name)) missing.push(`${page}: ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  test('holds every docs page of both instances, and no tag page or redirect', () => {
    const files = fs.readdirSync('build').filter((name) => INDEX_URL.test(`/${name}`));
    expect(files.length).toBeGreaterThan(0);
    const titled = new Set<string>();
    const all = new Set<string>();
    for (const file of files) {
      const [titles, ...others] = JSON.parse(fs.readFileSync(path.join('build', file), 'utf8')) as {
        documents: {u: string}[];
      }[];
      for (const {u} of titles.documents) titled.add(u);
      for (const {documents} of [titles, ...others]) for (const {u} of documents) all.add(u);
    }
    const docsPages = sitemapPaths().filter((p) => p.startsWith('/docs'));
    expect(docsPages.some((p) => p.startsWith('/docs/api'))).toBe(true);
    expect(docsPages.filter((p) => !titled.has(p))).toEqual([]);
    // Anything else (tag listings, redirect stubs, /search) is not a page of the sitemap.
    const sitemap = new Set(docsPages);
    expect([...all].filter((u) => !sitemap.has(u))).toEqual([]);
    expect([...all].filter((u) => /^\/docs\/(api\/)?tags(\/|$)/.test(u))).toEqual([]);
  });
});

test.describe('first result for the queries developers type', () => {
  for (const {query, expected, kind} of searchQueries) {
    test(`"${query}" (${kind}) opens ${expected}`, async ({page}) => {
      await open(page, '/');
      await searchFor(page, query);
      expect(await openFirstResult(page)).toBe(expected);
    });
  }
});
