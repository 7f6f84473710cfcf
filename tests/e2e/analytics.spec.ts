import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';
import {baseURL} from '../../playwright.config';
import {collectErrors, open, rememberConsent, settleRequests, waitForHydration} from './helpers';

const posthogHost = new URL(analyticsIds.posthogHost).origin;
const fakePosthog = fs.readFileSync(
  path.join(__dirname, '../fixtures/analytics/posthog-array.js'),
  'utf8',
);
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
  test('no page carries analytics code in its HTML: they load after consent', async ({request}) => {
    for (const pathname of ['/', '/docs/guides']) {
      const html = await (await request.get(pathname)).text();
      expect(html).not.toContain('googletagmanager.com');
      expect(html).not.toContain('hs-scripts.com');
      expect(html).not.toContain('posthog.init(');
      if (analyticsIds.posthogHost) expect(html).not.toContain(analyticsIds.posthogHost);
    }
  });

  test('PostHog records one page view on load and one per client-side navigation', async ({
    page,
  }) => {
    test.skip(!analyticsIds.posthogApiKey, 'PostHog is not configured for this build');
    const pageviews: string[] = [];
    await page.route(
      (url) => isThirdParty(url),
      async (route) => {
        const url = new URL(route.request().url());
        if (url.origin === posthogHost && url.pathname === '/static/array.js') {
          await route.fulfill({contentType: 'text/javascript', body: fakePosthog});
        } else if (url.origin === posthogHost && url.pathname === '/e/') {
          const {event, path: pathname} = route.request().postDataJSON() as {
            event: string;
            path: string;
          };
          if (event === '$pageview') pageviews.push(pathname);
          await route.fulfill({
            status: 200,
            headers: {'Access-Control-Allow-Origin': '*'},
            body: '{}',
          });
        } else {
          await route.fulfill({contentType: 'text/javascript', body: ''});
        }
      },
    );

    await open(page, '/');
    await expect.poll(() => pageviews).toEqual(['/']);
    await navigate(page, 'Integrations', '/docs/integrations');
    await navigate(page, 'Guides', '/docs/guides');
    await navigate(page, 'Data', '/docs/data');
    const expected = ['/', '/docs/integrations', '/docs/guides', '/docs/data'];
    await expect.poll(() => pageviews).toEqual(expected);
    // Nothing arrives late: no second count of any page, up to a request made after the last one.
    await settleRequests(page);
    expect(pageviews).toEqual(expected);
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
