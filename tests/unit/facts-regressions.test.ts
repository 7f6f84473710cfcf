/**
 * Regression tests for content defects of issue #15 that were once
 * published: each runs the facts lint (plugins/content-checks/facts.ts and
 * claims.ts) on the page as it is now, which must pass, and on the text as
 * it was, which must fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintFacts, loadSpecFacts} from '../../plugins/content-checks/facts';
import {
  callsBeforeDeferredBundle,
  crownDependencyClaims,
} from '../../plugins/content-checks/claims';
import {crownDependencies} from '../../src/data/crown-dependencies';
import {identity} from '../../src/identity';

const root = path.join(__dirname, '../..');
const spec = loadSpecFacts(root);
const g = identity.widget.global;

function lintPage(file: string): string[] {
  const content = fs.readFileSync(path.join(root, file), 'utf8');
  return lintFacts([{path: file, content}], spec).map((p) => `${p.line}: ${p.message}`);
}

function lintText(...lines: string[]): string[] {
  const content = ['# Page', '', ...lines, ''].join('\n');
  return lintFacts([{path: 'docs/x.mdx', content}], spec).map((p) => `${p.line}: ${p.message}`);
}

describe('defect 3: the Crown Dependencies for VAT and customs', () => {
  it('are stated once: Jersey and Guernsey outside the UK VAT area, the Isle of Man inside', () => {
    const outside = crownDependencies.filter((d) => !d.inUkVatArea).map((d) => d.countryIso);
    expect(outside).toEqual(['JEY', 'GGY']);
    for (const d of crownDependencies)
      expect(d.customsDeclarationFromGreatBritain).toBe(!d.inUkVatArea);
  });

  it('the territory table of paf-supported-territories uses the codes of the data module', () => {
    const page = fs.readFileSync(
      path.join(root, 'docs/data/paf-supported-territories.mdx'),
      'utf8',
    );
    for (const d of crownDependencies) {
      expect(page).toContain(
        `| ${d.name} | \`${d.name}\` | \`${d.countryIso}\` | \`${d.countryIso2}\` | \`${d.postcodeArea}\` |`,
      );
    }
  });

  it('the pages that state the facts agree with the data module', () => {
    expect(lintPage('docs/data/paf-supported-territories.mdx')).toEqual([]);
    expect(lintPage('docs/address-lookup/filter-by-country.mdx')).toEqual([]);
  });

  it('rejects the sentences once published on those pages', () => {
    expect(
      crownDependencyClaims(
        'The Crown Dependencies are outside the UK for VAT and customs purposes. If your checkout treats every `GB`-style postcode as domestic, a parcel to `JE2 3QA` or `IM1 1AA` may ship without the declaration it needs.',
      ),
    ).toEqual([expect.stringMatching(/puts Isle of Man outside .* but it is inside/)]);
    expect(
      lintText(
        '- A retailer that does not ship to the Channel Islands or the Isle of Man, which are outside the UK customs territory.',
      ),
    ).toEqual([expect.stringMatching(/^3: .*puts Isle of Man outside/)]);
  });

  it('rejects the opposite mistake, and accepts a sentence that separates the two cases', () => {
    expect(crownDependencyClaims('Jersey is inside the UK VAT area.')).toHaveLength(1);
    expect(
      crownDependencyClaims(
        'Jersey and Guernsey are outside the UK VAT area, while the Isle of Man is inside it for VAT and customs.',
      ),
    ).toEqual([]);
    expect(crownDependencyClaims('New Jersey is outside the UK VAT area.')).toEqual([]);
  });
});

describe('defect 4: defer on the script-tag page', () => {
  it('the script-tag page passes', () => {
    expect(lintPage('docs/address-lookup/script.mdx')).toEqual([]);
  });

  it('rejects the advice once published: defer, with no word on waiting for the page', () => {
    expect(
      lintText('Put the script after your form (or give it `defer`), then call `setup()`:'),
    ).toEqual([expect.stringMatching(/^3: suggests `defer` .* DOMContentLoaded/)]);
  });

  it('rejects a sample that calls the global right after a deferred bundle', () => {
    const sample = (tag: string, call: string) => [tag, '<script>', call, '</script>'].join('\n');
    const setup = `  ${g}.setup({ apiKey: "ak_test" });`;
    expect(callsBeforeDeferredBundle(sample('<script src="x.js" defer></script>', setup))).toEqual([
      2,
    ]);
    expect(callsBeforeDeferredBundle(sample('<script async src="x.js"></script>', setup))).toEqual([
      2,
    ]);
    expect(
      callsBeforeDeferredBundle(sample('<script type="module" src="x.js"></script>', setup)),
    ).toEqual([2]);
    expect(callsBeforeDeferredBundle(sample('<script src="x.js"></script>', setup))).toEqual([]);
    expect(
      callsBeforeDeferredBundle(
        sample(
          '<script src="x.js" defer></script>',
          `document.addEventListener("DOMContentLoaded", () => {\n${setup}\n});`,
        ),
      ),
    ).toEqual([]);
    expect(
      lintText(
        '```html',
        '<script src="%%widgetCdn%%" defer></script>',
        '<script>',
        setup,
        '</script>',
        '```',
      ),
    ).toEqual([expect.stringMatching(/^6: .* after a bundle loaded with defer/)]);
  });
});

describe('defect 5: configure.mdx on `state`', () => {
  it('the configure page passes', () => {
    expect(lintPage('docs/address-lookup/configure.mdx')).toEqual([]);
  });

  it('the spec describes UsAddress.state as the full name', () => {
    expect(spec.usAddress.get('state')?.description).toMatch(/full/i);
    expect(spec.usAddress.get('state_abbreviation')?.description).toMatch(/two-letter/i);
  });

  const oldSentence =
    'For a US form, five fields are enough to describe any deliverable address: two street lines, the city, the two-letter state and the ZIP+4 Code.';
  const sample = (key: string) => [
    '```js',
    `${g}.setup({`,
    '  apiKey: "ak_test",',
    `  outputFields: { line_1: "#line_1", city: "#city", ${key}: "#state" },`,
    '});',
    '```',
  ];

  it('rejects the sentence once published above a sample that maps `state`', () => {
    expect(lintText(oldSentence, '', ...sample('state'))).toEqual([
      expect.stringMatching(/^3: calls the state a two-letter code, .* maps `state`/),
    ]);
  });

  it('accepts the same sentence above a sample that maps `state_abbreviation`', () => {
    expect(lintText(oldSentence, '', ...sample('state_abbreviation'))).toEqual([]);
  });
});

describe('defect 7: the `last_line` format on the single-field page', () => {
  it('the single-field page passes', () => {
    expect(lintPage('docs/address-lookup/single-field.mdx')).toEqual([]);
  });

  it('the spec example of UsAddress.last_line has no comma', () => {
    expect(String(spec.usAddress.get('last_line')?.example)).toMatch(
      /^[A-Za-z ]+ [A-Z]{2} \d{5}-\d{4}$/,
    );
  });

  it('rejects the format once published', () => {
    expect(
      lintText(
        'The widget\'s US record also carries `last_line`, already formatted as "city, state ZIP+4", if you prefer to take it as is.',
      ),
    ).toEqual([expect.stringMatching(/^3: gives last_line as "city, state ZIP\+4", with a comma/)]);
  });

  it('rejects a JSON example whose last_line has a comma', () => {
    expect(lintText('```json', '{', '  "last_line": "Boulder, CO 80302-5212"', '}', '```')).toEqual(
      [expect.stringMatching(/^5: last_line "Boulder, CO 80302-5212" has a comma/)],
    );
    expect(lintText('```json', '{', '  "last_line": "Boulder CO 80302-5212"', '}', '```')).toEqual(
      [],
    );
  });
});

describe('custom heading ids', () => {
  it('are accepted by the facts lint, and the rest of the page is still checked', () => {
    expect(lintText('## Test keys {#test-keys}', '', 'Call `GET /v1/verify/addresses`.')).toEqual([
      expect.stringMatching(/^5: GET \/v1\/verify\/addresses is not an operation/),
    ]);
    expect(lintText('## Test keys {#test-keys}', '', 'Call `POST /v1/verify/addresses`.')).toEqual(
      [],
    );
  });
});

describe('defects found in the re-read of issue #15', () => {
  it('rejects a Python sample that puts the key in the query string with urlencode()', () => {
    expect(
      lintText(
        '```python',
        'url = API_URL + "?" + urllib.parse.urlencode({"api_key": API_KEY})',
        '```',
      ),
    ).toEqual([expect.stringMatching(/^4: the API key is sent in the URL/)]);
    expect(lintPage('docs/integrations/sage.mdx')).toEqual([]);
  });

  it('rejects a curl sample that sends the management token in the query string', () => {
    expect(
      lintText(
        '```bash',
        'curl "https://api.example.test/v1/keys/ak_test/details?user_token=uk_test"',
        '```',
      ),
    ).toEqual([expect.stringMatching(/^4: the management token is sent in the URL/)]);
    for (const page of [
      'automated-topups',
      'api-key-settings',
      'sublicensing',
      'tag-and-track',
      'data',
    ])
      expect(lintPage(`docs/guides/${page}.mdx`)).toEqual([]);
  });

  it('checks field names on the glossary term pages too (AddressBase references live in native)', () => {
    const term = (text: string) =>
      lintFacts([{path: 'docs/terms/x.mdx', content: `# Term\n\n${text}\n`}], spec).map(
        (p) => p.message,
      );
    expect(term('AddressBase records add `parent_uprn`.')).toEqual([
      expect.stringMatching(/`parent_uprn` is not a field or parameter of the spec/),
    ]);
    expect(term('PAF records carry `delivery_point_suffix`.')).toEqual([]);
    for (const page of ['toid', 'usrn', 'uprn'])
      expect(lintPage(`docs/terms/${page}.mdx`)).toEqual([]);
  });
});

describe('test inputs named on pages', () => {
  it('are ones the sandbox catalogue answers', () => {
    expect(lintText('With `ak_test`, type `test dpv y` or `ID1 1QD`.')).toEqual([]);
    expect(lintText('Type `test dpv x` or `ID1 1QZ`.')).toEqual([
      expect.stringMatching(/^3: `test dpv x` looks like a test input/),
      expect.stringMatching(/^3: `ID1 1QZ` looks like a test input/),
    ]);
  });

  it('the widget overview names a test query for its quick start', () => {
    const page = fs.readFileSync(path.join(root, 'docs/address-lookup/index.mdx'), 'utf8');
    expect(page).toMatch(/type `test [a-z ]+`/);
    expect(lintPage('docs/address-lookup/index.mdx')).toEqual([]);
  });
});

describe('the OpenAPI libraries page states the operations of the spec', () => {
  it('gives the number of operations and the tags in the order of the spec', async () => {
    const {bundleOpenApi} = await import('../../lib/openapi/bundle');
    const {apiReference} = await import('../../config/api-docs');
    const bundled = (await bundleOpenApi({
      root: apiReference.sourceRoot,
      configPath: 'redocly.yaml',
    })) as {paths: Record<string, Record<string, {tags?: string[]}>>; tags: {name: string}[]};
    const {HTTP_METHODS: methods} = await import('../../lib/openapi/document');
    const operations = Object.values(bundled.paths).flatMap((item) =>
      Object.entries(item).filter(([method]) => (methods as readonly string[]).includes(method)),
    );
    const used = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    const tags = bundled.tags.map((tag) => tag.name).filter((name) => used.has(name));
    const page = fs.readFileSync(path.join(root, 'docs/libraries/open-api.mdx'), 'utf8');
    const row = page.split('\n').find((line) => line.startsWith('| Operations |'));
    expect(row).toBe(`| Operations | ${operations.length}, grouped by tag: ${tags.join(', ')} |`);
  }, 60_000);
});
