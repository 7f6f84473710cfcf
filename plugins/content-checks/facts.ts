/**
 * The facts lint: checks what MDX pages restate against the sources of
 * truth, so a retyped fact cannot drift unnoticed.
 *
 * - Every widget option, callback or message passed to `setup()`, `watch()`
 *   or `go()` in a code sample, and every prop of `<AddressLookup>`, exists
 *   in the widget catalogue (src/data/address-lookup.ts).
 * - A widget sample with a non-US `defaultCountry` turns `detectCountry` off,
 *   or carries a comment that mentions detection and says why not.
 * - A `watch()` sample that finds its fields by `labels` or `names` only
 *   names an `anchor` (otherwise watch() has nothing to wait for).
 * - No code sample sends the API key in the URL (server samples use the
 *   `Authorization` header; the widget's `apiKey` option is the exception).
 * - A code fence's `expect=` and `norun=` (read by `npm run test:samples`)
 *   are well formed.
 * - No page shows an invented key: every `ak_...` API key and `uk_...`
 *   management key in code, inline code or prose is a documented test key
 *   (src/sandbox/test-keys.ts), so a sample runs as copied; `sl_...`
 *   licensee keys in request samples are the sandbox's (`sl_test_...`).
 * - Every API path in prose (`/v1/...` URLs, `GET /path` spans) is an
 *   operation of the spec, and every query parameter it shows is one of that
 *   operation's parameters.
 * - Every backticked snake_case name on the verification, data, guide and term
 *   pages is a property, parameter or enumerated value of the spec, or in
 *   `fieldAllowList`.
 * - Claims that were once published wrong stay right (claims.ts): the Crown
 *   Dependencies' VAT and customs status, `defer` before an inline call, the
 *   format of `state` and `last_line`; and (spec-claims.ts) `fit` and
 *   standardising rewrites, allowed URL prefixes, `udprn` outside Royal Mail
 *   data, suggestions without a balance, free email results.
 * - Custom heading ids (`## Title {#id}`) are accepted.
 *
 * `lintFacts(files)` is pure apart from reading the spec once (synchronously,
 * from openapi/ YAML) when no `SpecFacts` are passed. `npm run check` and
 * tests/unit/facts-lint.test.ts call it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {parse as parseYaml} from 'yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import type {Code, InlineCode, Root, Text} from 'mdast';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {replaceTokens} from '../identity-tokens';
import {sampleFence} from '../../lib/content-lint/fence-meta';
import {lintClaims, type ClaimSpec} from './claims';
import {lintWidgetClaims} from './claims-widget';
import {knownOptionNames, reactPropNames} from '../../src/data/address-lookup';
import {testKeys} from '../../src/sandbox/test-keys';
import {toolNames} from '../../lib/mcp/tool-names';

export interface FactFile {
  /** Path relative to the site, e.g. `docs/guides/testing.mdx`. */
  path: string;
  content: string;
}

export interface FactProblem {
  file: string;
  line: number;
  message: string;
}

/** What the lint needs from the OpenAPI description. */
export interface SpecFacts extends ClaimSpec {
  /** Path templates without `/v1`, e.g. `/postcodes/{postcode}`, with their parameter names. */
  operations: {path: string; method: string; parameters: Set<string>}[];
  /** Every property name of every schema, every parameter name and every enumerated string value. */
  names: Set<string>;
}

/**
 * Backticked snake_case words that are not spec field names but are right
 * where they appear. Keep it short; each entry says why it is allowed.
 */
export const fieldAllowList: Readonly<Record<string, string>> = {
  api_key:
    'the query parameter and Authorization header field (a security scheme, not a parameter)',
  user_token: 'the management key field of the Authorization header (a security scheme)',
  zip_plus_4: 'the name of the USPS ZIP+4 product in prose',
  [testKeys.usable]: 'the test key',
  [testKeys.failing]: 'the failing test key',
  [testKeys.unknown]: 'the unknown test key',
  [testKeys.managementToken]: 'the test management key',
  [testKeys.unknownManagementToken]: 'the unknown test management key',
  sl_test_bakery: 'the test licensee key of the sandbox catalogue',
  no_referrer: 'a Referrer-Policy value',
};

/** The tools of the docs MCP server (lib/mcp), which pages name in backticks: not spec fields. */
const mcpToolNames: ReadonlySet<string> = new Set(toolNames);

/**
 * Backticked words that look like snake_case but are values, not field
 * names: keys and ids with their dataset prefix (`ak_...`, `paf_23747771`,
 * `geonames_5128581`).
 */
const valueLike = /^(ak|uk|sl)_[a-z0-9_]+$|_\d{4,}$/;

