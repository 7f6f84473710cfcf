/**
 * The test keys and test inputs as the docs show them, rendered from the
 * sandbox catalogue (lib/sandbox/catalogue/), the one place that states
 * what each test value does. Pure: used by the TestInputs, TestKeyTable and
 * TestQueries components, their Markdown twins and the OpenAPI bundle
 * (`%%testKeyTable%%`, `%%testInputSummary%%` in info.description).
 */
import {
  cases,
  testKeys,
  testQueries as catalogueTestQueries,
  usTestQueries,
  UNKNOWN_ROUTE,
  US_TEST_PREFIX,
} from '../../lib/sandbox/catalogue';
import {authorizationFor} from '../../lib/http/authorization';
import type {CaseRequest, TestCase} from '../../lib/sandbox/types';
import {meaningOf} from './error-codes';
import {firstRequests} from './first-requests';
import {kebabCase} from '../../lib/openapi/page-slugs';

function queryString(query: TestCase['request']['query']): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${name}=${String(item)}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The header of ordinary test requests, left out of the labels. */
const defaultAuthorization = authorizationFor({api_key: testKeys.usable});

/**
 * `GET /postcodes/ID1 1QD`, `POST /verify/addresses {"query":"test vacant"}`;
 * an Authorization header other than `api_key="ak_test"` is appended.
 */
export function requestLabel(testCase: TestCase): string {
  const {method, path, query, body, headers} = testCase.request;
  const bodyText =
    body === undefined ? '' : ` ${typeof body === 'string' ? body : JSON.stringify(body)}`;
  const authorization = headers?.authorization;
  const headerText =
    authorization && authorization !== defaultAuthorization
      ? ` (Authorization: ${authorization})`
      : '';
  return `${method} ${path}${queryString(query)}${bodyText}${headerText}`;
}

/**
 * `200 / 2000 (success)`, `402 / 4020 (balance depleted)`, `200 (CSV)`: the
 * status and code with what the code means (src/data/error-codes.ts).
 */
export function answerLabel(testCase: TestCase): string {
  const {status, body} = testCase.response;
  if (body && typeof body === 'object' && 'code' in body) {
    const code = Number((body as {code: unknown}).code);
    const meaning = meaningOf(code, testCase.id);
    return `${status} / ${code}${meaning ? ` (${meaning})` : ''}`;
  }
  return `${status} (CSV)`;
}

export interface TestInputRow {
  id: string;
  request: string;
  answer: string;
  description: string;
}

export interface TestInputGroup {
  operationId: string;
  /** `/docs/api/<slug>`, or null for requests outside the API. */
  href: string | null;
  rows: TestInputRow[];
}

/** Every catalogue case, grouped by operation in catalogue order. */
export function testInputGroups(operationIds?: readonly string[]): TestInputGroup[] {
  const groups = new Map<string, TestInputGroup>();
  for (const testCase of cases) {
    if (operationIds && !operationIds.includes(testCase.operationId)) continue;
    let group = groups.get(testCase.operationId);
    if (!group) {
      group = {
        operationId: testCase.operationId,
        href:
          testCase.operationId === UNKNOWN_ROUTE
            ? null
            : `/docs/api/${kebabCase(testCase.operationId)}`,
        rows: [],
      };
      groups.set(testCase.operationId, group);
    }
    group.rows.push({
      id: testCase.id,
      request: requestLabel(testCase),
      answer: answerLabel(testCase),
      description: testCase.description,
    });
  }
  if (operationIds) {
    const unknown = operationIds.filter((id) => !groups.has(id));
    if (unknown.length > 0) {
      throw new Error(`<TestInputs>: the catalogue has no cases for ${unknown.join(', ')}.`);
    }
  }
  return [...groups.values()];
}

/** Which catalogue case states what each test key does. */
const keyCases: Readonly<Record<keyof typeof testKeys, string>> = {
  usable: 'key-available',
  failing: 'key-unavailable',
  unknown: 'key-not-found',
  sublicensing: 'key-sublicensing-no-licensee',
  managementToken: 'key-details',
  unknownManagementToken: 'key-details-invalid-token',
};

export interface TestKeyRow {
  key: string;
  request: string;
  answer: string;
  description: string;
}

