/**
 * Build-time request samples for the API reference.
 *
 * For every operation of a bundled OpenAPI document, builds the request a
 * reader would send (server URL, path parameters from their examples,
 * required query parameters, credentials, the first request body example)
 * and writes it as code in each language of languages.ts, stored as the
 * operation's `x-codeSamples`. The reference pages then show these samples
 * without loading a code generator in the browser.
 */
import {defaultCredentials, type SampleCredentials} from './credentials';
import {sampleLanguages} from './languages';
import {renderers, type SampleRequest} from './render';

export {sampleLanguages, languageOf, type SampleLanguage} from './languages';
export type {SampleRequest} from './render';
export {defaultCredentials, type SampleCredentials} from './credentials';

/** One entry of `x-codeSamples`. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: {example?: unknown; default?: unknown};
}

interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Follows a local `$ref` (`#/components/...`) inside the document. */
export function resolveRef<T>(document: Json, value: T): T {
  const ref = (value as {$ref?: unknown} | undefined)?.$ref;
  if (typeof ref !== 'string') return value;
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
  if (target === undefined) throw new Error(`Unresolved reference ${ref}`);
  return resolveRef(document, target as T);
}

function exampleOf(parameter: Parameter): unknown {
  return parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
}

function firstBodyExample(document: Json, operation: Json): unknown {
  const requestBody = resolveRef(document, operation.requestBody as Json | undefined);
  const media = (requestBody?.content as Json | undefined)?.['application/json'] as
    Json | undefined;
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const examples = media.examples as Json | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  return first === undefined ? undefined : (resolveRef(document, first) as Json).value;
}

function successIsText(document: Json, operation: Json): boolean {
  const responses = (operation.responses ?? {}) as Json;
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
  if (!success) return false;
  const content = (resolveRef(document, success[1] as Json).content ?? {}) as Json;
  return !Object.keys(content).some((type) => type.includes('json'));
}

/**
 * The request a sample shows for one operation: required parameters with
 * their examples (or the first query parameter when nothing is required),
 * the credentials the operation's first security requirement asks for,
 * and the first request body example.
 */
export function sampleRequest(
  document: Json,
  path: string,
  method: string,
  credentials: SampleCredentials = defaultCredentials,
): SampleRequest {
  const pathItem = (document.paths as Json)[path] as Json;
  const operation = pathItem[method] as Json;
  const servers = document.servers as {url: string}[] | undefined;
  if (!servers?.[0]?.url) throw new Error('The document has no server URL.');

  const parameters = [
    ...((pathItem.parameters ?? []) as Json[]),
    ...((operation.parameters ?? []) as Json[]),
  ].map((parameter) => resolveRef(document, parameter) as unknown as Parameter);

  let url = servers[0].url.replace(/\/$/, '') + path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const value = exampleOf(parameter);
    if (value === undefined) {
      throw new Error(
        `${method.toUpperCase()} ${path}: path parameter "${parameter.name}" has no example.`,
      );
    }
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }

  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const security = (operation.security ?? document.security ?? []) as Json[];
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Record<
    string,
    SecurityScheme
  >;
  // Server-side samples send every key in one Authorization header
  // (`api_key="..."`, `user_token="..."`, comma separated), never in the
  // query string, where keys end up in access logs and browser history.
  // The query form stays documented only for the browser widget.
  const requirement = security[0] ?? {};
  const authorization: string[] = [];
  for (const schemeName of Object.keys(requirement)) {
    const scheme = schemes[schemeName];
    if (scheme?.type !== 'apiKey' || !scheme.name) continue;
    const value = scheme.name === 'user_token' ? credentials.managementKey : credentials.apiKey;
    if (scheme.in === 'query') {
      authorization.push(`${scheme.name}="${value}"`);
    } else if (scheme.in === 'header') {
      headers.push([scheme.name, value]);
    }
  }
  if (authorization.length > 0) headers.unshift(['Authorization', authorization.join(', ')]);

  // Required parameters are always shown. An operation with no required
  // input at all (such as a free-text search) shows its first query
  // parameter, so the sample does something useful.
  const body = firstBodyExample(document, operation);
  const needsInput = !parameters.some((parameter) => parameter.required) && body === undefined;
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const chosen = needsInput
    ? queryParameters.slice(0, 1)
    : queryParameters.filter((parameter) => parameter.required);
  for (const parameter of chosen) {
    const value = exampleOf(parameter);
    if (value !== undefined) query.push([parameter.name, String(value)]);
  }

  if (body !== undefined) headers.push(['Content-Type', 'application/json']);

  return {
    method: method.toUpperCase(),
    url,
    query,
    headers,
    body,
    responseType: successIsText(document, operation) ? 'text' : 'json',
  };
}

/** The samples of one request, one per language, in tab order. */
export function codeSamples(request: SampleRequest): CodeSample[] {
  return sampleLanguages.map((language) => ({
    lang: language.lang,
    label: language.label,
    source: renderers[language.value](request),
  }));
}

/**
 * Returns a copy of the document where every operation carries
 * `x-codeSamples`. The input is not modified.
 */
export function withCodeSamples<T extends Json>(
  document: T,
  credentials: SampleCredentials = defaultCredentials,
): T {
  const copy = structuredClone(document) as Json;
  for (const [path, pathItem] of Object.entries((copy.paths ?? {}) as Json)) {
    for (const method of HTTP_METHODS) {
      const operation = (pathItem as Json)[method] as Json | undefined;
      if (!operation) continue;
      operation['x-codeSamples'] = codeSamples(sampleRequest(copy, path, method, credentials));
    }
  }
  return copy as T;
}