/**
 * Source records (`native`) have the dataset's own field names, which the
 * spec leaves open. A data page may name the keys of the `native` record in
 * its own JSON example (checked by tests/unit/example-responses.test.ts),
 * plus the numbered lines `line_1` to `line_9` some datasets use.
 */
function nativeKeys(tree: Root): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, inNative: boolean): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, inNative));
    else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (inNative) keys.add(key);
        walk(item, inNative || key === 'native');
      }
    }
  };
  visit(tree, 'code', (node: Code) => {
    if (node.lang !== 'json') return;
    try {
      const value: unknown = JSON.parse(node.value);
      walk(value, !(isObject(value) && ('code' in value || 'result' in value || 'id' in value)));
    } catch {
      // json-samples.test.ts reports blocks that do not parse.
    }
  });
  for (let n = 1; n <= 9; n += 1) keys.add(`line_${n}`);
  return keys;
}

/** Pages whose backticked snake_case names must be spec names (the glossary's term pages too). */
export const fieldPages = /^docs\/(address-verification|data|guides|terms)\//;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collectNames(value: unknown, names: Set<string>): void {
  if (Array.isArray(value)) {
    value.forEach((item) => collectNames(item, names));
    return;
  }
  if (!isObject(value)) return;
  if (isObject(value.properties)) Object.keys(value.properties).forEach((key) => names.add(key));
  if (typeof value.name === 'string' && typeof value.in === 'string') names.add(value.name);
  // Enumerated values (`not_deliverable`, `landline_premium`) are names a page may cite too.
  if (Array.isArray(value.enum))
    value.enum.forEach((item) => typeof item === 'string' && names.add(item));
  Object.values(value).forEach((item) => collectNames(item, names));
}

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** Reads the facts the lint needs from the OpenAPI source folder (no bundling). */
export function loadSpecFacts(siteDir = process.cwd(), root = 'openapi/openapi.yaml'): SpecFacts {
  const rootFile = path.resolve(siteDir, root);
  const sourceDir = path.dirname(rootFile);
  const documents = new Map<string, unknown>();
  for (const file of yamlFiles(sourceDir))
    documents.set(file, parseYaml(fs.readFileSync(file, 'utf8')));
  const names = new Set<string>();
  for (const document of documents.values()) collectNames(document, names);
  const resolve = (from: string, ref: string): unknown => {
    const [file, pointer = ''] = ref.split('#');
    const target = file ? path.resolve(path.dirname(from), file) : from;
    let current = documents.get(target);
    for (const segment of pointer.split('/').filter(Boolean)) {
      current = isObject(current) ? current[segment] : undefined;
    }
    return current;
  };
  const usAddress = new Map<string, {description?: string; example?: unknown}>();
  for (const document of documents.values()) {
    const schema = isObject(document) ? document.UsAddress : undefined;
    if (isObject(schema) && isObject(schema.properties)) {
      for (const [key, property] of Object.entries(schema.properties)) {
        if (!isObject(property)) continue;
        usAddress.set(key, {
          description: typeof property.description === 'string' ? property.description : undefined,
          example: property.example,
        });
      }
    }
  }
  const rootDocument = documents.get(rootFile);
  const operations: SpecFacts['operations'] = [];
  const paths = isObject(rootDocument) && isObject(rootDocument.paths) ? rootDocument.paths : {};
  for (const [template, item] of Object.entries(paths)) {
    let pathItem: unknown = item;
    let itemFile = rootFile;
    if (isObject(item) && typeof item.$ref === 'string') {
      itemFile = path.resolve(path.dirname(rootFile), item.$ref.split('#')[0]);
      pathItem = resolve(rootFile, item.$ref);
    }
    if (!isObject(pathItem)) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!isObject(operation) || !Array.isArray(operation.parameters)) {
        if (isObject(operation) && operation.operationId) {
          operations.push({path: template, method: method.toUpperCase(), parameters: new Set()});
        }
        continue;
      }
      const parameters = new Set<string>();
      for (const parameter of operation.parameters) {
        const resolved =
          isObject(parameter) && typeof parameter.$ref === 'string'
            ? resolve(itemFile, parameter.$ref)
            : parameter;
        if (isObject(resolved) && typeof resolved.name === 'string') {
          parameters.add(resolved.name);
        }
      }
      operations.push({path: template, method: method.toUpperCase(), parameters});
    }
  }
  // The facts of spec-claims.ts: operations found by operationId in the path files.
  const operationById = new Map<string, Json>();
  for (const document of documents.values()) {
    if (!isObject(document)) continue;
    for (const operation of Object.values(document)) {
      if (isObject(operation) && typeof operation.operationId === 'string')
        operationById.set(operation.operationId, operation);
    }
  }
  const at = (value: unknown, ...keys: string[]): unknown =>
    keys.reduce<unknown>((current, key) => (isObject(current) ? current[key] : undefined), value);
  const matchResult = at(
    operationById.get('AddressVerify'),
    'responses',
    '200',
    'content',
    'application/json',
    'examples',
    'Match',
    'value',
    'result',
  );
  const verifyMatch = isObject(matchResult)
    ? {
        query: String(matchResult.query ?? ''),
        addressLine: String(matchResult.address_line_one ?? ''),
        fit: Number(matchResult.fit),
      }
    : undefined;
  let udprnType: string | undefined;
  for (const document of documents.values()) {
    const type = at(document, 'UkAddress', 'properties', 'udprn', 'type');
    if (typeof type === 'string') udprnType = type;
  }
  const findResponses = at(operationById.get('FindAddress'), 'responses');
  const emailDescription = at(operationById.get('EmailValidation'), 'description');
  return {
    operations,
    names,
    usAddress,
    verifyMatch,
    udprnType,
    findAddressStatuses: new Set(isObject(findResponses) ? Object.keys(findResponses) : []),
    emailDescription: typeof emailDescription === 'string' ? emailDescription : undefined,
  };
}

