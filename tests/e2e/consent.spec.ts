import {expect, test, type Page} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';
import {CONSENT_KEY, isAnalyticsKey} from '../../src/consent/consent';
import {identity} from '../../src/identity';
import {baseURL} from '../../playwright.config';
import {collectErrors, settleRequests, waitForHydration} from './helpers';
import {
  sentPageviews,
  posthogLoaded,
  posthogOrigin,
  servePosthog,
  type PosthogTraffic,
} from './posthog';

/**
 * Consent before analytics, with every third-party host stubbed and the
 * provider's PostHog proxy played by the test with the real posthog-js:
 * nothing from the tag manager or HubSpot before Accept, and from PostHog
 * only its library (opted out, in memory: no event, no cookie, no storage
 * key); everything after Accept; nothing after Reject or with a privacy
 * signal; the choice remembered; analytics receive paths, never queries.
 */

const site = new URL(baseURL).origin;
/** The provider's own domain (the PostHog proxy is a host of it); any other host is a third party. */
const providerDomain = new URL(identity.urls.docs).hostname.split('.').slice(-2).join('.');
const isThirdParty = (host: string) =>
  host !== providerDomain && !host.endsWith(`.${providerDomain}`);
const analyticsHosts = [
  analyticsIds.gtmContainerId && 'www.googletagmanager.com',
  analyticsIds.hubspotPortalId && 'js.hs-scripts.com',
].filter(Boolean) as string[];

/**
 * Stubs every other host but the PostHog proxy (served by servePosthog) and
 * returns the hosts the page asked for.
 */
async function recordThirdParties(page: Page): Promise<string[]> {
  const hosts: string[] = [];
  await page.route(
    (url) => url.origin !== site && url.origin !== posthogOrigin,
    async (route) => {
      hosts.push(new URL(route.request().url()).host);
      await route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
    },
  );
  return hosts;
}

