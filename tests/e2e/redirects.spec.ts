import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {redirects} from '../../config/redirects';
import {baseURL} from '../../playwright.config';
import {buildDir, isRedirectStub} from './build-pages';
import {waitForHydration} from './helpers';

/** Absolute URL a redirect should land on, on the test server for site paths. */
const target = (to: string) => new URL(to, baseURL).href;

/** 301 (moved permanently) inside the site, 302 (found) to another host, as SPEC.md asks. */
const expectedStatus = (to: string) => (/^https?:\/\//.test(to) ? 302 : 301);

/** The client redirect page the build holds for a path. */
function stubFor(from: string): string {
  const candidates = [`${from}.html`, `${from}/index.html`].map((file) =>
    path.join(buildDir, file),
  );
  const found = candidates.find((file) => fs.existsSync(file));
  expect(found, `a client redirect page for ${from}`).toBeDefined();
  return fs.readFileSync(found!, 'utf8');
}

test.describe('server-side redirects from build/_redirects', () => {
  for (const redirect of redirects) {
    test(`${redirect.from} answers ${expectedStatus(redirect.to)} to ${redirect.to}`, async ({
      request,
    }) => {
      const response = await request.get(redirect.from, {maxRedirects: 0});
      expect(response.status()).toBe(expectedStatus(redirect.to));
      expect(new URL(response.headers().location, baseURL).href).toBe(target(redirect.to));
    });
  }

  test('.html and /index.html suffixes answer 301 to the clean path', async ({request}) => {
    for (const [from, to] of [
      ['/docs/guides.html', '/docs/guides'],
      ['/docs/guides/index.html', '/docs/guides'],
      [
        '/docs/address-verification/getting-started.html',
        '/docs/address-verification/getting-started',
      ],
    ]) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location, baseURL).pathname, from).toBe(to);
    }
  });

  test('a reader following a misspelt link lands on the page', async ({page}) => {
    const response = await page.goto('/interations');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(target('/docs/integrations'));
    await waitForHydration(page);
  });
});

test.describe('client redirect pages, for hosts that ignore _redirects', () => {
  for (const redirect of redirects) {
    test(`the page at ${redirect.from} sends the browser to ${redirect.to}`, async ({page}) => {
      const stub = stubFor(redirect.from);
      expect(isRedirectStub(stub)).toBe(true);
      // Serve the stub where a plain static host would, instead of the 301/302.
      await page.route(target(redirect.from), (route) =>
        route.fulfill({contentType: 'text/html', body: stub}),
      );
      const external = /^https?:/.test(redirect.to);
      if (external) {
        await page.route(redirect.to, (route) =>
          route.fulfill({contentType: 'text/html', body: '<title>Agreement</title>'}),
        );
      }
      await page.goto(redirect.from);
      await expect(page).toHaveURL(target(redirect.to));
      if (!external) await waitForHydration(page);
    });
  }
});
