/**
 * The host files `_redirects` and `_headers`, written and read by one module
 * each (lib/host-files): what the writer writes, the reader reads back as the
 * same rules, and a file in the writer's form is written again byte for byte
 * (fixtures in tests/fixtures/host-files: `canonical/` in the writer's form,
 * `loose/` written by hand the way hosts still read it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  headersFor,
  parseHeadersFile,
  patternMatches,
  renderHeadersFile,
  type HeaderRule,
} from '../../lib/host-files/headers';
import {HOST_FILES} from '../../lib/host-files/names';
import {
  matchRedirect,
  parseRedirectsFile,
  renderRedirectsFile,
  statusFor,
  type RedirectRule,
} from '../../lib/host-files/redirects';

const fixtures = path.join(__dirname, '../fixtures/host-files');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

/** The comment lines at the top of a host file, without their `# `. */
function headerComment(text: string): string[] {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('#'));
  return lines.slice(0, end).map((line) => line.replace(/^# /, ''));
}

describe('_redirects', () => {
  const canonical = read('canonical/_redirects');

  it('reads the rules of a file in the written form', () => {
    expect(parseRedirectsFile(canonical)).toEqual([
      {from: '/address-lookup', to: '/docs/address-lookup', status: 301},
      {from: '/interations', to: '/docs/integrations', status: 301},
      {from: '/old/*', to: '/docs/:splat', status: 301},
      {
        from: '/docs/guides/data-processing',
        to: 'https://legal.example.test/dpa',
        status: 302,
      },
      {from: '/moved-for-now', to: '/docs/guides', status: 307},
    ]);
  });

  it('writes the rules it read back byte for byte (parse, then write)', () => {
    const rules = parseRedirectsFile(canonical);
    expect(renderRedirectsFile(rules, headerComment(canonical))).toBe(canonical);
  });

  it('reads back the rules it wrote (write, then parse)', () => {
    const rules: RedirectRule[] = [
      {from: '/a', to: '/b', status: 301},
      {from: '/folder/*', to: '/docs/:splat', status: 308},
      {from: '/gone-for-now', to: 'https://other.example.test/x?y=1', status: 302},
    ];
    expect(parseRedirectsFile(renderRedirectsFile(rules, ['A comment.']))).toEqual(rules);
  });

  it('writes one aligned rule per redirect under its comment', () => {
    const text = renderRedirectsFile(
      [
        {from: '/interations', to: '/docs/integrations', status: 301},
        {from: '/docs/guides/data-processing', to: 'https://legal.example.test/dpa', status: 302},
      ],
      ['Generated; do not edit.'],
    );
    expect(text).toBe(
      [
        '# Generated; do not edit.',
        '/interations                  /docs/integrations              301',
        '/docs/guides/data-processing  https://legal.example.test/dpa  302',
        '',
      ].join('\n'),
    );
  });

  it('reads a hand-written file as the hosts do: any spacing, comments anywhere, 301 by default', () => {
    expect(parseRedirectsFile(read('loose/_redirects'))).toEqual([
      {from: '/a', to: '/b', status: 301},
      {from: '/tabbed', to: '/docs/tabbed', status: 302},
      {from: '/external', to: 'https://example.test/x?y=1', status: 301},
      {from: '/bad-status', to: '/docs/x', status: 301},
    ]);
  });

  it('gives 301 inside the site and 302 to another host', () => {
    expect(statusFor({to: '/docs/changelog'})).toBe(301);
    expect(statusFor({to: 'https://legal.example.test/dpa'})).toBe(302);
    expect(statusFor({to: 'http://legal.example.test/dpa'})).toBe(302);
  });

  it('refuses rules a host would misread', () => {
    const write = (rules: RedirectRule[]) => () => renderRedirectsFile(rules);
    expect(write([{from: 'changelog', to: '/docs/changelog', status: 301}])).toThrow(
      /"changelog" must be a site path/,
    );
    expect(
      write([
        {from: '/a', to: '/b', status: 301},
        {from: '/a', to: '/c', status: 301},
      ]),
    ).toThrow(/"\/a" is redirected twice/);
    expect(write([{from: '/a', to: '/a', status: 301}])).toThrow(/redirects to itself/);
    expect(write([{from: '/a b', to: '/c', status: 301}])).toThrow(/contains a space/);
    expect(write([{from: '/a', to: 'docs/c', status: 301}])).toThrow(/must be a site path or/);
    expect(write([{from: '/a', to: '/c', status: 200}])).toThrow(/has the status 200/);
  });

  it('matches a path to its rule, keeping the query string unless the target has one', () => {
    const rules = parseRedirectsFile(canonical);
    expect(matchRedirect(rules, '/interations', '?utm=a')).toEqual({
      location: '/docs/integrations?utm=a',
      status: 301,
    });
    expect(matchRedirect(rules, '/interations/', '')).toEqual({
      location: '/docs/integrations',
      status: 301,
    });
    expect(matchRedirect(rules, '/old/guides/testing', '?x=1')).toEqual({
      location: '/docs/guides/testing?x=1',
      status: 301,
    });
    expect(matchRedirect(rules, '/docs/guides/data-processing', '')).toEqual({
      location: 'https://legal.example.test/dpa',
      status: 302,
    });
    const own = parseRedirectsFile('/x  /docs/x?from=x  301');
    expect(matchRedirect(own, '/x', '?q=1')?.location).toBe('/docs/x?from=x');
    expect(matchRedirect(rules, '/nothing', '')).toBeNull();
    expect(matchRedirect(rules, '/interations-more', '')).toBeNull();
  });
});

describe('_headers', () => {
  const canonical = read('canonical/_headers');

  it('reads the rules of a file in the written form', () => {
    const rules = parseHeadersFile(canonical);
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/assets/*',
      '/',
      '/docs',
      '/docs/:page',
      '/docs/*',
      '/llms.txt',
    ]);
    expect(rules[0].headers).toEqual([
      [
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self' 'sha256-abc=' 'strict-dynamic'",
      ],
      ['X-Content-Type-Options', 'nosniff'],
      ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
      ['X-Frame-Options', 'DENY'],
    ]);
    expect(rules[4].headers).toEqual([['Link', '</assets/css/docs.css>; rel=preload; as=style']]);
  });

  it('writes the rules it read back byte for byte (parse, then write)', () => {
    expect(renderHeadersFile(parseHeadersFile(canonical), headerComment(canonical))).toBe(
      canonical,
    );
  });

  it('reads back the rules it wrote (write, then parse)', () => {
    const rules: HeaderRule[] = [
      {pattern: '/*', headers: [['X-Frame-Options', 'DENY']]},
      {pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
      {pattern: '/empty', headers: []},
      {pattern: '/docs/:page', headers: [['Link', '</a>; rel=preload, </b>; rel=preload']]},
    ];
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it('reads a hand-written file: any indentation, comments and blank lines, stray lines skipped', () => {
    expect(parseHeadersFile(read('loose/_headers'))).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Link', '</a>; rel=preload'],
        ],
      },
      {pattern: '/docs/:page', headers: [['Cache-Control', 'no-store']]},
    ]);
  });

  it('refuses rules it could not read back the same', () => {
    const write = (rules: HeaderRule[]) => () => renderHeadersFile(rules);
    expect(write([{pattern: 'docs', headers: []}])).toThrow(/"docs" must be a path pattern/);
    expect(write([{pattern: '/a b', headers: []}])).toThrow(/must be a path pattern/);
    expect(write([{pattern: '/a', headers: [['Bad Name', 'x']]}])).toThrow(/not a header name/);
    expect(write([{pattern: '/a', headers: [['X-A', 'one\n  X-B: two']]}])).toThrow(
      /must be one line/,
    );
    expect(write([{pattern: '/a', headers: [['X-A', '']]}])).toThrow(/must be one line/);
  });

  it('gives a path the headers of every matching rule, joining repeated ones', () => {
    const rules = parseHeadersFile(
      [
        '/*',
        '  X-Frame-Options: DENY',
        '  Link: </a>',
        '/assets/*',
        '  Cache-Control: immutable',
        '/docs/:page',
        '  Link: </b>',
      ].join('\n'),
    );
    expect(Object.fromEntries(headersFor(rules, '/assets/js/main.js'))).toEqual({
      'x-frame-options': 'DENY',
      link: '</a>',
      'cache-control': 'immutable',
    });
    expect(headersFor(rules, '/docs/api').get('link')).toBe('</a>, </b>');
    expect(headersFor(rules, '/docs/api/x').get('link')).toBe('</a>');
  });

  it("matches '*' across line terminators, so no path escapes the catch-all rule", () => {
    for (const pathname of ['/\n', '/\r', '/\u2028', '/a\nb/c']) {
      expect(patternMatches('/*', pathname), JSON.stringify(pathname)).toBe(true);
    }
    expect(patternMatches('/docs/:page', '/docs/a/b')).toBe(false);
    expect(patternMatches('/docs', '/docs/')).toBe(false);
    expect(patternMatches('/a.b', '/aXb')).toBe(false);
  });
});

describe('host file names', () => {
  it('lists the six files that configure the host', () => {
    expect([...HOST_FILES]).toEqual([
      '_headers',
      '_redirects',
      '_nginx.conf',
      '_nginx_redirect.conf',
      '_nginx_http.conf',
      '_mcp.env',
    ]);
  });
});
