/**
 * A stand-in for the sandbox engine while it is being written: answers the
 * requests the widget sends from the test-input catalogue's cases alone.
 * A Find Address request no case names gets no suggestions; any other
 * request no case names gets the API's 404. `loadSandbox()` in `sandbox.ts`
 * is the one place to point at the engine's `getSandbox().handle()` instead.
 */
import {cases, testKeys} from '../../sandbox/catalogue';
import type {
  QueryValues,
  Sandbox,
  SandboxRequest,
  SandboxResponse,
  TestCase,
} from '../../sandbox/types';

function decode(path: string): string {
  try {
    return decodeURIComponent(path).replace(/^\/v1(?=\/)/, '');
  } catch {
    return path;
  }
}

/** The key a request sends, in the query or the Authorization header. */
function keyOf(query: QueryValues | undefined, headers: Readonly<Record<string, string>> = {}) {
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  const fromHeader = header ? /api_key="([^"]*)"/.exec(header[1])?.[1] : undefined;
  const fromQuery = query?.api_key;
  return fromHeader ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
}

function matches(testCase: TestCase, request: SandboxRequest): boolean {
  const wanted = testCase.request;
  if (wanted.method !== request.method.toUpperCase()) return false;
  if (decode(wanted.path) !== decode(request.path)) return false;
  // A case that sends no `query` (a validation error) only matches requests without one.
  if ((wanted.query?.query === undefined) !== (request.query?.query === undefined)) return false;
  for (const [name, value] of Object.entries(wanted.query ?? {})) {
    if (JSON.stringify(request.query?.[name]) !== JSON.stringify(value)) return false;
  }
  const key = keyOf(wanted.query, wanted.headers);
  return key === undefined || key === keyOf(request.query, request.headers);
}

const json = {'content-type': 'application/json'};

export function createCatalogueSandbox(): Sandbox {
  return {
    handle(request: SandboxRequest): SandboxResponse {
      const found = cases.find((testCase) => matches(testCase, request));
      if (found) {
        return {
          status: found.response.status,
          headers: json,
          body: found.response.body,
          matchedCase: {id: found.id, description: found.description},
        };
      }
      if (
        decode(request.path) === '/autocomplete/addresses' &&
        keyOf(request.query) === testKeys.usable
      ) {
        return {
          status: 200,
          headers: json,
          body: {code: 2000, message: 'Success', result: {hits: []}},
        };
      }
      return {
        status: 404,
        headers: json,
        body: {code: 404, message: 'Not found in the test-input catalogue.'},
      };
    },
    reset() {},
  };
}
