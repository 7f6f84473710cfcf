/**
 * The sandbox engine: a complete, offline API that answers
 * `handle(request) -> response` from the test-input catalogue, a small
 * fictional test dataset and the OpenAPI description. Pure TypeScript with no
 * Node or browser APIs and no runtime code generation, so the same engine
 * runs in the browser (Try-it, home page, playground) and behind
 * `npm run sandbox`.
 *
 * Order of work for one request:
 * 1. a catalogue case that names this method, path, key and values answers;
 *    a search case (Find Address, Find Place) with a success answer yields
 *    to the dataset when the request adds a filter, bias, `limit` or another
 *    country, so that those change the hits;
 * 2. otherwise the request is routed to an operation of the spec: an unknown
 *    path answers a plain `404`, a known path with another method `405` with
 *    `Allow`;
 * 3. the key is checked against the operation's security (`401`; the failing
 *    test key answers lookups with `402` / `4020`);
 * 4. parameters and the JSON body are validated (`400` with `errors[]`,
 *    `415` / `4150` for a body that is not JSON, `4000` for one nested more
 *    than 32 levels deep);
 * 5. searches and retrieves answer from the dataset (src/sandbox/search.ts);
 *    management operations read and write the instance's in-memory state,
 *    each write built on a copy that replaces the state only when it stays
 *    within the caps (`400` / `40019` otherwise); other operations answer
 *    the spec's first success example.
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
import {caseMatcher} from './cases';
import {checkBody, checkKey, checkParameters, checkTimeWindow} from './checks';
import {clone, HttpError, own} from './common';
import {exampleAnswer, fromDataset, type DatasetContext} from './lookups';
import {manage, READS, WRITES} from './management';
import {parseRequest, type Parsed} from './parse';
import {methodsAt, routeOf} from './route';
import {freshState, STATE_LIMITS, written, type InitialState} from './state';

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
  /** The fictional test dataset (src/sandbox/dataset/dataset.json). */
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

  function run(raw: SandboxRequest): SandboxResponse {
    let op: OperationSpec | null = null;
    let matched: TestCase | undefined;
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
      const candidate = matcher.find(request, op);
      let fallbackContext: string | undefined;
      if (candidate && found && matcher.yieldsToDataset(candidate, request, found.op)) {
        fallbackContext = candidate.country;
      } else {
        matched = candidate?.testCase;
      }
      if (matched && (!found || !STATEFUL.has(found.op.operationId))) {
        const ok = matched.response.status < 300;
        // A matched success still needs valid extra parameters (e.g. a bad `limit`).
        if (ok && found) checkParameters(found.op, request, found.params);
        return answer(op, matched.response.status, matched.response.body, matched);
      }
      if (!found) return unrouted(data.spec.operations, request);
      const {params} = found;
      checkKey(found.op, request, params);
      checkTimeWindow(found.op, request);
      checkParameters(found.op, request, params);
      checkBody(found.op, request);
      if (found.op.operationId === 'KeyAvailability') {
        // Only the documented test keys exist in the sandbox; their cases answered above.
        throw new HttpError(404, errorBodies.keyNotFound);
      }
      if (WRITES.has(found.op.operationId)) {
        const write = written(state, (draft) => manage(found.op, request, params, draft));
        state = write.state;
        return answer(op, 200, write.result, matched);
      }
      if (READS.has(found.op.operationId)) {
        return answer(op, 200, manage(found.op, request, params, state), matched);
      }
      const searched = fromDataset(dataset, found.op, request, params, fallbackContext);
      if (searched) return answer(op, 200, searched);
      return answer(op, found.op.success.status, exampleAnswer(found.op, request.body));
    } catch (error) {
      if (error instanceof HttpError) {
        return answer(op, error.status, error.body, matched, error.headers);
      }
      if (error instanceof SearchError) return answer(op, error.status, error.body, matched);
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
      return {
        licensees: state.licensees.length,
        configs: state.configs.length,
        size: state.size,
        limits: STATE_LIMITS,
      };
    },
  };
}
