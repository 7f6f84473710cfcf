/**
 * The facts lint (lib/content-lint/facts.ts) over every MDX page, and
 * on small pages with one mistake each, to show that every rule can fail.
 */
import {describe, expect, it} from 'vitest';
import {fieldAllowList, lintFacts} from '../../lib/content-lint/facts';
import {keyLogColumns, keyLogColumnsMarkdown} from '../../src/data/key-logs-csv';
import {identity} from '../../src/identity';
import {docsFiles, factsLint, readSource, values} from '../support/content-lint';

/** The widget's script-tag global, as samples write it after placeholder replacement. */
const g = identity.widget.global;

const {spec, lintTextAt: lint} = await factsLint();

describe('facts lint over the docs', () => {
  it('finds no fact that disagrees with the spec or the widget catalogue', () => {
    const files = ['docs', 'docs-api'].flatMap((dir) =>
      docsFiles(dir)
        .filter((file) => !/\.(api|info|tag|schema)\.mdx$/.test(file))
        .map((file) => ({path: file, content: readSource(file)})),
    );
    expect(files.length).toBeGreaterThan(100);
    const problems = lintFacts(files, spec, values).map((p) => `${p.file}:${p.line}: ${p.message}`);
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
      expect.stringMatching(/^4: setup\(\) is given "outputFeilds", which is not an option/),
    ]);
  });

  it('fails a React prop that is not in the catalogue', () => {
    expect(
      lint('docs/x.mdx', '```jsx', '<AddressLookup apiKey="ak_test" outputFields={{}} />', '```'),
    ).toEqual([
      expect.stringMatching(/^4: <AddressLookup> prop "outputFields" is a script\/npm option/),
    ]);
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
    const spec = JSON.parse(readSource('static/openapi.json')) as {
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
      const text = readSource(file);
      expect(text, file).toContain(partial);
      expect(text, file).toContain('<AllowedUrlsScope />');
    }
  });

  it('agrees with the spec overview: requests without Origin or Referer are not checked', () => {
    const statement = readSource(`docs/guides/${partial}`);
    const overview = readSource('openapi/openapi.yaml');
    expect(statement).toMatch(/with neither[^.]*is not checked/);
    expect(overview).toMatch(/Requests from servers send neither header and are not checked/);
  });

  it('is not contradicted elsewhere (no page says an allow list blocks server requests)', () => {
    const offenders = docsFiles().filter((file) =>
      /allow(ed URLs| list)[^.]{0,80}would block|server requests[^.]{0,60}blocked by/i.test(
        readSource(file),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
