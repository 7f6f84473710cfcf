import {expect, test, type Locator, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {blockingViolations, installAxe} from './axe';
import {collectErrors, open, sitemapPaths} from './helpers';
import {searchQueries} from '../../scripts/lib/search-queries';
import {sectionOf} from '../../src/search/sections';

/** What the Pagefind runtime fetches: itself, its worker and WebAssembly, index chunks, fragments. */
const PAGEFIND = /\/pagefind\//;
/** A query whose first result is stable on any version of the site. */
const KNOWN = {query: 'api updates', path: '/docs/changelog'};
/** A query with many results in every section, for navigation and the filter. */
const BROAD = 'address';
/** How many results a query's expected page may be among (the dropdown shows six pages). */
const TOP = 3;

const searchBox = (page: Page): Locator => page.locator('.navbar__search-input');
const listbox = (page: Page): Locator => page.locator('.navbar [role="listbox"]');
const results = (page: Page): Locator => listbox(page).locator('[role="option"]');
const pageResults = (page: Page): Locator =>
  listbox(page).locator('[role="option"]:not(.search-option--heading)');
const selected = (page: Page): Locator => listbox(page).locator('[aria-selected="true"]');
const sectionFilter = (page: Page): Locator => page.locator('.navbar select');

/** Waits until the list shows the results for `query` itself, not for a prefix typed earlier. */
async function waitForResultsOf(page: Page, query: string, section = ''): Promise<void> {
  await expect(listbox(page)).toHaveAttribute('data-query', query);
  await expect(listbox(page)).toHaveAttribute('data-section', section);
  await expect(results(page).first()).toBeVisible();
}

/** Types a query into the search box and waits for its results. */
async function searchFor(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).fill(query);
  await waitForResultsOf(page, query);
}

/**
 * With the keyboard alone: the `/` shortcut (the mouse moved out of the way
 * first) focuses the search box, then `query` is typed; waits for its results.
 */
async function typeAfterShortcut(page: Page, query: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(query);
  await waitForResultsOf(page, query);
}

/** Opens the selected result with Enter and returns the path (and hash) it landed on. */
async function pressEnter(page: Page): Promise<string> {
  const before = page.url();
  await searchBox(page).press('Enter');
  await page.waitForURL((url) => url.href !== before);
  const url = new URL(page.url());
  return url.pathname + url.hash;
}

