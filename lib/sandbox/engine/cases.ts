/**
 * Matching a request against the catalogue: the case that names this
 * method, path, keys and values answers, the most specific one winning; a
 * search success yields to the dataset when the request narrows it.
 */
import type {Credentials} from '../../http/authorization';
import type {OperationSpec} from '../spec-data';
import type {TestCase} from '../types';
import {normalise, own, type Json} from './common';
import type {Parsed} from './parse';

/** Search operations whose catalogue successes yield to the dataset when a request narrows them. */
const SEARCHES = new Set(['FindAddress', 'FindPlace']);

/** Parameters that change who pays or is reported, not which addresses are found. */
const NOT_NARROWING = new Set(['context', 'licensee', 'tags']);

export interface PreparedCase {
  testCase: TestCase;
  method: string;
  path: string;
  query: Record<string, string>;
  credentials: Credentials;
  /** Headers the case sends besides its keys (`content-type`, `origin`), names in lower case. */
  headers: Record<string, string>;
  /** How many values the case names: the most specific match wins. */
  weight: number;
  /** The country of a search case's hits (`USA`, `GBR`), when it has hits. */
  country?: string;
}

function first(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

/** Whether `actual` holds every value `expected` names (strings compared loosely). */
function contains(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'string') {
    return typeof actual === 'string' && normalise(actual) === normalise(expected);
  }
  if (expected === null || typeof expected !== 'object') return expected === actual;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => contains(item, actual[index]))
    );
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  return Object.entries(expected as Json).every(
    ([key, value]) => own(actual, key) && contains(value, (actual as Json)[key]),
  );
}

function countryOfHits(testCase: TestCase): string | undefined {
  const hits = ((testCase.response.body as Json | null)?.result as Json | undefined)?.hits;
  const id = Array.isArray(hits) ? String((hits[0] as Json | undefined)?.id ?? '') : '';
  if (id.startsWith('usps_')) return 'USA';
  if (/^(paf|mr)_/.test(id)) return 'GBR';
  return undefined;
}

function prepareCase(testCase: TestCase): PreparedCase {
  const query: Record<string, string> = {};
  const inQuery: Credentials = {};
  for (const [name, value] of Object.entries(testCase.request.query ?? {})) {
    if (name === 'api_key' || name === 'user_token') inQuery[name] = first(value) ?? '';
    else query[name] = first(value) ?? '';
  }
  const keys = testCase.request.keys ?? {};
  const bodyWeight =
    testCase.request.body && typeof testCase.request.body === 'object'
      ? Object.keys(testCase.request.body).length
      : testCase.request.body === undefined
        ? 0
        : 1;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(testCase.request.headers ?? {})) {
    if (name.toLowerCase() !== 'authorization') headers[name.toLowerCase()] = value;
  }
  return {
    testCase,
    method: testCase.request.method,
    path: normalise(testCase.request.path),
    query,
    headers,
    credentials: {
      api_key: keys.api_key ?? inQuery.api_key,
      user_token: keys.user_token ?? inQuery.user_token,
    },
    weight: Object.keys(query).length + Object.keys(headers).length + bodyWeight,
    country: countryOfHits(testCase),
  };
}

/**
 * The case matcher of a catalogue. `effectiveContext` is the country a
 * search runs in for the `context` asked (the key's default when it is
 * missing or not one of the key's).
 */
export function caseMatcher(
  cases: readonly TestCase[],
  effectiveContext: (asked: string | undefined) => string,
) {
  const prepared = cases.map(prepareCase);

  /**
   * The most specific case for the request, or null. With `accountKeys`
   * (once the request's key passed its checks), an API key of the account
   * matches a case that names another of them: the cases of `ak_test`
   * answer for `ak_sublicensing` too.
   */
  function find(
    request: Parsed,
    op: OperationSpec | null,
    accountKeys?: ReadonlySet<string>,
  ): PreparedCase | null {
    const path = normalise('/' + request.segments.join('/'));
    const required = (op?.parameters ?? [])
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => p.name);
    let best: PreparedCase | null = null;
    for (const candidate of prepared) {
      if (candidate.method !== request.method || candidate.path !== path) continue;
      const {api_key: apiKey, user_token: userToken} = candidate.credentials;
      const sent = request.credentials.api_key;
      const sameAccount =
        accountKeys !== undefined &&
        apiKey !== undefined &&
        sent !== undefined &&
        accountKeys.has(apiKey) &&
        accountKeys.has(sent);
      if (apiKey !== undefined && apiKey !== sent && !sameAccount) continue;
      const headersFit = Object.entries(candidate.headers).every(
        ([name, value]) => normalise(request.headers[name] ?? '') === normalise(value),
      );
      if (!headersFit) continue;
      if (userToken !== undefined && userToken !== request.credentials.user_token) continue;
      const queryFits = Object.entries(candidate.query).every(([name, value]) => {
        const actual = own(request.query, name) ? request.query[name][0] : undefined;
        return actual !== undefined && normalise(actual) === normalise(value);
      });
      if (!queryFits) continue;
      // A case that leaves out a required parameter matches only requests that leave it out.
      if (required.some((name) => !own(candidate.query, name) && own(request.query, name))) {
        continue;
      }
      const expectedBody = candidate.testCase.request.body;
      if (expectedBody !== undefined) {
        const actualBody =
          typeof expectedBody === 'string' && request.bodyProblem !== 'none'
            ? request.body
            : request.bodyProblem === 'none'
              ? request.body
              : undefined;
        if (!contains(expectedBody, actualBody)) continue;
      }
      if (!best || candidate.weight > best.weight) best = candidate;
    }
    return best;
  }

  /**
   * Whether a matched search success leaves the answer to the dataset: the
   * request adds a parameter of the operation the case does not name (a
   * filter, bias, `limit`, `dataset`), or asks for another country.
   */
  function yieldsToDataset(candidate: PreparedCase, request: Parsed, op: OperationSpec): boolean {
    if (!SEARCHES.has(op.operationId) || candidate.testCase.response.status !== 200) return false;
    const named = candidate.query;
    const narrowed = op.parameters.some(
      (p) =>
        p.in === 'query' &&
        !NOT_NARROWING.has(p.name) &&
        !own(named, p.name) &&
        own(request.query, p.name),
    );
    if (narrowed) return true;
    const asked = own(request.query, 'context') ? request.query.context[0] : undefined;
    return (
      asked !== undefined &&
      !own(named, 'context') &&
      candidate.country !== undefined &&
      candidate.country !== effectiveContext(asked)
    );
  }

  return {find, yieldsToDataset};
}
