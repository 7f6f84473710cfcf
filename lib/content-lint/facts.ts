/**
 * The facts lint: checks what MDX pages restate against the sources of
 * truth, so a retyped fact cannot drift unnoticed.
 *
 * - Widget samples pass the `catalogue`, `country` and `anchor` rules of the
 *   widget-sample checker (widget-samples.ts): every option, callback or
 *   message passed to `setup()`, `watch()` or `go()`, and every prop of
 *   `<AddressLookup>`, exists in the widget catalogue
 *   (src/data/address-lookup.ts); a non-US `defaultCountry` turns
 *   `detectCountry` off, or a comment says why not; a `watch()` that finds
 *   its fields by `labels` or `names` only names an `anchor`.
 * - No code sample sends the API key in the URL (server samples use the
 *   `Authorization` header; the widget's `apiKey` option is the exception).
 * - A code fence's `expect=` and `norun=` (read by `npm run test:samples`)
 *   are well formed.
 * - No page shows an invented key: every `ak_...` API key and `uk_...`
 *   management key in code, inline code or prose is a documented test key
 *   (lib/sandbox/test-keys.ts), so a sample runs as copied; `sl_...`
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
 * `lintFacts(files, spec, values)` is pure: the caller reads the pages, the
 * spec's facts (`loadSpecFacts` of spec-facts.ts) and the site's values
 * (`LintValues`, plugins/content-checks/values.ts). `npm run check` and
 * tests/unit/facts-lint.test.ts call it.
 */
import {visit} from 'unist-util-visit';
import type {Code, InlineCode, Root, Text} from 'mdast';
import {codeBlock} from '../markdown/code-blocks';
import {parseMarkdown} from '../markdown/parse';
import {matchPathTemplate, pathSegments} from '../openapi/path-template';
import {isObject} from '../openapi/schema-fields';
import {toolNames} from '../mcp/tool-names';
import {lintClaims, type ClaimProblem} from './claims';
import {lintWidgetClaims} from './claims-widget';
import {lintParameterTables} from './parameter-tables';
import {markerProblems} from './answers';
import {sampleFence} from './fence-meta';
import {uniqueProblems, type Problem} from './problems';
import type {SpecFacts} from './spec-facts';
import type {LintValues, TestKeyFacts} from './values';
import {checkWidgetSample, type WidgetRule} from './widget-samples';

export interface FactFile {
  /** Path relative to the site, e.g. `docs/guides/testing.mdx`. */
  path: string;
  content: string;
}

/**
 * Backticked snake_case words that are not spec field names but are right
 * where they appear. Keep it short; each entry says why it is allowed. Keys
 * and ids (`ak_test`, `sl_test_bakery`, `paf_23747771`) are values, never
 * field names, and are not checked as such.
 */
