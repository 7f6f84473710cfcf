import {expect, test as base, type Page} from '@playwright/test';
import {identity} from '../../src/identity';
import {blockingViolations, installAxe} from './axe';
import {collectErrors, sitemapPaths, waitForHydration} from './helpers';
import {visibleBlocks} from './code-blocks';
import {
  blocksInHtml,
  REQUEST_SAMPLES_REGION,
  SKIPPED_REGION,
} from '../../scripts/samples/from-html';

/**
 * Opens every page in the built sitemap once and checks, on that one load:
 *
 * - it answers 200 and renders one H1, not the not-found page; on docs
 *   pages the H1 is the front matter title, which also titles the tab;
 * - it logs no console error and throws no uncaught error;
 * - every code block it shows once hydrated is one its served HTML holds,
 *   which is where the sample harness reads the blocks it runs
 *   (scripts/samples/from-html.ts; the API theme's response column and the
 *   request samples, read from x-codeSamples, aside);
 * - axe-core finds no violation of impact serious or critical among the
 *   WCAG 2.1 A and AA rules, in the dark theme (the only one), at desktop
 *   width, and at phone width for one page of each page type (a phone
 *   layout differs from the desktop one only in its chrome: navbar, TOC
 *   dropdown, sidebar drawer, the same on every page of a type). Colour
 *   contrast is among those rules, so this is what holds the theme tokens
 *   in src/css/custom.css and the Prism theme to AA.
 *
 * The section specs check that their pages are in the sitemap, so this
 * covers them all. Each worker keeps one browser context for all of its
 * pages, so the site's hashed assets load from cache after the first.
 *
 * PAGES=/docs/foo,/docs/bar limits the run to those paths (each is then also
 * scanned at phone width); A11Y_MOBILE=all scans every page at both widths.
 */

const DESKTOP = {width: 1280, height: 800};
const MOBILE = {width: 390, height: 844};

const only = process.env.PAGES?.split(',').filter(Boolean);
const paths = only ?? sitemapPaths();

/** The kind of page a path is, for choosing which pages to scan at phone width. */
function pageType(pathname: string): string {
  if (pathname === '/') return 'home';
  if (pathname === '/search') return 'search';
  if (pathname.startsWith('/docs/tags')) return pathname === '/docs/tags' ? 'tags' : 'tag';
  if (pathname === '/docs/api') return 'api-index';
  if (pathname.startsWith('/docs/api/')) return 'api';
  const section = pathname.split('/')[2] ?? '';
  // A section's landing page (/docs/data) renders differently from its pages.
  return pathname.split('/').length === 3 ? `section-index` : `doc:${section}`;
}

/** The first page of each page type, plus every page when asked for. */
function mobileSample(all: string[]): Set<string> {
  if (only || process.env.A11Y_MOBILE === 'all') return new Set(all);
  const firstOfType = new Map<string, string>();
  for (const pathname of all) {
    const type = pageType(pathname);
    if (!firstOfType.has(type)) firstOfType.set(type, pathname);
  }
  return new Set(firstOfType.values());
}

const scannedOnMobile = mobileSample(paths);

/** One page per worker, reused by every test that worker runs, with its error log. */
const test = base.extend<object, {scan: {page: Page; errors: string[]}}>({
  scan: [
    async ({browser}, use) => {
      const context = await browser.newContext({viewport: DESKTOP, colorScheme: 'dark'});
      await installAxe(context);
      const page = await context.newPage();
      await use({page, errors: collectErrors(page)});
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test.describe('every page in the sitemap', () => {
  test('the sitemap lists the site', () => {
    expect(paths.length).toBeGreaterThan(only ? 0 : 5);
  });

  for (const pathname of paths) {
    const widths = scannedOnMobile.has(pathname) ? '1280 and 390 px' : '1280 px';
    test(`${pathname} renders one H1, logs no error, shows only code its HTML holds and passes axe at ${widths}`, async ({
      scan: {page, errors},
    }) => {
      errors.length = 0;
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      const served = blocksInHtml(await response!.text(), pathname).map((block) => block.code);
      await waitForHydration(page);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
      if (pathname.startsWith('/docs/')) {
        const h1 = (await page.locator('h1').innerText()).trim();
        await expect(page).toHaveTitle(`${h1} | ${identity.name}`);
      }

      const shown = await visibleBlocks(page, [SKIPPED_REGION, REQUEST_SAMPLES_REGION]);
      expect(
        shown.filter((block) => !served.includes(block.code)),
        'code blocks the served HTML does not hold',
      ).toEqual([]);

      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const found = await blockingViolations(page, 'desktop');
      if (scannedOnMobile.has(pathname)) {
        await page.setViewportSize(MOBILE);
        await expect(page.locator('.navbar__toggle')).toBeVisible();
        found.push(...(await blockingViolations(page, 'mobile')));
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the mobile navigation drawer has no serious or critical violations', async ({
    scan: {page},
  }) => {
    const docPage = paths.find((pathname) => pageType(pathname).startsWith('doc:')) ?? '/';
    await page.setViewportSize(MOBILE);
    await page.goto(docPage);
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Scan the drawer once it has slid in: mid-transition, its text is
    // blended with the page behind and axe reads the wrong contrast.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    expect(await blockingViolations(page, 'mobile drawer')).toEqual([]);
  });
});
