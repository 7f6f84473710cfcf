import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {
  callbacks,
  findOption,
  knownOptionNames,
  searchParameters,
} from '../../src/data/address-lookup';
import {identity} from '../../src/identity';
import {CODE_TABS, generateCode} from '../../src/components/Playground/codegen';
import {
  DEFAULT_CONFIG,
  PLAYGROUND_OPTIONS,
  configToPreset,
  configToQuery,
  parseConfig,
  type PlaygroundConfig,
} from '../../src/components/Playground/config';
import {playgroundHref, presetToSearchParams} from '../../src/components/Playground/url';
import {
  EMPTY_METER,
  allowedCountries,
  countRequest,
  findRequest,
  meterCost,
  populate,
  resolveRequest,
  startingCountry,
  titleize,
  type Country,
} from '../../src/components/Playground/widget';
import type {SandboxResponse} from '../../lib/sandbox/types';
import {checkHtml, checkScript, formatProblem} from '../../scripts/lib/code-samples';

const config = (change: Partial<PlaygroundConfig> = {}): PlaygroundConfig => ({
  ...DEFAULT_CONFIG,
  ...change,
});

/** Configurations the generated code is checked for: defaults, each option alone, all at once. */
const CONFIGURATIONS: [string, PlaygroundConfig][] = [
  ['defaults', config()],
  ['UK country', config({defaultCountry: 'GBR', detectCountry: false, format: 'gbr'})],
  ['restricted', config({restrictCountries: ['USA'], hideToolbar: true})],
  ['filters', config({queryOptions: {state_code: 'IL,IN', bias_postal_code_3: '62701'}})],
  ['population', config({removeOrganisation: true, titleizePostTown: true})],
  ['styles off, fields hidden', config({injectStyle: false, hide: true})],
  [
    'everything',
    config({
      defaultCountry: 'GBR',
      detectCountry: false,
      restrictCountries: ['GBR', 'USA'],
      format: 'gbr',
      queryOptions: {postcode_outward: 'BR8', bias_post_town: 'Leeds'},
      removeOrganisation: true,
      titleizePostTown: true,
      hideToolbar: true,
      injectStyle: false,
      hide: true,
    }),
  ],
];

describe('playground configuration', () => {
  it('takes every default from the widget catalogue', () => {
    for (const name of PLAYGROUND_OPTIONS) {
      const option = findOption(name);
      expect(option, name).toBeDefined();
      const value = DEFAULT_CONFIG[name];
      if (name === 'hide') expect(value).toBe(JSON.parse(option!.default).length > 0);
      else expect(value, name).toEqual(JSON.parse(option!.default));
    }
  });

  it('writes nothing to the URL for the defaults', () => {
    expect(configToQuery(DEFAULT_CONFIG)).toBe('');
  });

  it.each(CONFIGURATIONS)('restores the %s configuration from its URL', (_, value) => {
    expect(parseConfig(configToQuery(value))).toEqual(value);
  });

  it('ignores unknown parameters and malformed values in a URL', () => {
    const parsed = parseConfig(
      '?defaultCountry=G1R&restrictCountries=usa,xx,GBR&format=xml&hideToolbar=yes&queryOptions.nope=1&queryOptions.state=%20&queryOptions.city=Springfield&other=1',
    );
    expect(parsed).toEqual(
      config({restrictCountries: ['USA', 'GBR'], queryOptions: {city: 'Springfield'}}),
    );
  });

  it('offers every filter and bias of the catalogue as a query parameter', () => {
    const url = `?${searchParameters
      .filter((parameter) => parameter.kind !== 'search')
      .map((parameter) => `queryOptions.${parameter.name}=${encodeURIComponent(parameter.example)}`)
      .join('&')}`;
    const parsed = parseConfig(url);
    expect(Object.keys(parsed.queryOptions)).toHaveLength(
      searchParameters.filter((parameter) => parameter.kind !== 'search').length,
    );
  });
});

