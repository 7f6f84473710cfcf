import {expect, type APIRequestContext, type APIResponse} from '@playwright/test';
import {REVALIDATE} from '../../plugins/security-headers/policy';
import {identity} from '../../src/identity';

/**
 * Content negotiation between a page and its Markdown twin, for
 * scripts/serve.ts (tests/e2e/content-negotiation.spec.ts) and nginx
 * (tests/e2e/production-serving.spec.ts) alike: `Accept: text/markdown` gets
 * the twin; a browser's Accept, or none, the page with a `Link` to the twin
 * on the docs' origin; both vary on Accept and revalidate. A page without a
 * twin (the search page) stays HTML, with neither header.
 */

/** The names a response's Vary headers list (two Vary lines count as one list). */
function varyNames(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({name}) => name.toLowerCase() === 'vary')
    .flatMap(({value}) => value.split(','))
    .map((name) => name.trim().toLowerCase());
}

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export async function expectNegotiation(request: APIRequestContext): Promise<void> {
  for (const [pathname, twin] of [
    ['/docs/glossary', '/docs/glossary.md'],
    ['/', '/index.md'],
  ]) {
    const direct = await (await request.get(twin)).text();
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await request.fetch(pathname, {method, headers: {Accept: accept}});
        expect(response.status(), `${method} ${pathname} ${accept}`).toBe(200);
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        expect(varyNames(response), pathname).toContain('accept');
        expect(response.headers().link, pathname).toBeUndefined();
        expect(response.headers()['cache-control']).toBe(REVALIDATE);
        if (method === 'GET') expect(await response.text()).toBe(direct);
      }
    }
    for (const accept of [undefined, BROWSER_ACCEPT, 'text/html;q=0.9, text/markdown;q=0.8']) {
      const response = await request.get(pathname, {headers: accept ? {Accept: accept} : {}});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type'], `${pathname} ${accept}`).toMatch(/^text\/html/);
      expect(varyNames(response), pathname).toContain('accept');
      expect(response.headers().link, pathname).toBe(
        `<${identity.urls.docs}${twin}>; rel="alternate"; type="text/markdown"`,
      );
      expect(response.headers()['cache-control']).toBe(REVALIDATE);
    }
  }
  // The twin asked for by its own URL does not vary; a page without a twin stays HTML.
  const twin = await request.get('/docs/glossary.md', {headers: {Accept: 'text/html'}});
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(varyNames(twin)).not.toContain('accept');
  const search = await request.get('/search', {headers: {Accept: 'text/markdown'}});
  expect(search.status()).toBe(200);
  expect(search.headers()['content-type']).toMatch(/^text\/html/);
  expect(varyNames(search)).not.toContain('accept');
  expect(search.headers().link).toBeUndefined();
  // Gzip still applies to the twin answered by negotiation.
  const gzipped = await request.get('/docs/glossary', {
    headers: {Accept: 'text/markdown', 'Accept-Encoding': 'gzip'},
  });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(varyNames(gzipped)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
}
