/**
 * The sandbox engine: a complete, offline API that answers
 * `handle(request) -> response` from the test-input catalogue and the
 * OpenAPI description. Pure TypeScript with no Node or browser APIs and no
 * runtime code generation, so the same engine runs in the browser (Try-it,
 * home page, playground) and behind `npm run sandbox`.
 *
 * Order of work for one request:
 * 1. a catalogue case that names this method, path, key and values answers;
 * 2. otherwise the request is routed to an operation of the spec (an unknown
 *    route answers a plain `404`);
 * 3. the key is checked against the operation's security (`401`);
 * 4. parameters and the JSON body are validated (`400` with `errors[]`,
 *    `415` / `4150` for a body that is not JSON);
 * 5. management operations read and write the instance's in-memory state;
 *    other operations answer the spec's first success example.
 * `handle()` never throws: an internal failure answers `500` / `5001`.
 */
import {errorBodies, SANDBOX_TIME, testKeys} from './catalogue';
import type {OperationSpec, SpecData} from './spec-data';
import type {QueryValues, Sandbox, SandboxRequest, SandboxResponse, TestCase} from './types';
import {coerceParameter, validateValue, type ValidationError} from './validate';

type Json = Record<string, unknown>;

interface Credentials {
  apiKey?: string;
  userToken?: string;
}

interface Parsed {
  method: string;
  /** Decoded path segments after `/v1`, without the leading empty one. */
  segments: string[];
  query: Record<string, string[]>;
  headers: Record<string, string>;
  credentials: Credentials;
  /** The JSON body; `undefined` when none was sent. */
  body: unknown;
  bodyProblem: 'none' | 'not-json' | 'invalid-json';
}

class HttpError {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {}
}

const RATE_LIMIT = 3000;
const RATE_WINDOW_SECONDS = 300;
const MAX_RANGE_MS = 90 * 24 * 60 * 60 * 1000;
const STATEFUL = new Set([
  'KeyDetails',
  'UpdateKeyDetails',
  'ListLicensees',
  'CreateLicensee',
  'RetrieveLicensee',
  'UpdateLicensee',
  'DeleteLicensee',
  'ListConfigs',
  'CreateConfig',
  'RetrieveConfig',
  'UpdateConfig',
  'DeleteConfig',
]);

const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

const success = (result: unknown) => ({code: 2000, message: 'Success', result});

const schemaError = (errors: ValidationError[], code = 4000) =>
  new HttpError(400, {
    code,
    message:
      code === 4001 ? 'Submitted data failed validation.' : 'Request failed schema validation.',
    errors,
  });

/** Lower-case, space-free, decoded form of a path or value, for matching. */
function normalise(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

function first(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

/** Reads `api_key="..."` and `user_token="..."` from an Authorization header. */
function parseAuthorization(header: string | undefined): Credentials {
  const out: Credentials = {};
  if (!header) return out;
  for (const match of header.matchAll(/\b(api_key|user_token)\s*=\s*"([^"]*)"/g)) {
    if (match[1] === 'api_key') out.apiKey = match[2];
    else out.userToken = match[2];
  }
  return out;
}

function credentialsOf(
  query: Record<string, string[]>,
  headers: Record<string, string>,
): Credentials {
  const header = parseAuthorization(headers.authorization);
  return {
    apiKey: header.apiKey ?? query.api_key?.[0],
    userToken: header.userToken ?? query.user_token?.[0],
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, {
      code: 4000,
      message: 'Request failed schema validation.',
      errors: [{path: 'path', message: 'must be valid percent-encoding'}],
    });
  }
}

function parseQueryString(text: string, into: Record<string, string[]>): void {
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawName, ...rest] = pair.split('=');
    const name = decodeSegment(rawName.replace(/\+/g, ' '));
    const value = decodeSegment(rest.join('=').replace(/\+/g, ' '));
    (into[name] ??= []).push(value);
  }
}