/** Records every cookie and storage write of the page, by name, from before its first script. */
async function recordWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as {__writes: string[]}).__writes = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(`${this === window.sessionStorage ? 'sessionStorage' : 'localStorage'}:${key}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie.get!.call(this);
      },
      set(value: string) {
        writes.push(`cookie:${value.split('=')[0].trim()}`);
        cookie.set!.call(this, value);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as {__writes: string[]}).__writes);
}

/** posthog-js's localStorage support probe: written and removed at once, on any page that loads it. */
const POSTHOG_PROBE = 'localStorage:__mplssupport__';

const banner = (page: Page) => page.getByRole('region', {name: 'Cookies and analytics'});

async function openPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await waitForHydration(page);
}

/** Opens `pathname` and, where PostHog is configured, waits for posthog-js to load. */
async function openWithPosthog(page: Page, pathname: string) {
  await openPage(page, pathname);
  if (posthogOrigin) await posthogLoaded(page);
}

/** A client-side navigation, which posthog-docusaurus reports: Data in the navbar. */
async function navigateToData(page: Page) {
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Data', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/data$/);
}

/** Stubs the third parties and serves the PostHog proxy: the hosts asked for, PostHog's traffic. */
async function watchAnalytics(page: Page) {
  const hosts = await recordThirdParties(page);
  const posthog = await servePosthog(page);
  return {hosts, posthog};
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

test.skip(
  analyticsHosts.length === 0 && !posthogOrigin,
  'no analytics service is configured for this build',
);

/**
 * Before a choice (and after Reject): no third-party request at all; from
 * the PostHog proxy, only the library; no event; no analytics cookie or
 * storage key written, not even for a moment (but posthog-js's support probe).
 */
async function expectNothingSent(
  page: Page,
  hosts: string[],
  posthog: PosthogTraffic,
  writes: () => Promise<string[]>,
) {
  // Whatever posthog-js would have batched is sent before the checks.
  await posthog.nextBatch();
  await settleRequests(page);
  expect(hosts.filter(isThirdParty)).toEqual([]);
  expect(hosts).toEqual([]);
  if (posthogOrigin) expect([...new Set(posthog.requests)]).toEqual(['GET /static/array.js']);
  expect(posthog.events).toEqual([]);
  expect(await analyticsTraces(page)).toEqual([]);
  const written = (await writes()).filter((name) => name !== POSTHOG_PROBE);
  expect(written.filter((name) => isAnalyticsKey(name.split(':')[1]))).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window || '_hsq' in window)).toBe(false);
}

test('before any choice: the banner shows; PostHog loads opted out, and nothing is sent or stored', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const {hosts, posthog} = await watchAnalytics(page);
  const writes = await recordWrites(page);
  await openPage(page, '/');
  await expect(banner(page)).toBeVisible();
  if (posthogOrigin) await posthogLoaded(page);
  await openWithPosthog(page, '/docs/guides?email=reader%40example.test');
  // A client-side navigation: posthog-docusaurus reports page views on route changes.
  await navigateToData(page);
  await expectNothingSent(page, hosts, posthog, writes);
  expect(errors).toEqual([]);
});

test('Accept loads the tag manager and HubSpot, opts PostHog in, and the choice lasts across pages', async ({
  page,
}) => {
  const {hosts, posthog} = await watchAnalytics(page);
  await openWithPosthog(page, '/');
  expect(posthog.events).toEqual([]);
  await banner(page).getByRole('button', {name: 'Accept analytics'}).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => [...new Set(hosts)].sort()).toEqual([...analyticsHosts].sort());
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  if (posthogOrigin) {
    // The page the reader accepted on counts once; PostHog now keeps its state.
    await expect.poll(() => sentPageviews(posthog)).toEqual(['/']);
    await expect
      .poll(async () => (await analyticsTraces(page)).some((n) => n.startsWith('ph_')))
      .toBe(true);
  }

  hosts.length = 0;
  await openPage(page, '/docs/integrations');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => [...new Set(hosts)].sort()).toEqual([...analyticsHosts].sort());
  if (posthogOrigin)
    await expect.poll(() => sentPageviews(posthog)).toEqual(['/', '/docs/integrations']);
});

test('Reject loads nothing and sends nothing, on this page or the next', async ({page}) => {
  const {hosts, posthog} = await watchAnalytics(page);
  const writes = await recordWrites(page);
  await openPage(page, '/');
  await banner(page).getByRole('button', {name: 'Reject analytics'}).click();
  await expect(banner(page)).toHaveCount(0);
  await openWithPosthog(page, '/docs/guides');
  await expect(banner(page)).toHaveCount(0);
  await navigateToData(page);
  await expectNothingSent(page, hosts, posthog, writes);
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
  test(`${signal} counts as Reject, even after an earlier Accept: no banner, nothing sent`, async ({
    page,
  }) => {
    await page.addInitScript(script);
    await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), CONSENT_KEY);
    const {hosts, posthog} = await watchAnalytics(page);
    const writes = await recordWrites(page);
    await openWithPosthog(page, '/');
    await expect(banner(page)).toHaveCount(0);
    await navigateToData(page);
    const written = await writes();
    await expectNothingSent(page, hosts, posthog, async () =>
      written.filter((name) => name !== `localStorage:${CONSENT_KEY}`),
    );
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

for (const [label, pathname] of [
  ['search terms', '/search?q=secret+term&_highlight=secret#secret'],
  ['an email address from a link', '/docs/guides?email=secret%40example.test&utm_source=secret'],
  [
    'playground values',
    '/docs/address-lookup/playground?queryOptions.city=Secretville&defaultCountry=GBR',
  ],
] as const) {
  test(`analytics receive the path only, never the query: ${label}`, async ({page}) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), CONSENT_KEY);
    await recordThirdParties(page);
    const posthog = await servePosthog(page);
    await openPage(page, pathname);
    const path = pathname.split(/[?#]/)[0];
    if (posthogOrigin) await expect.poll(() => sentPageviews(posthog)).toEqual([path]);
    // A client-side navigation from there, which posthog-docusaurus reports.
    await navigateToData(page);
    if (posthogOrigin)
      await expect.poll(() => sentPageviews(posthog)).toEqual([path, '/docs/data']);
    const sent = await page.evaluate(() => ({
      dataLayer: JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []),
      hubspot: JSON.stringify((window as unknown as {_hsq?: unknown[]})._hsq ?? []),
    }));
    if (analyticsIds.gtmContainerId) expect(sent.dataLayer).toContain(path);
    if (analyticsIds.hubspotPortalId) expect(sent.hubspot).toContain(`["setPath","${path}"]`);
    const everything = [sent.dataLayer, sent.hubspot, JSON.stringify(posthog.events)].join('\n');
    expect(everything).not.toMatch(/secret|Secretville|GBR|utm_source|\?q=/i);
  });
}

test('withdrawing consent in Cookie settings removes the analytics cookies and stops loading them', async ({
  page,
}) => {
  const {hosts, posthog} = await watchAnalytics(page);
  await openWithPosthog(page, '/');
  await banner(page).getByRole('button', {name: 'Accept analytics'}).click();
  await expect.poll(() => hosts.length + posthog.events.length).toBeGreaterThan(0);
  if (posthogOrigin) {
    // posthog-js itself wrote its state and the consent once opted in.
    await expect
      .poll(async () => (await analyticsTraces(page)).filter((n) => /^_?_?ph_/.test(n)).length)
      .toBeGreaterThan(1);
  }
  // What the other services would have written by now.
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'hubspotutk=abc; path=/';
  });
  await page.locator('footer').getByRole('button', {name: 'Cookie settings'}).click();
  await Promise.all([
    page.waitForEvent('load'),
    banner(page).getByRole('button', {name: 'Reject analytics'}).click(),
  ]);
  await waitForHydration(page);
  hosts.length = 0;
  posthog.events.length = 0;
  await openWithPosthog(page, '/docs/guides');
  await navigateToData(page);
  await posthog.nextBatch();
  await settleRequests(page);
  expect(hosts).toEqual([]);
  expect(posthog.events).toEqual([]);
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

/**
 * What PostHog keeps and sends never holds the query string of a page, in
 * whatever order the page view, the library's load and Accept come: a reader
 * lands on a URL whose query holds an email address and a campaign, accepts,
 * moves on (client-side, then two full page loads, the last with that URL as
 * its referrer), and then every cookie, every localStorage and
 * sessionStorage entry and every request to the analytics host (URL, headers
 * with the cookies the browser sent, body) is read. PostHog still counts the
 * reader as one person across the page loads.
 */
const LANDING = '/docs/guides/testing?email=secret%40example.com&utm_source=news';
const LANDING_PATH = LANDING.split('?')[0];
/** What the landing URL's query holds, as text, percent-encoded or as a JSON string. */
const QUERY_TRACE = /secret|%40example|utm_source|email=/i;

type Order =
  'library, then Accept' | 'Accept, then library' | 'accepted earlier' | 'navigate, then Accept';
const ORDERS: readonly {order: Order; what: string}[] = [
  {order: 'library, then Accept', what: 'the library loads, the view is dropped, then Accept'},
  {
    order: 'Accept, then library',
    what: 'Accept before the library loads: the view waits in the stub',
  },
  {
    order: 'accepted earlier',
    what: 'consent from an earlier visit: the view is queued before the library loads',
  },
  {
    order: 'navigate, then Accept',
    what: 'a client-side navigation while opted out, then Accept on the next page',
  },
];

/** Every cookie of the context and every storage entry of the page, decoded, one per line. */
async function storedEverywhere(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map(
    (cookie) => `cookie ${cookie.domain} ${cookie.name}=${decodeURIComponent(cookie.value)}`,
  );
  const entries = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((name) =>
      Object.entries(window[name]).map(([key, value]) => `${name} ${key}=${value}`),
    ),
  );
  return [...cookies, ...entries];
}

/** A full page load that sends the current page as its referrer, as a followed link does. */
async function loadFromLink(page: Page, target: string) {
  await Promise.all([
    page.waitForURL((url) => `${url.pathname}${url.search}` === target),
    page.evaluate((href) => window.location.assign(href), target),
  ]);
  await waitForHydration(page);
  await posthogLoaded(page);
}

async function acceptOn(page: Page) {
  await banner(page).getByRole('button', {name: 'Accept analytics'}).click();
  await expect(banner(page)).toHaveCount(0);
}

/** A client-side navigation from the footer, which shows on a phone as on a desktop. */
async function navigateToChangelog(page: Page) {
  await page.locator('footer').getByRole('link', {name: 'API Updates'}).click();
  await expect(page).toHaveURL(/\/docs\/changelog$/);
}

for (const [device, viewport] of [
  ['desktop', {width: 1280, height: 800}],
  ['390 px phone', {width: 390, height: 844}],
] as const) {
  test.describe(`PostHog keeps and sends no query, on a ${device}`, () => {
    test.use({viewport});
    test.skip(!posthogOrigin, 'PostHog is not configured for this build');

    for (const {order, what} of ORDERS) {
      test(`${order} (${what})`, async ({page}) => {
        const errors = collectErrors(page);
        let releaseLibrary = () => {};
        const libraryAfter =
          order === 'Accept, then library'
            ? new Promise<void>((resolve) => (releaseLibrary = resolve))
            : undefined;
        await recordThirdParties(page);
        const posthog = await servePosthog(page, {libraryAfter});
        if (order === 'accepted earlier') {
          await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), CONSENT_KEY);
        }

        await openPage(page, LANDING);
        if (order === 'library, then Accept') {
          await posthogLoaded(page);
          await acceptOn(page);
        } else if (order === 'Accept, then library') {
          await expect(banner(page)).toBeVisible();
          await acceptOn(page);
          expect(posthog.events).toEqual([]);
          expect(
            await page.evaluate(() =>
              Boolean((window as {posthog?: {__loaded?: boolean}}).posthog?.__loaded),
            ),
          ).toBe(false);
          releaseLibrary();
          await posthogLoaded(page);
        } else if (order === 'accepted earlier') {
          await posthogLoaded(page);
        } else {
          await posthogLoaded(page);
          await navigateToChangelog(page);
          await acceptOn(page);
        }
        await expect
          .poll(() => sentPageviews(posthog))
          .toContain(order === 'navigate, then Accept' ? '/docs/changelog' : LANDING_PATH);
        if (order !== 'navigate, then Accept') await navigateToChangelog(page);
        await expect.poll(() => sentPageviews(posthog)).toContain('/docs/changelog');
        // A full load of the URL with the query, then of another page with it as referrer.
        await loadFromLink(page, LANDING);
        await loadFromLink(page, '/docs/guides');
        await expect.poll(() => sentPageviews(posthog)).toContain('/docs/guides');
        await settleRequests(page);

        const stored = await storedEverywhere(page);
        for (const line of [...stored, ...posthog.raw]) {
          expect(line).not.toMatch(QUERY_TRACE);
        }
        // No URL with a query at all in storage (the probe's page included).
        for (const line of stored) expect(line).not.toMatch(/\/docs\/[^"'\s]*\?/);
        // Still one reader across the three page loads.
        const ids = new Set(posthog.events.map((event) => event.properties.distinct_id));
        expect(ids.size).toBe(1);
        expect(errors).toEqual([]);
      });
    }
  });
}