/** One row per test key, each with the catalogue case that shows what it does. */
export function testKeyRows(keys?: readonly string[]): TestKeyRow[] {
  const known: string[] = Object.values(testKeys);
  const unknown = (keys ?? []).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new Error(`<TestKeyTable>: ${unknown.join(', ')} is not a test key of the catalogue.`);
  }
  const names = (Object.keys(keyCases) as (keyof typeof testKeys)[]).filter(
    (name) => !keys || keys.includes(testKeys[name]),
  );
  return names.map((name) => {
    const testCase = cases.find((candidate) => candidate.id === keyCases[name]);
    if (!testCase) throw new Error(`The sandbox catalogue has no case ${keyCases[name]}.`);
    return {
      key: testKeys[name],
      request: requestLabel(testCase),
      answer: answerLabel(testCase),
      description: testCase.description,
    };
  });
}

export type TestCountry = 'USA' | 'GBR';

export interface TestQuery {
  query: string;
  description: string;
}

/**
 * What a reader types into the widget to try it: the US test queries for US
 * forms, the UK test postcodes for UK forms. Both come from the catalogue.
 */
export function testQueries(country: TestCountry): TestQuery[] {
  if (country === 'USA') {
    return usTestQueries.map((entry) => ({query: entry.query, description: entry.what}));
  }
  if (country !== 'GBR')
    throw new Error(`<TestQueries country="${String(country)}">: use USA or GBR.`);
  return catalogueTestQueries
    .filter((entry) => /^ID1 /.test(entry.query))
    .map(({query, description}) => ({query, description}));
}

/** Markdown text helpers for the twins and the OpenAPI bundle. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${cell(text)}${fence}`;
}

export function testKeyTableMarkdown(keys?: readonly string[]): string {
  return [
    '| Key | Request | Answer | What it shows |',
    '| --- | --- | --- | --- |',
    ...testKeyRows(keys).map(
      (row) =>
        `| ${code(row.key)} | ${code(row.request)} | ${row.answer} | ${cell(row.description)} |`,
    ),
  ].join('\n');
}

export function testInputsMarkdown(operationIds?: readonly string[]): string {
  return testInputGroups(operationIds)
    .map((group) =>
      [
        group.href ? `**[${group.operationId}](${group.href})**` : `**${group.operationId}**`,
        '',
        '| Request | Answer | What it shows |',
        '| --- | --- | --- |',
        ...group.rows.map(
          (row) => `| ${code(row.request)} | ${row.answer} | ${cell(row.description)} |`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

export function testQueriesMarkdown(country: TestCountry): string {
  return testQueries(country)
    .map((entry) => `- ${code(entry.query)}: ${cell(entry.description)}`)
    .join('\n');
}

/**
 * One sentence with the size of the catalogue, for the spec's overview:
 * the inputs of the API's operations counted apart from the ones that call
 * no operation (a path the API does not have).
 */
export function testInputSummary(): string {
  const documented = cases.filter((testCase) => testCase.operationId !== UNKNOWN_ROUTE);
  const operations = new Set(documented.map((testCase) => testCase.operationId));
  const outside = cases.length - documented.length;
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const inputs = `${plural(documented.length, 'test input', 'test inputs')} over ${plural(operations.size, 'operation', 'operations')}`;
  return outside === 0
    ? `The catalogue holds ${inputs}.`
    : `The catalogue holds ${inputs}, plus ${plural(outside, 'request', 'requests')} to a path that is not part of the API.`;
}

const overviewOperations = ['Postcodes', 'Addresses', 'FindAddress', 'UDPRN', 'UMPRN'];

/**
 * The UK test inputs of the spec's overview (`%%testInputTable%%`): one row per
 * input value with the answer of each operation that takes it, from the
 * catalogue's ordinary (`ak_test`, no extra parameter) cases.
 */
