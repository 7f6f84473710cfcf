/**
 * The sandbox engine: a complete, offline API that answers
 * `handle(request) -> response` from the test-input catalogue, a small
 * fictional test dataset and the OpenAPI description. Pure TypeScript with no
 * Node or browser APIs and no runtime code generation, so the same engine
 * runs in the browser (Try-it, home page, playground) and behind
 * `npm run sandbox`.
 *
 * Order of work for one request:
 * 1. the request is routed to an operation of the spec: an unknown path
 *    answers a plain `404` (or the catalogue case that names it), a known
 *    path with another method `405` with `Allow`;
 * 2. the checks, test inputs included: the key against the operation's
 *    security (`401`; the failing test key answers lookups with `402` /
 *    `4020`), what the key allows (allowed URLs `4011`, a sublicensing key's
 *    licensee `4013` / `4014`, ./access.ts), the country (`4016` where the
 *    operation documents it), the window and tags of usage, the parameters
 *    and the JSON body (`400` with `errors[]`, `415` / `4150` for a body that
 *    is not JSON, `4000` for one nested more than 32 levels deep);
 * 3. a catalogue case that names this method, path and values answers (any
 *    key of the account matches the cases of `ak_test`); a search case (Find
 *    Address, Find Place) with a success answer yields to the dataset when
 *    the request adds a filter, bias, `limit` or another country, so that
 *    those change the hits;
 * 4. searches, retrieves and the UK lookups answer from the dataset
 *    (lib/sandbox/search.ts); management operations read and write the
 *    instance's in-memory state, each write built on a copy that replaces the
 *    state only when it stays within the caps (`400` / `40019` otherwise);
 *    verification, cleanse, email and phone validation of an input the
 *    catalogue does not hold answer as unmatched or unknown (./lookups.ts).
 *    Never the spec's example: the spec's examples are these answers.
 * `handle()` never throws: an internal failure answers `500` / `5001`.
 *
 * The parts: ./parse.ts reads the request, ./cases.ts matches it against the
 * catalogue, ./route.ts finds its operation, ./checks.ts checks its key,
 * parameters and body, ./lookups.ts and ./management.ts answer it (the
 * latter over the state of ./state.ts); this module puts them in order and
 * writes the response.
 */
import {errorBodies, keyAvailability, SANDBOX_TIME} from '../catalogue';
import type {DatasetFile} from '../dataset/types';
import {buildIndex, SearchError, type SearchIndex, type TestAddress} from '../search';
import type {OperationSpec, SpecData} from '../spec-data';
import type {Sandbox, SandboxRequest, SandboxResponse, SandboxUsage, TestCase} from '../types';
import {checkAccess, isRoyalMailLookup} from './access';
import {caseMatcher} from './cases';
import {checkBody, checkKey, checkParameters, checkTimeWindow, checkUsageTags} from './checks';
import {clone, HttpError, own, type Json, type Table} from './common';
import {fromDataset, unknownInput, type DatasetContext} from './lookups';
import {manage, READS, WRITES} from './management';
import {parseRequest, type Parsed} from './parse';
import {methodsAt, routeOf} from './route';
import {counts, freshState, STATE_LIMITS, written, type InitialState} from './state';

export {MAX_BODY_DEPTH} from './parse';
export {STATE_LIMITS} from './state';

const RATE_LIMIT = 3000;
const RATE_WINDOW_SECONDS = 300;
const STATEFUL = new Set([...READS, ...WRITES]);

/**
 * The headers of an answer: its content type, and for an operation with a
 * rate limit the `X-RateLimit-*` headers after `requests` such requests.
 */
function responseHeaders(
  op: OperationSpec | null,
  status: number,
  body: unknown,
  requests: number,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type':
      status < 300 && op?.success.contentType === 'text/csv' && typeof body === 'string'
        ? 'text/csv; charset=utf-8'
        : 'application/json; charset=utf-8',
  };
  if (op?.rateLimited) {
    const windowStart = Math.floor(Date.parse(SANDBOX_TIME) / 1000);
    headers['x-ratelimit-limit'] = String(RATE_LIMIT);
    headers['x-ratelimit-remaining'] = String(Math.max(0, RATE_LIMIT - requests));
    headers['x-ratelimit-reset'] = String(windowStart + RATE_WINDOW_SECONDS);
  }
  return headers;
}

/**
 * The answer to a request no operation has: `204` with `Allow` to
 * `OPTIONS` on a known path, else a thrown `405` (with `Allow`) or `404`.
 */
function unrouted(operations: readonly OperationSpec[], request: Parsed): SandboxResponse {
  const methods = methodsAt(operations, request);
  if (methods.length === 0) throw new HttpError(404, errorBodies.noRoute);
  const allow = [...methods, 'OPTIONS'].join(', ');
  if (request.method === 'OPTIONS') return {status: 204, headers: {allow}, body: null};
  throw new HttpError(405, errorBodies.methodNotAllowed, {allow});
}

export interface EngineData {
  spec: SpecData;
  cases: readonly TestCase[];
  initial: InitialState;
  /** The fictional test dataset (lib/sandbox/dataset/dataset.json). */
  dataset: DatasetFile;
  /** The catalogue's test addresses, searched with the dataset. */
  testAddresses: readonly TestAddress[];
}