function templateMatches(template: string, actual: string): boolean {
  const a = template.split('/');
  const b = actual.split('/');
  return (
    a.length === b.length && a.every((segment, i) => segment.startsWith('{') || segment === b[i])
  );
}

function parseMdx(source: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMdx)
    .parse(source) as Root;
}

const widgetCalls = new Set(['setup', 'watch', 'go']);
const scriptLanguages = new Set(['js', 'javascript', 'jsx', 'ts', 'tsx', 'html']);

function scriptKind(lang: string): ts.ScriptKind {
  if (lang === 'ts') return ts.ScriptKind.TS;
  if (lang === 'tsx') return ts.ScriptKind.TSX;
  return ts.ScriptKind.JSX;
}

/** The `<script>` bodies of an HTML sample, each with its first line offset. */
function scriptsOf(code: string, lang: string): {text: string; offset: number}[] {
  if (lang !== 'html') return [{text: code, offset: 0}];
  const out: {text: string; offset: number}[] = [];
  for (const match of code.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const before = code.slice(0, (match.index ?? 0) + match[0].indexOf('>') + 1);
    out.push({text: match[1], offset: before.split('\n').length - 1});
  }
  return out;
}

function propertyNames(object: ts.ObjectLiteralExpression): {name: string; node: ts.Node}[] {
  return object.properties.flatMap((property) => {
    const name = property.name;
    if (!name) return [];
    if (ts.isIdentifier(name) || ts.isStringLiteral(name))
      return [{name: name.text, node: property}];
    return [];
  });
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return undefined;
}

function isFalse(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return true;
  return ts.isJsxExpression(node) && node.expression?.kind === ts.SyntaxKind.FalseKeyword;
}

