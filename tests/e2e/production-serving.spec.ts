import net from 'node:net';
import {expect, request as playwrightRequest, test, type Page} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';
import {redirects} from '../../config/redirects';
import {nginxAcmeToken, nginxRedirectURL, nginxTlsURL, nginxURL} from '../../playwright.config';
import relevanceQuestions from '../fixtures/relevance-questions.json';
import {CONSENT_KEY} from '../../src/consent/consent';
import {identity} from '../../src/identity';
import {waitForHydration} from './helpers';
import {expectNegotiation} from './negotiation';
import {expectNon200Revalidate} from './non-200-cache';
import {posthogOrigin, servePosthog} from './posthog';

/**
 * The build served by Debian's nginx with deploy/nginx.conf (Playwright
 * project `nginx`, scripts/nginx.ts): what production sends. Redirects and
 * the .html rule, the 404 status, every security and cache header, and no
 * Content-Security-Policy violation on the pages that run the most script.
 */

/**
 * One HTTP/1.1 request with exactly this Host header, read to the end of
 * the connection: status 0 and an empty text when the server closed it
 * without answering (nginx's 444).
 */
async function rawHttp(
  base: string,
  pathname: string,
  host: string,
): Promise<{status: number; headers: Record<string, string>; body: string; raw: string}> {
  const {hostname, port} = new URL(base);
  const raw = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    socket.setTimeout(10_000, () => socket.destroy(new Error('timed out')));
    socket.on('connect', () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET'
        ? resolve(Buffer.concat(chunks).toString('latin1'))
        : reject(error),
    );
  });
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body, raw};
}

