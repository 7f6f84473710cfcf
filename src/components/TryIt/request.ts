/**
 * The pure logic of the Try-it console: which keys an operation needs, the
 * form a reader starts with, filling it from a catalogue case, and turning
 * it into a request for the sandbox or for a live host. No React, no
 * network: unit-tested in tests/unit/try-it.test.ts.
 */
import {
  fillPathTemplate,
  matchPathTemplate,
  pathSegments,
  templateParameters,
} from '../../../lib/openapi/path-template';
import {
  authorizationHeader,
  KEY_KINDS,
  parseAuthorization,
  type KeyKind,
} from '../../../lib/http/authorization';
import type {QueryValues, SandboxRequest, TestCase} from '../../../lib/sandbox/types';

export {authorizationHeader, parseAuthorization, type KeyKind};

/** Where the console sends: the in-browser sandbox, the live API or a base URL the reader gives. */
export type Target = 'sandbox' | 'live' | 'custom';

export const keyLabels: Readonly<Record<KeyKind, string>> = {
  api_key: 'API key',
  user_token: 'Management key',
};

export interface OperationParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {type?: string; default?: unknown; example?: unknown; enum?: unknown[]};
}

interface SecurityScheme {
  type?: string;
  in?: string;
  name?: string;
}

/** The fields of the OpenAPI theme's `item` (one operation) the console reads. */
export interface Operation {
  operationId?: string;
  method: string;
  path: string;
  parameters?: OperationParameter[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, SecurityScheme>;
  requestBody?: {content?: Record<string, unknown>};
  jsonRequestBodyExample?: unknown;
}

/** What the reader edits. Values are text, as typed. */
export interface FormState {
  params: Record<'path' | 'query' | 'header', Record<string, string>>;
  keys: Partial<Record<KeyKind, string>>;
  /** The JSON body as text ('' for none). */
  body: string;
  /** Headers a case sends that are neither parameters nor keys (e.g. a content type). */
  extraHeaders: Record<string, string>;
  /** A case whose path does not fit the operation's template sends its own path. */
  pathOverride?: string;
}

/** A request ready to send: the path after `/v1`, percent-encoded. */
export interface PreparedRequest {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string;
}

/**
 * The keys an operation asks for, in the order they go into the header.
 * Query schemes name the credential (`api_key`, `user_token`); the header
 * schemes of the same requirement carry the same credential quoted.
 */
export function keyKinds(operation: Operation): KeyKind[] {
  const schemes = operation.securitySchemes ?? {};
  const kinds = new Set<KeyKind>();
  for (const requirement of operation.security ?? []) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (scheme?.type !== 'apiKey') continue;
      if (scheme.name === 'api_key' || scheme.name === 'user_token') kinds.add(scheme.name);
      else if (/user/i.test(name)) kinds.add('user_token');
      else kinds.add('api_key');
    }
  }
  return KEY_KINDS.filter((kind) => kinds.has(kind));
}

/**
 * The keys to show after the reader picks a test input.
 *
 * On the sandbox the example's keys replace what is there: they are what the
 * example documents. On a live or custom host the reader's own non-empty
 * keys stay, unless the example is about the key itself (a failing, unknown
 * or missing key): only an example's standard test key gives way to the
 * reader's. `standard` holds the documented usable test keys.
 */
export function keysAfterCase(
  target: Target,
  fromCase: FormState['keys'],
  current: FormState['keys'],
  standard: FormState['keys'],
): FormState['keys'] {
  if (target === 'sandbox') return {...fromCase};
  const keys: FormState['keys'] = {...fromCase};
  for (const kind of Object.keys(fromCase) as KeyKind[]) {
    const own = (current[kind] ?? '').trim();
    if (own !== '' && fromCase[kind] === standard[kind]) keys[kind] = current[kind];
  }
  return keys;
}

/** Keys the operation needs that are empty. */
export function missingKeys(kinds: readonly KeyKind[], keys: FormState['keys']): KeyKind[] {
  return kinds.filter((kind) => (keys[kind] ?? '').trim() === '');
}

