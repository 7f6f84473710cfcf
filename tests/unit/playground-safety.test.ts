/**
 * Playground links are written by anyone, and the code the playground
 * generates is pasted by developers into their own sites (issue 28,
 * finding 1). A crafted link must not put markup into that code: values are
 * checked when the URL is read (refused, with a note), and every string the
 * generator writes is escaped for a `<script>` element, in the script-tag,
 * npm and React outputs alike. Property tests (fast-check) show the class
 * stays closed for generated values, not only for the examples below.
 */
import ts from 'typescript';
import fc from 'fast-check';
import {beforeAll, describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import type {Element, Root, Text} from 'hast';
import {bundleOpenApi} from '../../config/openapi-source';
import {extractSpecData, type ParameterSpec} from '../../lib/sandbox/spec-data';
import {searchLimits, searchParameters} from '../../src/data/address-lookup';
import {identity} from '../../src/identity';
import {
  bundleTag,
  generateCode,
  jsString,
  type CodeTab,
} from '../../src/components/Playground/codegen';
import {
  DEFAULT_CONFIG,
  QUERY_PARAMETERS,
  checkTypedValue,
  configToQuery,
  parseConfig,
  readConfig,
  type PlaygroundConfig,
} from '../../src/components/Playground/config';
import {VALUE_RULES, checkQueryValue} from '../../src/components/Playground/values';

const SCRIPT_BREAKER = '</script><script>alert(document.domain)</script>';
const ATTRIBUTE_BREAKER = '"><img src=x onerror=alert(1)>';
const HOSTILE = [
  SCRIPT_BREAKER,
  ATTRIBUTE_BREAKER,
  '<!--<script>',
  '</SCRIPT >',
  'a\u2028b\u2029c',
  '"; alert(1); "',
  '`${alert(1)}`',
  'x&amp;y',
  '\\u003c/script>',
];

const config = (change: Partial<PlaygroundConfig> = {}): PlaygroundConfig => ({
  ...DEFAULT_CONFIG,
  queryOptions: {},
  ...change,
});

/** The elements of an HTML fragment, parsed as a browser does. */
function parseHtml(html: string): Element[] {
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html) as Root;
  const elements: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type === 'element') {
        elements.push(child);
        walk(child);
      }
    }
  };
  walk(tree);
  return elements;
}

/** The text of an element (a script's code). */
const textOf = (element: Element) =>
  element.children.map((child) => (child.type === 'text' ? (child as Text).value : '')).join('');

/**
 * The value of the `queryOptions` property of the first object literal in
 * the code that has one, evaluated from the syntax tree (no code runs).
 */
