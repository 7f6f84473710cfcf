import {expect, test} from '@playwright/test';
import {identity} from '../../src/identity';
import {collectErrors, sitemapPaths, waitForHydration} from './helpers';

/**
 * Opens every page in the built sitemap: each must answer 200, render one H1
 * (on docs pages, the page title) and log no console error. The section specs
 * check that their pages are in the sitemap, so this covers them all. PAGES=/docs/foo,/docs/bar limits the run to those paths.
 */
const only = process.env.PAGES?.split(',').filter(Boolean);
const paths = only ?? sitemapPaths();

test.describe('every page in the sitemap', () => {
  test('the sitemap lists the site', () => {
    expect(paths.length).toBeGreaterThan(only ? 0 : 5);
  });

  for (const pathname of paths) {
    test(`${pathname} renders one H1 without console errors`, async ({page}) => {
      const errors = collectErrors(page);
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
      if (pathname.startsWith('/docs/')) {
        // A doc's H1 is its front matter title, which also titles the tab.
        const h1 = (await page.locator('h1').innerText()).trim();
        await expect(page).toHaveTitle(`${h1} | ${identity.name}`);
      }
      expect(errors).toEqual([]);
    });
  }
});