/** The keys a case sends: its `keys`, else the `api_key` and `user_token` of its query. */
function keysOfCase(testCase: TestCase): FormState['keys'] {
  const keys: FormState['keys'] = {...testCase.request.keys};
  for (const kind of KEY_KINDS) {
    const fromQuery = testCase.request.query?.[kind];
    if (keys[kind] === undefined && typeof fromQuery === 'string') keys[kind] = fromQuery;
  }
  return keys;
}

function exampleOf(parameter: OperationParameter): unknown {
  const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  return parameter.example ?? parameter.schema?.example ?? named ?? parameter.schema?.default;
}

/** Text for an input field. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function lowerCaseKeys(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** Parameters the console offers, grouped by location (cookies are not used by the API). */
export function parametersOf(
  operation: Operation,
): Record<'path' | 'query' | 'header', OperationParameter[]> {
  const groups = {path: [], query: [], header: []} as Record<
    'path' | 'query' | 'header',
    OperationParameter[]
  >;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header') {
      groups[parameter.in].push(parameter);
    }
  }
  return groups;
}

/** Whether the operation takes a JSON request body. */
export function takesBody(operation: Operation): boolean {
  return Object.keys(operation.requestBody?.content ?? {}).some((type) => type.includes('json'));
}

/**
 * The form a reader starts with: required parameters hold their examples
 * (optional ones start empty, so they are not all sent at once), the body
 * holds the operation's example, and the keys the given credentials.
 */
export function initialForm(operation: Operation, keys: FormState['keys'] = {}): FormState {
  const form: FormState = {
    params: {path: {}, query: {}, header: {}},
    keys: {},
    body: '',
    extraHeaders: {},
  };
  const groups = parametersOf(operation);
  for (const location of ['path', 'query', 'header'] as const) {
    for (const parameter of groups[location]) {
      form.params[location][parameter.name] =
        parameter.required || location === 'path' ? asText(exampleOf(parameter)) : '';
    }
  }
  for (const kind of keyKinds(operation)) form.keys[kind] = keys[kind] ?? '';
  if (takesBody(operation) && operation.jsonRequestBodyExample !== undefined) {
    form.body = JSON.stringify(operation.jsonRequestBodyExample, null, 2);
  }
  return form;
}

/**
 * Splits a case path (`/postcodes/ID1 1QD`, `/v1/postcodes/ID1%201QD`) by the
 * operation's template: the values of its path parameters, decoded.
 */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const bare = path.replace(/^\/v1(?=\/)/, '');
  // A path with a bad escape is matched as typed.
  const segments = pathSegments(bare) ?? bare.replace(/^\/+/, '').split('/');
  const values = matchPathTemplate(template, segments);
  return values && {...values};
}

function queryText(value: QueryValues[string]): string {
  return typeof value === 'string' ? value : value.join(',');
}

/** The form filled from a catalogue case: its parameters, keys and body, nothing else. */
export function applyCase(operation: Operation, testCase: TestCase): FormState {
  const form = initialForm(operation);
  for (const location of ['query', 'header'] as const) {
    for (const name of Object.keys(form.params[location])) form.params[location][name] = '';
  }
  const {request} = testCase;
  const pathValues = matchPath(operation.path, request.path);
  if (pathValues) Object.assign(form.params.path, pathValues);
  else form.pathOverride = request.path;

  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (name === 'api_key' || name === 'user_token') continue;
    form.params.query[name] = queryText(value);
  }
  const headerNames = new Set(parametersOf(operation).header.map((p) => p.name.toLowerCase()));
  for (const [name, value] of Object.entries(lowerCaseKeys(request.headers ?? {}))) {
    if (name === 'authorization') continue;
    const declared = parametersOf(operation).header.find((p) => p.name.toLowerCase() === name);
    if (declared && headerNames.has(name)) form.params.header[declared.name] = value;
    else if (!(name === 'content-type' && value.includes('json'))) form.extraHeaders[name] = value;
  }
  const keys = keysOfCase(testCase);
  for (const kind of keyKinds(operation)) form.keys[kind] = keys[kind] ?? '';
  if (request.body === undefined) form.body = '';
  else
    form.body =
      typeof request.body === 'string' ? request.body : JSON.stringify(request.body, null, 2);
  return form;
}

