import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  markdownLinkHeader,
  NGINX_ACCEPT_MAPS,
  prefersMarkdown,
  type NginxMap,
} from '../../lib/host-files/negotiation';
import {MCP_PATH} from '../../lib/mcp/path';
import {securityHeadersOptions} from '../../config/security-headers';
import {renderMcpEnv, renderNginxHttpConf} from '../../plugins/security-headers/nginx';
import {twinRoutes} from '../../plugins/security-headers/twins';
import {route} from '../../scripts/serve/routes';
import {identity} from '../../src/identity';

/** Accept headers and whether each gets the Markdown twin. */
const CASES: [string | undefined, boolean][] = [
  [undefined, false],
  ['', false],
  ['*/*', false],
  ['text/*', false],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ['text/markdown', true],
  ['TEXT/Markdown', true],
  ['text/markdown, text/html', true],
  ['text/html, text/markdown', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/markdown;q=0.9, text/html', false],
  ['text/html;q=0.9, text/markdown;q=0.8', false],
  ['text/html;q=0.8, text/markdown;q=0.9', true],
  ['text/markdown;q=0.5, text/html;q=0.5', true],
  ['text/markdown;q=0.5, text/html;q=0.50', true],
  ['text/markdown;q=0.5, text/html;q=0.55', false],
  ['text/markdown;q=0.55, text/html;q=0.5', true],
  ['text/markdown;q=0.05, text/html;q=0.5', false],
  ['text/markdown;q=0.5, text/html;q=0.05', true],
  ['text/markdown;q=0.1, */*', true],
  ['text/markdown;q=0', false],
  ['text/markdown;q=0.000, text/html;q=0', false],
  ['text/markdown;q=0.001, text/html;q=0', true],
  ['text/markdown;charset=utf-8;q=0.7, text/html;q=0.6', true],
  ['text/markdown ; q=1.0, text/html', true],
  ['text/html;q=1.000, text/markdown;q=0.999', false],
  ['text/markdownish, text/html;q=0.1', false],
  ['application/xhtml+xml, text/markdown;q=0.2', true],
  ['text/x-markdown', false],
];

/** Evaluates one nginx map as nginx does: regular expressions in order, `$1` from the match. */
function runMap(map: NginxMap, source: string): string {
  for (const [pattern, value] of map.rules) {
    const match = new RegExp(pattern, map.caseless ? 'i' : '').exec(source);
    if (match) return value.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
  }
  return map.default;
}

/** `$docs_prefers_markdown` for an Accept header, through the three maps of _nginx_http.conf. */
function nginxPrefersMarkdown(accept: string | undefined): boolean {
  const [markdownQ, htmlQ, decide] = NGINX_ACCEPT_MAPS;
  const markdown = runMap(markdownQ!, accept ?? '');
  const html = runMap(htmlQ!, accept ?? '');
  return runMap(decide!, `${markdown}:${html}`) === '1';
}

describe('content negotiation: Accept text/markdown', () => {
  it.each(CASES)('%j gets the twin: %s', (accept, twin) => {
    expect(prefersMarkdown(accept)).toBe(twin);
    expect(nginxPrefersMarkdown(accept)).toBe(twin);
  });

  it("nginx's maps decide as serve.ts does for every pair of q-values", () => {
    const qs = [
      undefined,
      '0',
      '0.0',
      '0.001',
      '0.01',
      '0.05',
      '0.1',
      '0.15',
      '0.5',
      '0.50',
      '0.505',
      '0.55',
      '0.9',
      '0.99',
      '0.999',
      '1',
      '1.0',
      '1.000',
    ];
    const entry = (type: string, q: string | undefined) =>
      q === undefined ? [] : [`${type};q=${q}`];
    for (const markdown of qs) {
      for (const html of qs) {
        for (const order of [0, 1]) {
          const parts = [...entry('text/markdown', markdown), ...entry('text/html', html)];
          const accept = (order ? parts.reverse() : parts).join(', ');
          expect(nginxPrefersMarkdown(accept), accept).toBe(prefersMarkdown(accept));
        }
      }
    }
  });

  it('names the twin on the docs origin in the Link header', () => {
    expect(markdownLinkHeader('https://docs.example.test/', '/docs/a.md')).toBe(
      '<https://docs.example.test/docs/a.md>; rel="alternate"; type="text/markdown"',
    );
  });
});

describe('serve.ts routes a page with a twin by Accept', () => {
  const files = new Set([
    'index.html',
    'index.md',
    'docs/a.html',
    'docs/a.md',
    'docs/b/index.html',
    'docs/b.md',
    'docs/c.html',
    'llms.txt',
  ]);
  const ask = (target: string, accept?: string) =>
    route({method: 'GET', target, redirects: [], isFile: (file) => files.has(file), accept});

  it('answers the twin to Markdown, the page with its alternate otherwise, varying on Accept', () => {
    expect(ask('/docs/a', 'text/markdown')).toEqual({
      status: 200,
      file: 'docs/a.md',
      pathname: '/docs/a',
      varyAccept: true,
    });
    expect(ask('/docs/a')).toEqual({
      status: 200,
      file: 'docs/a.html',
      pathname: '/docs/a',
      varyAccept: true,
      alternate: '/docs/a.md',
    });
    expect(ask('/docs/b', 'text/markdown').file).toBe('docs/b.md');
    expect(ask('/', 'text/markdown').file).toBe('index.md');
    expect(ask('/').alternate).toBe('/index.md');
  });

  it('leaves pages without a twin, and other files, as they are', () => {
    expect(ask('/docs/c', 'text/markdown')).toEqual({
      status: 200,
      file: 'docs/c.html',
      pathname: '/docs/c',
    });
    expect(ask('/llms.txt', 'text/markdown')).toEqual({
      status: 200,
      file: 'llms.txt',
      pathname: '/llms.txt',
    });
    expect(ask('/docs/a.md')).toEqual({status: 200, file: 'docs/a.md', pathname: '/docs/a.md'});
    expect(ask('/index', 'text/markdown')).toEqual({
      status: 200,
      file: 'index.html',
      pathname: '/index',
    });
  });
});

describe("the build's nginx maps and MCP environment", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  it('lists as twins the .md files beside a page only', async () => {
    for (const file of [
      'index.html',
      'index.md',
      'docs/a.html',
      'docs/a.md',
      'docs/b/index.html',
      'docs/b.md',
      'docs/orphan.md',
      '.well-known/agent-skills/x/SKILL.md',
      'docs/c.html',
    ]) {
      fs.mkdirSync(path.dirname(path.join(tmp, file)), {recursive: true});
      fs.writeFileSync(path.join(tmp, file), '');
    }
    const routes = (await twinRoutes(tmp)).sort((x, y) => x.page.localeCompare(y.page));
    expect(routes).toEqual([
      {page: '/', twin: '/index.md'},
      {page: '/docs/a', twin: '/docs/a.md'},
      {page: '/docs/b', twin: '/docs/b.md'},
    ]);
  });

  const conf = renderNginxHttpConf(
    [{page: '/docs/a', twin: '/docs/a.md'}],
    identity.urls.docs,
    MCP_PATH,
  );

  it('maps each page to its twin and the Link header to the site URL', () => {
    expect(conf).toContain('    /docs/a /docs/a.md;');
    expect(conf).toContain(
      `default '<${identity.urls.docs}$docs_markdown_twin>; rel="alternate"; type="text/markdown"';`,
    );
    expect(conf).toMatch(/^map_hash_bucket_size \d+;$/m);
    expect(conf.indexOf('map_hash_bucket_size')).toBeLessThan(conf.search(/^map /m));
  });

  it('lets every method through to the MCP endpoint only, GET and HEAD elsewhere', () => {
    const methods = conf.slice(conf.indexOf('$docs_method_refused'), conf.indexOf('}'));
    const rules = [...methods.matchAll(/^ {4}"~([^"]+)" 0;$/gm)].map((m) => new RegExp(m[1]!));
    expect(rules).toHaveLength(2);
    const refused = (line: string) => !rules.some((rule) => rule.test(line));
    expect(securityHeadersOptions.mcpPath).toBe(MCP_PATH);
    expect(['GET /', 'HEAD /docs/a', 'POST /mcp', 'GET /mcp', 'DELETE /mcp'].map(refused)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(
      ['POST /', 'POST /docs/mcp', 'POST /mcp/x', 'PUT /docs/a', 'POST /mcpx'].map(refused),
    ).toEqual([true, true, true, true, true]);
  });

  it('refuses paths and site URLs it cannot write safely', () => {
    expect(() =>
      renderNginxHttpConf([{page: '/a b', twin: '/a b.md'}], identity.urls.docs, MCP_PATH),
    ).toThrow(/nginx map/);
    expect(() => renderNginxHttpConf([], "https://x.test'; return 200", MCP_PATH)).toThrow(
      /site URL/,
    );
  });

  it("gives the MCP server the docs' host and origin from src/identity.ts", () => {
    const env = renderMcpEnv(securityHeadersOptions.canonicalOrigin);
    expect(env).toContain(`DOCS_MCP_ALLOWED_HOST=${new URL(identity.urls.docs).hostname}\n`);
    expect(env).toContain(`DOCS_MCP_ALLOWED_ORIGIN=${new URL(identity.urls.docs).origin}\n`);
  });
});
