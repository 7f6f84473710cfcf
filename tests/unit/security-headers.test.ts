import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile, renderHeadersFile} from '../../lib/host-files/headers';
import {headerRules, revalidatePatterns} from '../../plugins/security-headers/headers-file';
import {
  hashSource,
  inlineScripts,
  isExecutable,
  scriptHashes,
} from '../../plugins/security-headers/inline-scripts';
import {securityHeadersOptions} from '../../config/security-headers';
import {renderNginxConf, renderNginxRedirectConf} from '../../plugins/security-headers/nginx';
import {identity} from '../../src/identity';
import {
  ANALYTICS_HOSTS,
  contentSecurityPolicy,
  cspDirectives,
  securityHeaders,
} from '../../plugins/security-headers/policy';

const fixtures = path.join(__dirname, '../fixtures/security-headers');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inputs = {
  scriptHashes: ["'sha256-abc='"],
  apiOrigin: 'https://api.example.test',
  localSandboxOrigins: ['http://127.0.0.1:4010', 'http://localhost:4010'],
  tagManager: true,
  hubspot: true,
  posthogOrigin: 'https://ph.example.test',
};
const directive = (name: string, policy = inputs) =>
  cspDirectives(policy).find(([directiveName]) => directiveName === name)?.[1] ?? [];

describe('inline script hashes', () => {
  it('hashes exactly the executable inline scripts of a page', () => {
    const hashes = scriptHashes([{file: 'page.html', html: read('page.html')}]);
    expect(hashes).toEqual(
      [
        sha('document.documentElement.setAttribute("data-theme","dark")'),
        sha("import('/assets/js/x.js')"),
        sha('window.lazy = 1;'),
      ].sort(),
    );
  });

  it('leaves out JSON-LD, text/plain, external and commented-out scripts', () => {
    const types = inlineScripts(read('page.html')).map((script) => script.type);
    expect(types).toEqual(['', 'application/ld+json', 'module', 'text/plain', '']);
    expect(isExecutable('application/ld+json')).toBe(false);
    expect(isExecutable('text/plain')).toBe(false);
    expect(isExecutable('importmap')).toBe(false);
    expect(isExecutable('text/javascript')).toBe(true);
    expect(isExecutable('module')).toBe(true);
  });

  it('changes the hash when the script changes (a new analytics id, a new theme script)', () => {
    const before = scriptHashes([{file: 'a.html', html: '<script>init("GTM-AAA")</script>'}]);
    const after = scriptHashes([{file: 'a.html', html: '<script>init("GTM-BBB")</script>'}]);
    expect(before).not.toEqual(after);
    expect(after).toEqual([sha('init("GTM-BBB")')]);
  });

  it('hashes the UTF-8 bytes, keeping whitespace and entities as written', () => {
    expect(hashSource('\n  a = "é &amp;"\n')).toBe(sha('\n  a = "é &amp;"\n'));
  });

  it('fails, naming the file, on inline event handlers and javascript: links', () => {
    expect(() => scriptHashes([{file: 'docs/bad.html', html: read('handler.html')}])).toThrow(
      /docs\/bad\.html: inline event handler onerror[\s\S]*docs\/bad\.html: a javascript: URL/,
    );
  });
});

