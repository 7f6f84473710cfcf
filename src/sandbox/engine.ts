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
 */
import {errorBodies, SANDBOX_TIME, testKeys} from './catalogue';
import type {DatasetFile} from './dataset/types';
import {
  buildIndex,
  findAddresses,
  findPlaces,
  resolvePlace,
  retrieveAddress,
  SearchError,
  type SearchIndex,
  type TestAddress,
} from './search';
import type {OperationSpec, SchemaLite, SpecData} from './spec-data';
import type {
  QueryValues,
  Sandbox,
  SandboxRequest,
  SandboxResponse,
  SandboxUsage,
  TestCase,
} from './types';
import {coerceParameter, validateValue, type ValidationError} from './validate';

type Json = Record<string, unknown>;

interface Credentials {
  apiKey?: string;
  userToken?: string;
}

/** Names to values with no prototype: `constructor` or `__proto__` are names like any other. */
type Table<T> = Record<string, T>;
const table = <T>(): Table<T> => Object.create(null) as Table<T>;
const own = (object: object, name: string) => Object.prototype.hasOwnProperty.call(object, name);

interface Parsed {
  method: string;
  /** Decoded path segments after `/v1`, without the leading empty one. */
  segments: string[];
  query: Table<string[]>;
  headers: Table<string>;
  credentials: Credentials;
  /** The JSON body; `undefined` when none was sent. */
  body: unknown;
  bodyProblem: 'none' | 'not-json' | 'invalid-json';
}

class HttpError {
  constructor(
    readonly status: number,
    readonly body: Json,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** The caps of the in-memory state; a write past them answers `400` / `40019`. */
export const STATE_LIMITS = {
  licensees: 100,
  configs: 50,
  /** Characters of any string stored, and of any property name. */
  stringLength: 4096,
  /** Size of the whole state as JSON, in characters. */
  totalSize: 256 * 1024,
} as const;

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_BODY_DEPTH = 32;

const RATE_LIMIT = 3000;
const RATE_WINDOW_SECONDS = 300;
const MAX_RANGE_MS = 90 * 24 * 60 * 60 * 1000;
const READS = new Set([
  'KeyDetails',
  'ListLicensees',
  'RetrieveLicensee',
  'ListConfigs',
  'RetrieveConfig',
]);
const WRITES = new Set([
  'UpdateKeyDetails',
  'CreateLicensee',
  'UpdateLicensee',
  'DeleteLicensee',
  'CreateConfig',
  'UpdateConfig',
  'DeleteConfig',
]);
const STATEFUL = new Set([...READS, ...WRITES]);
/** Search operations whose catalogue successes yield to the dataset when a request narrows them. */
const SEARCHES = new Set(['FindAddress', 'FindPlace']);

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

function credentialsOf(query: Table<string[]>, headers: Table<string>): Credentials {
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

function parseQueryString(text: string, into: Table<string[]>): void {
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawName, ...rest] = pair.split('=');
    const name = decodeSegment(rawName.replace(/\+/g, ' '));
    const value = decodeSegment(rest.join('=').replace(/\+/g, ' '));
    (own(into, name) ? into[name] : (into[name] = [])).push(value);
  }
}

const tooDeep = () => new HttpError(400, errorBodies.nestedTooDeeply);

/** Nesting depth of a JSON text, in one pass (strings skipped), without parsing it. */
function textDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_BODY_DEPTH) return deepest;
    } else if (char === 93 /* ] */ || char === 125 /* } */) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Whether a value (a body passed already parsed) nests deeper than `MAX_BODY_DEPTH`. */
function valueTooDeep(value: unknown): boolean {
  const stack: {value: unknown; depth: number}[] = [{value, depth: 0}];
  while (stack.length > 0) {
    const {value: item, depth} = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > MAX_BODY_DEPTH) return true;
    for (const child of Object.values(item)) stack.push({value: child, depth: depth + 1});
  }
  return false;
}