/** One POST with exactly this Host (and Origin), to the plain-HTTP port of the site's block. */
async function rawPost(
  pathname: string,
  host: string,
  origin: string | undefined,
  data: unknown,
): Promise<{status: number; body: string}> {
  const {port} = new URL(nginxURL);
  const body = JSON.stringify(data);
  const raw = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.setTimeout(10_000, () => socket.destroy(new Error('timed out')));
    socket.on('connect', () =>
      socket.write(
        [
          `POST ${pathname} HTTP/1.1`,
          `Host: ${host}`,
          ...(origin ? [`Origin: ${origin}`] : []),
          'Content-Type: application/json',
          'Accept: application/json, text/event-stream',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      ),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
  return {status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), body: raw};
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const noFollow = {maxRedirects: 0};

test.describe('redirects and clean URLs', () => {
  test('every redirect of config/redirects.ts answers 301/302 and keeps the query string', async ({
    request,
  }) => {
    for (const {from, to} of redirects) {
      const response = await request.get(`${from}?utm_source=test`, noFollow);
      expect(response.status(), from).toBe(/^https?:/.test(to) ? 302 : 301);
      expect(response.headers().location, from).toBe(`${to}?utm_source=test`);
    }
  });

  test('the .html rule: /x.html and /x/index.html answer 301 to /x, a trailing slash is dropped', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/docs/glossary.html', '/docs/glossary'],
      ['/docs/guides/index.html?x=1', '/docs/guides?x=1'],
      ['/index.html', '/'],
      ['/docs/glossary/', '/docs/glossary'],
      ['/.//evil.test/x.html', '/evil.test/x'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, noFollow);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    expect((await request.get('/docs/glossary', noFollow)).status()).toBe(200);
  });

  test('missing pages, /404 and the host files answer 404 with the 404 page; POST gets 405', async ({
    request,
  }) => {
    for (const pathname of [
      '/404',
      '/docs/no-such-page',
      '/_headers',
      '/_redirects',
      '/_nginx.conf',
      '/_nginx_redirect.conf',
      '/_nginx_http.conf',
      '/_mcp.env',
    ]) {
      const response = await request.get(pathname, noFollow);
      expect(response.status(), pathname).toBe(404);
      expect(await response.text(), pathname).toContain('Page Not Found');
    }
    expect((await request.post('/', {data: 'x'})).status()).toBe(405);
  });
});

test.describe('headers', () => {
  test('every answer carries the security headers, with a strict script policy', async ({
    request,
  }) => {
    const answers = [
      ['/', 200],
      ['/docs/api', 200],
      ['/llms.txt', 200],
      ['/docs/no-such-page', 404],
      ['/docs/glossary.html', 301],
      ['/%0a', 404],
    ] as const;
    for (const [pathname, status] of answers) {
      const response = await request.get(pathname, noFollow);
      expect(response.status(), pathname).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `)) ?? '';
      const scriptSrc = directive('script-src');
      expect(scriptSrc, pathname).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, pathname).toContain("'strict-dynamic'");
      expect(scriptSrc, pathname).not.toMatch(/'unsafe-inline'|'unsafe-eval'|https?:/);
      expect(directive('style-src-elem')).toBe("style-src-elem 'self'");
      expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
      expect(directive('style-src')).toBe('');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(new RegExp(`connect-src 'self' ${new URL(identity.urls.api).origin}`));
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['permissions-policy']).not.toContain('interest-cohort');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      // Plain HTTP (the tests' loopback port): never HSTS, which belongs to HTTPS only.
      expect(headers['strict-transport-security'], pathname).toBeUndefined();
    }
  });

  test('hashed assets are immutable for a year; pages and published files revalidate', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/assets\/js\/[^"' >]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()['cache-control']).toBe(IMMUTABLE);
    for (const pathname of [
      '/',
      '/docs/api',
      '/llms.txt',
      '/llms-full.txt',
      '/pagefind/pagefind.js',
      '/sitemap.xml',
      '/openapi.json',
      '/openapi.yaml',
    ]) {
      expect((await request.get(pathname)).headers()['cache-control'], pathname).toBe(REVALIDATE);
    }
  });

  test('answers other than 200 revalidate: a missing asset is never cached as immutable', async ({
    request,
  }) => {
    await expectNon200Revalidate(request);
  });

  test('Accept: text/markdown gets the twin; HTML answers link to it; both vary on Accept', async ({
    request,
  }) => {
    await expectNegotiation(request);
  });

  test('pages are gzipped and typed', async ({request}) => {
    const page = await request.get('/docs/glossary', {headers: {'Accept-Encoding': 'gzip'}});
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    const yaml = await request.get('/openapi.yaml');
    expect(yaml.headers()['content-type']).toMatch(/yaml/);
  });
});

test.describe('HTTPS and the HTTP redirect (deploy/nginx.conf)', () => {
  test('over TLS every answer carries HSTS with the other headers', async () => {
    const tls = await playwrightRequest.newContext({baseURL: nginxTlsURL, ignoreHTTPSErrors: true});
    for (const [pathname, status] of [
      ['/', 200],
      ['/docs/no-such-page', 404],
      ['/docs/glossary.html', 301],
    ] as const) {
      const response = await tls.get(pathname, noFollow);
      expect(response.status(), pathname).toBe(status);
      expect(response.headers()['strict-transport-security'], pathname).toMatch(
        /^max-age=\d{7,}; includeSubDomains$/,
      );
      expect(response.headers()['content-security-policy'], pathname).toContain("'strict-dynamic'");
    }
    expect((await tls.post('/', {data: 'x'})).headers()['strict-transport-security']).toMatch(
      /max-age/,
    );
    await tls.dispose();
  });

  test('plain HTTP answers 301 to the docs host over HTTPS, same path and query, but for ACME challenges', async () => {
    const host = new URL(identity.urls.docs).host;
    for (const pathname of ['/', '/docs/api?x=1', '/.well-known/security.txt']) {
      const response = await rawHttp(nginxRedirectURL, pathname, host);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.location, pathname).toBe(`https://${host}${pathname}`);
      expect(response.headers['cache-control'], pathname).toBe(REVALIDATE);
      expect(response.headers['strict-transport-security'], pathname).toBeUndefined();
    }
    // The dotfile rule never hides /.well-known/: the challenge file answers over HTTP.
    const challenge = await rawHttp(
      nginxRedirectURL,
      `/.well-known/acme-challenge/${nginxAcmeToken}`,
      host,
    );
    expect(challenge.status).toBe(200);
    expect(challenge.body).toBe(`${nginxAcmeToken}.key\n`);
  });

  test('plain HTTP never redirects to a Host the site does not own: any other Host gets no answer', async () => {
    const port = new URL(nginxRedirectURL).port;
    for (const host of [
      'evil.com',
      'evil.com#',
      `evil.com:${port}`,
      `localhost:${port}`,
      '127.0.0.1',
    ]) {
      for (const pathname of [
        '/',
        '/docs/api?x=1',
        `/.well-known/acme-challenge/${nginxAcmeToken}`,
      ]) {
        const response = await rawHttp(nginxRedirectURL, pathname, host);
        // 444: the connection closes without an answer (a malformed Host may get a bare 400).
        expect(response.raw, `${host} ${pathname}`).not.toMatch(/^location:/im);
        expect([0, 400], `${host} ${pathname}`).toContain(response.status);
      }
    }
  });

  test('dotfiles stay hidden on the site', async ({request}) => {
    for (const pathname of ['/.git/config', '/.env', '/docs/.hidden', '/.well-known/.x']) {
      expect((await request.get(pathname, noFollow)).status(), pathname).toBe(404);
    }
  });
});

test.describe('the hosted MCP endpoint (deploy/nginx.conf location = /mcp)', () => {
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
  };
  const call = (id: number, name: string, args: Record<string, unknown>) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {name, arguments: args},
  });

  test('POST search_docs answers with the page that answers the question', async ({request}) => {
    const {questions} = relevanceQuestions;
    const {question, expected} = questions[0]!;
    const response = await request.post('/mcp', {
      headers,
      data: call(1, 'search_docs', {query: question, limit: 3}),
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {result: {content: {type: string; text: string}[]}};
    expect(body.result.content[0]!.text).toContain(`(${expected})`);
    // From the docs' own origin, as a browser on the docs site would send it.
    const docs = new URL(identity.urls.docs);
    const fromDocs = await rawPost(
      '/mcp',
      docs.host,
      docs.origin,
      call(2, 'search_docs', {query: question}),
    );
    expect(fromDocs.status).toBe(200);
    expect(fromDocs.body).toContain(`(${expected})`);
  });

  test('GET, HEAD and DELETE answer 405 with Allow: POST; nothing else takes POST', async ({
    request,
  }) => {
    for (const method of ['GET', 'HEAD', 'DELETE']) {
      const response = await request.fetch('/mcp', {method, headers});
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('POST');
    }
    for (const pathname of ['/', '/mcp/', '/docs/mcp', '/mcp.md']) {
      expect((await request.post(pathname, {headers, data: '{}'})).status(), pathname).toBe(405);
    }
  });

  test('a foreign Origin or Host answers 403; a body past the limit 413', async ({request}) => {
    const foreign = await request.post('/mcp', {
      headers: {...headers, Origin: 'https://evil.example'},
      data: call(3, 'search_docs', {query: 'postcode'}),
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toContain('Origin');
    const host = await rawPost(
      '/mcp',
      'evil.example',
      undefined,
      call(4, 'search_docs', {query: 'x'}),
    );
    expect(host.status).toBe(403);
    const huge = await request.post('/mcp', {
      headers,
      data: call(5, 'call_sandbox', {
        method: 'POST',
        path: '/x',
        body: 'a'.repeat(3 * 1024 * 1024),
      }),
    });
    expect(huge.status()).toBe(413);
  });
});

test.describe('Content-Security-Policy in the browser', () => {
  /** Records CSP violations (the DOM event and Chromium's console message). */
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as {reportViolation: (t: string) => void}).reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return violations;
  }

  /** Third-party hosts answer with empty scripts: nothing leaves the machine. */
  async function stubThirdParties(page: Page) {
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
    );
  }

  test('no violation on the pages that run the most script, consent banner shown', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await stubThirdParties(page);
    // PostHog's snippet loads the real library before consent (opted out): it runs under the policy too.
    if (posthogOrigin) await servePosthog(page);
    for (const pathname of [
      '/',
      '/docs/address-lookup',
      '/docs/address-lookup/playground?queryOptions.state_code=IL',
      '/docs/glossary',
      '/docs/changelog',
      '/docs/api/address-verify',
      '/search?q=postcode',
      '/docs/no-such-page',
    ]) {
      await page.goto(pathname);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', {name: 'Cookies and analytics'})).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('no violation on an API page with the Try-it console used', async ({page}) => {
    const violations = await watchViolations(page);
    const sent: string[] = [];
    await page.route(
      (url) => url.origin === new URL(identity.urls.api).origin,
      async (route) => {
        sent.push(route.request().url());
        await route.fulfill({
          status: 200,
          headers: {'Access-Control-Allow-Origin': '*'},
          contentType: 'application/json',
          body: '{"suggestions":[]}',
        });
      },
    );
    await page.goto('/docs/api/find-address');
    await waitForHydration(page);
    await page.getByRole('button', {name: /^Try it/}).click();
    const console = page.locator('[data-try-it]');
    const response = console.getByTestId('try-it-response');
    // The sandbox runs in the page: its code loads and answers under the policy.
    await console.getByRole('button', {name: 'Send'}).click();
    await expect(response).toContainText('"code": 2000');
    // The live API is reached through connect-src (the route above answers for it).
    await console.getByRole('radio', {name: /Live API/}).check();
    await console.getByRole('button', {name: 'Send'}).click();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('no violation while searching', async ({page}) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.navbar__search-input').click();
    await page.keyboard.type('postcode', {delay: 30});
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
    await page.goto('/search?q=postcode');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('no violation when the analytics load after Accept', async ({page}) => {
    const violations = await watchViolations(page);
    const loaded: string[] = [];
    await page.route(
      (url) => url.hostname !== 'localhost',
      async (route) => {
        loaded.push(new URL(route.request().url()).host);
        await route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
      },
    );
    // The real posthog-js: it loads under 'strict-dynamic' and sends its events under connect-src.
    const posthog = posthogOrigin ? await servePosthog(page) : undefined;
    await page.addInitScript(
      ([key]) => window.localStorage.setItem(key, 'accepted'),
      [CONSENT_KEY],
    );
    await page.goto('/docs/guides');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    if (analyticsIds.gtmContainerId) expect(loaded).toContain('www.googletagmanager.com');
    if (posthog)
      await expect
        .poll(async () => (await posthog.nextBatch(), posthog.events.length))
        .toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
