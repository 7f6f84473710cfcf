/**
 * Parsing: any request the sandbox is asked to answer, as a caller hands it
 * (a path with or without `/v1` and a query string, query values, headers
 * in any case, a body as text or already parsed), becomes a `Parsed`
 * request: the method, the decoded path segments, the query and headers in
 * tables without a prototype, the keys (from the `Authorization` header,
 * else from the query), and the JSON body or what is wrong with it.
 */
import {parseAuthorization, type Credentials} from '../../http/authorization';
import {errorBodies} from '../catalogue';
import type {QueryValues, SandboxRequest} from '../types';
import {HttpError, own, table, type Table} from './common';

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_BODY_DEPTH = 32;

export interface Parsed {
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

const badEscape = () =>
  new HttpError(400, {
    code: 4000,
    message: 'Request failed schema validation.',
    errors: [{path: 'path', message: 'must be valid percent-encoding'}],
  });

/** The keys of a request: the `Authorization` header's, else the `api_key` and `user_token` query values. */
function credentialsOf(query: Table<string[]>, headers: Table<string>): Credentials {
  const header = parseAuthorization(headers.authorization);
  return {
    api_key: header.api_key ?? query.api_key?.[0],
    user_token: header.user_token ?? query.user_token?.[0],
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badEscape();
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

/** The body as JSON, or what is wrong with it. Throws `400` for one nested too deeply. */
function parseBody(
  given: unknown,
  contentType: string | undefined,
): Pick<Parsed, 'body' | 'bodyProblem'> {
  let body = given;
  let bodyProblem: Parsed['bodyProblem'] = 'none';
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
  return {body, bodyProblem};
}

/** Reads a request as the engine answers it. Throws `400` for a bad escape or a body nested too deeply. */
export function parseRequest(request: SandboxRequest): Parsed {
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
  // Each slash counts: `//postcodes/x` has an empty first segment, so it calls no operation.
  const segments = rawPath.split('/').slice(1).map(decodeSegment);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return {
    method,
    segments,
    query,
    headers,
    credentials: credentialsOf(query, headers),
    ...parseBody(request?.body, headers['content-type']),
  };
}