function parseRequest(request: SandboxRequest): Parsed {
  const method = String(request?.method ?? '').toUpperCase();
  let rawPath = String(request?.path ?? '');
  const query = table<string[]>();
  const questionMark = rawPath.indexOf('?');
  if (questionMark >= 0) {
    parseQueryString(rawPath.slice(questionMark + 1), query);
    rawPath = rawPath.slice(0, questionMark);
  }
  const given = request?.query;
  if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given as QueryValues)) {
      if (value === undefined || value === null) continue;
      const values = (Array.isArray(value) ? value : [value]).map(String);
      (own(query, name) ? query[name] : (query[name] = [])).push(...values);
    }
  }
  const headers = table<string>();
  const givenHeaders = request?.headers;
  if (givenHeaders && typeof givenHeaders === 'object') {
    for (const [name, value] of Object.entries(givenHeaders)) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
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
      if (textDepth(body) > MAX_BODY_DEPTH) throw tooDeep();
      try {
        body = JSON.parse(body);
      } catch {
        bodyProblem = contentType === undefined ? 'not-json' : 'invalid-json';
      }
    }
  } else if (body === null) {
    body = undefined;
  } else if (valueTooDeep(body)) {
    throw tooDeep();
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
  return Object.entries(expected as Json).every(
    ([key, value]) => own(actual, key) && contains(value, (actual as Json)[key]),
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
  /** The country of a search case's hits (`USA`, `GBR`), when it has hits. */
  country?: string;
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
  for (const [name, value] of Object.entries(testCase.request.query ?? {})) {
    if (name !== 'api_key' && name !== 'user_token') query[name] = first(value) ?? '';
  }
  const headers = table<string>();
  for (const [name, value] of Object.entries(testCase.request.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  const rawQuery = table<string[]>();
  for (const [name, value] of Object.entries(testCase.request.query ?? {})) {
    rawQuery[name] = [first(value) ?? ''];
  }
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
    country: countryOfHits(testCase),
  };
}

/** The generic answer of verify and cleanse repeats the `query` that was sent. */
function echoQuery(example: unknown, body: unknown): unknown {
  const result = (example as Json | undefined)?.result as Json | undefined;
  const query = (body as Json | undefined)?.query;
  if (!result || typeof result.query !== 'string' || typeof query !== 'string') return example;
  return {...(example as Json), result: {...result, query}};
}

function routeMatches(template: string, segments: string[]): Table<string> | null {
  const parts = template.split('/').slice(1);
  if (parts.length !== segments.length) return null;
  const params = table<string>();
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

/** A copy of a JSON value with only the properties its schema names (unknown ones dropped). */
function pruneToSchema(schema: SchemaLite | undefined, value: unknown): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => pruneToSchema(schema.items, item));
  const out: Json = {};
  for (const [name, item] of Object.entries(value as Json)) {
    const child =
      schema.properties && own(schema.properties, name) ? schema.properties[name] : null;
    if (child) out[name] = pruneToSchema(child, item);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      out[name] = pruneToSchema(schema.additionalProperties, item);
    }
  }
  return out;
}

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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
  /** Size of the key details, licensees and configs as JSON, measured at each write. */
  size: number;
}

/** Why a state breaks the caps, or null when it keeps them. */
function capProblem(state: State): string | null {
  if (state.licensees.length > STATE_LIMITS.licensees) return 'too many licensees';
  if (state.configs.length > STATE_LIMITS.configs) return 'too many configs';
  const stack: unknown[] = [state.keyDetails, state.licensees, state.configs];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string' && value.length > STATE_LIMITS.stringLength) {
      return 'a value too long';
    }
    if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (name.length > STATE_LIMITS.stringLength) return 'a property name too long';
        stack.push(item);
      }
    }
  }
  state.size = stateSize(state);
  return state.size > STATE_LIMITS.totalSize ? 'settings too large' : null;
}

function stateSize(state: State): number {
  return JSON.stringify([state.keyDetails, state.licensees, state.configs]).length;
}

export interface EngineData {
  spec: SpecData;
  cases: readonly TestCase[];
  initial: {keyDetails: Json; licensees: readonly unknown[]; configs: readonly unknown[]};
  /** The fictional test dataset (src/sandbox/dataset/dataset.json). */
  dataset: DatasetFile;
  /** The catalogue's test addresses, searched with the dataset. */
  testAddresses: readonly TestAddress[];
}