export function testInputOverviewMarkdown(): string {
  const rows = new Map<string, {label: string; answers: string[]; operations: Set<string>}>();
  for (const testCase of cases) {
    if (!overviewOperations.includes(testCase.operationId)) continue;
    if (testCase.request.headers?.authorization !== defaultAuthorization) continue;
    const query = testCase.request.query ?? {};
    const numeric = testCase.operationId === 'UDPRN' || testCase.operationId === 'UMPRN';
    // The input alone: a case that adds a parameter (a licensee) shows something else.
    const pathInput = numeric || testCase.operationId === 'Postcodes';
    if (pathInput && Object.keys(query).length > 0) continue;
    const value =
      numeric || testCase.operationId === 'Postcodes'
        ? testCase.request.path.split('/').pop()
        : Object.keys(query).length === 1
          ? String(query.query ?? '')
          : '';
    if (!value || value.startsWith(`${US_TEST_PREFIX} `)) continue;
    const key = `${numeric ? 'n' : 't'}:${value}`;
    const row = rows.get(key) ?? {label: value, answers: [], operations: new Set<string>()};
    row.operations.add(testCase.operationId);
    row.answers.push(`${testCase.operationId} ${answerLabel(testCase)}`);
    rows.set(key, row);
  }
  const label = (key: string, row: {label: string; operations: Set<string>}) =>
    key.startsWith('n:')
      ? `${[...row.operations].join(' or ')} ${code(row.label)}`
      : code(row.label);
  return [
    '| Input | Answer per operation |',
    '| --- | --- |',
    ...[...rows.entries()].map(
      ([key, row]) => `| ${label(key, row)} | ${row.answers.join('; ')} |`,
    ),
    `| US queries starting with ${code(`${US_TEST_PREFIX} `)}, such as ${usTestQueries
      .slice(0, 3)
      .map((entry) => code(entry.query))
      .join(
        ', ',
      )} | FindAddress, RetrieveAddress, AddressVerify and AddressCleanse answer with a known US record |`,
  ].join('\n');
}

/** What `<TestInputs>` renders (`.openapi/test-inputs.json`, written by `npm run gen`). */
export interface TestInputsView {
  groups: TestInputGroup[];
}

/** What `<TestKeyTable>` and `<TestQueries>` render (`.openapi/test-keys.json`). */
export interface TestKeysView {
  keys: TestKeyRow[];
  queries: Record<TestCountry, TestQuery[]>;
}

/** What the home page prints under its samples (`.openapi/first-request.json`). */
export interface FirstResponseView {
  /** `GET /keys/ak_test`. */
  label: string;
  status: number;
  /** The response body, indented as the Run button shows it. */
  body: string;
}

function sameRequest(a: CaseRequest, b: CaseRequest): boolean {
  const canonical = (request: CaseRequest) =>
    JSON.stringify([
      request.method,
      request.path,
      request.query ?? {},
      request.headers ?? {},
      request.body ?? null,
    ]);
  return canonical(a) === canonical(b);
}

/**
 * The catalogue's answer to the home page's first request (checking the test
 * key), so the printed response is the one the Run button gets from the
 * sandbox. Fails when the catalogue has no case for exactly that request.
 */
export function firstResponseView(): FirstResponseView {
  const [first] = firstRequests;
  const testCase = cases.find((candidate) => sameRequest(candidate.request, first.request));
  if (!testCase) {
    throw new Error(
      `src/data/first-requests.ts: the sandbox catalogue has no case for ${first.label}, the home page's first request.`,
    );
  }
  return {
    label: first.label,
    status: testCase.response.status,
    body: JSON.stringify(testCase.response.body, null, 2),
  };
}

/**
 * The catalogue cases whose answer a guide prints with `<TestCaseResponse id="...">`,
 * right under a sample that sends the case's request. Only these go into
 * `.openapi/test-responses.json`, so a page ships the answers it shows, not
 * the catalogue.
 */
export const shownCaseIds = ['postcodes-not-found', 'find-place', 'resolve-place'] as const;

/** What `<TestCaseResponse>` renders, by case id. */
export type TestResponsesView = Record<string, FirstResponseView>;

export function testResponsesView(ids: readonly string[] = shownCaseIds): TestResponsesView {
  return Object.fromEntries(
    ids.map((id) => {
      const testCase = cases.find((candidate) => candidate.id === id);
      if (!testCase) {
        throw new Error(
          `src/data/test-inputs.ts: shownCaseIds names ${id}, which is not a case of the sandbox catalogue.`,
        );
      }
      return [
        id,
        {
          label: requestLabel(testCase),
          status: testCase.response.status,
          body: JSON.stringify(testCase.response.body, null, 2),
        },
      ];
    }),
  );
}

/** Precomputed so that pages ship only the rows they show, not the catalogue. */
export function testInputsView(): TestInputsView {
  return {groups: testInputGroups()};
}

export function testKeysView(): TestKeysView {
  return {keys: testKeyRows(), queries: {USA: testQueries('USA'), GBR: testQueries('GBR')}};
}