/** Widget facts in one code sample. */
function lintSample(
  code: string,
  lang: string,
  firstLine: number,
  file: string,
  known: Set<string>,
  problems: FactProblem[],
): void {
  for (const script of scriptsOf(code, lang)) {
    const source = ts.createSourceFile(
      'sample.tsx',
      script.text,
      ts.ScriptTarget.Latest,
      true,
      scriptKind(lang),
    );
    const lineOf = (node: ts.Node) =>
      firstLine + script.offset + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const commentsMentionDetection = (node: ts.Node) => {
      const text = script.text.slice(node.getFullStart(), node.getEnd());
      return /\/\/[^\n]*detect|\/\*[\s\S]*?detect[\s\S]*?\*\//i.test(text);
    };
    const checkCountry = (
      owner: ts.Node,
      entries: {name: string; value: ts.Node | undefined; node: ts.Node}[],
    ) => {
      const country = entries.find((entry) => entry.name === 'defaultCountry');
      const value = literalText(country?.value);
      if (!country || !value || value === 'USA') return;
      const detect = entries.find((entry) => entry.name === 'detectCountry');
      if (isFalse(detect?.value) || commentsMentionDetection(owner)) return;
      problems.push({
        file,
        line: lineOf(country.node),
        message: `defaultCountry "${value}" without detectCountry: false: visitors are still placed in their own country. Turn detection off or add a comment saying why it stays on.`,
      });
    };
    const visitNode = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        widgetCalls.has(node.expression.name.text) &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const options = node.arguments[0];
        const entries = options.properties.flatMap((property) =>
          property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
            ? [
                {
                  name: property.name.text,
                  value: ts.isPropertyAssignment(property) ? property.initializer : undefined,
                  node: property as ts.Node,
                },
              ]
            : [],
        );
        for (const {name, node: property} of propertyNames(options)) {
          if (!known.has(name)) {
            problems.push({
              file,
              line: lineOf(property),
              message: `${node.expression.name.text}() option ${name} is not in the widget catalogue (src/data/address-lookup.ts).`,
            });
          }
        }
        checkCountry(node, entries);
        if (node.expression.name.text === 'watch') {
          const names = new Set(entries.map((entry) => entry.name));
          const second = node.arguments[1];
          const anchored =
            second &&
            ts.isObjectLiteralExpression(second) &&
            propertyNames(second).some((entry) => entry.name === 'anchor');
          if (
            (names.has('labels') || names.has('names')) &&
            !names.has('inputField') &&
            !names.has('outputFields') &&
            !anchored
          ) {
            problems.push({
              file,
              line: lineOf(node),
              message:
                'watch() finds its fields by labels or names only, so it has no anchor to wait for: pass inputField, outputFields.line_1 or watch options { anchor }.',
            });
          }
        }
      }
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText(source) === 'AddressLookup'
      ) {
        const entries = node.attributes.properties.flatMap((attribute) =>
          ts.isJsxAttribute(attribute)
            ? [
                {
                  name: attribute.name.getText(source),
                  value: attribute.initializer,
                  node: attribute as ts.Node,
                },
              ]
            : [],
        );
        const react = reactPropNames();
        for (const entry of entries) {
          if (!entry.name.startsWith('data-') && !react.has(entry.name)) {
            problems.push({
              file,
              line: lineOf(entry.node),
              message: `<AddressLookup> prop ${entry.name} is not in the widget catalogue (src/data/address-lookup.ts).`,
            });
          }
        }
        checkCountry(node.parent ?? node, entries);
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
}

/**
 * A key or management token in a query string (`?api_key=`, `?user_token=`, curl -G data,
 * URLSearchParams, Python `params=` or `urlencode()`).
 */
