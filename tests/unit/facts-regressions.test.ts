/**
 * Regression tests for content defects of issue #15 that were once
 * published: each runs the facts lint (lib/content-lint/facts.ts and
 * claims.ts) on the page as it is now, which must pass, and on the text as
 * it was, which must fail.
 */
import {describe, expect, it} from 'vitest';
import {lintFacts} from '../../lib/content-lint/facts';
import {callsBeforeDeferredBundle, crownDependencyClaims} from '../../lib/content-lint/claims';
import {requiredOptionClaims} from '../../lib/content-lint/claims-widget';
import {
  alwaysRequiredOptions,
  findOption,
  options,
  requiredOptions,
  watchOptions,
} from '../../src/data/address-lookup';
import {crownDependencies} from '../../src/data/crown-dependencies';
import {identity} from '../../src/identity';
import {factsLint, readSource, values} from '../support/content-lint';

const {spec, lintPage, lintText} = await factsLint();
const g = identity.widget.global;
const crownDependencyClaim = (text: string) =>
  crownDependencyClaims(text, values.crownDependencies);
const requiredOptionClaim = (text: string) => requiredOptionClaims(text, values.widget);
const callsBeforeBundle = (html: string) => callsBeforeDeferredBundle(html, g);

describe('defect 3: the Crown Dependencies for VAT and customs', () => {
  it('are stated once: Jersey and Guernsey outside the UK VAT area, the Isle of Man inside', () => {
    const outside = crownDependencies.filter((d) => !d.inUkVatArea).map((d) => d.countryIso);
    expect(outside).toEqual(['JEY', 'GGY']);
    for (const d of crownDependencies)
      expect(d.customsDeclarationFromGreatBritain).toBe(!d.inUkVatArea);
  });

  it('the territory table of paf-supported-territories uses the codes of the data module', () => {
    const page = readSource('docs/data/paf-supported-territories.mdx');
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
      crownDependencyClaim(
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
    expect(crownDependencyClaim('Jersey is inside the UK VAT area.')).toHaveLength(1);
    expect(
      crownDependencyClaim(
        'Jersey and Guernsey are outside the UK VAT area, while the Isle of Man is inside it for VAT and customs.',
      ),
    ).toEqual([]);
    expect(crownDependencyClaim('New Jersey is outside the UK VAT area.')).toEqual([]);
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
    expect(callsBeforeBundle(sample('<script src="x.js" defer></script>', setup))).toEqual([2]);
    expect(callsBeforeBundle(sample('<script async src="x.js"></script>', setup))).toEqual([2]);
    expect(callsBeforeBundle(sample('<script type="module" src="x.js"></script>', setup))).toEqual([
      2,
    ]);
    expect(callsBeforeBundle(sample('<script src="x.js"></script>', setup))).toEqual([]);
    expect(
      callsBeforeBundle(
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
      lintFacts([{path: 'docs/terms/x.mdx', content: `# Term\n\n${text}\n`}], spec, values).map(
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

describe('issue #27: claims of the API, verification, data, guide and term pages', () => {
  it('standardising rewrites do not lower `fit`: the spec rewrites Street to St with fit 1', () => {
    expect(spec.verifyMatch).toMatchObject({fit: 1});
    expect(spec.verifyMatch?.query).toMatch(/\bStreet\b.*\bSuite\b/);
    expect(spec.verifyMatch?.addressLine).toMatch(/\bSt Ste\b/);
    expect(lintPage('docs/address-verification/reading-results.mdx')).toEqual([]);
    expect(lintPage('docs/address-verification/getting-started.mdx')).toEqual([]);
    expect(
      lintText(
        '`fit` compares only what you supplied. Rewrites that do not change meaning (`Street` to `St`, `Suite` to `Ste`) lower it a little.',
      ),
    ).toEqual([expect.stringMatching(/^3: .*says standardising rewrites lower `fit`/)]);
    expect(
      lintText('Abbreviating `Street` to `St` does not lower `fit`; only `confidence` drops.'),
    ).toEqual([]);
  });

  it('allowed URL entries starting with http:// match as prefixes too', async () => {
    const {allowedUrlForm, allowedUrlMatches, allowedUrlForms} =
      await import('../../lib/sandbox/allowed-urls');
    expect(allowedUrlForm('http://localhost:3000')).toBe('prefix');
    expect(allowedUrlMatches('http://localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(allowedUrlMatches('https://www.example.com', 'https://www.example.com/checkout')).toBe(
      true,
    );
    expect(allowedUrlMatches('https://www.example.com', 'http://www.example.com')).toBe(false);
    expect(allowedUrlMatches('*.example.com', 'https://shop.eu.example.com')).toBe(true);
    expect(allowedUrlMatches('*.example.com', 'https://example.com')).toBe(true);
    expect(allowedUrlMatches('*.example.com', 'https://badexample.com')).toBe(false);
    expect(allowedUrlMatches('.example.com/signup', 'https://www.example.com/signup')).toBe(true);
    // Each form's example entry is of that form.
    for (const form of allowedUrlForms) expect(allowedUrlForm(form.example)).toBe(form.id);
    for (const page of ['docs/terms/allowed-urls.mdx', 'docs/guides/allowed-urls.mdx'])
      expect(lintPage(page)).toEqual([]);
    expect(
      lintText(
        '`*.example.com` matches the apex domain and every subdomain; entries starting with `https://` match as prefixes; anything else matches as a substring.',
      ),
    ).toEqual([expect.stringMatching(/^3: .*names `https:\/\/` as the prefix form/)]);
  });

  it('`udprn` is an integer, 0 outside Royal Mail data, never empty', () => {
    expect(spec.udprnType).toBe('integer');
    for (const page of ['docs/terms/udprn.mdx', 'docs/data/index.mdx', 'docs/glossary.mdx'])
      expect(lintPage(page)).toEqual([]);
    expect(lintText('Addresses outside the UK have an empty `udprn` in UK-shaped output.')).toEqual(
      [expect.stringMatching(/^3: .*calls `udprn` empty/)],
    );
    expect(
      lintText(
        'Fields that only exist in UK data, such as `udprn`, are empty strings for addresses outside the UK and `0` for UK records that lack them.',
      ),
    ).toEqual([expect.stringMatching(/^3: .*calls `udprn` empty/)]);
  });

  it('suggestions stop with 402 when the balance runs out', () => {
    expect(spec.findAddressStatuses.has('402')).toBe(true);
    for (const page of ['purchasing-lookups', 'automated-topups'])
      expect(lintPage(`docs/guides/${page}.mdx`)).toEqual([]);
    expect(
      lintText(
        'Paid requests fail with HTTP 402 and code `4020`; free requests such as suggestions keep working.',
      ),
    ).toEqual([expect.stringMatching(/^3: .*says suggestions keep working without a balance/)]);
    expect(
      lintText(
        'Once the balance reaches zero, paid requests fail with HTTP 402 and code `4020` while free requests such as suggestions keep working.',
      ),
    ).toHaveLength(1);
  });

  it('an email result whose domain has no mail server is free, like `unknown`', () => {
    expect(spec.emailDescription).toMatch(/no mail server[^.]*nothing is charged/);
    expect(lintPage('docs/guides/purchasing-lookups.mdx')).toEqual([]);
    expect(
      lintText(
        '| Request | Cost |',
        '| --- | --- |',
        '| Email validation with a definite result / `unknown` result | 1 / free |',
      ),
    ).toEqual([expect.stringMatching(/^5: names `unknown` email results as free but not/)]);
  });
});

describe('counts the home page and the API overview state (#27)', () => {
  it('"request samples in N languages" is the number of sample languages', async () => {
    const {sampleLanguages} = await import('../../lib/openapi/sample-languages');
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    for (const file of ['src/pages/index.tsx', 'docs-api/index.mdx']) {
      const text = readSource(file);
      const stated = [...text.matchAll(/request samples in (\w+) languages/g)].map((m) => m[1]);
      expect(stated.length, file).toBeGreaterThan(0);
      for (const word of stated) expect(word, file).toBe(words[sampleLanguages.length]);
    }
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
    const page = readSource('docs/address-lookup/index.mdx');
    expect(page).toMatch(/type `test [a-z ]+`/);
    expect(lintPage('docs/address-lookup/index.mdx')).toEqual([]);
  });
});

describe('the OpenAPI libraries page states the operations of the spec', () => {
  it('gives the number of operations and the tags in the order of the spec', async () => {
    const {bundleOpenApi} = await import('../../config/openapi-source');
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
    const page = readSource('docs/libraries/open-api.mdx');
    const row = page.split('\n').find((line) => line.startsWith('| Operations |'));
    expect(row).toBe(`| Operations | ${operations.length}, grouped by tag: ${tags.join(', ')} |`);

    // The tag groups, and what the site's sidebar does with them (#27).
    const groups = (bundled as unknown as {'x-tagGroups': {name: string; tags: string[]}[]})[
      'x-tagGroups'
    ];
    const groupsRow = page.split('\n').find((line) => line.startsWith('| Tag groups'));
    expect(groupsRow).toBe(
      `| Tag groups (\`x-tagGroups\`) | ${groups.map((group) => `${group.name} (${group.tags.join(', ')})`).join('; ')} |`,
    );
    expect(page).not.toMatch(/the way the reference sidebar does/);
    const {order} = await import('../../lib/openapi/sidebar-order');
    const display = new Map(
      (bundled.tags as {name: string; 'x-displayName'?: string}[]).map((tag) => [
        tag['x-displayName'] ?? tag.name,
        tag.name,
      ]),
    );
    // "in the same order as the groups": the sidebar's order is the groups' order.
    expect(order.map((label) => display.get(label) ?? label)).toEqual(
      groups.flatMap((group) => group.tags),
    );
  }, 60_000);
});

describe('issue #27: the options the widget needs (integrations, address lookup overview)', () => {
  it('are stated once, in the catalogue, agreeing with the options they name', () => {
    // Only options without a default are always required, and apiKey is the one.
    expect(alwaysRequiredOptions()).toEqual(
      options.filter((option) => option.default === 'required').map((option) => option.name),
    );
    expect(alwaysRequiredOptions()).toEqual(['apiKey']);
    // The search input: inputField, else what inputField defaults to, which watch() anchors on.
    const input = requiredOptions.find((rule) => rule.requirement === 'one-of');
    expect(input?.options).toEqual(['inputField', findOption('inputField')?.default]);
    const anchor = watchOptions.find((option) => option.name === 'anchor')?.default ?? '';
    for (const name of input?.options ?? []) expect(anchor).toContain(name);
    // outputFields has a default, so the rule calls it optional.
    expect(findOption('outputFields')?.default).toBe('{}');
    expect(requiredOptions.find((rule) => rule.options.includes('outputFields'))?.requirement).toBe(
      'optional',
    );
    for (const rule of requiredOptions)
      for (const name of rule.options) expect(findOption(name.split('.')[0]), name).toBeDefined();
  });

  // The integrations' shared script-tag text, as it was published.
  const oldSharedText = [
    'The second calls `%%widgetGlobal%%.setup()` (or `%%widgetGlobal%%.watch()` when the form is drawn after the page',
    'loads) with two required options:',
    '',
    '- `apiKey`: your key, starting `ak_`.',
    '- `outputFields`: which field receives which part of the address.',
  ];

  it('rejects the shared script-tag text once published, and passes the pages that render it', () => {
    expect(lintText(...oldSharedText)).toEqual([
      expect.stringMatching(
        /^3: "two required options": the widget catalogue makes 1 option required, `apiKey`/,
      ),
    ]);
    expect(lintPage('docs/integrations/_partials/_script-tag.mdx')).toEqual([]);
    for (const page of ['hubspot', 'bigcommerce', 'wix', 'shopwired', 'elementor'])
      expect(lintPage(`docs/integrations/${page}.mdx`)).toEqual([]);
  });

  it('rejects the heading and sentence of the overview once published, and passes the pages now', () => {
    expect(lintText('## The two required options', '', 'Only two options are required.')).toEqual([
      expect.stringMatching(/^3: "two required options"/),
      expect.stringMatching(/^5: "two options are required"/),
    ]);
    for (const page of ['index', 'additional-configuration', 'configure', 'playground'])
      expect(lintPage(`docs/address-lookup/${page}.mdx`)).toEqual([]);
  });

  it('rejects prose that calls an optional option required, and accepts the true rule', () => {
    expect(requiredOptionClaim('Every widget needs `outputFields`, which is required.')).toEqual([
      expect.stringMatching(/calls `outputFields` required/),
    ]);
    expect(requiredOptionClaim('`apiKey` and `outputFields` are required.')).toHaveLength(1);
    expect(requiredOptionClaim('Only `apiKey` is required.')).toEqual([]);
    expect(requiredOptionClaim('One option is required: `apiKey`.')).toEqual([]);
    expect(
      requiredOptionClaim('An input is required: `inputField` or `outputFields.line_1`.'),
    ).toEqual([]);
    expect(requiredOptionClaim('`outputFields` is optional, not required.')).toEqual([]);
    // The playground page, as published.
    expect(
      requiredOptionClaim(
        'Only the options you changed appear, next to the `apiKey` and `outputFields` every integration needs.',
      ),
    ).toEqual([expect.stringMatching(/calls `outputFields` required/)]);
    expect(
      requiredOptionClaim(
        'Each widget needs its own `inputField` (or its own `outputFields.line_1`), and its output fields must point at its own inputs.',
      ),
    ).toEqual([]);
  });
});

describe('issue #37: hand-typed parameter tables say what the spec says', () => {
  it('fails a type, a required flag or a default the spec does not have (bias_ip is a boolean)', async () => {
    const {lintText, lintPage} = await factsLint();
    // The place search guide, as published.
    expect(
      lintText(
        '| Parameter | Type | Effect |',
        '| --- | --- | --- |',
        "| `bias_ip` | string | `true` ranks places near the requester's IP location higher. |",
      ),
    ).toEqual(['5: `bias_ip` is boolean in the spec, not "string"']);
    expect(
      lintText(
        '| Parameter | Type | Required | Default |',
        '| --- | --- | --- | --- |',
        '| `limit` | integer | Yes | 5 |',
      ),
    ).toEqual([
      '5: `limit` is not required in the spec, not "yes"',
      '5: `limit` defaults to 10 in the spec, not "5"',
    ]);
    expect(lintPage('docs/guides/places.mdx')).toEqual([]);
  });
});
