import {expect, test, type Page} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';
import {CONSENT_KEY, isAnalyticsKey} from '../../src/consent/consent';
import {baseURL} from '../../playwright.config';
import {collectErrors, waitForHydration} from './helpers';

/**
 * Consent before analytics, with every third-party host stubbed: nothing
 * from the tag manager, HubSpot or PostHog before Accept, everything after,
 * nothing after Reject or with a privacy signal, and the choice remembered.
 */

const site = new URL(baseURL).origin;
const posthogHost = analyticsIds.posthogHost ? new URL(analyticsIds.posthogHost).host : '';
const analyticsHosts = [
  analyticsIds.gtmContainerId && 'www.googletagmanager.com',
  analyticsIds.hubspotPortalId && 'js.hs-scripts.com',
  posthogHost,
].filter(Boolean) as string[];

/** Stubs every other host and returns the hosts the page asked for. */
async function recordThirdParties(page: Page): Promise<string[]> {
  const hosts: string[] = [];
  await page.route(
    (url) => url.origin !== site,
    async (route) => {
      hosts.push(new URL(route.request().url()).host);
      await route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
    },
  );
  return hosts;
}

const banner = (page: Page) => page.getByRole('region', {name: 'Cookies and analytics'});

async function openPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await waitForHydration(page);
}

/** Cookies and storage keys that belong to the analytics services. */
async function analyticsTraces(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const keys = await page.evaluate(() => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
  ]);
  return [...cookies, ...keys].filter(isAnalyticsKey);
}

test.skip(analyticsHosts.length === 0, 'no analytics service is configured for this build');

test('before any choice: the banner shows, and no analytics request, cookie or storage', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const hosts = await recordThirdParties(page);
  await openPage(page, '/');
  await expect(banner(page)).toBeVisible();
  await openPage(page, '/docs/guides');
  await page.waitForLoadState('networkidle');
  expect(hosts).toEqual([]);
  expect(await analyticsTraces(page)).toEqual([]);
  expect(await page.evaluate(() => 'posthog' in window || 'dataLayer' in window)).toBe(false);
  expect(errors).toEqual([]);
});

test('Accept loads the tag manager, HubSpot and PostHog, and the choice lasts across pages', async ({
  page,
}) => {
  const hosts = await recordThirdParties(page);
  await openPage(page, '/');
  await banner(page).getByRole('button', {name: 'Accept analytics'}).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => [...new Set(hosts)].sort()).toEqual([...analyticsHosts].sort());
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');

  hosts.length = 0;
  await openPage(page, '/docs/integrations');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => [...new Set(hosts)].sort()).toEqual([...analyticsHosts].sort());
});

test('Reject loads nothing, on this page or the next', async ({page}) => {
  const hosts = await recordThirdParties(page);
  await openPage(page, '/');
  await banner(page).getByRole('button', {name: 'Reject analytics'}).click();
  await expect(banner(page)).toHaveCount(0);
  await openPage(page, '/docs/guides');
  await expect(banner(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(hosts).toEqual([]);
  expect(await analyticsTraces(page)).toEqual([]);
});

for (const [signal, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
  ],
  [
    'Do-Not-Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'}),
  ],
] as const) {
  test(`${signal} counts as Reject: no banner, nothing loads`, async ({page}) => {
    await page.addInitScript(script);
    const hosts = await recordThirdParties(page);
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(hosts).toEqual([]);
  });
}

test('Accept and Reject look the same, and the banner is fixed, so the page never moves', async ({
  page,
}) => {
  await openPage(page, '/');
  const [accept, reject] = [
    banner(page).getByRole('button', {name: 'Accept analytics'}),
    banner(page).getByRole('button', {name: 'Reject analytics'}),
  ];
  const style = (locator: typeof accept) =>
    locator.evaluate((element) => {
      const css = getComputedStyle(element);
      return [css.backgroundColor, css.color, css.borderColor, css.fontSize, css.fontWeight];
    });
  expect(await style(accept)).toEqual(await style(reject));
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe(
    'fixed',
  );
});