export const fieldAllowList: Readonly<Record<string, string>> = {
  api_key:
    'the query parameter and Authorization header field (a security scheme, not a parameter)',
  user_token: 'the management key field of the Authorization header (a security scheme)',
  zip_plus_4: 'the name of the USPS ZIP+4 product in prose',
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
const fieldPages = /^docs\/(address-verification|data|guides|terms)\//;

/**
 * A rule over one parsed page: its problems, each on a line of the page. The
 * way to add a rule about what pages say (README.md, "Adding a rule").
 */
type PageRule = (tree: Root, spec: SpecFacts, values: LintValues) => ClaimProblem[];

/** The page rules `lintFacts` runs on every page, after placeholders are replaced. */
const pageRules: readonly PageRule[] = [
  lintClaims,
  (tree, spec, values) => lintWidgetClaims(tree, values.widget),
  (tree, spec) => lintParameterTables(tree, spec.parameters),
];

/** The rules of the widget-sample checker the facts lint runs on every sample. */
const widgetRules: ReadonlySet<WidgetRule> = new Set(['catalogue', 'country', 'anchor']);

/**
 * A key or management token in a query string (`?api_key=`, `?user_token=`, curl -G data,
 * URLSearchParams, Python `params=` or `urlencode()`).
 */
const keyInUrlPattern =
  /[?&](?:api_key|user_token)=|--data-urlencode ['"]?(?:api_key|user_token)=|URLSearchParams\(\{[^}]*\b(?:api_key|user_token)\s*:|(?:params\s*=\s*|urlencode\()\{[^}]*["'](?:api_key|user_token)["']/;

const KEY_LIKE = /\b(?:ak|uk)_[A-Za-z0-9_]+/g;
const LICENSEE_KEY_LIKE = /\bsl_[A-Za-z0-9_]+/g;

/**
 * Invented-looking keys in a text: API keys and user tokens that are not
 * documented test keys, and (with `licensees`) licensee keys that are not the
 * sandbox's (the test licensee and the ones it creates).
 */
function inventedKeys(
  text: string,
  values: Pick<LintValues, 'testKeys' | 'sandbox'>,
  {licensees = false} = {},
): string[] {
  const found = [...text.matchAll(KEY_LIKE)]
    .map((match) => match[0])
    .filter((key) => !values.testKeys.all.has(key));
  if (licensees) {
    found.push(
      ...[...text.matchAll(LICENSEE_KEY_LIKE)]
        .map((match) => match[0])
        .filter((key) => !key.startsWith(values.sandbox.licenseePrefix)),
    );
  }
  return [...new Set(found)];
}

function inventedKeyMessage(key: string, values: Pick<LintValues, 'testKeys' | 'sandbox'>): string {
  const keys: TestKeyFacts = values.testKeys;
  const use = key.startsWith('uk_')
    ? `the test management key ${keys.managementToken} (${keys.file})`
    : key.startsWith('sl_')
      ? `a licensee key of the sandbox, such as ${values.sandbox.licenseeExample} (${values.sandbox.file})`
      : `the test key ${keys.usable} (${keys.file})`;
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
  const segments = pathSegments(route.replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(/\/$/, ''));
  const candidates = spec.operations.filter(
    (operation) =>
      segments !== undefined &&
      matchPathTemplate(operation.path, segments) !== undefined &&
      (!method || operation.method === method),
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
  spec: SpecFacts,
  values: LintValues,
): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    if (!/\.mdx?$/.test(file.path)) continue;
    let source: string;
    try {
      source = values.replaceTokens(file.content, file.path);
    } catch (error) {
      problems.push({file: file.path, line: 1, message: (error as Error).message});
      continue;
    }
    const tree = parseMarkdown(source);
    for (const rule of pageRules) {
      for (const claim of rule(tree, spec, values))
        problems.push({file: file.path, line: claim.line, message: claim.message});
    }
    const checkFields = fieldPages.test(file.path);
    const pageNative = checkFields && file.path.startsWith('docs/data/') ? nativeKeys(tree) : null;
    const invented = (text: string, line: number, licensees = false) => {
      for (const key of inventedKeys(text, values, {licensees}))
        problems.push({file: file.path, line, message: inventedKeyMessage(key, values)});
    };
    visit(tree, (node) => {
      const line = node.position?.start.line ?? 1;
      const at = (message: string) => problems.push({file: file.path, line, message});
      if (node.type === 'code') {
        const block = codeBlock(node as Code, file.path);
        const keyInUrl = keyInUrlPattern.exec(block.value);
        if (keyInUrl) {
          const offset = block.value.slice(0, keyInUrl.index).split('\n').length;
          problems.push({
            file: file.path,
            line: line + offset,
            message: `the ${keyInUrl[0].includes('user_token') ? 'management token' : 'API key'} is sent in the URL: send it in the Authorization header (api_key="...", user_token="...") so it stays out of logs; only the widget's apiKey option is public.`,
          });
        }
        for (const finding of checkWidgetSample(
          block.value,
          block.lang,
          values.widget,
          widgetRules,
        ))
          problems.push({file: file.path, line: line + 1 + finding.line, message: finding.message});
        // expect= and norun= are read by npm run test:samples: a typo must not pass unseen.
        try {
          sampleFence(block.meta);
        } catch (error) {
          at(`code fence: ${(error as Error).message}`);
        }
        // A response names the request it answers, or says it is illustrative (answers.ts).
        for (const marker of markerProblems(block)) at(marker.message);
        // Responses (json) may show a licensee key the API made up; requests may not.
        block.value
          .split('\n')
          .forEach((text, index) => invented(text, line + 1 + index, block.lang !== 'json'));
        return;
      }
      if (node.type === 'inlineCode') {
        const value = (node as InlineCode).value.trim();
        invented(value, line);
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
        invented(text, line);
        for (const match of text.matchAll(API_PATH))
          checkApiPath(match[1], match[2], undefined, spec, at);
      }
    });
  }
  return uniqueProblems(problems);
}
