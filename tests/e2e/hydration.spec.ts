/**
 * What the end of hydration may and may not change (issue 16).
 *
 * A tab a reader chose earlier is shown on a cold load; the request samples
 * of an API page are in the served HTML, highlighted. On a phone, the navbar
 * drawer and the doc sidebar inside it are built after hydration in a
 * transition (src/theme/Navbar/MobileSidebar) and still open from the menu
 * button.
 */
import {expect, test} from '@playwright/test';
import {collectErrors, open} from './helpers';

test('a tab chosen earlier is shown on a cold load, in every group that offers it', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.language', 'python'));
  await open(page, '/docs/api/find-address');
  const samples = page.getByRole('region', {name: 'Request samples'});
  await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre')).toContainText(
    'import requests',
  );
  await expect(samples.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
});

test('the request samples of an API page are in the served HTML, highlighted', async ({
  request,
}) => {
  const html = await (await request.get('/docs/api/find-address')).text();
  expect(html).toContain('aria-label="Request samples"');
  // curl is the default tab; the server highlighted it (Prism token classes).
  expect(html).toMatch(/<pre[^>]*language-bash[^>]*>[\s\S]*?token function[^>]*>curl</);
  expect(html).not.toContain('openapi-skeleton lg');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the menu button opens the drawer with the page sidebar built after hydration', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await open(page, '/docs/data/usps');
    // The desktop sidebar the server sent is replaced by the drawer's copy.
    await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.menu__link--active', {hasText: /USPS/}).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