test('Cookie settings in the footer reopens the banner, operable by keyboard', async ({page}) => {
  const hosts = await recordThirdParties(page);
  await openPage(page, '/');
  await banner(page).getByRole('button', {name: 'Reject analytics'}).click();
  const settings = page.locator('footer').getByRole('button', {name: 'Cookie settings'});
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', {name: 'Accept analytics'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect.poll(() => hosts.length).toBeGreaterThan(0);
});

test('search terms never reach the analytics services', async ({page}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), CONSENT_KEY);
  await page.route(
    (url) => url.origin !== site,
    async (route) => {
      const url = new URL(route.request().url());
      // In place of PostHog's library: keep what it would have received.
      const body =
        url.host === posthogHost
          ? 'window.__posthogCalls = JSON.stringify(Array.prototype.slice.call(window.posthog));'
          : '';
      await route.fulfill({status: 200, contentType: 'text/javascript', body});
    },
  );
  await openPage(page, '/search?q=secret+term&_highlight=secret');
  await page.waitForLoadState('networkidle');
  const sent = await page.evaluate(() => ({
    posthog: (window as unknown as {__posthogCalls?: string}).__posthogCalls ?? '',
    dataLayer: JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []),
    hubspot: JSON.stringify((window as unknown as {_hsq?: unknown[]})._hsq ?? []),
  }));
  if (posthogHost) expect(sent.posthog).toContain('$pageview');
  if (analyticsIds.gtmContainerId) expect(sent.dataLayer).toContain('/search');
  if (analyticsIds.hubspotPortalId) expect(sent.hubspot).toContain('setPath');
  for (const text of Object.values(sent)) {
    expect(text).not.toContain('secret');
  }
});

test('withdrawing consent in Cookie settings removes the analytics cookies and stops loading them', async ({
  page,
}) => {
  const hosts = await recordThirdParties(page);
  await openPage(page, '/');
  await banner(page).getByRole('button', {name: 'Accept analytics'}).click();
  await expect.poll(() => hosts.length).toBeGreaterThan(0);
  // What the real services would have written by now.
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'hubspotutk=abc; path=/';
    localStorage.setItem('ph_phc_key_posthog', '{}');
  });
  await page.locator('footer').getByRole('button', {name: 'Cookie settings'}).click();
  await Promise.all([
    page.waitForEvent('load'),
    banner(page).getByRole('button', {name: 'Reject analytics'}).click(),
  ]);
  await waitForHydration(page);
  hosts.length = 0;
  await openPage(page, '/docs/guides');
  await page.waitForLoadState('networkidle');
  expect(hosts).toEqual([]);
  expect(await analyticsTraces(page)).toEqual([]);
});

test('the banner is never the largest paint of a page, on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const pathname of ['/', '/docs/guides', '/docs/api']) {
    await openPage(page, pathname);
    await expect(banner(page)).toBeVisible();
    const inBanner = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & {element?: Element})[];
            const last = entries.at(-1);
            resolve(Boolean(last?.element?.closest('#consent-banner')));
          }).observe({type: 'largest-contentful-paint', buffered: true});
        }),
    );
    expect(inBanner, pathname).toBe(false);
  }
});

test('on a first visit, Tab reaches the skip link, then the banner, then what follows it once it is answered', async ({
  page,
}) => {
  await openPage(page, '/docs/changelog');
  await expect(banner(page)).toBeVisible();
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', {name: 'Accept analytics'})).toBeFocused();
  await page.keyboard.press('Tab');
  const reject = banner(page).getByRole('button', {name: 'Reject analytics'});
  await expect(reject).toBeFocused();
  const outline = await reject.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  // The next stop is the one after the banner's place: the announcement bar or the navbar.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(
      () => document.activeElement?.closest('.theme-announcement-bar, .navbar') !== null,
    ),
  ).toBe(true);
});
