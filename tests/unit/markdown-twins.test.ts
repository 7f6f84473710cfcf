import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../lib/markdown/html-to-markdown';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {
  apiPageKind,
  apiPageToMarkdown,
  listOperationPages,
  possibleValues,
} from '../../lib/openapi/markdown-twins';
import {markdownTwinPath} from '../../lib/build-output';
import {collectDocs} from '../../plugins/agent-docs/pages';
import {sampleCredentials} from '../../src/data/sample-credentials';

const read = (file: string) => fs.readFileSync(file, 'utf8');
const fixtures = path.join(__dirname, '../fixtures/markdown-twins');
const siteUrl = 'https://docs.example.test';

/**
 * Fixtures are articles of real built pages (`npm run build`, then the
 * `<article>` of build/docs/guides/testing.html and
 * build/docs/address-lookup/callbacks.html, shortened); testing.html was built
 * with an admonition of each kind and a titled code block added to the page.
 */
function twin(name: string, permalink = `/docs/guides/${name}`): string {
  return htmlToMarkdown(read(path.join(fixtures, `${name}.html`)), {
    siteUrl,
    permalink,
    title: 'Fallback title',
  });
}

/** Markdown with its fenced code blocks removed. */
const prose = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');

describe('Markdown twins of built doc pages', () => {
  it('renders tabs, admonitions, code titles, tables and links as clean Markdown', () => {
    expect(twin('testing')).toBe(read(path.join(fixtures, 'testing.md')));
  });

  it('keeps no HTML, MDX or placeholders outside code blocks', () => {
    for (const name of ['testing', 'callbacks']) {
      const markdown = prose(twin(name));
      expect(markdown, name).not.toMatch(/<[a-z][a-z0-9-]*[\s>/]|<\/[a-z]/i);
      expect(markdown, name).not.toMatch(/^import |^export |^:::|%%[A-Za-z]+%%|\{\/\*/m);
    }
  });

  it('starts with the page H1 and leaves out breadcrumbs, Copy page, footer and anchors', () => {
    const markdown = twin('testing');
    expect(markdown.split('\n')[0]).toBe('# Testing');
    expect(markdown.match(/^# /gm)).toHaveLength(1);
    for (const chrome of [
      'Copy page',
      'View Markdown',
      'Edit this page',
      'Last updated',
      'Report a problem',
      'On this page',
      'Direct link',
      '\u200b',
    ]) {
      expect(markdown).not.toContain(chrome);
    }
  });

  it('writes every tab panel as a labelled section, the hidden ones too', () => {
    const html = read(path.join(fixtures, 'callbacks.html'));
    const labels = [...html.matchAll(/role=tab\b[^>]*>([^<]+)/g)].map((m) => m[1]);
    expect(labels).toEqual(['Script tag', 'npm', 'React']);
    expect(html).toMatch(/role=tabpanel[^>]*hidden/);
    const markdown = twin('callbacks', '/docs/address-lookup/callbacks');
    const positions = labels.map((label) => markdown.indexOf(`**${label}**\n\n\`\`\``));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(markdown).toContain('```html\n<script src=');
    expect(markdown).toContain('```ts\nimport { AddressLookup }');
    expect(markdown).toContain('```jsx\nimport { useState }');
  });

  it('writes admonitions as block quotes led by their label or their own title', () => {
    const markdown = twin('testing');
    expect(markdown).toContain(
      '> **Tip:** Test requests cost nothing, see [the API keys guide](https://docs.example.test/docs/guides/api-key).',
    );
    expect(markdown).toContain(
      '> **Warning: Keep test keys out of production**\n>\n> A form that still uses `ak_test` returns **only** fixed answers.',
    );
  });

  it('writes code blocks with their language and title, without line numbers or tokens', () => {
    const markdown = twin('testing');
    expect(markdown).toContain(
      'check-key.sh:\n\n```bash\ncurl -H \'Authorization: api_key="ak_test"\' \\\n  "https://api.acme.example/v1/keys/ak_test"\n```',
    );
    expect(markdown).not.toMatch(/^\d+curl/m);
  });

  it("writes a response block's title back as fence meta: the request it answers, or illustrative", () => {
    const block = (title: string) =>
      htmlToMarkdown(
        `<article><div class="theme-doc-markdown markdown"><h1>Page</h1><div class="language-json theme-code-block"><div class="codeBlockTitle_x1">${title}</div><div class="codeBlockContent_y"><pre class="prism-code language-json"><code class="codeBlockLines_z">{"code": 4040}\n</code></pre></div></div></div></article>`,
        {siteUrl, permalink: '/docs/x', title: 'Page'},
      );
    expect(block('Response to GET /postcodes/ID1 KFA (HTTP 404)')).toContain(
      'Response to `GET /postcodes/ID1 KFA` (HTTP 404):\n\n```json request="GET /postcodes/ID1 KFA" status="404"\n{"code": 4040}\n```',
    );
    // A URL in a request's body stays text: in code, no GFM reader links it.
    expect(
      block(
        'Response to POST /keys/k/licensees {&quot;whitelist&quot;:[&quot;https://shop.example&quot;],&quot;daily&quot;:{&quot;limit&quot;:200}} (HTTP 200)',
      ),
    ).toContain(
      'Response to `POST /keys/k/licensees {"whitelist":["https://shop.example"],"daily":{"limit":200}}` (HTTP 200):\n',
    );
    expect(
      block(
        'Response to POST /verify/addresses {&quot;query&quot;:&quot;test dpv d&quot;} (HTTP 200): result.match, excerpt',
      ),
    ).toContain(
      '```json request=\'POST /verify/addresses {"query":"test dpv d"}\' status="200" pointer="/result/match" partial="true"\n',
    );
    expect(block('Illustrative, not an answer of the API')).toContain('```json illustrative\n');
    expect(block('check-key.sh')).toContain('check-key.sh:\n\n```json\n');
  });

  it('makes every link and image absolute on the site, and keeps alt text', () => {
    const markdown = twin('testing');
    const urls = [...markdown.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^(https?:|mailto:)/);
    const image = htmlToMarkdown(
      '<article><div class="theme-doc-markdown markdown"><h1>Logo</h1><p><img src="/img/logo.svg" alt="The logo"> and <a href="#setup">setup</a>, <a href="../keys">keys</a></p></div></article>',
      {siteUrl, permalink: '/docs/guides/logo', title: 'Logo'},
    );
    expect(image).toBe(
      '# Logo\n\n![The logo](https://docs.example.test/img/logo.svg) and [setup](https://docs.example.test/docs/guides/logo#setup), [keys](https://docs.example.test/docs/keys)\n',
    );
  });

  it('writes the title as the H1 of a page whose article has none', () => {
    expect(
      htmlToMarkdown(
        '<article><div class="theme-doc-markdown markdown"><p>Only text.</p></div></article>',
        {siteUrl, permalink: '/docs/x', title: 'Plain page'},
      ),
    ).toBe('# Plain page\n\nOnly text.\n');
  });

  it('keeps a data table drawn by a component: caption in bold, every row in GFM', () => {
    const html = read(path.join(fixtures, 'callbacks.html'));
    const names = [...html.matchAll(/<tr id=callback-(\w+)>/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(5);
    const markdown = twin('callbacks', '/docs/address-lookup/callbacks');
    expect(markdown).toContain(
      '**Callbacks of the Address Lookup widget**\n\n| Callback | Fires when | Argument |\n| - | - | - |\n',
    );
    for (const name of names) expect(markdown).toMatch(new RegExp(`^\\| \`${name}\` \\| \\S`, 'm'));
  });

  it('leaves out hidden content and elements marked data-markdown-ignore', () => {
    expect(
      htmlToMarkdown(
        '<article><div class="theme-doc-markdown markdown"><h1>T</h1><p>A <a href="/docs/terms/udprn">UDPRN</a><span role=tooltip hidden>UDPRN: an id.</span> here.</p><div data-markdown-ignore=""><h2>Options</h2><button>Run</button></div></div></article>',
        {siteUrl, permalink: '/docs/t', title: 'T'},
      ),
    ).toBe('# T\n\nA [UDPRN](https://docs.example.test/docs/terms/udprn) here.\n');
  });

  it('fails on a page without a docs article', () => {
    expect(() =>
      htmlToMarkdown('<main><p>Not a doc</p></main>', {siteUrl, permalink: '/x', title: 'X'}),
    ).toThrow(/no docs article/);
  });

  it('puts the twin next to the page: /docs/guides/testing → /docs/guides/testing.md', () => {
    expect(markdownTwinPath('/docs/guides/testing')).toBe('/docs/guides/testing.md');
    expect(markdownTwinPath('/docs/guides/')).toBe('/docs/guides.md');
  });
});

describe('Markdown twins of API pages', () => {
  const spec = JSON.parse(
    read(path.join(__dirname, '../fixtures/agent-docs/openapi.json')),
  ) as OpenApiDocument;
  const options = {
    siteUrl: 'https://docs.example.test',
    apiBasePath: '/docs/api',
    credentials: sampleCredentials,
    pages: new Set([
      'api-reference',
      'addresses',
      'find-address',
      'address-verify',
      'key-availability',
    ]),
  };
  const expected = (name: string) => read(path.join(__dirname, '../fixtures/agent-docs', name));

  it('names pages as the generator does (lodash kebab case of the operationId)', () => {
    expect(listOperationPages(spec).map((entry) => entry.slug)).toEqual([
      'find-address',
      'key-availability',
      'address-verify',
    ]);
  });

  it('tells generated pages apart by their file suffix', () => {
    expect(apiPageKind('docs-api/find-address.api.mdx')).toBe('operation');
    expect(apiPageKind('docs-api/addresses.tag.mdx')).toBe('tag');
    expect(apiPageKind('docs-api/api-reference.info.mdx')).toBe('info');
    expect(apiPageKind('docs-api/index.mdx')).toBeUndefined();
  });

  it('writes a GET operation with parameters, curl example and example response', () => {
    const markdown = apiPageToMarkdown(
      spec,
      {kind: 'operation', slug: 'find-address', source: 'docs-api/find-address.api.mdx'},
      options,
    );
    expect(markdown).toBe(expected('find-address.md'));
  });

  it('writes a POST operation with its request body fields and a JSON curl body', () => {
    const markdown = apiPageToMarkdown(
      spec,
      {kind: 'operation', slug: 'address-verify', source: 'docs-api/address-verify.api.mdx'},
      options,
    );
    expect(markdown).toBe(expected('address-verify.md'));
  });

  it('sends keys in the Authorization header of the curl examples, never in the URL', () => {
    for (const slug of ['find-address', 'address-verify']) {
      const markdown = apiPageToMarkdown(
        spec,
        {kind: 'operation', slug, source: `docs-api/${slug}.api.mdx`},
        options,
      );
      const curl = markdown.slice(markdown.indexOf('```bash'));
      expect(curl, slug).toMatch(/-H 'Authorization: (api_key|user_token)="/);
      expect(curl, slug).not.toMatch(/[?&](api_key|user_token)=/);
    }
  });

  it('writes tag and info pages that link the operations the site has', () => {
    const tag = apiPageToMarkdown(
      spec,
      {kind: 'tag', slug: 'addresses', source: 'x.tag.mdx'},
      options,
    );
    expect(tag).toContain('# Addresses\n\nFind and retrieve addresses.\n\n## Operations');
    // Each operation with the first paragraph of its description, as the page's cards show it.
    expect(tag).toContain(
      '- [Find address](https://docs.example.test/docs/api/find-address): `GET /autocomplete/addresses`. Returns up to 10 address suggestions for a partial address.\n',
    );
    const info = apiPageToMarkdown(
      spec,
      {kind: 'info', slug: 'api-reference', source: 'x.info.mdx'},
      options,
    );
    expect(info).toContain('# API Reference\n\nVersion 1.0.0.');
    expect(info).toContain(
      '- API Key: `ApiKey`: the `api_key` query parameter. Your API key. Security Scheme Type: `apiKey`. Query parameter name: `api_key`.',
    );
    expect(info).toContain('### Keys\n\n- [Key availability]');
  });

  it('states constraints in the words of the reference page', () => {
    expect(possibleValues({type: 'string', minLength: 1, maxLength: 200})).toBe(
      'Possible values: `non-empty` and `<= 200 characters`',
    );
    expect(possibleValues({type: 'string', minLength: 2})).toBe(
      'Possible values: `>= 2 characters`',
    );
    expect(possibleValues({type: 'integer', minimum: 0, maximum: 100})).toBe(
      'Possible values: `>= 0` and `<= 100`',
    );
    expect(possibleValues({type: 'string', maxLength: 100, pattern: '^[a-z]+$'})).toBe(
      'Possible values: `<= 100 characters`, Value must match regular expression `^[a-z]+$`',
    );
    expect(possibleValues({type: 'string', enum: ['S', 'L']})).toBe('Possible values: [`S`, `L`]');
    expect(possibleValues({type: 'string'})).toBeUndefined();
  });

  it('finds an operation page by the operationId of its api front matter, not by its slug', () => {
    const page = {kind: 'operation', source: 'docs-api/renamed.api.mdx'} as const;
    expect(
      apiPageToMarkdown(spec, {...page, slug: 'renamed', operationId: 'FindAddress'}, options),
    ).toBe(expected('find-address.md'));
    expect(() =>
      apiPageToMarkdown(spec, {...page, slug: 'find-address', operationId: 'NoSuchOp'}, options),
    ).toThrow(/renamed\.api\.mdx: the OpenAPI document has no operation/);
  });

  it("reads the operationId from the api metadata in a generated page's front matter", () => {
    const docs = collectDocs({
      api: {
        loadedVersions: [
          {
            path: '/docs/api',
            sidebars: {},
            docs: [
              {
                id: 'find-address',
                title: 'Find Address',
                permalink: '/docs/api/find-address',
                source: '@site/docs-api/find-address.api.mdx',
                frontMatter: {api: {operationId: 'FindAddress'}},
              },
              {
                id: 'api-reference',
                title: 'API Reference',
                permalink: '/docs/api',
                source: '@site/docs-api/api-reference.info.mdx',
                frontMatter: {},
              },
            ],
          },
        ],
      },
    });
    expect(docs.get('docs-api/find-address.api.mdx')?.operationId).toBe('FindAddress');
    expect(docs.get('docs-api/api-reference.info.mdx')?.operationId).toBeUndefined();
  });

  it('fails, naming the source file, when the document lacks the page', () => {
    expect(() =>
      apiPageToMarkdown(
        spec,
        {kind: 'operation', slug: 'retrieve-address', source: 'docs-api/retrieve-address.api.mdx'},
        options,
      ),
    ).toThrow(/docs-api\/retrieve-address\.api\.mdx: the OpenAPI document has no operation/);
  });
});