/** Creates a sandbox over the given spec data, catalogue, dataset and initial state. */
export function createEngine(data: EngineData): Sandbox {
  const prepared = data.cases.map(prepareCase);
  const fresh = (): State => {
    const initial: State = {
      keyDetails: clone(data.initial.keyDetails),
      licensees: clone(data.initial.licensees) as LicenseeRecord[],
      configs: clone(data.initial.configs) as ConfigRecord[],
      nextLicenseeId:
        Math.max(4120, ...data.initial.licensees.map((l) => Number((l as Json).id) || 0)) + 1,
      autocompleteRequests: 0,
      size: 0,
    };
    initial.size = stateSize(initial);
    return initial;
  };
  let state = fresh();

  // The countries of the usable key, from its availability case: the first answer's default.
  const availability = data.cases.find(
    (c) => c.operationId === 'KeyAvailability' && c.request.path === `/keys/${testKeys.usable}`,
  );
  const keyResult = ((availability?.response.body as Json | undefined)?.result ?? {}) as Json;
  const contexts = ((keyResult.contexts ?? []) as Json[]).map((c) => String(c.iso_3));
  const defaultContext = String(keyResult.context ?? contexts[0] ?? 'USA');
  const effectiveContext = (asked: string | undefined) => {
    const upper = (asked ?? '').toUpperCase();
    return contexts.includes(upper) ? upper : defaultContext;
  };

  let index: SearchIndex | undefined;
  const searchIndex = () => (index ??= buildIndex(data.dataset, data.testAddresses));

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
        p.name !== 'context' &&
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

  function route(request: Parsed): {op: OperationSpec; params: Table<string>} | null {
    for (const op of data.spec.operations) {
      if (op.method !== request.method) continue;
      const params = routeMatches(op.path, request.segments);
      if (params) return {op, params};
    }
    return null;
  }

  /** The methods the spec defines for a path, for `405` and `OPTIONS`. */
  function methodsOf(request: Parsed): string[] {
    const methods = data.spec.operations
      .filter((op) => routeMatches(op.path, request.segments))
      .map((op) => op.method);
    return [...new Set(methods)];
  }

  function checkKey(op: OperationSpec, request: Parsed, params: Table<string>): void {
    if (op.auth === 'api_key' && request.credentials.apiKey === testKeys.failing) {
      // The failing test key exists but has nothing left: every lookup is refused.
      throw new HttpError(402, errorBodies.balanceDepleted);
    }
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

  function checkParameters(op: OperationSpec, request: Parsed, params: Table<string>): void {
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
    if (
      op.badRequestCodes.includes(40017) &&
      errors.some((e) => e.path === 'query.query' && /more than/.test(e.message))
    ) {
      // Email validation has its own code for an address that is too long.
      throw new HttpError(400, errorBodies.emailTooLong);
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

  /** Searches and retrieves, answered from the dataset. */
  function fromDataset(
    op: OperationSpec,
    request: Parsed,
    params: Table<string>,
    fallbackContext: string | undefined,
  ): Json | null {
    const values = new Map<string, string>();
    for (const name of Object.keys(request.query)) values.set(name, request.query[name][0]);
    if (!values.has('context') && fallbackContext) values.set('context', fallbackContext);
    switch (op.operationId) {
      case 'FindAddress':
        return success(findAddresses(searchIndex(), values, {contexts, defaultContext}));
      case 'RetrieveAddress':
        return success(retrieveAddress(searchIndex(), params.address, 'usa'));
      case 'ResolveAddress':
        return success(retrieveAddress(searchIndex(), params.address, 'gbr'));
      case 'FindPlace':
        return success(findPlaces(searchIndex(), values));
      case 'ResolvePlace':
        return success(resolvePlace(searchIndex(), params.place));
      default:
        return null;
    }
  }

  function licenseeAt(target: State, params: Table<string>): LicenseeRecord {
    const found = target.licensees.find((licensee) => licensee.key === params.licensee);
    if (!found) throw new HttpError(404, errorBodies.licenseeNotFound);
    return found;
  }

  function configAt(target: State, params: Table<string>): ConfigRecord {
    const found = target.configs.find((config) => config.name === params.config);
    if (!found) throw new HttpError(404, errorBodies.configNotFound);
    return found;
  }

  /** Management operations, answered from (and, for writes, changing) `target`. */
  function stateful(
    op: OperationSpec,
    request: Parsed,
    params: Table<string>,
    target: State,
  ): Json {
    const body = (isObject(request.body) ? request.body : {}) as Json;
    switch (op.operationId) {
      case 'KeyDetails':
        return success(target.keyDetails);
      case 'UpdateKeyDetails': {
        const known = pruneToSchema(op.body?.schema, body) as Json;
        for (const [name, value] of Object.entries(known)) {
          const current = target.keyDetails[name];
          target.keyDetails[name] =
            isObject(current) && isObject(value) ? {...current, ...value} : value;
        }
        return success(target.keyDetails);
      }
      case 'ListLicensees': {
        const limit = Number(request.query.limit?.[0] ?? 10);
        const after = request.query.starting_after?.[0];
        const q = request.query.q?.[0]?.toLowerCase();
        let list = target.licensees.filter((l) => !q || l.name.toLowerCase().includes(q));
        if (after !== undefined) {
          const index = list.findIndex((l) => l.id === after);
          list = index >= 0 ? list.slice(index + 1) : [];
        }
        return success({licensees: list.slice(0, limit), hasMore: list.length > limit});
      }
      case 'CreateLicensee': {
        const id = String(target.nextLicenseeId++);
        const daily = isObject(body.daily) ? body.daily : {};
        const licensee: LicenseeRecord = {
          id,
          key: `sl_test_${id}`,
          name: String(body.name),
          address: String(body.address),
          postcode: String(body.postcode),
          whitelist: Array.isArray(body.whitelist) ? body.whitelist.map(String) : [],
          daily: {
            limit: typeof daily.limit === 'number' ? daily.limit : null,
            count: 0,
            updatedAt: SANDBOX_TIME,
          },
          createdAt: SANDBOX_TIME,
        };
        target.licensees.push(licensee);
        return success(licensee);
      }
      case 'RetrieveLicensee':
        return success(licenseeAt(target, params));
      case 'UpdateLicensee': {
        const licensee = licenseeAt(target, params);
        for (const name of ['name', 'address', 'postcode'] as const) {
          if (own(body, name)) licensee[name] = String(body[name]);
        }
        if (Array.isArray(body.whitelist)) licensee.whitelist = body.whitelist.map(String);
        if (isObject(body.daily) && own(body.daily, 'limit')) {
          licensee.daily = {
            ...licensee.daily,
            limit: typeof body.daily.limit === 'number' ? body.daily.limit : null,
            updatedAt: SANDBOX_TIME,
          };
        }
        return success(licensee);
      }
      case 'DeleteLicensee': {
        const licensee = licenseeAt(target, params);
        target.licensees = target.licensees.filter((l) => l !== licensee);
        return success({deleted: 1});
      }
      case 'ListConfigs':
        return success({configs: target.configs});
      case 'CreateConfig': {
        if (target.configs.some((config) => config.name === body.name)) {
          throw schemaError([{path: 'body.name', message: 'must be unique for this key'}], 4001);
        }
        const config: ConfigRecord = {
          name: String(body.name),
          payload: String(body.payload),
          createdAt: SANDBOX_TIME,
          updatedAt: SANDBOX_TIME,
        };
        target.configs.push(config);
        return success(config);
      }
      case 'RetrieveConfig':
        return success(configAt(target, params));
      case 'UpdateConfig': {
        const config = configAt(target, params);
        config.payload = String(body.payload);
        config.updatedAt = SANDBOX_TIME;
        return success(config);
      }
      case 'DeleteConfig': {
        const config = configAt(target, params);
        target.configs = target.configs.filter((c) => c !== config);
        return success({deleted: 1});
      }
      default:
        throw new Error(`No state handler for ${op.operationId}`);
    }
  }

  /** A write, built on a copy of the state that replaces it only when it keeps the caps. */
  function write(op: OperationSpec, request: Parsed, params: Table<string>): Json {
    const draft: State = {
      ...state,
      keyDetails: clone(state.keyDetails),
      licensees: clone(state.licensees),
      configs: clone(state.configs),
    };
    const result = stateful(op, request, params, draft);
    if (capProblem(draft)) throw new HttpError(400, errorBodies.storageLimit);
    draft.autocompleteRequests = state.autocompleteRequests;
    state = draft;
    return clone(result);
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
    extraHeaders: Record<string, string> = {},
  ): SandboxResponse {
    const response: SandboxResponse = {
      status,
      headers: {...headersFor(op, status, body), ...extraHeaders},
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
      const found = route(request);
      op = found?.op ?? null;
      // `q` is the documented alias of `query`.
      if (
        found?.op.parameters.some((p) => p.in === 'query' && p.name === 'query') &&
        !own(request.query, 'query') &&
        own(request.query, 'q')
      ) {
        request.query.query = request.query.q;
      }
      const candidate = findCase(request, op);
      let fallbackContext: string | undefined;
      if (candidate && found && yieldsToDataset(candidate, request, found.op)) {
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
      if (!found) {
        const methods = methodsOf(request);
        if (methods.length === 0) throw new HttpError(404, errorBodies.noRoute);
        const allow = [...methods, 'OPTIONS'].join(', ');
        if (request.method === 'OPTIONS') {
          return {status: 204, headers: {allow}, body: null};
        }
        throw new HttpError(405, errorBodies.methodNotAllowed, {allow});
      }
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
        return answer(op, 200, write(found.op, request, params), matched);
      }
      if (READS.has(found.op.operationId)) {
        return answer(op, 200, stateful(found.op, request, params, state), matched);
      }
      const searched = fromDataset(found.op, request, params, fallbackContext);
      if (searched) return answer(op, 200, searched);
      return answer(op, found.op.success.status, echoQuery(found.op.success.body, request.body));
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
      state = fresh();
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
