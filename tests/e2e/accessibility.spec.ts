import AxeBuilder from '@axe-core/playwright';
import {expect, test as base, type Page} from '@playwright/test';
import {sitemapPaths, waitForHydration} from './helpers';

/**
 * Every page in the built sitemap passes axe-core's WCAG 2.1 A and AA rules
 * with no violation of impact serious or critical, in the dark theme (the
 * only one), at desktop width and at phone width. Colour contrast is part of
 * those rules, so this is what holds the theme tokens in src/css/custom.css
 * and the Prism theme to AA.
 *
 * Budget: one page load per page. The desktop scan runs first; the viewport
 * then shrinks to phone width in place (Docusaurus re-renders its mobile
 * layout on resize) and a second scan runs. The phone scan covers one page of
 * each page type by default (see `mobileSample`), since a phone layout only
 * differs from the desktop one in its chrome (navbar, TOC dropdown, sidebar
 * drawer), which is the same on every page of a type. A11Y_MOBILE=all scans
 * every page at both widths. Each worker keeps one browser context for all
 * of its pages, so the site's hashed assets load from cache after the first.
 *
 * PAGES=/docs/foo,/docs/bar limits the run to those paths (every one of them
 * is then also scanned at phone width).
 */

const DESKTOP = {width: 1280, height: 800};
const MOBILE = {width: 390, height: 844};
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

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

/** One page per worker, reused by every test that worker runs. */
const test = base.extend<object, {scanPage: Page}>({
  scanPage: [
    async ({browser}, use) => {
      const context = await browser.newContext({viewport: DESKTOP, colorScheme: 'dark'});
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** Runs axe and describes each serious or critical violation on one line per element. */
async function blockingViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `[${label}] ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${summary}`;
      }),
    );
}

test.describe('accessibility (axe, WCAG 2.1 AA, dark theme)', () => {
  test('the sitemap lists the site', () => {
    expect(paths.length).toBeGreaterThan(only ? 0 : 5);
  });

  for (const pathname of paths) {
    const widths = scannedOnMobile.has(pathname) ? '1280 and 390 px' : '1280 px';
    test(`${pathname} has no serious or critical violations at ${widths}`, async ({scanPage}) => {
      const page = scanPage;
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const found = await blockingViolations(page, 'desktop');

      if (scannedOnMobile.has(pathname)) {
        await page.setViewportSize(MOBILE);
        await expect(page.locator('.navbar__toggle')).toBeVisible();
        found.push(...(await blockingViolations(page, 'mobile')));
      }
      expect(found).toEqual([]);
    });
  }

  test('the mobile navigation drawer has no serious or critical violations', async ({scanPage}) => {
    const page = scanPage;
    const docPage = paths.find((pathname) => pageType(pathname).startsWith('doc:')) ?? '/';
    await page.setViewportSize(MOBILE);
    await page.goto(docPage);
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await blockingViolations(page, 'mobile drawer')).toEqual([]);
  });
});
