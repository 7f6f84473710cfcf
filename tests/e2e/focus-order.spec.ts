import {expect, test, type Page} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';
import {open, rememberConsent} from './helpers';

/**
 * The first focus stops of every page type, on a desktop and on phones:
 * the skip link first, the consent banner (on a first visit) right after
 * it; and on a phone the banner never covers the page's H1 on first load.
 */

/** One page of each type the site serves. */
const PAGE_TYPES = {
  home: '/',
  'doc page': '/docs/guides/testing',
  'category index': '/docs/guides',
  changelog: '/docs/changelog',
  'glossary term': '/docs/terms/dpv',
  'API overview': '/docs/api',
  'API operation': '/docs/api/udprn',
  'tags list': '/docs/tags',
  search: '/search?q=udprn',
  'not found': '/no-such-page',
} as const;

const DESKTOP = {width: 1280, height: 800};
/** A 390 px phone, smaller ones the banner must fit on too, and two held sideways. */
const PHONES = [
  {width: 390, height: 844},
  {width: 360, height: 640},
  {width: 320, height: 568},
  {width: 740, height: 360},
  {width: 568, height: 320},
];

const banner = (page: Page) => page.getByRole('region', {name: 'Cookies and analytics'});
const skipLink = (page: Page) => page.getByRole('link', {name: 'Skip to main content'});

/** Opens a page and waits for the banner (when the build has analytics, it asks on a first visit). */
async function openFirstVisit(page: Page, pathname: string): Promise<void> {
  await open(page, pathname);
  await expect(banner(page)).toBeVisible();
}

/** Describes the focused element, for the failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `<${element.tagName.toLowerCase()}> ${element.textContent?.trim()}` : 'none';
  });

const hasAnalytics = Boolean(
  analyticsIds.gtmContainerId || analyticsIds.hubspotPortalId || analyticsIds.posthogApiKey,
);

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['390 px phone', PHONES[0]],
] as const) {
  test.describe(`focus order on a ${name}`, () => {
    test.use({viewport});

    test('the skip link is the first stop of every page type, for a returning reader', async ({
      page,
    }) => {
      await rememberConsent(page.context(), 'rejected');
      for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
        await open(page, pathname);
        await page.keyboard.press('Tab');
        await expect(skipLink(page), `${type} ${pathname}: ${await focused(page)}`).toBeFocused();
      }
    });

    test('on a first visit, the skip link comes first and the consent banner right after', async ({
      page,
    }) => {
      test.skip(!hasAnalytics, 'no analytics service is configured for this build');
      for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
        await openFirstVisit(page, pathname);
        await page.keyboard.press('Tab');
        await expect(skipLink(page), `${type} ${pathname}: ${await focused(page)}`).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(
          banner(page).getByRole('button', {name: 'Accept analytics'}),
          `${type} ${pathname}: ${await focused(page)}`,
        ).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(skipLink(page)).toBeFocused();
      }
    });
  });
}

test('the banner stays the second stop after a client-side navigation to another kind of page', async ({
  page,
}) => {
  test.skip(!hasAnalytics, 'no analytics service is configured for this build');
  await page.setViewportSize(DESKTOP);
  await openFirstVisit(page, '/docs/guides');
  // The navbar's API link: a page of the other docs instance, so the layout renders anew.
  await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page.locator('html')).toHaveClass(/\bplugin-id-api\b/);
  await expect(banner(page)).toBeVisible();
  // The new layout's skip link, then the banner, moved into the new layout's slot.
  await skipLink(page).focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', {name: 'Accept analytics'})).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(skipLink(page)).toBeFocused();
});

test.describe('the consent banner on a phone', () => {
  test.skip(!hasAnalytics, 'no analytics service is configured for this build');

  for (const viewport of PHONES) {
    test(`never covers the H1 on first load (${viewport.width}x${viewport.height})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({viewport, isMobile: true, hasTouch: true});
      const page = await context.newPage();
      const covered: string[] = [];
      for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
        await openFirstVisit(page, pathname);
        // The H1's text as drawn (a heading box spans the column; its words may not).
        const overlap = await page.evaluate(() => {
          const box = document.getElementById('consent-banner')!.getBoundingClientRect();
          const h1 = document.querySelector('h1');
          if (!h1) return 'no H1';
          const range = document.createRange();
          range.selectNodeContents(h1);
          const hit = [...range.getClientRects()].find(
            (rect) =>
              rect.width > 0 &&
              rect.left < box.right &&
              rect.right > box.left &&
              rect.top < box.bottom &&
              rect.bottom > box.top,
          );
          return hit
            ? `H1 line ${Math.round(hit.top)}-${Math.round(hit.bottom)} under the banner at ${Math.round(box.top)}`
            : '';
        });
        if (overlap) covered.push(`${type} ${pathname}: ${overlap}`);
      }
      await context.close();
      expect(covered).toEqual([]);
    });
  }
});
