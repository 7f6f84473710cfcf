/**
 * The test-input catalogue: every test key and test input the docs mention,
 * each with the exact answer the API gives. It is the single source of
 * truth for the testing guide's tables, the Try-it examples, the widget
 * playground, `/sandbox/test-inputs.json` and the sandbox engine.
 *
 * Pure data (plus the small builders that expand the US edge-case kit):
 * no Node or browser APIs, so it can be imported at build time and in the
 * browser. `tests/unit/sandbox-catalogue.test.ts` validates every response
 * body against the OpenAPI schema of its operation and status.
 *
 * One module per group, in the order the docs present them:
 * - ./keys.ts: `ak_test` works, `ak_fails` fails the availability check (and
 *   its lookups answer `402` / `4020`, as a key without lookups left),
 *   `ak_unknown` does not exist, `ak_sublicensing` needs a licensee; the
 *   management key is `uk_test`;
 * - ./uk.ts: the postcodes `ID1 1QD`, `ID1 KFA`, `ID1 CLIP`, `ID1 CHOP` and
 *   the UDPRN / UMPRN values `0`, `-1`, `-2`, `-3`;
 * - ./us-kit.ts (data in ./us-scenarios.ts): every US test query starts
 *   with the word `test` followed by the situation, for example
 *   `test vacant` or `test dpv d` (see `usTestQueries`);
 * - ./validation.ts: emails, phone numbers and places;
 * - ./reference.ts: the inputs of the API reference's own examples;
 * - ./management.ts: licensees and configs, from the initial state of
 *   ./account.ts;
 * - ./sublicensing.ts: the sublicensing test key and its licensee;
 * - ./errors.ts: the error bodies, and requests that fail before any lookup.
 *
 * A case names the keys it sends as `request.keys` (`{api_key: 'ak_test'}`);
 * `cases` adds the `Authorization` header they make, as a reader sends it
 * and as `/sandbox/test-inputs.json` publishes it.
 */
import {authorizationHeader, KEY_KINDS} from '../../http/authorization';
import type {TestAddress} from '../search';
import type {TestCase} from '../types';
import {matchPathTemplate, pathSegments} from '../../openapi/path-template';
import {testKeys} from '../test-keys';
import {errorCases} from './errors';
import {keyCases} from './keys';
import {managementCases} from './management';
import {referenceCases} from './reference';
import {sublicensingCases} from './sublicensing';
import {ukCases, ukTestAddresses} from './uk';
import {usCases, usTestAddresses} from './us-kit';
import {validationCases} from './validation';

export {testKeys};
export {SANDBOX_TIME, UNKNOWN_ROUTE, US_TEST_PREFIX} from './shared';
export {errorBodies} from './errors';
export {initialAccount, initialKeyDetails} from './account';
export {usTestQueries} from './us-kit';

/** A case with the `Authorization` header of its keys, first among its headers. */
function withAuthorization(testCase: TestCase): TestCase {
  const {headers, body, ...rest} = testCase.request;
  const authorization = authorizationHeader(KEY_KINDS, rest.keys ?? {});
  if (!authorization) return testCase;
  return {
    ...testCase,
    request: {
      ...rest,
      headers: {authorization, ...headers},
      ...(body !== undefined ? {body} : {}),
    },
  };
}

/** Every documented test input, in the order the docs present them. */
export const cases: readonly TestCase[] = [
  ...keyCases,
  ...ukCases,
  ...usCases,
  ...validationCases,
  ...referenceCases,
  ...managementCases,
  ...sublicensingCases,
  ...errorCases,
].map(withAuthorization);

/** The cases of one operation, in catalogue order. */
export function casesFor(operationId: string): TestCase[] {
  return cases.filter((testCase) => testCase.operationId === operationId);
}

/**
 * The test addresses, as the sandbox's dataset holds them (lib/sandbox/search.ts):
 * each full record with the suggestion that names it and the test query that
 * finds it. A search with filters, biases or a `limit` finds them there.
 */
export const testAddresses: readonly TestAddress[] = [...usTestAddresses, ...ukTestAddresses];

/** A country the test key can search, as its availability check lists it. */
export interface KeyContext {
  iso_3: string;
  iso_2: string;
  description: string;
  emoji: string;
  rgeo: boolean;
}

/**
 * What the availability case of `key` answers: the countries it can search
 * and its default one (none for a key without such a case).
 */
export function keyAvailability(
  from: readonly TestCase[],
  key: string = testKeys.usable,
): {contexts: KeyContext[]; context: string | undefined} {
  const found = from.find(
    (testCase) =>
      testCase.operationId === 'KeyAvailability' && testCase.request.path === `/keys/${key}`,
  );
  const result = (found?.response.body as {result?: {contexts?: KeyContext[]; context?: string}})
    ?.result;
  return {contexts: result?.contexts ?? [], context: result?.context};
}

/** The address formats of the API: the US record (Retrieve Address), the UK one (Resolve Address). */
type AddressFormat = 'usa' | 'gbr';

/** A test query a reader can type, as the widget sends it. */
export interface TestQuery {
  /** Id of the Find Address case. */
  id: string;
  query: string;
  description: string;
  /** Country of the addresses it suggests (ISO alpha-3), when it suggests any. */
  context?: string;
  /** The format whose retrieve case answers for its first suggestion. */
  format?: AddressFormat;
}

const RETRIEVES: readonly {format: AddressFormat; context: string; template: string}[] = [
  {format: 'usa', context: 'USA', template: '/autocomplete/addresses/{address}/usa'},
  {format: 'gbr', context: 'GBR', template: '/autocomplete/addresses/{address}/gbr'},
];

/** The format (and country) of the retrieve case that answers for a suggestion id. */
function retrieveOf(id: string | undefined): {format: AddressFormat; context: string} | undefined {
  if (id === undefined) return undefined;
  const answers = (template: string) =>
    cases.some(
      (testCase) =>
        testCase.request.method === 'GET' &&
        matchPathTemplate(template, pathSegments(testCase.request.path) ?? [])?.address === id,
    );
  const found = RETRIEVES.find(({template}) => answers(template));
  return found && {format: found.format, context: found.context};
}

/**
 * The test queries of the catalogue: its Find Address cases sent with the
 * usable test key and nothing but a `query`, each with the country and
 * format of the retrieve case that answers its first suggestion. The
 * playground offers them, the testing guide lists the UK ones, and the
 * sample harness types them into widget snippets.
 */
export const testQueries: readonly TestQuery[] = casesFor('FindAddress').flatMap(
  (testCase): TestQuery[] => {
    const {query = {}, keys = {}} = testCase.request;
    const text = query.query;
    if (typeof text !== 'string' || Object.keys(query).length !== 1) return [];
    if ((keys.api_key ?? testKeys.usable) !== testKeys.usable) return [];
    const hits = (testCase.response.body as {result?: {hits?: {id?: string}[]}} | undefined)?.result
      ?.hits;
    return [
      {
        id: testCase.id,
        query: text,
        description: testCase.description,
        ...retrieveOf(hits?.[0]?.id),
      },
    ];
  },
);
