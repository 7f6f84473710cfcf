import {expect, type APIRequestContext} from '@playwright/test';
import {redirects} from '../../config/redirects';
import {REVALIDATE} from '../../plugins/security-headers/policy';

/**
 * Answers other than 200, for scripts/serve.ts (tests/e2e/cache-rules.spec.ts)
 * and nginx (tests/e2e/production-serving.spec.ts) alike: each carries the
 * Cache-Control of the `/404` rule of `_headers` (revalidate), never the
 * immutable rule of `/assets/*`, so that a chunk missing during a deploy is
 * asked for again instead of staying missing in caches for a year. So does
 * a page served at a path no rule names (`/index`).
 */
export async function expectNon200Revalidate(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/js\/[^"' >]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const missingAsset = asset!.replace(/[^/]+\.js$/, 'main.0123abcd.js');
  const internal = redirects.find((rule) => rule.to.startsWith('/'));
  const answers: [string, string, number][] = [
    ['GET', missingAsset, 404],
    ['HEAD', missingAsset, 404],
    ['GET', '/assets/css/missing.0123abcd.css', 404],
    ['GET', '/assets/js/', 301],
    ['POST', asset!, 405],
    // Not an error, but a path no rule of _headers names: the same revalidation.
    ['GET', '/index', 200],
    ['GET', '/404', 404],
    ['GET', '/docs/no-such-page', 404],
    ['GET', '/_headers', 404],
    ['GET', '/docs/glossary.html', 301],
    ['POST', '/', 405],
    ...(internal
      ? [['GET', internal.from.replace('/*', '/x'), 301] as [string, string, number]]
      : []),
  ];
  const seen: string[] = [];
  for (const [method, pathname, status] of answers) {
    const response = await request.fetch(pathname, {method, maxRedirects: 0});
    const cacheControl = response.headers()['cache-control'];
    seen.push(`${method} ${pathname} ${response.status()} ${cacheControl ?? '(none)'}`);
    expect(response.status(), `${method} ${pathname}`).toBe(status);
    expect(cacheControl, `${method} ${pathname}`).toBe(REVALIDATE);
  }
  return seen;
}