/** Creates a sandbox over the given spec data, catalogue, dataset and initial state. */
export function createEngine(data: EngineData): Sandbox {
  let state = freshState(data.initial);

  // The countries of the usable key, from its availability case: the first answer's default.
  const availability = keyAvailability(data.cases);
  const contexts = availability.contexts.map((c) => String(c.iso_3));
  const defaultContext = String(availability.context ?? contexts[0] ?? 'USA');
  const effectiveContext = (asked: string | undefined) => {
    const upper = (asked ?? '').toUpperCase();
    return contexts.includes(upper) ? upper : defaultContext;
  };
  const matcher = caseMatcher(data.cases, effectiveContext);
  /** The API keys of the account (`ak_test`, `ak_sublicensing`): what a lookup may send. */
  const accountKeys = new Set(Object.keys(data.initial.account));

  let index: SearchIndex | undefined;
  const dataset: DatasetContext = {
    index: () => (index ??= buildIndex(data.dataset, data.testAddresses)),
    contexts,
    defaultContext,
  };

  function answer(
    op: OperationSpec | null,
    status: number,
    body: unknown,
    matched?: TestCase,
    extraHeaders: Record<string, string> = {},
  ): SandboxResponse {
    if (op?.rateLimited) state.autocompleteRequests += 1;
    const response: SandboxResponse = {
      status,
      headers: {...responseHeaders(op, status, body, state.autocompleteRequests), ...extraHeaders},
      body: clone(body),
    };
    if (matched) response.matchedCase = {id: matched.id, description: matched.description};
    return response;
  }

  /**
   * Everything a routed request passes before it is answered: its key and
   * what the key allows (allowed URLs, licensee), the country it asks for,
   * the time window and tags of usage, its parameters and its body.
   */
  function check(found: {op: OperationSpec; params: Table<string>}, request: Parsed): void {
    const {op, params} = found;
    checkKey(op, request, params, accountKeys);
    const apiKey = request.credentials.api_key;
    if (op.auth === 'api_key' && apiKey !== undefined) {
      const searchContext = effectiveContext(request.query.context?.[0]);
      checkAccess(state.keys[apiKey], request, isRoyalMailLookup(op, params, searchContext));
    }
    checkTimeWindow(op, request);
    checkUsageTags(op, request);
    checkParameters(op, request, params);
    const asked = request.query.context?.[0];
    if (op.unauthorizedCodes.includes(4016) && asked !== undefined && op.auth === 'api_key') {
      const keyContexts =
        (state.keys[apiKey ?? '']?.details.contexts as string[] | undefined) ?? [];
      if (!keyContexts.includes(asked.toUpperCase())) {
        throw new HttpError(401, errorBodies.invalidContext);
      }
    }
    checkBody(op, request);
  }

  function run(raw: SandboxRequest): SandboxResponse {
    let op: OperationSpec | null = null;
    let matched: TestCase | undefined;
    let exact: TestCase | undefined;
    try {
      const request = parseRequest(raw);
      const found = routeOf(data.spec.operations, request);
      op = found?.op ?? null;
      // `q` is the documented alias of `query`.
      if (
        found?.op.parameters.some((p) => p.in === 'query' && p.name === 'query') &&
        !own(request.query, 'query') &&
        own(request.query, 'q')
      ) {
        request.query.query = request.query.q;
      }
      // A case that names this request exactly, keys included: it names the
      // answer the checks below give (a key error, a refused window...).
      exact = matcher.find(request, op)?.testCase;
      if (!found) {
        if (exact) return answer(op, exact.response.status, exact.response.body, exact);
        return unrouted(data.spec.operations, request);
      }
      const {params} = found;
      check(found, request);
      // The checks passed: any key of the account now matches the cases of `ak_test`.
      const candidate = matcher.find(request, op, accountKeys);
      let fallbackContext: string | undefined;
      if (candidate && matcher.yieldsToDataset(candidate, request, found.op)) {
        fallbackContext = candidate.country;
      } else {
        matched = candidate?.testCase;
      }
      if (matched && !STATEFUL.has(found.op.operationId)) {
        return answer(op, matched.response.status, matched.response.body, matched);
      }
      if (found.op.operationId === 'KeyAvailability') {
        // Only the documented test keys exist in the sandbox; their cases answered above.
        throw new HttpError(404, errorBodies.keyNotFound);
      }
      if (WRITES.has(found.op.operationId)) {
        const write = written(state, (draft) => manage(found.op, request, params, draft) as Json);
        state = write.state;
        return answer(op, 200, write.result, matched);
      }
      if (READS.has(found.op.operationId)) {
        return answer(op, 200, manage(found.op, request, params, state), matched);
      }
      const searched = fromDataset(dataset, found.op, request, params, fallbackContext);
      if (searched) return answer(op, found.op.success.status, searched);
      const unknown = unknownInput(found.op, request);
      if (unknown) return answer(op, found.op.success.status, unknown);
      throw new Error(`No handler for ${found.op.operationId}`);
    } catch (error) {
      const fail = (status: number, body: unknown, headers?: Record<string, string>) => {
        // The case that names this request, when it states this very answer.
        const named =
          matched ??
          (exact && exact.response.status === status && sameCode(exact.response.body, body)
            ? exact
            : undefined);
        return answer(op, status, body, named, headers);
      };
      if (error instanceof HttpError) return fail(error.status, error.body, error.headers);
      if (error instanceof SearchError) return fail(error.status, error.body);
      return answer(op, 500, {
        code: 5001,
        message: 'An unexpected error occurred. Please try again later.',
      });
    }
  }

  return {
    handle: run,
    reset() {
      state = freshState(data.initial);
    },
    usage(): SandboxUsage {
      return {...counts(state), size: state.size, limits: STATE_LIMITS};
    },
  };
}

/** Whether two answers carry the same `code`. */
function sameCode(a: unknown, b: unknown): boolean {
  const code = (value: unknown) => (value as {code?: unknown} | null)?.code;
  return code(a) !== undefined && code(a) === code(b);
}