function queryOptionsOf(code: string, kind: ts.ScriptKind): Record<string, string> | undefined {
  const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, kind);
  let found: Record<string, string> | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isObjectLiteralExpression(node)) {
      const parent = node.parent;
      const named =
        (ts.isPropertyAssignment(parent) && parent.name.getText() === 'queryOptions') ||
        (ts.isJsxExpression(parent) &&
          ts.isJsxAttribute(parent.parent) &&
          parent.parent.name.getText() === 'queryOptions');
      if (named) {
        found = Object.fromEntries(
          node.properties.map((property) => {
            const assignment = property as ts.PropertyAssignment;
            const name = ts.isStringLiteral(assignment.name)
              ? assignment.name.text
              : assignment.name.getText();
            return [name, (assignment.initializer as ts.StringLiteral).text];
          }),
        );
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Syntax errors of a generated program. */
function syntaxErrors(code: string, kind: ts.ScriptKind): string[] {
  const name = kind === ts.ScriptKind.TSX ? 'x.tsx' : 'x.js';
  const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Number of JSX elements in the React output: a value must never add one. */
function jsxElements(code: string): number {
  const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) count += 1;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

/**
 * What a browser does with the script-tag output: its elements, and the
 * code of the inline script. Nothing a value holds may open or close an
 * element, or open a comment in the script.
 */
function checkScriptTag(code: string, values: Record<string, string>): void {
  const elements = parseHtml(code);
  const scripts = elements.filter((element) => element.tagName === 'script');
  expect(scripts.map((script) => Boolean(script.properties.src))).toEqual([true, false]);
  expect(elements.filter((element) => element.tagName === 'img')).toEqual([]);
  const inline = textOf(scripts[1]);
  expect(inline).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
  expect(syntaxErrors(inline, ts.ScriptKind.JS)).toEqual([]);
  expect(queryOptionsOf(inline, ts.ScriptKind.JS)).toEqual(values);
}

describe('generated code with hostile values (config built directly, not from a link)', () => {
  const values = Object.fromEntries(HOSTILE.map((text, index) => [`bias_${index}`, text]));
  const hostile = config({queryOptions: values});

  it('jsString escapes <, >, &, U+2028 and U+2029, and keeps the value', () => {
    const literal = jsString('</script><!-- & \u2028\u2029 "\\');
    expect(literal).toBe('"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029 \\"\\\\"');
    expect(JSON.parse(literal)).toBe('</script><!-- & \u2028\u2029 "\\');
  });

  it('script tag: no element or comment escapes the inline script, and the values survive', () => {
    checkScriptTag(generateCode('script', hostile), values);
    checkScriptTag(generateCode('script', hostile, {pinned: true}), values);
  });

  it('npm: the module parses, with no raw < or line separator, and the values survive', () => {
    const code = generateCode('npm', hostile);
    expect(syntaxErrors(code, ts.ScriptKind.JS)).toEqual([]);
    expect(code).not.toMatch(/<|[\u2028\u2029]/);
    expect(queryOptionsOf(code, ts.ScriptKind.JS)).toEqual(values);
  });

  it('React: the component parses, no value adds an element, and the values survive', () => {
    const code = generateCode('react', hostile);
    expect(syntaxErrors(code, ts.ScriptKind.TSX)).toEqual([]);
    expect(jsxElements(code)).toBe(jsxElements(generateCode('react', config())));
    expect(queryOptionsOf(code, ts.ScriptKind.TSX)).toEqual(values);
  });
});

describe('reading a crafted playground link', () => {
  const crafted = new URLSearchParams({
    'queryOptions.city': SCRIPT_BREAKER,
    'queryOptions.state': ATTRIBUTE_BREAKER,
    'queryOptions.bias_city': 'Spring\u2028field',
    'queryOptions.post_town': 'x'.repeat(101),
    'queryOptions.set': 'everything',
    'queryOptions.limit': '1000',
    defaultCountry: '<b>',
    hideToolbar: 'yes',
  }).toString();

  it('leaves out every value with markup, control characters, excess length or a bad format', () => {
    expect(parseConfig(crafted)).toEqual(config());
  });

  it('says which values it left out, and why, without repeating them', () => {
    const {refused} = readConfig(crafted);
    expect(refused).toEqual([
      {parameter: 'defaultCountry', reason: expect.stringContaining('markup')},
      {parameter: 'hideToolbar', reason: expect.stringContaining('true or false')},
      {parameter: 'queryOptions.city', reason: expect.stringContaining('markup')},
      {parameter: 'queryOptions.state', reason: expect.stringContaining('markup')},
      {parameter: 'queryOptions.bias_city', reason: expect.stringContaining('control')},
      {parameter: 'queryOptions.post_town', reason: expect.stringContaining('longer than 100')},
      {parameter: 'queryOptions.set', reason: expect.stringContaining('contiguous')},
      {parameter: 'queryOptions.limit', reason: expect.stringContaining('1 to 100')},
    ]);
    expect(JSON.stringify(refused)).not.toMatch(/script|onerror|Spring/);
  });

  it('keeps good values next to refused ones, and accepts place names with punctuation', () => {
    const {config: read, refused} = readConfig(
      `?queryOptions.city=${encodeURIComponent("Coeur d'Alene")}&queryOptions.bias_thoroughfare=${encodeURIComponent('St. Mary’s Road')}&queryOptions.state=%3Cx%3E`,
    );
    expect(read.queryOptions).toEqual({
      city: "Coeur d'Alene",
      bias_thoroughfare: 'St. Mary’s Road',
    });
    expect(refused).toHaveLength(1);
  });

  it('refuses hostile values typed into the configurator, too', () => {
    expect(checkTypedValue('city', SCRIPT_BREAKER)).toMatchObject({ok: false});
    expect(checkTypedValue('city', ' Springfield ')).toEqual({ok: true, value: 'Springfield'});
  });

  it('accepts every example of the catalogue and every preset the docs link to', () => {
    for (const parameter of QUERY_PARAMETERS) {
      const check = checkQueryValue(VALUE_RULES[parameter.name], parameter.example);
      expect(check.ok, `${parameter.name}=${parameter.example}`).toBe(true);
    }
  });
});

describe('value rules agree with the OpenAPI description of Find Address', () => {
  let parameters: Map<string, ParameterSpec>;
  let examples: Map<string, unknown>;
  beforeAll(async () => {
    const document = await bundleOpenApi({root: 'openapi/openapi.yaml'});
    const findAddress = extractSpecData(document).operations.find(
      (operation) => operation.operationId === 'FindAddress',
    )!;
    parameters = new Map(findAddress.parameters.map((parameter) => [parameter.name, parameter]));
    const raw = (document.paths!['/autocomplete/addresses'] as {get: {parameters: unknown[]}}).get
      .parameters as {name: string; example?: unknown}[];
    examples = new Map(raw.map((parameter) => [parameter.name, parameter.example]));
  }, 60_000);

  it('has a rule for every parameter the configurator offers, each a Find Address parameter', () => {
    for (const parameter of QUERY_PARAMETERS) {
      expect(VALUE_RULES[parameter.name], parameter.name).toBeDefined();
      expect(parameters.has(parameter.name), parameter.name).toBe(true);
    }
    expect(Object.keys(VALUE_RULES).sort()).toEqual(
      QUERY_PARAMETERS.map((parameter) => parameter.name).sort(),
    );
  });

  it('accepts exactly the enum values, the booleans and the integer range of the spec', () => {
    for (const parameter of QUERY_PARAMETERS) {
      const rule = VALUE_RULES[parameter.name];
      const schema = parameters.get(parameter.name)!.schema;
      const accepts = (value: string) => checkQueryValue(rule, value).ok;
      if (schema.enum) {
        for (const value of schema.enum) expect(accepts(String(value)), parameter.name).toBe(true);
        expect(accepts('not-a-member'), parameter.name).toBe(false);
      }
      if (schema.type === 'boolean') {
        expect([accepts('true'), accepts('false'), accepts('yes')], parameter.name).toEqual([
          true,
          true,
          false,
        ]);
      }
      if (schema.type === 'integer') {
        const {minimum = 0, maximum = 0} = schema;
        expect(maximum, parameter.name).toBe(searchLimits.maxLimit);
        expect(
          [minimum - 1, minimum, maximum, maximum + 1].map((n) => accepts(String(n))),
          parameter.name,
        ).toEqual([false, true, true, false]);
      }
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        for (const sample of ['1', '123456789012', '1234567890123', 'abc']) {
          expect(accepts(sample), `${parameter.name}=${sample}`).toBe(pattern.test(sample));
        }
      }
    }
  });

  it("accepts the spec's own example of every parameter", () => {
    for (const parameter of QUERY_PARAMETERS) {
      const example = examples.get(parameter.name);
      if (example === undefined) continue;
      expect(
        checkQueryValue(VALUE_RULES[parameter.name], String(example)).ok,
        `${parameter.name}=${String(example)}`,
      ).toBe(true);
    }
  });
});

describe('property: generated values never break out of the generated code', () => {
  /** Strings biased towards what breaks HTML and scripts. */
  const nasty = fc.oneof(
    fc.string({unit: 'grapheme', maxLength: 40}),
    fc.string({
      unit: fc.constantFrom(...'<>/!-&"\'`\\\u2028\u2029 sScriptRIPT'.split('')),
      maxLength: 40,
    }),
    fc
      .tuple(fc.string({maxLength: 8}), fc.constantFrom(...HOSTILE), fc.string({maxLength: 8}))
      .map((parts) => parts.join('')),
  );
  const hostileConfig = fc.record({
    queryOptions: fc.dictionary(
      fc.constantFrom(...searchParameters.map((parameter) => parameter.name)),
      nasty,
      {maxKeys: 4},
    ),
    defaultCountry: nasty,
    restrictCountries: fc.array(nasty, {maxLength: 3}),
  });
  const RUNS = 1000;

  it(`script tag: no \`</script\` or \`<!--\` in the inline script (${RUNS} configurations)`, () => {
    fc.assert(
      fc.property(hostileConfig, fc.boolean(), (change, pinned) => {
        const code = generateCode('script', config(change), {pinned});
        const scripts = parseHtml(code).filter((element) => element.tagName === 'script');
        return (
          scripts.length === 2 &&
          !/<\/script|<!--|[\u2028\u2029]/i.test(textOf(scripts[1])) &&
          (code.match(/<\/script/gi) ?? []).length === 2
        );
      }),
      {numRuns: RUNS},
    );
  });

  it(`npm and React: no raw <, > or line separator from a value (${RUNS} configurations)`, () => {
    const baseline: Record<Exclude<CodeTab, 'script'>, number> = {
      npm: (generateCode('npm', config()).match(/[<>]/g) ?? []).length,
      react: (generateCode('react', config()).match(/[<>]/g) ?? []).length,
    };
    fc.assert(
      fc.property(hostileConfig, (change) => {
        const withValues = config({queryOptions: change.queryOptions});
        return (['npm', 'react'] as const).every((tab) => {
          const code = generateCode(tab, withValues);
          return (
            (code.match(/[<>]/g) ?? []).length === baseline[tab] && !/[\u2028\u2029]/.test(code)
          );
        });
      }),
      {numRuns: RUNS},
    );
  });

  it(`a link round trip keeps only clean values, and never throws (${RUNS} links)`, () => {
    const link = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              'defaultCountry',
              'restrictCountries',
              'format',
              'hideToolbar',
              'hide',
              ...searchParameters.map((parameter) => `queryOptions.${parameter.name}`),
            ),
            fc.string({maxLength: 12}),
          ),
          nasty,
        ),
        {maxLength: 6},
      )
      .map((pairs) => new URLSearchParams(pairs).toString());
    fc.assert(
      fc.property(link, (query) => {
        const {config: read} = readConfig(query);
        const values = [
          read.defaultCountry,
          ...read.restrictCountries,
          ...Object.values(read.queryOptions),
        ];
        const clean = values.every((value) => !/[<>"`\\{}\p{Cc}\p{Cf}\u2028\u2029]/u.test(value));
        // What the page writes back to the URL reads as the same configuration.
        return clean && JSON.stringify(parseConfig(configToQuery(read))) === JSON.stringify(read);
      }),
      {numRuns: RUNS},
    );
  });
});

describe('the pinned bundle', () => {
  it('loads the exact release with its integrity hash and CORS, from the identity module', () => {
    const tag = bundleTag({pinned: true});
    expect(identity.urls.widgetCdnPinned).toBe(
      identity.urls.widgetCdn.replace(
        new RegExp(`@${identity.widget.majorVersion}$`),
        `@${identity.widget.release.version}`,
      ),
    );
    expect(identity.widget.release.version.split('.')[0]).toBe(identity.widget.majorVersion);
    expect(identity.widget.release.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const [script] = parseHtml(tag);
    expect(script.properties).toEqual({
      src: identity.urls.widgetCdnPinned,
      integrity: identity.widget.release.integrity,
      crossOrigin: 'anonymous',
    });
    expect(generateCode('script', config(), {pinned: true})).toContain(tag);
    expect(generateCode('script', config())).toContain(
      `<script src="${identity.urls.widgetCdn}"></script>`,
    );
  });
});
