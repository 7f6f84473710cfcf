import {expect, test, type Page} from '@playwright/test';
import {analyticsIds, posthogPluginOptions} from '../../config/analytics';
import {baseURL} from '../../playwright.config';
import {collectErrors, open, rememberConsent, settleRequests, waitForHydration} from './helpers';
import {pageviews, posthogOrigin, sentPageviews, servePosthog} from './posthog';
import {POSTHOG_CONSENT_OPTIONS} from '../support/posthog-consent';

const posthogHost = posthogOrigin;
const isThirdParty = (url: URL) => url.origin !== new URL(baseURL).origin;

// The reader has accepted analytics (tests/e2e/consent.spec.ts covers the choice itself).
test.beforeEach(async ({context}) => rememberConsent(context, 'accepted'));

/** Clicks a navbar link and waits for the client-side route to render. */
async function navigate(page: Page, label: string, pathname: string) {
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: label, exact: true})
    .click();
  await expect(page).toHaveURL(pathname);
  await expect(page.locator('article h1, main h1').first()).toBeVisible();
}

test.describe('analytics in the production build, after Accept', () => {
  test('pages carry no tag manager or HubSpot code, and PostHog only opted out, in memory', async ({
    request,
  }) => {
    const expected = posthogPluginOptions(analyticsIds, true);
    for (const pathname of ['/', '/docs/guides']) {
      const html = await (await request.get(pathname)).text();
      expect(html).not.toContain('googletagmanager.com');
      expect(html).not.toContain('hs-scripts.com');
      if (!expected) continue;
      // posthog-docusaurus's snippet, as the page sends it (minified: !0 is true, !1 false).
      const init = html.match(/posthog\.init\("([^"]+)",(\{[^}]*\})\)/);
      expect(init, pathname).not.toBeNull();
      const options = JSON.parse(
        init![2]
          .replace(/([{,])(\w+):/g, '$1"$2":')
          .replace(/!0/g, 'true')
          .replace(/!1/g, 'false'),
      ) as Record<string, unknown>;
      expect(init![1]).toBe(expected.apiKey);
      expect(options).toMatchObject({
        api_host: expected.appUrl,
        ...POSTHOG_CONSENT_OPTIONS,
      });
    }
  });

  test('PostHog records one page view on load and one per client-side navigation', async ({
    page,
  }) => {
    test.skip(!analyticsIds.posthogApiKey, 'PostHog is not configured for this build');
    await page.route(
      (url) => isThirdParty(url) && url.origin !== posthogHost,
      (route) => route.fulfill({contentType: 'text/javascript', body: ''}),
    );
    // The real posthog-js, through the proxy the test plays.
    const posthog = await servePosthog(page);

    await open(page, '/');
    await expect.poll(() => sentPageviews(posthog)).toEqual(['/']);
    await navigate(page, 'Integrations', '/docs/integrations');
    await navigate(page, 'Guides', '/docs/guides');
    await navigate(page, 'Data', '/docs/data');
    const expected = ['/', '/docs/integrations', '/docs/guides', '/docs/data'];
    await expect.poll(() => sentPageviews(posthog)).toEqual(expected);
    // Nothing arrives late: no second count of any page in the next batch,
    // up to a request made after it.
    await posthog.nextBatch();
    await settleRequests(page);
    expect(pageviews(posthog)).toEqual(expected);
    // Page views only: no autocapture, page leave, $opt_in or other event.
    expect([...new Set(posthog.events.map((event) => event.event))]).toEqual(['$pageview']);
  });

  test("PostHog's library is fetched by the site's scripts, never from the head before the first paint", async ({
    page,
    request,
  }) => {
    test.skip(!analyticsIds.posthogApiKey, 'PostHog is not configured for this build');
    // No preconnect to the PostHog host in the served HTML.
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(new RegExp(`rel=["']?preconnect["']? href=["']?${posthogHost}`));
    expect(html).toContain('__load_library=function');

    // Each request to PostHog's host, with the page that made it: if a second
    // request ever comes, the failure names the document that asked for it.
    const fetched: string[] = [];
    await page.route(
      (url) => url.origin === posthogHost,
      async (route) => {
        const from = new URL(route.request().frame().url()).pathname;
        fetched.push(`${new URL(route.request().url()).pathname} from ${from}`);
        await route.fulfill({contentType: 'text/javascript', body: ''});
      },
    );
    // Without the site's own scripts, the head snippet alone asks for nothing.
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('load');
    await settleRequests(page);
    expect(fetched).toEqual([]);
    // With them, the consent module asks for the library once, when the browser is idle.
    await page.unroute(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
    await open(page, '/docs/guides');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    // Any request the page had started by now has reached the route: exactly one,
    // from one script element (two elements: the page asked twice; one element
    // and two requests: one load was intercepted twice).
    await settleRequests(page);
    const elements = await page.locator('script[src$="/static/array.js"]').count();
    expect({fetched, elements}).toEqual({
      fetched: ['/static/array.js from /docs/guides'],
      elements: 1,
    });
  });

  test('with every third-party host blocked, pages load and navigate without errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const blocked: string[] = [];
    await page.route(
      (url) => isThirdParty(url),
      async (route) => {
        blocked.push(new URL(route.request().url()).host);
        await route.abort('blockedbyclient');
      },
    );
    await open(page, '/');
    await navigate(page, 'Guides', '/docs/guides');
    await navigate(page, 'API', '/docs/api');
    await page.goto('/docs/integrations');
    await waitForHydration(page);

    // The analytics hosts were asked for, and refused...
    if (analyticsIds.posthogApiKey) expect(blocked).toContain(new URL(posthogHost).host);
    if (analyticsIds.gtmContainerId) expect(blocked).toContain('www.googletagmanager.com');
    // ...and nothing else went wrong (collectErrors ignores the refused downloads themselves).
    expect(errors).toEqual([]);
  });
});