const keyInUrlPattern =
  /[?&](?:api_key|user_token)=|--data-urlencode ['"]?(?:api_key|user_token)=|URLSearchParams\(\{[^}]*\b(?:api_key|user_token)\s*:|(?:params\s*=\s*|urlencode\()\{[^}]*["'](?:api_key|user_token)["']/;

/** Keys the docs may show: the documented test keys and tokens. */
const documentedKeys: ReadonlySet<string> = new Set(Object.values(testKeys));
const KEY_LIKE = /\b(?:ak|uk)_[A-Za-z0-9_]+/g;
const LICENSEE_KEY_LIKE = /\bsl_[A-Za-z0-9_]+/g;
/** Licensee keys of the sandbox: the test licensee and the ones it creates. */
const SANDBOX_LICENSEE = /^sl_test_/;

/** Invented-looking keys in a text: API keys and user tokens that are not test keys. */
export function inventedKeys(text: string, {licensees = false} = {}): string[] {
  const found = [...text.matchAll(KEY_LIKE)]
    .map((match) => match[0])
    .filter((key) => !documentedKeys.has(key));
  if (licensees) {
    found.push(
      ...[...text.matchAll(LICENSEE_KEY_LIKE)]
        .map((match) => match[0])
        .filter((key) => !SANDBOX_LICENSEE.test(key)),
    );
  }
  return [...new Set(found)];
}

function inventedKeyMessage(key: string): string {
  const use = key.startsWith('uk_')
    ? `the test management key ${testKeys.managementToken} (src/sandbox/test-keys.ts)`
    : key.startsWith('sl_')
      ? 'a licensee key of the sandbox, such as sl_test_bakery (src/sandbox/catalogue.ts)'
      : `the test key ${testKeys.usable} (src/sandbox/test-keys.ts)`;
  return `"${key}" looks like an invented key: samples must run as copied, so use ${use}, or another documented test key when the sample shows a key error.`;
}

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
const API_PATH =
  /(?:https?:\/\/[^\s/`)]+)?\/v1(\/[A-Za-z0-9_{}%|.\-/]*[A-Za-z0-9_}])(\?[^\s`)"'\]]*)?/g;
const METHOD_PATH = /^(GET|POST|PUT|DELETE) (\/[^\s?]*)(\?\S*)?$/;

function checkApiPath(
  route: string,
  query: string | undefined,
  method: string | undefined,
  spec: SpecFacts,
  at: (message: string) => void,
): void {
  const clean = decodeURIComponent(route.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')).replace(/\/$/, '');
  const candidates = spec.operations.filter(
    (operation) =>
      templateMatches(operation.path, clean) && (!method || operation.method === method),
  );
  if (candidates.length === 0) {
    at(`${method ? `${method} ` : ''}/v1${route} is not an operation of the spec.`);
    return;
  }
  if (!query) return;
  const allowed = new Set(candidates.flatMap((operation) => [...operation.parameters]));
  for (const pair of query.slice(1).split('&')) {
    const name = pair.split('=')[0];
    if (name && !allowed.has(name) && name !== 'api_key' && name !== 'user_token') {
      at(`/v1${route} has no query parameter ${name}.`);
    }
  }
}

/** Runs every facts check over the given MDX files. */
export function lintFacts(
  files: readonly FactFile[],
  spec: SpecFacts = loadSpecFacts(),
): FactProblem[] {
  const problems: FactProblem[] = [];
  const known = new Set([...knownOptionNames()]);
  for (const file of files) {
    if (!/\.mdx?$/.test(file.path)) continue;
    let source: string;
    try {
      source = replaceTokens(file.content, file.path);
    } catch (error) {
      problems.push({file: file.path, line: 1, message: (error as Error).message});
      continue;
    }
    // Custom heading ids (`## Title {#id}`) are Docusaurus syntax, not MDX
    // expressions: escape them as Docusaurus does before parsing.
    const tree = parseMdx(escapeMarkdownHeadingIds(source));
    for (const claim of [...lintClaims(tree, spec), ...lintWidgetClaims(tree)])
      problems.push({file: file.path, line: claim.line, message: claim.message});
    const checkFields = fieldPages.test(file.path);
    const pageNative = checkFields && file.path.startsWith('docs/data/') ? nativeKeys(tree) : null;
    visit(tree, (node) => {
      const line = node.position?.start.line ?? 1;
      const at = (message: string) => problems.push({file: file.path, line, message});
      if (node.type === 'code') {
        const code = node as Code;
        const lang = (code.lang ?? '').toLowerCase();
        const keyInUrl = keyInUrlPattern.exec(code.value);
        if (keyInUrl) {
          const offset = code.value.slice(0, keyInUrl.index).split('\n').length;
          problems.push({
            file: file.path,
            line: line + offset,
            message: `the ${keyInUrl[0].includes('user_token') ? 'management token' : 'API key'} is sent in the URL: send it in the Authorization header (api_key="...", user_token="...") so it stays out of logs; only the widget's apiKey option is public.`,
          });
        }
        if (scriptLanguages.has(lang)) {
          lintSample(code.value, lang, line + 1, file.path, known, problems);
        }
        // expect= and norun= are read by npm run test:samples: a typo must not pass unseen.
        try {
          sampleFence(code.meta ?? '');
        } catch (error) {
          problems.push({
            file: file.path,
            line,
            message: `code fence: ${(error as Error).message}`,
          });
        }
        // Responses (json) may show a licensee key the API made up; requests may not.
        code.value.split('\n').forEach((text, index) => {
          for (const key of inventedKeys(text, {licensees: lang !== 'json'})) {
            problems.push({
              file: file.path,
              line: line + 1 + index,
              message: inventedKeyMessage(key),
            });
          }
        });
        return;
      }
      if (node.type === 'inlineCode') {
        const value = (node as InlineCode).value.trim();
        for (const key of inventedKeys(value)) at(inventedKeyMessage(key));
        const methodPath = METHOD_PATH.exec(value);
        if (methodPath) {
          const route = methodPath[2].replace(/^\/v1(?=\/)/, '');
          checkApiPath(route, methodPath[3], methodPath[1], spec, at);
          return;
        }
        for (const match of value.matchAll(API_PATH))
          checkApiPath(match[1], match[2], undefined, spec, at);
        if (
          checkFields &&
          SNAKE.test(value) &&
          !valueLike.test(value) &&
          !spec.names.has(value) &&
          !(value in fieldAllowList) &&
          !mcpToolNames.has(value) &&
          !pageNative?.has(value)
        ) {
          at(`\`${value}\` is not a field or parameter of the spec (nor in fieldAllowList).`);
        }
        return;
      }
      if (node.type === 'text' || node.type === 'link') {
        const text =
          node.type === 'text' ? (node as Text).value : ((node as {url: string}).url ?? '');
        for (const key of inventedKeys(text)) at(inventedKeyMessage(key));
        for (const match of text.matchAll(API_PATH))
          checkApiPath(match[1], match[2], undefined, spec, at);
      }
    });
  }
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
