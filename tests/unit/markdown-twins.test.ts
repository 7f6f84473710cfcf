import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown} from '../../plugins/agent-docs/mdx-to-markdown';
import type {MarkdownTwinOptions} from '../../plugins/agent-docs/mdx-to-markdown';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {apiPageKind, apiPageToMarkdown, listOperationPages} from '../../lib/openapi/markdown-twins';
import {kebabCase} from '../../lib/openapi/page-slugs';
import {markdownTwinPath} from '../../plugins/agent-docs/paths';

/** The generator's own function, to check ours against. */
const lodashKebabCase = createRequire(import.meta.url)('lodash/kebabCase') as (s: string) => string;

const siteDir = path.join(__dirname, '../fixtures/markdown-twins');
const guides = path.join(siteDir, 'docs/guides');
const read = (file: string) => fs.readFileSync(file, 'utf8');

function twin(file: string, overrides: Partial<MarkdownTwinOptions> = {}): string {
  const filePath = path.join(guides, file);
  return mdxToMarkdown(read(filePath), {
    filePath,
    siteDir,
    siteUrl: 'https://docs.example.test',
    permalink: `/docs/guides/${file.replace(/\.mdx?$/, '')}`,
    title: 'Fallback title',
    resolveSourcePermalink: (source) =>
      source === path.join(guides, 'api-key.mdx') ? '/docs/guides/api-key' : undefined,
    tokens: {name: 'Acme', apiUrl: 'https://api.example.test/v1'},
    ...overrides,
  });
}

describe('Markdown twins of MDX pages', () => {
  it('renders Tabs, admonitions, partials, links and placeholders as clean Markdown', () => {
    expect(twin('sample-page.mdx')).toBe(read(path.join(siteDir, 'sample-page.md')));
  });

  it('keeps no MDX syntax, imports or front matter', () => {
    const markdown = twin('sample-page.mdx');
    expect(markdown).not.toMatch(/^import |^export |^---\ntitle|<Tabs|<TabItem|:::|%%|\{\/\*/m);
  });

  it('writes the title as the H1 of a page that has none, and parses .md as CommonMark', () => {
    expect(twin('no-title.md', {title: 'Plain Markdown page'})).toBe(
      '# Plain Markdown page\n\nPlain text with a [sibling](https://docs.example.test/docs/guides/api-key) and <b>raw HTML</b>.\n',
    );
  });

  it('writes registered components as Markdown, fills partial props and reports the rest', () => {
    const dropped: string[] = [];
    const markdown = twin('components.mdx', {
      components: {
        PriceTable: ({plan, lookups}) =>
          `| Plan | Lookups |\n| --- | --- |\n| ${plan} | ${lookups} |`,
      },
      onDroppedComponent: (name) => dropped.push(name),
    });
    expect(markdown).toBe(
      [
        '# Plans',
        '',
        '| Plan | Lookups |',
        '| - | - |',
        '| pro | 2 |',
        '',
        'ZIP+4 codes come with every plan.',
        '',
        'Install the plugin on WordPress, then open **Settings**.',
        '',
        'Install the plugin on your platform.',
        '',
      ].join('\n'),
    );
    expect(dropped).toEqual(['Widget']);
  });

  it('names the file when a placeholder is unknown', () => {
    expect(() => twin('sample-page.mdx', {tokens: {name: 'Acme'}})).toThrow(
      /sample-page\.mdx: unknown identity placeholder %%apiUrl%%/,
    );
  });

  it('stops a partial that imports itself', () => {
    expect(() => twin('_loop.mdx')).toThrow(/the partial \.\/_loop\.mdx imports itself/);
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
    const ids = ['FindAddress', 'getUDPRN', 'PhoneNumberValidation', 'address2', 'Addresses (US)'];
    expect(ids.map(kebabCase)).toEqual(ids.map(lodashKebabCase));
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
    expect(tag).toContain(
      '- [Find address](https://docs.example.test/docs/api/find-address): `GET /autocomplete/addresses`',
    );
    const info = apiPageToMarkdown(
      spec,
      {kind: 'info', slug: 'api-reference', source: 'x.info.mdx'},
      options,
    );
    expect(info).toContain('# API Reference\n\nVersion 1.0.0.');
    expect(info).toContain('- `ApiKey`: the `api_key` query parameter. Your API key.');
    expect(info).toContain('### Keys\n\n- [Key availability]');
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