/** The parse error of a JSON text, or undefined when it parses (or is empty). */
export function jsonError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Builds the request from the form; `missing` lists empty required path parameters. */
export function prepareRequest(
  operation: Operation,
  form: FormState,
): {request: PreparedRequest; missing: string[]} {
  const missing: string[] = [];
  let path = form.pathOverride ?? operation.path;
  if (form.pathOverride === undefined) {
    const values: Record<string, string> = {};
    for (const name of templateParameters(operation.path)) {
      values[name] = form.params.path[name] ?? '';
      if (values[name] === '') missing.push(name);
    }
    path = fillPathTemplate(operation.path, values);
  }
  const query = Object.entries(form.params.query).filter(([, value]) => value !== '');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(form.params.header)) {
    if (value !== '') headers[name.toLowerCase()] = value;
  }
  const authorization = authorizationHeader(keyKinds(operation), form.keys);
  if (authorization) headers.authorization = authorization;
  const body = form.body.trim() === '' ? undefined : form.body;
  if (body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, form.extraHeaders);
  return {request: {method: operation.method.toUpperCase(), path, query, headers, body}, missing};
}

/** The request in the sandbox's terms (raw body text: the sandbox answers 4150 if it is not JSON). */
export function toSandboxRequest(request: PreparedRequest): SandboxRequest {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of request.query) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return {
    method: request.method,
    path: request.path,
    query,
    headers: request.headers,
    body: request.body,
  };
}

/** The full URL of a request against a base URL such as `https://api.../v1`. */
export function liveUrl(baseUrl: string, request: PreparedRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return `${baseUrl.replace(/\/+$/, '')}${request.path}${search ? `?${search}` : ''}`;
}

/** What a reader sees when a live request fails before any response arrives. */
export function networkFailureMessage(url: string, pageOrigin: string): string {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // Keep the URL as typed.
  }
  return (
    `No response from ${host}. The browser could not complete the request: either ${host} is ` +
    `unreachable from here (offline, a wrong base URL, DNS or a firewall), or it answered ` +
    `without CORS headers that let ${pageOrigin} read the reply. Check the base URL, try the ` +
    `sandbox target, or send the same request with curl from a terminal.`
  );
}

/** The parts of a `securitypolicyviolation` event the console reads. */
export interface PolicyViolation {
  effectiveDirective: string;
  blockedURI: string;
  originalPolicy: string;
}

/**
 * Whether a Content-Security-Policy violation is the refusal of a request to
 * `url`: a `connect-src` violation whose blocked address has the same origin
 * (browsers may report only the origin of a cross-origin address).
 */
export function refusesRequest(violation: PolicyViolation, url: string): boolean {
  if (violation.effectiveDirective !== 'connect-src') return false;
  try {
    return new URL(violation.blockedURI).origin === new URL(url).origin;
  } catch {
    return false;
  }
}

/** The sources of one directive of a policy, e.g. every origin of `connect-src`. */
export function directiveSources(policy: string, directive: string): string[] {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive) return sources;
  }
  return [];
}

/**
 * What the console says when the page's own Content-Security-Policy refused
 * the request: the browser never sent it, so neither the host nor the
 * network is at fault. The hosts the policy allows come from the policy the
 * browser enforced.
 */
export function policyRefusalMessage(url: string, violation: PolicyViolation): string {
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    // Keep the URL as typed.
  }
  const allowed = directiveSources(violation.originalPolicy, 'connect-src').filter(
    (source) => source !== "'self'",
  );
  return (
    `Refused by this page's Content-Security-Policy: the browser did not send the request, ` +
    `because ${origin} is not among the hosts the docs may connect to (connect-src: ` +
    `${allowed.join(', ') || 'this site only'}). The console can reach the live API and ` +
    `npm run sandbox on its default port; for another host, send the same request with curl ` +
    `from a terminal.`
  );
}
