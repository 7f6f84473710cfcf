import {describe, expect, it} from 'vitest';
import {parseRedirectsFile} from '../../lib/host-files/redirects';
import {contentType, encodePath, parseTarget, route} from '../../scripts/serve/routes';

const files = new Set(['index.html', '404.html', 'docs.html', 'docs/api.html', 'img/logo.svg']);
const redirects = parseRedirectsFile(
  [
    '# comment',
    '/changelog  /docs/changelog  301',
    '/old/*  /docs/:splat  301',
    '/dpa  https://dpa.test/x  302',
  ].join('\n'),
);
const ask = (target: string, method = 'GET') =>
  route({method, target, redirects, isFile: (file: string) => files.has(file)});

describe('request targets', () => {
  it('normalises dot segments and repeated slashes so a path never names another host', () => {
    expect(parseTarget('/.//host/x.html')).toEqual({pathname: '/host/x.html', search: ''});
    expect(parseTarget('//evil.test/a')).toEqual({pathname: '/evil.test/a', search: ''});
    expect(parseTarget('/../../etc/passwd')).toEqual({pathname: '/etc/passwd', search: ''});
  });

  it('rejects malformed escapes, NUL bytes, backslashes and non-path targets', () => {
    expect(parseTarget('/%E0%A4%A')).toBeNull();
    expect(parseTarget('/a%00b')).toBeNull();
    expect(parseTarget('/a\u0000b')).toBeNull();
    expect(parseTarget('/%5Cevil.test')).toBeNull();
    expect(parseTarget('http://other.test/')).toBeNull();
    expect(parseTarget('*')).toBeNull();
  });

  it('keeps the query string, with bytes a header cannot hold escaped', () => {
    expect(parseTarget('/docs?q=a b&x=\u00e9#frag')).toEqual({
      pathname: '/docs',
      search: '?q=a%20b&x=%E9',
    });
  });

  it('re-encodes a path for a Location header', () => {
    expect(encodePath('/a b/\u00e9')).toBe('/a%20b/%C3%A9');
  });
});

describe('routing', () => {
  it('serves clean URLs from .html files and folder indexes', () => {
    expect(ask('/')).toMatchObject({status: 200, file: 'index.html'});
    expect(ask('/docs')).toMatchObject({status: 200, file: 'docs.html'});
    expect(ask('/docs/api')).toMatchObject({status: 200, file: 'docs/api.html'});
    expect(ask('/img/logo.svg')).toMatchObject({status: 200, file: 'img/logo.svg'});
  });

  it('redirects .html, /index.html and trailing slashes to the clean path, keeping the query', () => {
    expect(ask('/docs/api.html?q=1')).toMatchObject({status: 301, location: '/docs/api?q=1'});
    expect(ask('/docs/index.html')).toMatchObject({status: 301, location: '/docs'});
    expect(ask('/index.html')).toMatchObject({status: 301, location: '/'});
    expect(ask('/docs/?x=2')).toMatchObject({status: 301, location: '/docs?x=2'});
    expect(ask('/.//host/x.html')).toMatchObject({status: 301, location: '/host/x'});
  });

  it('applies _redirects rules with the query string kept', () => {
    expect(ask('/changelog?utm=a')).toMatchObject({
      status: 301,
      location: '/docs/changelog?utm=a',
    });
    expect(ask('/old/guides/testing')).toMatchObject({location: '/docs/guides/testing'});
    expect(ask('/dpa')).toMatchObject({status: 302, location: 'https://dpa.test/x'});
    expect(ask('/nothing')).toMatchObject({status: 404});
  });

  it('answers 404 with the 404 page for /404, missing pages and host files', () => {
    for (const target of [
      '/404',
      '/missing',
      '/_redirects',
      '/_headers',
      '/_nginx.conf',
      '/_nginx_redirect.conf',
      '/_nginx_http.conf',
      '/_mcp.env',
      '/.git/config',
    ]) {
      expect(ask(target), target).toMatchObject({status: 404, file: '404.html'});
    }
  });

  it('answers 405 to methods other than GET and HEAD, and 400 to malformed paths', () => {
    expect(ask('/', 'HEAD')).toMatchObject({status: 200});
    expect(ask('/', 'POST')).toEqual({status: 405, pathname: '/'});
    expect(ask('/', 'DELETE')).toEqual({status: 405, pathname: '/'});
    expect(ask('/%zz')).toEqual({status: 400});
  });

  it('answers 400 to a control character in the decoded path, line separators included', () => {
    for (const target of [
      '/%0a',
      '/%0D',
      '/x%09y',
      '/%7f',
      '/%c2%85',
      '/%e2%80%a8',
      '/%E2%80%A9',
    ]) {
      expect(ask(target), target).toEqual({status: 400});
    }
    expect(ask('/docs/caf%C3%A9')).toMatchObject({status: 404});
  });
});

describe('content types', () => {
  it('knows the content types the build holds', () => {
    expect(contentType('a/b.html')).toMatch(/^text\/html/);
    expect(contentType('x.wasm')).toBe('application/wasm');
    expect(contentType('x.pf_meta')).toBe('application/octet-stream');
  });
});