describe('generated code', () => {
  it.each(CONFIGURATIONS)('parses in every tab for the %s configuration', (label, value) => {
    for (const tab of CODE_TABS) {
      const code = generateCode(tab.value, value);
      const where = {file: `playground ${tab.value} (${label})`, firstLine: 1};
      const problems =
        tab.value === 'script'
          ? checkHtml(code, where)
          : checkScript(code, tab.value === 'react' ? ts.ScriptKind.TSX : ts.ScriptKind.JS, where);
      expect(problems.map(formatProblem), code).toEqual([]);
    }
  });

  it('loads the CDN build in the script tag and calls setup() on its global', () => {
    const code = generateCode('script', config());
    expect(code).toContain(`<script src="${identity.urls.widgetCdn}"></script>`);
    expect(code).toContain(`${identity.widget.global}.setup({`);
    for (const id of ['line_1', 'line_2', 'city', 'state', 'zip', 'country']) {
      expect(code).toContain(`<input id="${id}"`);
    }
  });

  it('imports the packages named by the identity module', () => {
    expect(generateCode('npm', config())).toContain(`from "${identity.packages.widget}"`);
    expect(generateCode('react', config())).toContain(`from "${identity.packages.react}"`);
  });

  it('writes each changed option, and only changed ones', () => {
    const changed = config({hideToolbar: true, queryOptions: {state: 'California'}});
    const npm = generateCode('npm', changed);
    expect(npm).toContain('hideToolbar: true,');
    expect(npm).toContain('queryOptions: { state: "California" },');
    expect(npm).not.toContain('defaultCountry');
    const react = generateCode('react', changed);
    expect(react).toContain('        hideToolbar\n');
    expect(react).toContain('queryOptions={{ state: "California" }}');
    expect(generateCode('npm', config())).not.toContain('hideToolbar');
  });

  it('leaves hide out of the React tab, which has no such prop', () => {
    const hidden = config({hide: true});
    expect(generateCode('npm', hidden)).toContain('hide: ["#line_2", "#city"');
    expect(generateCode('react', hidden)).not.toContain('hide');
  });
});

/** Every `<OpenInPlayground preset={{...}} />` of the docs, as [file, preset source]. */
function presetsInDocs(): [string, string][] {
  const dir = path.join(__dirname, '../../docs/address-lookup');
  const found: [string, string][] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/<OpenInPlayground preset=\{(\{.*\})\} \/>/g)) {
      found.push([file, match[1]]);
    }
  }
  return found;
}

/** Evaluates an object literal of string, boolean, array and object values (no code runs). */
function literalValue(node: ts.Expression): unknown {
  if (ts.isStringLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalValue);
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property)) throw new Error('Only plain properties');
        return [property.name.getText(), literalValue(property.initializer)];
      }),
    );
  }
  throw new Error(`Unsupported preset value: ${node.getText()}`);
}

function parsePreset(source: string): Record<string, unknown> {
  const sf = ts.createSourceFile('preset.ts', `(${source})`, ts.ScriptTarget.Latest, true);
  const statement = sf.statements[0] as ts.ExpressionStatement;
  return literalValue((statement.expression as ts.ParenthesizedExpression).expression) as Record<
    string,
    unknown
  >;
}

describe('Open in playground links', () => {
  const presets = presetsInDocs();

  it('appear on the option pages', () => {
    const files = presets.map(([file]) => file);
    for (const page of [
      'default-country',
      'restrict-country',
      'restrict-to-states',
      'filter-by-postcode',
      'filter-by-country',
      'omit-organisation',
      'hide',
      'bias-by-postcode',
    ]) {
      expect(files).toContain(`${page}.mdx`);
    }
  });

  it.each(presets)('%s presets only options of the widget catalogue', (_, source) => {
    const preset = parsePreset(source);
    const known = knownOptionNames();
    for (const key of Object.keys(preset)) expect(known, key).toContain(key);
  });

  it.each(presets)('%s presets values the playground keeps', (_, source) => {
    const preset = parsePreset(source) as Parameters<typeof presetToSearchParams>[0];
    const restored = configToPreset(parseConfig(presetToSearchParams(preset)));
    expect(restored).toEqual(
      Object.fromEntries(
        Object.entries(preset).filter(
          ([name, value]) =>
            JSON.stringify(DEFAULT_CONFIG[name as keyof PlaygroundConfig]) !==
            JSON.stringify(value),
        ),
      ),
    );
  });

  it('link to the playground page', () => {
    expect(playgroundHref({hideToolbar: true})).toBe(
      '/docs/address-lookup/playground?hideToolbar=true',
    );
  });
});

const usa: Country = {iso_3: 'USA', iso_2: 'US', description: 'United States', emoji: '🇺🇸'};
const gbr: Country = {iso_3: 'GBR', iso_2: 'GB', description: 'United Kingdom', emoji: '🇬🇧'};
const can: Country = {iso_3: 'CAN', iso_2: 'CA', description: 'Canada', emoji: '🇨🇦'};

