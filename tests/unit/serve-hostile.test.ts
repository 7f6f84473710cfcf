import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveBuild, type ServedBuild} from '../../scripts/lib/serve-build';

/**
 * Starts scripts/serve.ts on a free port over a small build, sends each
 * hostile request as raw bytes (fetch would normalise the paths first), and
 * checks the answer and that the server still answers afterwards.
 */
let server: ServedBuild;
let port: number;
let tmp: string;

/** Sends raw bytes, returns the whole answer as text (status line, headers, body). */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(request);
  });
}

const get = (target: string, method = 'GET') =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
const status = (answer: string) => Number(answer.split(' ')[1]);
const header = (answer: string, name: string) =>
  answer.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1].trim();

/** A 405 naming the methods a static site answers, after which the server still serves. */
async function expectMethodRefused(answer: string): Promise<void> {
  expect(status(answer)).toBe(405);
  expect(header(answer, 'Allow')).toBe('GET, HEAD');
  expect(status(await get('/'))).toBe(200);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-hostile-'));
  const build = path.join(tmp, 'build');
  const outside = path.join(tmp, 'outside');
  fs.mkdirSync(path.join(build, 'docs'), {recursive: true});
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(build, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(build, '404.html'), '<h1>not found</h1>');
  fs.writeFileSync(path.join(build, 'docs', 'page.html'), '<h1>page</h1>');
  fs.writeFileSync(path.join(build, '_redirects'), '/old  /docs/page  301\n');
  fs.writeFileSync(path.join(build, 'docs', 'long.html'), `<p>${'A long page. '.repeat(400)}</p>`);
  fs.writeFileSync(
    path.join(build, '_headers'),
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
      '  X-Frame-Options: DENY',
      '/404',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(outside, 'secret.html'), 'SECRET');
  fs.symlinkSync(outside, path.join(build, 'linked'));
  server = await serveBuild(build);
  port = server.port;
});

afterAll(() => {
  server?.stop();
  if (tmp) fs.rmSync(tmp, {recursive: true, force: true});
});

describe('serve.ts under hostile requests', () => {
  const cases: [string, string | Buffer, (answer: string) => void][] = [
    ['a bracket path that new URL() rejects', '//[/x', (a) => expect(status(a)).toBe(404)],
    ['a malformed percent escape', '/%E0%A4%A', (a) => expect(status(a)).toBe(400)],
    ['an escaped NUL byte', '/docs%00.html', (a) => expect(status(a)).toBe(400)],
    ['an escaped backslash', '/%5C%5Cevil.test/x', (a) => expect(status(a)).toBe(400)],
    [
      'a dot segment before a protocol-relative path',
      '/.//evil.test/x.html',
      (a) => {
        expect(status(a)).toBe(301);
        expect(header(a, 'Location')).toBe('/evil.test/x');
      },
    ],
    [
      'a path climbing out of the build',
      '/../../../etc/passwd',
      (a) => expect(status(a)).toBe(404),
    ],
    ['a symlink out of the build', '/linked/secret', (a) => expect(a).not.toContain('SECRET')],
    ['an absolute-form target', 'http://evil.test/', (a) => expect(status(a)).toBe(400)],
  ];

  for (const [name, target, check] of cases) {
    it(`answers ${name} and keeps serving`, async () => {
      check(await get(target as string));
      expect(status(await get('/'))).toBe(200);
    });
  }

  it('answers a raw NUL byte in the request line and keeps serving', async () => {
    const answer = await raw(Buffer.from('GET /a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'));
    expect(status(answer)).toBe(400);
    expect(status(await get('/'))).toBe(200);
  });

  it('answers 405 to POST with the allowed methods, and keeps serving', async () => {
    await expectMethodRefused(await get('/', 'POST'));
  });

  it('answers /404 with status 404 and hides the host files', async () => {
    expect(status(await get('/404'))).toBe(404);
    const redirectsFile = await get('/_redirects');
    expect(status(redirectsFile)).toBe(404);
    expect(redirectsFile).not.toContain('/docs/page');
    expect(status(await get('/_headers'))).toBe(404);
  });

  it('keeps the query string on redirects and sends the _headers headers', async () => {
    const answer = await get('/old?utm=x');
    expect(status(answer)).toBe(301);
    expect(header(answer, 'Location')).toBe('/docs/page?utm=x');
    expect(header(await get('/docs/page'), 'X-Content-Type-Options')).toBe('nosniff');
  });

  it('listens on 127.0.0.1 only, not on every interface', async () => {
    // A server bound to every interface (0.0.0.0) also answers on 127.0.0.2
    // (all of 127/8 is local on Linux) and on the machine's other addresses.
    const others = [
      '127.0.0.2',
      ...Object.values(os.networkInterfaces())
        .flat()
        .filter((info) => info && info.family === 'IPv4' && !info.internal)
        .map((info) => info!.address),
    ];
    for (const address of others) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, address);
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      expect(reached, address).toBe(false);
    }
  });
});