/** The site paths of the pages listed (headings left out), in order. */
async function listedPages(page: Page): Promise<string[]> {
  return pageResults(page).evaluateAll((options) =>
    options.map((option) => option.getAttribute('data-url') ?? ''),
  );
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

test.describe('search box', () => {
  test('is a combobox whose listbox options carry the selection, first option selected', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await searchFor(page, KNOWN.query);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    const listId = await listbox(page).getAttribute('id');
    await expect(searchBox(page)).toHaveAttribute('aria-controls', listId!);
    const firstId = await results(page).first().getAttribute('id');
    await expect(selected(page)).toHaveAttribute('id', firstId!);
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', firstId!);
  });

  test('shows snippets with the matched words highlighted', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, '/');
    await searchBox(page).click();
    await page.keyboard.type(KNOWN.query, {delay: 30});
    await waitForResultsOf(page, KNOWN.query);
    const marks = await results(page).first().locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(KNOWN.query.split(' ').some((word) => mark.toLowerCase().startsWith(word))).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('Enter opens the first result', async ({page}) => {
    await open(page, '/');
    await searchFor(page, KNOWN.query);
    expect(await pressEnter(page)).toBe(KNOWN.path);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('arrow keys move the selection and back, then Enter opens it', async ({page}) => {
    await open(page, '/');
    await searchFor(page, BROAD);
    expect(await results(page).count()).toBeGreaterThan(1);
    const [first, second] = await results(page).evaluateAll((options) =>
      options.slice(0, 2).map((option) => option.id),
    );
    await searchBox(page).press('ArrowDown');
    await expect(selected(page)).toHaveAttribute('id', second);
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', second);
    await searchBox(page).press('ArrowUp');
    await expect(selected(page)).toHaveAttribute('id', first);
    const target = await results(page).first().getAttribute('data-url');
    expect(await pressEnter(page)).toBe(target);
  });

  test('lists matching headings under their page, as deep links', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'sandbox');
    const heading = listbox(page).locator('.search-option--heading').first();
    await expect(heading).toBeVisible();
    const url = await heading.getAttribute('data-url');
    expect(url).toMatch(/^\/docs\/[^#]+#[\w-]+$/);
    await heading.click();
    await page.waitForURL((current) => current.pathname + current.hash === url);
    const id = url!.split('#')[1];
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('shows the HTTP method and path of API operations', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'udprn');
    const api = pageResults(page)
      .filter({has: page.locator('.search-method')})
      .first();
    await expect(api.locator('.search-method')).toHaveText(/^(GET|POST|PUT|PATCH|DELETE)$/);
    await expect(api.locator('.search-option__meta')).toContainText(/API · \/v1\//);
  });

  test('the section filter narrows the results to one section', async ({page}) => {
    await open(page, '/');
    await searchFor(page, BROAD);
    const unfiltered = await listedPages(page);
    expect(unfiltered.length).toBeGreaterThan(0);
    // Each section narrows the same query to its own pages, so at least one
    // of the two lists differs from the unfiltered one, whatever ranks first.
    await sectionFilter(page).selectOption('API');
    await waitForResultsOf(page, BROAD, 'API');
    const api = await listedPages(page);
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((url) => !url.startsWith('/docs/api'))).toEqual([]);
    await sectionFilter(page).selectOption('Integrations');
    await waitForResultsOf(page, BROAD, 'Integrations');
    const integrations = await listedPages(page);
    expect(integrations.length).toBeGreaterThan(0);
    expect(integrations.filter((url) => !url.startsWith('/docs/integrations/'))).toEqual([]);
    expect(integrations).not.toEqual(unfiltered);
  });

  test('works with the keyboard alone: shortcut, type, filter, select, open', async ({page}) => {
    await open(page, '/docs/changelog');
    await typeAfterShortcut(page, BROAD);
    // Tab reaches the section filter inside the open list, which stays open.
    await page.keyboard.press('Tab');
    await expect(sectionFilter(page)).toBeFocused();
    await page.keyboard.press('End'); // the last section: API
    await waitForResultsOf(page, BROAD, 'API');
    await page.keyboard.press('Shift+Tab');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Read the selection once ArrowDown has moved it to the second option.
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /-option-1$/);
    const second = await selected(page).getAttribute('data-url');
    expect(second).toMatch(/^\/docs\/api\//);
    expect(await pressEnter(page)).toBe(second);
    // The page has rendered (its own canonical link), so the navbar is the new page's.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${second!.split('#')[0]}$`),
    );
  });

  test('keeps every key typed straight after a result opens an API page', async ({page}) => {
    // A result on a guide opens an API page, of the other docs instance: the
    // layout, navbar included, is rendered anew once the page's code has
    // loaded. Hold that code back, type while the page is pending, let it
    // load, and type on: nothing typed may be lost, and the box keeps focus.
    // (The <html> element's classes name the page on show.)
    await open(page, '/docs/changelog');
    await searchFor(page, 'udprn');
    const target = await pageResults(page).first().getAttribute('data-url');
    expect(target).toBe('/docs/api/udprn');
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await searchBox(page).press('Enter');
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('post');
    // Still the guide: the API page waits for its code.
    await expect(page.locator('html')).toHaveClass(/\bdocs-doc-id-changelog\b/);
    release();
    await expect(page.locator('html')).toHaveClass(/\bdocs-doc-id-udprn\b/);
    await page.keyboard.type('codes');
    await expect(searchBox(page)).toHaveValue('postcodes');
    await expect(searchBox(page)).toBeFocused();
    await waitForResultsOf(page, 'postcodes');
  });

  test('Escape closes the list', async ({page}) => {
    await open(page, '/docs/changelog');
    await typeAfterShortcut(page, KNOWN.query);
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('tabbing out of the search closes the list', async ({page}) => {
    await open(page, '/docs/changelog');
    await searchFor(page, KNOWN.query);
    await page.keyboard.press('Tab'); // section filter
    await page.keyboard.press('Tab'); // "See all results"
    await expect(page.locator('.navbar a.search-panel__all')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(listbox(page)).toBeHidden();
  });

  test('the open list passes axe (WCAG 2.1 AA) in the dark theme', async ({page}) => {
    await installAxe(page.context());
    await open(page, '/docs/changelog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await searchFor(page, 'udprn');
    await searchBox(page).press('ArrowDown');
    expect(await blockingViolations(page, 'search list', {include: '.navbar__search'})).toEqual([]);
  });

  test('works at phone width: box reachable, list inside the viewport', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 375, height: 740}});
    const page = await context.newPage();
    await open(page, '/docs/guides');
    await expect(searchBox(page)).toBeVisible();
    await typeAfterShortcut(page, KNOWN.query);
    const box = await page.locator('.navbar .search-panel').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await pressEnter(page)).toBe(KNOWN.path);
    await context.close();
  });
});

