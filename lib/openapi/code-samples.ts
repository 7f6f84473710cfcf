/**
 * Build-time request samples for the API reference.
 *
 * For every operation of a bundled OpenAPI document, builds the request a
 * reader would send (server URL, path parameters from their examples,
 * required query parameters, credentials, the first request body example)
 * and writes it as code in each language of sample-languages.ts, stored as the
 * operation's `x-codeSamples`. The reference pages then show these samples
 * without loading a code generator in the browser.
 */
import {sampleRequestFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createRequestExample';
import {sampleResponseFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import {
  dereference,
  listOperations,
  resolveRef,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Schema,
} from './document';
import {
  authorizationHeader,
  isKeyKind,
  type Credentials,
  type KeyKind,
} from '../http/authorization';
import type {SampleCredentials} from './sample-credentials';
import {sampleLanguages} from './sample-languages';
import {renderers, type SampleRequest} from './sample-renderers';

/** One entry of `x-codeSamples`. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

function exampleOf(parameter: Parameter): unknown {
  return parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
}

/** A media type's example, or the value of its first named example. */
export function mediaExample(document: OpenApiDocument, media: MediaType): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : resolveRef(document, first).value;
}

/**
 * An example value built from a schema by docusaurus-plugin-openapi-docs,
 * the generator its own pages use; read-only properties are left out of
 * requests and write-only ones out of responses.
 */
export function schemaExample(
  document: OpenApiDocument,
  schema: Schema | undefined,
  use: 'request' | 'response',
): unknown {
  if (!schema) return undefined;
  const plain = dereference(document, schema) as Parameters<typeof sampleRequestFromSchema>[0];
  return use === 'request' ? sampleRequestFromSchema(plain) : sampleResponseFromSchema(plain);
}

/** The request body a sample sends: the first example, else one built from the schema. */
function firstBodyExample(document: OpenApiDocument, operation: Operation): unknown {
  const requestBody = resolveRef(document, operation.requestBody);
  const media = requestBody?.content?.['application/json'];
  if (!media) return undefined;
  return mediaExample(document, media) ?? schemaExample(document, media.schema, 'request');
}

function successIsText(document: OpenApiDocument, operation: Operation): boolean {
  const success = Object.entries(operation.responses ?? {}).find(([status]) =>
    status.startsWith('2'),
  );
  if (!success) return false;
  const content = resolveRef(document, success[1]).content ?? {};
  return !Object.keys(content).some((type) => type.includes('json'));
}

/**
 * The request a sample shows for one operation: required parameters with
 * their examples (or the first query parameter when nothing is required),
 * the credentials the operation's first security requirement asks for,
 * and the first request body example.
 */
export function sampleRequest(
  document: OpenApiDocument,
  path: string,
  method: string,
  credentials: SampleCredentials,
): SampleRequest {
  const entry = listOperations(document).find(
    (candidate) => candidate.path === path && candidate.method === method,
  );
  if (!entry) throw new Error(`The document has no operation ${method.toUpperCase()} ${path}.`);
  const {operation, parameters} = entry;
  const servers = document.servers;
  if (!servers?.[0]?.url) throw new Error('The document has no server URL.');

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
  const security = operation.security ?? document.security ?? [];
  const schemes = document.components?.securitySchemes ?? {};
  // Server-side samples send every key in one Authorization header
  // (`api_key="..."`, `user_token="..."`, comma separated), never in the
  // query string, where keys end up in access logs and browser history.
  // The query form stays documented only for the browser widget.
  const requirement = security[0] ?? {};
  const kinds: KeyKind[] = [];
  const keys: Credentials = {};
  for (const schemeName of Object.keys(requirement)) {
    const scheme = resolveRef(document, schemes[schemeName]);
    if (scheme?.type !== 'apiKey' || !scheme.name) continue;
    const value = scheme.name === 'user_token' ? credentials.managementKey : credentials.apiKey;
    if (scheme.in === 'query') {
      if (!isKeyKind(scheme.name)) {
        throw new Error(
          `${method.toUpperCase()} ${path}: security scheme "${schemeName}" names "${scheme.name}", which the Authorization header does not carry (api_key, user_token).`,
        );
      }
      kinds.push(scheme.name);
      keys[scheme.name] = value;
    } else if (scheme.in === 'header') {
      headers.push([scheme.name, value]);
    }
  }
  const authorization = authorizationHeader(kinds, keys);
  if (authorization) headers.unshift(['Authorization', authorization]);

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
export function withCodeSamples(
  document: OpenApiDocument,
  credentials: SampleCredentials,
): OpenApiDocument {
  const copy = structuredClone(document);
  for (const {path, method, operation} of listOperations(copy)) {
    operation['x-codeSamples'] = codeSamples(sampleRequest(copy, path, method, credentials));
  }
  return copy;
}