describe('demo widget behaviour', () => {
  it('starts in the detected country, unless detection is off', () => {
    const all = [usa, can, gbr];
    expect(startingCountry(all, 'CAN', config())).toBe(can);
    expect(startingCountry(all, 'CAN', config({detectCountry: false}))).toBe(usa);
    expect(startingCountry(all, '', config({defaultCountry: 'GBR'}))).toBe(gbr);
  });

  it('offers only the restricted countries, and falls back to the first of them', () => {
    const restricted = config({restrictCountries: ['GBR'], detectCountry: false});
    const allowed = allowedCountries([usa, can, gbr], restricted);
    expect(allowed).toEqual([gbr]);
    expect(startingCountry(allowed, 'USA', restricted)).toBe(gbr);
  });

  it('sends the filters and biases of queryOptions with the search', () => {
    const request = findRequest(config({queryOptions: {state_code: 'IL'}}), '1200 pearl', 'USA');
    expect(request).toMatchObject({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {api_key: 'ak_test', query: '1200 pearl', context: 'USA', state_code: 'IL'},
    });
  });

  it('retrieves with the US format and resolves with the UK format', () => {
    expect(resolveRequest('usa', 'usps_V1|12||3').path).toBe(
      '/autocomplete/addresses/usps_V1%7C12%7C%7C3/usa',
    );
    expect(resolveRequest('gbr', 'paf_1').path).toBe('/autocomplete/addresses/paf_1/gbr');
  });

  const usAddress = {
    line_1: 'Acme Tools',
    line_2: '1200 Pearl St',
    city: 'BOULDER',
    state: 'Colorado',
    zip_plus_4_code: '80302-5212',
    country: 'United States',
    building_or_firm_name: 'Acme Tools',
  };

  it('fills the form through outputFields', () => {
    expect(populate(usAddress, config())).toEqual({
      '#line_1': 'Acme Tools',
      '#line_2': '1200 Pearl St',
      '#city': 'BOULDER',
      '#state': 'Colorado',
      '#zip': '80302-5212',
      '#country': 'United States',
    });
  });

  it('removes the organisation and titleizes the town when asked', () => {
    const filled = populate(usAddress, config({removeOrganisation: true, titleizePostTown: true}));
    expect(filled['#line_1']).toBe('1200 Pearl St');
    expect(filled['#line_2']).toBe('');
    expect(filled['#city']).toBe('Boulder');
  });

  it('keeps the organisation when it is the only premise identifier', () => {
    const only = {...usAddress, line_2: ''};
    expect(populate(only, config({removeOrganisation: true}))['#line_1']).toBe('Acme Tools');
  });

  it('writes UK addresses to three lines, post town and postcode', () => {
    const filled = populate(
      {
        line_1: 'Prime Minister & First Lord Of The Treasury',
        line_2: '10 Downing Street',
        line_3: '',
        post_town: 'LONDON',
        postcode: 'SW1A 2AA',
        county: '',
        country: 'England',
        organisation_name: 'Prime Minister & First Lord Of The Treasury',
      },
      config({format: 'gbr', removeOrganisation: true, titleizePostTown: true}),
    );
    expect(filled).toMatchObject({
      '#line_1': '10 Downing Street',
      '#city': 'London',
      '#zip': 'SW1A 2AA',
    });
  });

  it('title-cases words joined by hyphens', () => {
    expect(titleize('STOKE-ON-TRENT')).toBe('Stoke-On-Trent');
    expect(titleize('SPRINGFIELD')).toBe('Springfield');
  });

  it('counts suggestions as free and each retrieve as one lookup, test inputs free', () => {
    const ok = (matched: boolean): SandboxResponse => ({
      status: 200,
      headers: {},
      body: {},
      ...(matched ? {matchedCase: {id: 'case', description: 'A test input.'}} : {}),
    });
    let meter = EMPTY_METER;
    meter = countRequest(meter, findRequest(config(), 'a', 'USA'), ok(true));
    meter = countRequest(meter, resolveRequest('usa', 'x'), ok(true));
    meter = countRequest(meter, resolveRequest('usa', 'y'), ok(false));
    meter = countRequest(meter, resolveRequest('usa', 'z'), {...ok(false), status: 404});
    expect(meter).toEqual({suggestionRequests: 1, retrieved: 2, chargedRetrieved: 1});
    expect(meterCost(meter)).toEqual({session: 1, real: 2});
  });

  it('names only documented callbacks', () => {
    // The demo widget fires them from its component, its parts and its state hooks.
    const folder = path.join(__dirname, '../../src/components/Playground');
    const source = fs
      .readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
      .join('\n');
    const fired = [...source.matchAll(/fire\('(\w+)'/g)].map((match) => match[1]);
    expect(fired.length).toBeGreaterThan(10);
    const documented = callbacks.map((callback) => callback.name);
    for (const name of fired) expect(documented).toContain(name);
  });
});