/** The security headers of the fixture's `_headers`, as an answer carries them. */
function securityHeadersOf(answer: string) {
  return {
    nosniff: header(answer, 'X-Content-Type-Options'),
    csp: header(answer, 'Content-Security-Policy'),
    frame: header(answer, 'X-Frame-Options'),
  };
}
const SECURITY = {
  nosniff: 'nosniff',
  csp: "default-src 'self'; frame-ancestors 'none'",
  frame: 'DENY',
};

describe('serve.ts: headers and status codes on every answer (issue 28, finding 3)', () => {
  const answers: [string, () => Promise<string>, number][] = [
    ['a page', () => get('/docs/page'), 200],
    ['a missing page (404)', () => get('/docs/none'), 404],
    ['a malformed escape (400)', () => get('/%E0%A4%A'), 400],
    ['POST (405)', () => get('/', 'POST'), 405],
    ['DELETE (405)', () => get('/docs/page', 'DELETE'), 405],
    ['a _redirects rule (301)', () => get('/old'), 301],
    ['the .html rule (301)', () => get('/docs/page.html'), 301],
    ['a trailing slash (301)', () => get('/docs/page/'), 301],
    [
      'a request Node cannot parse (400)',
      () => raw('GET /a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n'),
      400,
    ],
    [
      'CONNECT (405)',
      () => raw('CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n'),
      405,
    ],
  ];

  for (const [name, send, expected] of answers) {
    it(`${name} carries the security headers`, async () => {
      const answer = await send();
      expect(status(answer)).toBe(expected);
      expect(securityHeadersOf(answer)).toEqual(SECURITY);
    });
  }

  it('answers CONNECT with 405 and the allowed methods, and keeps serving', async () => {
    await expectMethodRefused(
      await raw('CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n'),
    );
  });

  for (const target of [
    '/%0a',
    '/%0d',
    '/%e2%80%a8',
    '/%e2%80%a9',
    '/%7f',
    '/%c2%85',
    '/docs/%09x',
  ]) {
    it(`answers ${target} (a control character once decoded) with 400 and the headers`, async () => {
      const answer = await get(target);
      expect(status(answer)).toBe(400);
      expect(securityHeadersOf(answer)).toEqual(SECURITY);
    });
  }

  /** The headers that describe the body, which HEAD must report as GET does. */
  const entityHeaders = (answer: string) =>
    Object.fromEntries(
      ['Content-Type', 'Content-Encoding', 'Content-Length', 'Vary', 'Cache-Control'].map(
        (name) => [name, header(answer, name)],
      ),
    );

  for (const [target, encoding] of [
    ['/docs/long', 'gzip'],
    ['/docs/long', 'identity'],
    ['/', 'gzip'],
    ['/docs/none', 'gzip'],
    ['/%0a', 'gzip'],
  ] as const) {
    it(`HEAD ${target} (Accept-Encoding: ${encoding}) reports GET's encoding and length`, async () => {
      const request = (method: string) =>
        raw(
          `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
        );
      const [got, head] = [await request('GET'), await request('HEAD')];
      expect(status(head)).toBe(status(got));
      expect(entityHeaders(head)).toEqual(entityHeaders(got));
      expect(head.split('\r\n\r\n')[1]).toBe('');
      if (target === '/docs/long') {
        expect(header(got, 'Content-Encoding')).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      }
    });
  }

  const RUNS = 300;
  it(`property: paths with control characters get 400 and the security headers (${RUNS} paths)`, async () => {
    const control = fc.oneof(
      fc.integer({min: 0, max: 0x1f}),
      fc.constant(0x7f),
      fc.integer({min: 0x80, max: 0x9f}),
      fc.constantFrom(0x2028, 0x2029),
    );
    const safe = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-._~/'.split('')),
      maxLength: 12,
    });
    /** How the character travels: percent-encoded UTF-8, or raw bytes in the request line. */
    const written = fc.tuple(control, fc.boolean()).map(([code, encoded]) => {
      const character = String.fromCodePoint(code);
      return encoded
        ? encodeURIComponent(character)
        : Buffer.from(character, 'utf8').toString('latin1');
    });
    await fc.assert(
      fc.asyncProperty(
        safe,
        written,
        safe,
        fc.constantFrom('GET', 'HEAD'),
        async (before, c, after, method) => {
          const target = `/${before}${c}${after}`;
          const answer = await raw(
            Buffer.from(
              `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
              'latin1',
            ),
          );
          expect(status(answer), JSON.stringify(target)).toBe(400);
          expect(securityHeadersOf(answer), JSON.stringify(target)).toEqual(SECURITY);
        },
      ),
      {numRuns: RUNS},
    );
    expect(status(await get('/'))).toBe(200);
  }, 120_000);
});
