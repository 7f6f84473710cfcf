/**
 * The facts lint (plugins/content-checks/facts.ts) over every MDX page, and
 * on small pages with one mistake each, to show that every rule can fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  fieldAllowList,
  lintFacts,
  loadSpecFacts,
  type FactFile,
} from '../../plugins/content-checks/facts';
import {keyLogColumns, keyLogColumnsMarkdown} from '../../src/data/key-logs-csv';
import {identity} from '../../src/identity';

/** The widget's script-tag global, as samples write it after placeholder replacement. */
const g = identity.widget.global;

const root = path.join(__dirname, '../..');
const spec = loadSpecFacts(root);

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function lint(file: string, ...lines: string[]) {
  const files: FactFile[] = [{path: file, content: ['# Page', '', ...lines, ''].join('\n')}];
  return lintFacts(files, spec).map((problem) => `${problem.line}: ${problem.message}`);
}

describe('facts lint over the docs', () => {
  it('finds no fact that disagrees with the spec or the widget catalogue', () => {
    const files = ['docs', 'docs-api'].flatMap((dir) =>
      mdxFiles(path.join(root, dir))
        .filter((file) => !/\.(api|info|tag|schema)\.mdx$/.test(file))
        .map((file) => ({
          path: path.relative(root, file).split(path.sep).join('/'),
          content: fs.readFileSync(file, 'utf8'),
        })),
    );
    expect(files.length).toBeGreaterThan(100);
    const problems = lintFacts(files, spec).map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('facts lint rules', () => {
  it('reads operations and names from the OpenAPI source', () => {
    expect(
      spec.operations.some((op) => op.path === '/verify/addresses' && op.method === 'POST'),
    ).toBe(true);
    expect(spec.names.has('dpv_footnotes')).toBe(true);
    expect(spec.names.has('geo_coded')).toBe(false);
  });

  it('fails a widget option that is not in the catalogue', () => {
    expect(
      lint('docs/x.mdx', '```js', `${g}.setup({ apiKey: "ak_test", outputFeilds: {} });`, '```'),
    ).toEqual([
      expect.stringMatching(/^4: setup\(\) option outputFeilds is not in the widget catalogue/),
    ]);
  });

  it('fails a React prop that is not in the catalogue', () => {
    expect(
      lint('docs/x.mdx', '```jsx', '<AddressLookup apiKey="ak_test" outputFields={{}} />', '```'),
    ).toEqual([expect.stringMatching(/prop outputFields is not in the widget catalogue/)]);
  });

  it('fails a non-US default country that leaves detection on, unless a comment says why', () => {
    const sample = (extra: string) =>
      lint(
        'docs/x.mdx',
        '```js',
        `${g}.setup({`,
        '  apiKey: "ak_test",',
        extra,
        '  defaultCountry: "GBR",',
        '});',
        '```',
      );
    expect(sample('')).toEqual([
      expect.stringMatching(/^7: defaultCountry "GBR" without detectCountry: false/),
    ]);
    expect(sample('  detectCountry: false,')).toEqual([]);
    expect(
      sample('  // detectCountry stays on: UK visitors abroad still start in the UK.'),
    ).toEqual([]);
    expect(
      lint(
        'docs/x.mdx',
        '```jsx',
        '<AddressLookup apiKey="ak_test" defaultCountry="GBR" />',
        '```',
      ),
    ).toHaveLength(1);
    expect(
      lint(
        'docs/x.mdx',
        '```jsx',
        '<AddressLookup apiKey="ak_test" defaultCountry="GBR" detectCountry={false} />',
        '```',
      ),
    ).toEqual([]);
  });

  it('checks script tags inside HTML samples too', () => {
    expect(
      lint(
        'docs/x.mdx',
        '```html',
        '<script>',
        `  ${g}.setup({apiKey: "ak_test", defaultCountry: "CAN"});`,
        '</script>',
        '```',
      ),
    ).toEqual([expect.stringMatching(/^5: defaultCountry "CAN"/)]);
  });

  it('fails a watch() by labels without an anchor', () => {
    const call = (second: string) =>
      lint(
        'docs/x.mdx',
        '```js',
        `${g}.watch({apiKey: "ak_test", labels: {line_1: "Street"}}${second});`,
        '```',
      );
    expect(call('')).toEqual([expect.stringMatching(/has no anchor to wait for/)]);
    expect(call(', {anchor: "#street"}')).toEqual([]);
  });

  it('fails an API path or query parameter the spec does not have', () => {
    expect(lint('docs/x.mdx', 'Call `GET /v1/verify/addresses` or `/v1/postcode/ID11QD`.')).toEqual(
      [
        expect.stringMatching(/GET \/v1\/verify\/addresses is not an operation/),
        expect.stringMatching(/\/v1\/postcode\/ID11QD is not an operation/),
      ],
    );
    expect(
      lint('docs/x.mdx', 'Send `POST /v1/verify/addresses` or `GET /v1/postcodes/ID11QD`.'),
    ).toEqual([]);
    expect(
      lint('docs/x.mdx', 'See %%apiUrl%%/autocomplete/addresses?query=x&colour=red for details.'),
    ).toEqual([expect.stringMatching(/has no query parameter colour/)]);
  });

  it('fails a snake_case field name on a verification page that no schema has', () => {
    expect(
      lint('docs/address-verification/x.mdx', 'Read `geo_coded` and `dpv_footnotes`.'),
    ).toEqual([expect.stringMatching(/`geo_coded` is not a field or parameter of the spec/)]);
    expect(lint('docs/address-lookup/x.mdx', 'Read `geo_coded`.')).toEqual([]);
    expect(lint('docs/guides/x.mdx', 'Send `api_key` with `ak_test`.')).toEqual([]);
  });

  it('fails a code sample that sends the API key in the URL', () => {
    expect(
      lint('docs/x.mdx', '```bash', 'curl "%%apiUrl%%/postcodes/ID11QD?api_key=ak_test"', '```'),
    ).toEqual([expect.stringMatching(/^4: the API key is sent in the URL/)]);
    expect(
      lint(
        'docs/x.mdx',
        '```bash',
        `curl -H 'Authorization: api_key="ak_test"' "%%apiUrl%%/postcodes/ID11QD"`,
        '```',
      ),
    ).toEqual([]);
  });

  it('keeps the allow-list short and explained', () => {
    expect(Object.keys(fieldAllowList).length).toBeLessThanOrEqual(12);
    for (const reason of Object.values(fieldAllowList)) expect(reason.length).toBeGreaterThan(10);
  });
});

describe('Key Logs columns', () => {
  it('are stated once and listed in that order in the published spec', () => {
    const spec = JSON.parse(fs.readFileSync(path.join(root, 'static/openapi.json'), 'utf8')) as {
      paths: Record<string, {get: {description: string}}>;
    };
    const description = spec.paths['/keys/{key}/lookups'].get.description;
    expect(description).toContain(
      keyLogColumnsMarkdown()
        .split('\n')[5]
        .replace(/%%\w+%%/, ''),
    );
    expect(keyLogColumns.findIndex((column) => column.id === 'tags')).toBe(5);
    expect(keyLogColumns).toHaveLength(9);
  });
});

describe('the Allowed URLs statement', () => {
  const partial = '_allowed-urls-scope.mdx';
  it('is one partial reused by the key guides and the integration partials', () => {
    for (const file of [
      'docs/guides/allowed-urls.mdx',
      'docs/guides/api-key.mdx',
      'docs/guides/api-key-secure.mdx',
      'docs/integrations/_partials/_allowed-urls.mdx',
      'docs/integrations/_partials/_server-key.mdx',
    ]) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      expect(text, file).toContain(partial);
      expect(text, file).toContain('<AllowedUrlsScope />');
    }
  });

  it('agrees with the spec overview: requests without Origin or Referer are not checked', () => {
    const statement = fs.readFileSync(path.join(root, 'docs/guides', partial), 'utf8');
    const overview = fs.readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8');
    expect(statement).toMatch(/with neither[^.]*is not checked/);
    expect(overview).toMatch(/Requests from servers send neither header and are not checked/);
  });

  it('is not contradicted elsewhere (no page says an allow list blocks server requests)', () => {
    const pages = mdxFiles(path.join(root, 'docs'));
    const offenders = pages.filter((file) =>
      /allow(ed URLs| list)[^.]{0,80}would block|server requests[^.]{0,60}blocked by/i.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