test.describe('search runtime', () => {
  test('is not loaded by a page that is only read', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/docs/changelog');
    await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => PAGEFIND.test(url))).toEqual([]);
  });

  test('loads when the search box is focused, and every request stays on the site', async ({
    page,
  }) => {
    await open(page, '/docs/changelog');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const runtime = page.waitForRequest(/\/pagefind\/pagefind\.js$/);
    await page.keyboard.press('Control+k');
    expect((await (await runtime).response())?.status()).toBe(200);
    await page.keyboard.type('verify addresses');
    await waitForResultsOf(page, 'verify addresses');
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(requests.some((url) => /\/pagefind\/.*\.pf_fragment$/.test(url))).toBe(true);
  });

  for (const [name, wasm, works] of [
    ["a CSP that allows 'wasm-unsafe-eval' and no 'unsafe-eval'", " 'wasm-unsafe-eval'", true],
    ["a CSP without 'wasm-unsafe-eval'", '', false],
  ] as const) {
    test(`${works ? 'works' : 'reports an error'} under ${name}`, async ({page}) => {
      const policy =
        `default-src 'self'; script-src 'self' 'unsafe-inline'${wasm}; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; worker-src 'self'";
      // On every response of the site, as a server would send it: the runtime's
      // worker script gets its policy from its own response, not from the page.
      await page.route('**/*', async (route) => {
        if (!['document', 'script', 'other'].includes(route.request().resourceType())) {
          return route.continue();
        }
        try {
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: {...response.headers(), 'content-security-policy': policy},
          });
        } catch (error) {
          // A request the page gave up on while it was fetched (the worker
          // script, when the runtime stops) needs no answer.
          if (!/disposed|closed/i.test(String(error))) throw error;
        }
      });
      // A request still in the handler when the test ends needs no answer either.
      try {
        await open(page, '/docs/changelog');
        await page.evaluate(() => {
          (window as unknown as {violations: string[]}).violations = [];
          document.addEventListener('securitypolicyviolation', (event) =>
            (window as unknown as {violations: string[]}).violations.push(
              `${event.effectiveDirective} ${event.blockedURI}`,
            ),
          );
        });
        await searchBox(page).click();
        await searchBox(page).fill(KNOWN.query);
        if (works) {
          await waitForResultsOf(page, KNOWN.query);
          expect(
            await page.evaluate(() => (window as unknown as {violations: string[]}).violations),
          ).toEqual([]);
        } else {
          await expect(page.locator('.navbar [role="status"]')).toContainText('could not load');
        }
      } finally {
        await page.unrouteAll({behavior: 'ignoreErrors'});
      }
    });
  }
});

test.describe('search results page', () => {
  test('lists the results for ?q= as links, first the best match', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, `/search?q=${encodeURIComponent(KNOWN.query)}`);
    await expect(page.locator('h1')).toContainText(KNOWN.query);
    await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(KNOWN.query);
    const links = page.locator('.search-page__result h2 a');
    await expect(links.first()).toBeVisible();
    expect(await links.first().getAttribute('href')).toBe(KNOWN.path);
    expect(errors).toEqual([]);
  });

  test('keeps the query and the section in the URL as the reader types and filters', async ({
    page,
  }) => {
    await open(page, '/search');
    await page.locator('input[name="q"]').fill('udprn');
    await expect(page).toHaveURL(/\/search\?q=udprn$/);
    await page.locator('select[name="section"]').selectOption('API');
    await expect(page).toHaveURL(/\/search\?q=udprn&section=API$/);
    const hrefs = page.locator('.search-page__results[data-query="udprn"] h2 a');
    await expect(hrefs.first()).toBeVisible();
    const all = await hrefs.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(all.filter((href) => !/^\/docs\/api(\/|$)/.test(href!))).toEqual([]);
    await page.reload();
    await expect(page.locator('input[name="q"]')).toHaveValue('udprn');
    await expect(page.locator('select[name="section"]')).toHaveValue('API');
  });

  test('the list links to the results page for the query', async ({page}) => {
    await open(page, '/');
    await searchFor(page, KNOWN.query);
    await page.locator('.navbar a', {hasText: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\?q=api(\+|%20)updates$/);
    await expect(page.locator('.search-page__result h2 a').first()).toBeVisible();
  });

  test('passes axe (WCAG 2.1 AA) with results listed', async ({page}) => {
    await installAxe(page.context());
    await open(page, `/search?q=${encodeURIComponent('verify')}`);
    await expect(page.locator('.search-page__result').first()).toBeVisible();
    expect(await blockingViolations(page, '/search')).toEqual([]);
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
  interface Fragment {
    url: string;
    content: string;
    meta: Record<string, string>;
    filters: Record<string, string[]>;
  }

  /** Every page record of the built index, decoded from its compressed fragment. */
  function fragments(): Fragment[] {
    const folder = path.join('build', 'pagefind', 'fragment');
    return fs.readdirSync(folder).map((file) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(folder, file))).toString('utf8');
      return JSON.parse(text.replace(/^pagefind_dcd/, '')) as Fragment;
    });
  }

  test('holds every docs page of both instances, and no tag page or redirect', () => {
    const urls = new Set(fragments().map((fragment) => fragment.url));
    const docsPages = sitemapPaths().filter((p) => p.startsWith('/docs'));
    expect(docsPages.some((p) => p.startsWith('/docs/api'))).toBe(true);
    expect(docsPages.filter((p) => !urls.has(p))).toEqual([]);
    const sitemap = new Set(docsPages);
    expect([...urls].filter((u) => !sitemap.has(u))).toEqual([]);
  });

  test('files each page under the section of its URL; API operations carry method and path', () => {
    const all = fragments();
    const wrong = all
      .filter(
        (fragment) => (fragment.filters.section?.[0] ?? undefined) !== sectionOf(fragment.url),
      )
      .map((fragment) => `${fragment.url}: ${fragment.filters.section}`);
    expect(wrong).toEqual([]);
    const operations = all.filter((fragment) => fragment.meta.method);
    expect(operations.length).toBeGreaterThan(20);
    for (const {url, meta} of operations) {
      expect(url).toMatch(/^\/docs\/api\//);
      expect(meta.path, url).toMatch(/^\/v1\//);
    }
  });

  test('holds the parameter names of each API operation page, without the page chrome', () => {
    const textByPage = new Map(fragments().map((fragment) => [fragment.url, fragment.content]));
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
    // The footer, navbar and "On this page" button are not page text.
    const guide = textByPage.get('/docs/guides/allowed-urls')!;
    expect(guide).not.toContain('On this page');
    expect(guide).not.toContain('Copyright');
  });
});

test.describe('results for questions written from what pages are for', () => {
  // The questions search_docs answers too (mcp.spec.ts): typed into the
  // navbar box one after the other, on one page.
  test('put the expected page among the first 3 for at least 47 of the 50', async ({page}) => {
    test.setTimeout(300_000);
    const {questions} = JSON.parse(
      fs.readFileSync(path.join('tests', 'fixtures', 'relevance-questions.json'), 'utf8'),
    ) as {questions: {question: string; expected: string}[]};
    expect(questions).toHaveLength(50);
    await open(page, '/');
    const misses: string[] = [];
    for (const {question, expected} of questions) {
      await searchFor(page, question);
      const listed = (await listedPages(page)).slice(0, TOP);
      if (!listed.includes(expected)) {
        misses.push(`"${question}" expected ${expected}, got ${listed.join(', ')}`);
      }
    }
    console.log(
      `[site search relevance] ${questions.length - misses.length}/${questions.length} in the first ${TOP}${misses.map((miss) => `\n  missed: ${miss}`).join('')}`,
    );
    expect(questions.length - misses.length, misses.join('\n')).toBeGreaterThanOrEqual(47);
  });

  test('a question fetches the published index once, not Pagefind, and keywords still go to Pagefind', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await open(page, '/');
    await searchFor(page, 'keep the browser autofill from covering the suggestion list');
    await searchFor(page, 'show my own text when nothing matches the address typed');
    expect(requests.filter((url) => url === '/search-index.json')).toHaveLength(1);
    expect(requests.filter((url) => /\.pf_(fragment|index)$/.test(url))).toEqual([]);
    await searchFor(page, KNOWN.query);
    expect(await listedPages(page)).toContain(KNOWN.path);
    expect(requests.some((url) => /\.pf_fragment$/.test(url))).toBe(true);
  });
});

test.describe('results for the queries developers type', () => {
  // One home page for all the queries: the tests run in order in one worker,
  // each typing its query into the same search box, so the page and the
  // Pagefind runtime load once, not once per query. A failure restarts the
  // worker, which opens a fresh page for the queries left.
  test.describe.configure({mode: 'default'});
  let page: Page;
  test.beforeAll(async ({browser}) => {
    page = await browser.newPage();
    await open(page, '/');
  });
  test.afterAll(async () => {
    await page?.close();
  });

  for (const {query, expected, kind} of searchQueries) {
    test(`"${query}" (${kind}) lists ${expected} among the first ${TOP}`, async () => {
      await searchFor(page, query);
      const listed = await listedPages(page);
      expect(listed.slice(0, TOP)).toContain(expected);
    });
  }
});