describe('Content-Security-Policy', () => {
  it("trusts scripts by hash and 'strict-dynamic', with no host, never unsafe-inline or unsafe-eval", () => {
    const script = directive('script-src');
    expect(script).toEqual(["'self'", "'sha256-abc='", "'strict-dynamic'", "'wasm-unsafe-eval'"]);
    // No host allowlist: a host trusts everything it serves (any tag manager container).
    expect(script.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it('allows stylesheets from the site only, and style attributes', () => {
    expect(directive('style-src-elem')).toEqual(["'self'"]);
    expect(directive('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive('style-src')).toEqual([]);
    expect(contentSecurityPolicy(inputs)).not.toMatch(/style-src 'self' 'unsafe-inline'/);
  });

  it('limits connections to the site, the API, the local sandbox and the analytics endpoints', () => {
    const connect = directive('connect-src');
    expect(connect.slice(0, 4)).toEqual([
      "'self'",
      'https://api.example.test',
      'http://127.0.0.1:4010',
      'http://localhost:4010',
    ]);
    expect(connect).toContain('https://ph.example.test');
    // Plain HTTP only on loopback, where the sandbox runs.
    const plain = connect.filter((source) => source.startsWith('http://'));
    expect(plain.every((source) => /^http:\/\/(?:127\.0\.0\.1|localhost):\d+$/.test(source))).toBe(
      true,
    );
  });

  it('lists exact hosts only: no wildcard in any directive, analytics hosts included', () => {
    for (const [name, sources] of cspDirectives(inputs)) {
      for (const source of sources) expect(source, name).not.toContain('*');
    }
    for (const source of [...directive('connect-src'), ...directive('img-src')]) {
      if (source.startsWith("'") || source === 'data:') continue;
      expect(new URL(source).origin, source).toBe(source);
    }
  });

  it('says what each analytics host is for, in deploy/README.md too', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../deploy/README.md'), 'utf8');
    for (const service of Object.values(ANALYTICS_HOSTS)) {
      for (const {origin, purpose} of [...service.connect, ...service.img]) {
        expect(purpose.length, origin).toBeGreaterThan(10);
        expect(readme, origin).toContain(`\`${origin}\``);
      }
    }
    expect(readme).toContain('posthogHost');
  });

  it('leaves out the hosts of services this build does not use', () => {
    const off = {...inputs, tagManager: false, hubspot: false, posthogOrigin: undefined};
    const policy = contentSecurityPolicy(off);
    expect(policy).not.toMatch(/googletagmanager|hs-scripts|hubspot|ph\.example/);
  });

  it('isolates the browsing context and leaves out obsolete features', () => {
    const headers = Object.fromEntries(securityHeaders(inputs));
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).not.toContain('interest-cohort');
    expect(headers['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
  });

  it('forbids plugins, base changes and framing', () => {
    const policy = contentSecurityPolicy(inputs);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('_headers file', () => {
  const topLevel = [
    {name: 'assets', isDirectory: true},
    {name: 'docs', isDirectory: true},
    {name: 'index.html', isDirectory: false},
    {name: 'search.html', isDirectory: false},
    {name: 'llms.txt', isDirectory: false},
    {name: 'sitemap.xml', isDirectory: false},
    {name: 'openapi.yaml', isDirectory: false},
    {name: '_redirects', isDirectory: false},
    {name: '.well-known', isDirectory: true},
    {name: '.DS_Store', isDirectory: false},
  ];
  const rules = parseHeadersFile(renderHeadersFile(headerRules(securityHeaders(inputs), topLevel)));

  it('sends every security header on every path', () => {
    for (const pathname of ['/', '/docs/api', '/assets/js/main.js', '/llms.txt']) {
      const headers = headersFor(rules, pathname);
      expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(inputs));
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });

  it('makes hashed assets immutable and has everything else revalidate, one rule each', () => {
    expect(headersFor(rules, '/assets/js/main.1a2b.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const pathname of [
      '/',
      '/docs/api',
      '/search',
      '/llms.txt',
      '/sitemap.xml',
      '/openapi.yaml',
      '/.well-known/agent-skills/index.json',
    ]) {
      expect(headersFor(rules, pathname).get('cache-control'), pathname).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
    expect(revalidatePatterns(topLevel)).not.toContain('/_redirects');
    // Dotfiles are not served, /.well-known/ is.
    expect(revalidatePatterns(topLevel)).not.toContain('/.DS_Store');
  });
});

describe('nginx rules', () => {
  const conf = renderNginxConf(securityHeaders(inputs), [
    {from: '/changelog', to: '/docs/changelog', status: 301},
    {from: '/dpa', to: 'https://example.test/dpa', status: 302},
  ]);

  it('sends the same security headers as _headers, on error answers too', () => {
    for (const [name, value] of securityHeaders(inputs)) {
      if (name === 'Strict-Transport-Security') continue;
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('sends HSTS over HTTPS only: a variable set when the connection is TLS', () => {
    const hsts = Object.fromEntries(securityHeaders(inputs))['Strict-Transport-Security'];
    expect(conf).toContain('set $strict_transport_security "";');
    expect(conf).toContain(`if ($https = on) { set $strict_transport_security "${hsts}"; }`);
    expect(conf).toContain(
      'add_header Strict-Transport-Security $strict_transport_security always;',
    );
    expect(conf).not.toContain(`add_header Strict-Transport-Security "${hsts}"`);
  });

  it('hides dotfiles, but for /.well-known/', () => {
    const rule = conf.match(/^location ~ (\S*well-known\S*) \{ return 404; \}$/m)?.[1];
    expect(rule).toBe('/\\.(?!well-known/)');
    const pattern = new RegExp(rule!);
    expect(
      ['/.git/config', '/docs/.env', '/.well-known', '/.well-known/.x'].map((p) => pattern.test(p)),
    ).toEqual([true, true, true, true]);
    expect(pattern.test('/.well-known/security.txt')).toBe(false);
  });

  it('writes the redirects with the query string kept, the .html rule and the 404 page', () => {
    expect(conf).toContain('location = /changelog { return 301 /docs/changelog$is_args$args; }');
    expect(conf).toContain('location = /dpa { return 302 https://example.test/dpa$is_args$args; }');
    expect(conf).toMatch(/\(\?:\/index\)\?\\\.html\$ \{ return 301 \$1\$is_args\$args; \}/);
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('gzip on;');
  });

  it('refuses a redirect it cannot write safely', () => {
    expect(() =>
      renderNginxConf(securityHeaders(inputs), [{from: '/a; return 200', to: '/b', status: 301}]),
    ).toThrow(/cannot render the redirect/);
  });

  it("gives answers without a location of their own (redirects, 405) the 404 page's Cache-Control", () => {
    const serverLevel = conf.slice(0, conf.indexOf('\nlocation'));
    expect(serverLevel).toContain(
      'add_header Cache-Control "public, max-age=0, must-revalidate" always;',
    );
    expect(serverLevel).not.toContain('immutable');
  });
});

describe('the plain-HTTP block of deploy/nginx.conf', () => {
  const deployConf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
  const docsHost = new URL(identity.urls.docs).hostname;

  it("redirects to the docs' host from src/identity.ts, never to the request's Host", () => {
    expect(securityHeadersOptions.canonicalOrigin).toBe(new URL(identity.urls.docs).origin);
    const redirect = renderNginxRedirectConf(securityHeadersOptions.canonicalOrigin);
    expect(redirect).toContain(`server_name ${docsHost};`);
    expect(redirect).toContain(`return 301 https://${docsHost}$request_uri;`);
    expect(redirect).not.toContain('$host');
    expect(redirect).not.toContain('$http_host');
  });

  it('answers any other Host with 444 from a default server, and names no host itself', () => {
    // The request's Host goes to the MCP server alone (its DNS-rebinding guard checks it).
    const hostLines = deployConf
      .split('\n')
      .filter((line) => /\$host|\$http_host|\$server_name/.test(line));
    expect(hostLines.map((line) => line.trim())).toEqual(['proxy_set_header Host $http_host;']);
    const blocks = deployConf.split(/^server \{$/m).slice(1);
    const fallback = blocks.find((block) => /listen 80 default_server;/.test(block));
    expect(fallback).toMatch(/^\s*return 444;$/m);
    const http = blocks.find((block) => block.includes('_nginx_redirect.conf'));
    expect(http).toMatch(/listen 80; # http-listen/);
    expect(http).not.toMatch(/location \/ \{/);
  });

  it('refuses a canonical origin it cannot write safely', () => {
    for (const origin of [
      'http://docs.example.test',
      'https://docs.example.test/path',
      'https://docs.example.test;return 301 https://evil.test',
      'docs.example.test',
    ]) {
      expect(() => renderNginxRedirectConf(origin), origin).toThrow(/canonical origin/);
    }
  });
});
