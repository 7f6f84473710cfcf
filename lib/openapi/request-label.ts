/**
 * A request written on one line, as the docs name the request an answer
 * belongs to: the method, the path after the API's `/v1` with its query
 * (not percent-encoded), then a JSON body, then headers other than the
 * sample's own keys in parentheses:
 *
 *     GET /postcodes/ID1 1QD
 *     GET /autocomplete/addresses?query=10 downing st&context=GBR
 *     POST /verify/addresses {"query":"test vacant"}
 *     GET /postcodes/ID1 1QD?licensee=sl_test_bakery (Authorization: api_key="ak_sublicensing"; Origin: https://elsewhere.example)
 *
 * The OpenAPI bundle reads it in `x-sandbox-request` (an example that is the
 * sandbox's answer to it), the content check in a fence's `request=`. Pure and
 * browser-safe; `formatRequestLabel` writes what `parseRequestLabel` reads.
 */

export interface LabelledRequest {
  method: string;
  /** The path after `/v1`, decoded: `/postcodes/ID1 1QD`. */
  path: string;
  query: [string, string][];
  /** The JSON body, when the label has one. */
  body?: unknown;
  /** Headers the label names, in its order (names as written). */
  headers: [string, string][];
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** The index where a JSON body starts (` {`, ` [` or a string's ` "`), or -1. */
function bodyStart(text: string): number {
  const match = /\s[{["]/.exec(text);
  return match ? match.index : -1;
}

/** Reads a request label; throws a message that says what is wrong with it. */
export function parseRequestLabel(label: string): LabelledRequest {
  let rest = label.trim();
  const space = rest.indexOf(' ');
  const method = (space < 0 ? rest : rest.slice(0, space)).toUpperCase();
  if (!METHODS.includes(method)) {
    throw new Error(`"${label}": a request label starts with its method (GET, POST...).`);
  }
  rest = space < 0 ? '' : rest.slice(space + 1).trim();
  const headers: [string, string][] = [];
  const headerPart = /\s\(([A-Za-z-]+:[^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(rest);
  if (headerPart) {
    rest = rest.slice(0, headerPart.index).trim();
    for (const item of headerPart[1].split(/;\s*(?=[A-Za-z-]+:)/)) {
      const colon = item.indexOf(':');
      headers.push([item.slice(0, colon).trim(), item.slice(colon + 1).trim()]);
    }
  }
  let body: unknown;
  const start = bodyStart(rest);
  if (start >= 0) {
    const json = rest.slice(start + 1);
    try {
      body = JSON.parse(json);
    } catch {
      throw new Error(`"${label}": the body after the path is not JSON.`);
    }
    rest = rest.slice(0, start).trim();
  }
  if (!rest.startsWith('/')) {
    throw new Error(`"${label}": the path after the method starts with "/" (the part after /v1).`);
  }
  const question = rest.indexOf('?');
  const path = question < 0 ? rest : rest.slice(0, question);
  const query: [string, string][] =
    question < 0
      ? []
      : rest
          .slice(question + 1)
          .split('&')
          .filter(Boolean)
          .map((pair) => {
            const equals = pair.indexOf('=');
            return equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
          });
  return {method, path, query, ...(body !== undefined ? {body} : {}), headers};
}

/** Writes a request as a label (the inverse of `parseRequestLabel`). */
export function formatRequestLabel(request: LabelledRequest): string {
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&');
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  const headers =
    request.headers.length === 0
      ? ''
      : ` (${request.headers.map(([name, value]) => `${name}: ${value}`).join('; ')})`;
  return `${request.method} ${request.path}${query ? `?${query}` : ''}${body}${headers}`;
}