function parseRequest(request: SandboxRequest): Parsed {
  const method = String(request?.method ?? '').toUpperCase();
  let rawPath = String(request?.path ?? '');
  const query: Record<string, string[]> = {};
  const questionMark = rawPath.indexOf('?');
  if (questionMark >= 0) {
    parseQueryString(rawPath.slice(questionMark + 1), query);
    rawPath = rawPath.slice(0, questionMark);
  }
  for (const [name, value] of Object.entries((request?.query ?? {}) as QueryValues)) {
    if (value === undefined || value === null) continue;
    const values = (Array.isArray(value) ? value : [value]).map(String);
    (query[name] ??= []).push(...values);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request?.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  rawPath = rawPath.replace(/^\/*/, '/').replace(/^\/v1(?=\/|$)/, '');
  const segments = rawPath.split('/').slice(1).map(decodeSegment);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();

  let body: unknown = request?.body;
  let bodyProblem: Parsed['bodyProblem'] = 'none';
  const contentType = headers['content-type'];
  const declaredJson =
    contentType === undefined || /^application\/([\w.+-]+\+)?json\b/i.test(contentType);
  if (body !== undefined && body !== null && !declaredJson) {
    bodyProblem = 'not-json';
  } else if (typeof body === 'string') {
    if (body.trim() === '') {
      body = undefined;
    } else {
      try {
        body = JSON.parse(body);
      } catch {
        bodyProblem = contentType === undefined ? 'not-json' : 'invalid-json';
      }
    }
  } else if (body === null) {
    body = undefined;
  }
  return {
    method,
    segments,
    query,
    headers,
    credentials: credentialsOf(query, headers),
    body,
    bodyProblem,
  };
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
  return Object.entries(expected as Json).every(([key, value]) =>
    contains(value, (actual as Json)[key]),
  );
}

interface PreparedCase {
  testCase: TestCase;
  method: string;
  path: string;
  query: Record<string, string>;
  credentials: Credentials;
  /** How many values the case names: the most specific match wins. */
  weight: number;
}

function prepareCase(testCase: TestCase): PreparedCase {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(testCase.request.query ?? {})) {
    if (name !== 'api_key' && name !== 'user_token') query[name] = first(value) ?? '';
  }
  const headers = Object.fromEntries(
    Object.entries(testCase.request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const rawQuery = Object.fromEntries(
    Object.entries(testCase.request.query ?? {}).map(([k, v]) => [k, [first(v) ?? '']]),
  );
  const credentials = credentialsOf(rawQuery, headers);
  const bodyWeight =
    testCase.request.body && typeof testCase.request.body === 'object'
      ? Object.keys(testCase.request.body).length
      : testCase.request.body === undefined
        ? 0
        : 1;
  return {
    testCase,
    method: testCase.request.method,
    path: normalise(testCase.request.path),
    query,
    credentials,
    weight: Object.keys(query).length + bodyWeight,
  };
}

/** The generic answer of verify and cleanse repeats the `query` that was sent. */
function echoQuery(example: unknown, body: unknown): unknown {
  const result = (example as Json | undefined)?.result as Json | undefined;
  const query = (body as Json | undefined)?.query;
  if (!result || typeof result.query !== 'string' || typeof query !== 'string') return example;
  return {...(example as Json), result: {...result, query}};
}

function routeMatches(template: string, segments: string[]): Record<string, string> | null {
  const parts = template.split('/').slice(1);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name) {
      if (segments[index] === '') return null;
      params[name] = segments[index];
    } else if (part !== segments[index]) {
      return null;
    }
  }
  return params;
}

interface LicenseeRecord {
  id: string;
  key: string;
  name: string;
  address: string;
  postcode: string;
  whitelist: string[];
  daily: {limit: number | null; count: number; updatedAt: string};
  createdAt: string;
}

interface ConfigRecord {
  name: string;
  payload: string;
  createdAt: string;
  updatedAt: string;
}

interface State {
  keyDetails: Json;
  licensees: LicenseeRecord[];
  configs: ConfigRecord[];
  nextLicenseeId: number;
  autocompleteRequests: number;
}

export interface EngineData {
  spec: SpecData;
  cases: readonly TestCase[];
  initial: {keyDetails: Json; licensees: readonly unknown[]; configs: readonly unknown[]};
}

/** Creates a sandbox over the given spec data, catalogue and initial state. */
export function createEngine(data: EngineData): Sandbox {
  const prepared = data.cases.map(prepareCase);
  const fresh = (): State => ({
    keyDetails: clone(data.initial.keyDetails),
    licensees: clone(data.initial.licensees) as LicenseeRecord[],
    configs: clone(data.initial.configs) as ConfigRecord[],
    nextLicenseeId:
      Math.max(4120, ...data.initial.licensees.map((l) => Number((l as Json).id) || 0)) + 1,
    autocompleteRequests: 0,
  });
  let state = fresh();

  function findCase(request: Parsed, op: OperationSpec | null): PreparedCase | null {
    const path = normalise('/' + request.segments.join('/'));
    const required = (op?.parameters ?? [])
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => p.name);
    let best: PreparedCase | null = null;
    for (const candidate of prepared) {
      if (candidate.method !== request.method || candidate.path !== path) continue;
      const {apiKey, userToken} = candidate.credentials;
      if (apiKey !== undefined && apiKey !== request.credentials.apiKey) continue;
      if (userToken !== undefined && userToken !== request.credentials.userToken) continue;
      const queryFits = Object.entries(candidate.query).every(([name, value]) => {
        const actual = request.query[name]?.[0];
        return actual !== undefined && normalise(actual) === normalise(value);
      });
      if (!queryFits) continue;
      // A case that leaves out a required parameter matches only requests that leave it out.
      if (
        required.some((name) => !(name in candidate.query) && request.query[name] !== undefined)
      ) {
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

  function route(request: Parsed): {op: OperationSpec; params: Record<string, string>} | null {
    for (const op of data.spec.operations) {
      if (op.method !== request.method) continue;
      const params = routeMatches(op.path, request.segments);
      if (params) return {op, params};
    }
    return null;
  }

  function checkKey(op: OperationSpec, request: Parsed, params: Record<string, string>): void {
    if (op.auth === 'api_key' && request.credentials.apiKey !== testKeys.usable) {
      throw new HttpError(401, errorBodies.invalidKey);
    }
    if (op.auth === 'user_token' && request.credentials.userToken !== testKeys.managementToken) {
      throw new HttpError(401, errorBodies.invalidUserToken);
    }
    if (op.path.startsWith('/keys/{key}') && op.operationId !== 'KeyAvailability') {
      if (/^ak_[A-Za-z0-9_]+$/.test(params.key) && params.key !== testKeys.usable) {
        throw new HttpError(404, errorBodies.keyNotFound);
      }
    }
  }

  function checkTimeWindow(op: OperationSpec, request: Parsed): void {
    if (op.operationId !== 'KeyUsage' && op.operationId !== 'KeyLogs') return;
    const start = request.query.start?.[0];
    const end = request.query.end?.[0];
    if (start !== undefined && !/^\d+$/.test(start))
      throw new HttpError(400, errorBodies.invalidStart);
    if (end !== undefined && !/^\d+$/.test(end)) throw new HttpError(400, errorBodies.invalidEnd);
    if (start !== undefined && end !== undefined) {
      if (Number(start) > Number(end)) throw new HttpError(400, errorBodies.startAfterEnd);
      if (Number(end) - Number(start) > MAX_RANGE_MS)
        throw new HttpError(400, errorBodies.rangeTooLong);
    }
  }

  function checkParameters(
    op: OperationSpec,
    request: Parsed,
    params: Record<string, string>,
  ): void {
    const errors: ValidationError[] = [];
    for (const parameter of op.parameters) {
      const raw =
        parameter.in === 'path'
          ? params[parameter.name]
          : parameter.in === 'query'
            ? request.query[parameter.name]?.[0]
            : request.headers[parameter.name.toLowerCase()];
      const where =
        parameter.in === 'path'
          ? `params.${parameter.name}`
          : parameter.in === 'query'
            ? `query.${parameter.name}`
            : `headers.${parameter.name.toLowerCase()}`;
      if (raw === undefined) {
        if (parameter.required) {
          errors.push({
            path:
              parameter.in === 'path' ? 'params' : parameter.in === 'query' ? 'query' : 'headers',
            message: `must have required property '${parameter.name}'`,
          });
        }
        continue;
      }
      validateValue(parameter.schema, coerceParameter(parameter.schema, raw), where, errors);
    }
    if (errors.length > 0) {
      // The API reports a missing parameter at its own path, e.g. `query.query`.
      throw schemaError(
        errors.map((error) =>
          /^(params|query|headers)$/.test(error.path)
            ? {
                path: `${error.path}.${/'(.+)'/.exec(error.message)?.[1] ?? ''}`,
                message: error.message,
              }
            : error,
        ),
      );
    }
  }

  function checkBody(op: OperationSpec, request: Parsed): void {
    if (!op.body) return;
    if (request.bodyProblem === 'not-json')
      throw new HttpError(415, errorBodies.unsupportedMediaType);
    if (request.bodyProblem === 'invalid-json') {
      throw new HttpError(400, {code: 4000, message: 'Request body could not be parsed as JSON.'});
    }
    const code = op.badRequestCodes.includes(4001) ? 4001 : 4000;
    if (request.body === undefined) {
      throw schemaError([{path: 'body', message: 'must be object'}], code);
    }
    const errors = validateValue(op.body.schema, request.body, 'body');
    if (errors.length === 0) return;
    if (
      op.badRequestCodes.includes(40018) &&
      errors.some((e) => /query/.test(e.path + e.message))
    ) {
      throw new HttpError(400, {code: 40018, message: 'The query must be a non-empty string.'});
    }
    throw schemaError(errors, code);
  }

  function licenseeAt(params: Record<string, string>): LicenseeRecord {
    const found = state.licensees.find((licensee) => licensee.key === params.licensee);
    if (!found) throw new HttpError(404, errorBodies.licenseeNotFound);
    return found;
  }

  function configAt(params: Record<string, string>): ConfigRecord {
    const found = state.configs.find((config) => config.name === params.config);
    if (!found) throw new HttpError(404, errorBodies.configNotFound);
    return found;
  }

  /** Management operations, answered from the instance's state. */
  function stateful(op: OperationSpec, request: Parsed, params: Record<string, string>): Json {
    const body = (request.body ?? {}) as Json;
    switch (op.operationId) {
      case 'KeyDetails':
        return success(state.keyDetails);
      case 'UpdateKeyDetails': {
        for (const [name, value] of Object.entries(body)) {
          const current = state.keyDetails[name];
          const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
          state.keyDetails[name] =
            isObject(current) && isObject(value)
              ? {...(current as Json), ...(value as Json)}
              : value;
        }
        return success(state.keyDetails);
      }
      case 'ListLicensees': {
        const limit = Number(request.query.limit?.[0] ?? 10);
        const after = request.query.starting_after?.[0];
        const q = request.query.q?.[0]?.toLowerCase();
        let list = state.licensees.filter((l) => !q || l.name.toLowerCase().includes(q));
        if (after !== undefined) {
          const index = list.findIndex((l) => l.id === after);
          list = index >= 0 ? list.slice(index + 1) : [];
        }
        return success({licensees: list.slice(0, limit), hasMore: list.length > limit});
      }
      case 'CreateLicensee': {
        const id = String(state.nextLicenseeId++);
        const daily = (body.daily ?? {}) as Json;
        const licensee: LicenseeRecord = {
          id,
          key: `sl_test_${id}`,
          name: String(body.name),
          address: String(body.address),
          postcode: String(body.postcode),
          whitelist: (body.whitelist as string[] | undefined) ?? [],
          daily: {
            limit: (daily.limit as number | null | undefined) ?? null,
            count: 0,
            updatedAt: SANDBOX_TIME,
          },
          createdAt: SANDBOX_TIME,
        };
        state.licensees.push(licensee);
        return success(licensee);
      }
      case 'RetrieveLicensee':
        return success(licenseeAt(params));
      case 'UpdateLicensee': {
        const licensee = licenseeAt(params);
        for (const name of ['name', 'address', 'postcode', 'whitelist'] as const) {
          if (name in body) (licensee as unknown as Json)[name] = body[name];
        }
        if (body.daily && typeof body.daily === 'object' && 'limit' in body.daily) {
          licensee.daily = {
            ...licensee.daily,
            limit: (body.daily as Json).limit as number | null,
            updatedAt: SANDBOX_TIME,
          };
        }
        return success(licensee);
      }
      case 'DeleteLicensee': {
        const licensee = licenseeAt(params);
        state.licensees = state.licensees.filter((l) => l !== licensee);
        return success({deleted: 1});
      }
      case 'ListConfigs':
        return success({configs: state.configs});
      case 'CreateConfig': {
        if (state.configs.some((config) => config.name === body.name)) {
          throw schemaError([{path: 'body.name', message: 'must be unique for this key'}], 4001);
        }
        const config: ConfigRecord = {
          name: String(body.name),
          payload: String(body.payload),
          createdAt: SANDBOX_TIME,
          updatedAt: SANDBOX_TIME,
        };
        state.configs.push(config);
        return success(config);
      }
      case 'RetrieveConfig':
        return success(configAt(params));
      case 'UpdateConfig': {
        const config = configAt(params);
        config.payload = String(body.payload);
        config.updatedAt = SANDBOX_TIME;
        return success(config);
      }
      case 'DeleteConfig': {
        const config = configAt(params);
        state.configs = state.configs.filter((c) => c !== config);
        return success({deleted: 1});
      }
      default:
        throw new Error(`No state handler for ${op.operationId}`);
    }
  }

  function headersFor(
    op: OperationSpec | null,
    status: number,
    body: unknown,
  ): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type':
        status < 300 && op?.success.contentType === 'text/csv' && typeof body === 'string'
          ? 'text/csv; charset=utf-8'
          : 'application/json; charset=utf-8',
    };
    if (op?.rateLimited) {
      state.autocompleteRequests += 1;
      const windowStart = Math.floor(Date.parse(SANDBOX_TIME) / 1000);
      headers['x-ratelimit-limit'] = String(RATE_LIMIT);
      headers['x-ratelimit-remaining'] = String(
        Math.max(0, RATE_LIMIT - state.autocompleteRequests),
      );
      headers['x-ratelimit-reset'] = String(windowStart + RATE_WINDOW_SECONDS);
    }
    return headers;
  }

  function answer(
    op: OperationSpec | null,
    status: number,
    body: unknown,
    matched?: TestCase,
  ): SandboxResponse {
    const response: SandboxResponse = {
      status,
      headers: headersFor(op, status, body),
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
      if (request.method === 'OPTIONS') {
        return {status: 204, headers: {allow: 'GET, POST, PUT, DELETE, OPTIONS'}, body: null};
      }
      const found = route(request);
      op = found?.op ?? null;
      matched = findCase(request, op)?.testCase;
      if (matched && (!found || !STATEFUL.has(found.op.operationId))) {
        const ok = matched.response.status < 300;
        // A matched success still needs valid extra parameters (e.g. a bad `limit`).
        if (ok && found) checkParameters(found.op, request, found.params);
        return answer(op, matched.response.status, matched.response.body, matched);
      }
      if (!found) throw new HttpError(404, errorBodies.noRoute);
      const {params} = found;
      checkKey(found.op, request, params);
      checkTimeWindow(found.op, request);
      checkParameters(found.op, request, params);
      checkBody(found.op, request);
      if (found.op.operationId === 'KeyAvailability') {
        // Only the documented test keys exist in the sandbox; their cases answered above.
        throw new HttpError(404, errorBodies.keyNotFound);
      }
      if (STATEFUL.has(found.op.operationId)) {
        return answer(op, 200, stateful(found.op, request, params), matched);
      }
      return answer(op, found.op.success.status, echoQuery(found.op.success.body, request.body));
    } catch (error) {
      if (error instanceof HttpError) return answer(op, error.status, error.body, matched);
      return answer(op, 500, {
        code: 5001,
        message: 'An unexpected error occurred. Please try again later.',
      });
    }
  }

  return {
    handle: run,
    reset() {
      state = fresh();
    },
  };
}
