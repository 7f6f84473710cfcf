/**
 * The part of the OpenAPI description the sandbox engine needs in the
 * browser: each operation's route, parameters (with their schemas), security,
 * request body schema, the codes of its 400 and 401 examples and the status
 * and media type of its success. No example body: the sandbox answers from
 * its catalogue, dataset and state, and the spec's examples are its answers
 * (config/openapi-source.ts), not the other way round.
 *
 * `extractSpecData()` runs at build time (`scripts/openapi-bundle.ts`, part of
 * `npm run gen`), which writes `lib/sandbox/spec-data.generated.json`
 * (gitignored). Only the engine's lazily loaded chunk imports that file.
 */
import {listOperations, resolveRef, type OpenApiDocument} from '../openapi/document';

/** The subset of JSON Schema the engine interprets, with every `$ref` resolved. */
export interface SchemaLite {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, SchemaLite>;
  additionalProperties?: boolean | SchemaLite;
  items?: SchemaLite;
  oneOf?: SchemaLite[];
  anyOf?: SchemaLite[];
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: SchemaLite;
}

export interface OperationSpec {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template after `/v1`, e.g. `/postcodes/{postcode}`. */
  path: string;
  parameters: ParameterSpec[];
  /** Which key the operation needs. */
  auth: 'none' | 'api_key' | 'user_token';
  body: {required: boolean; schema: SchemaLite} | null;
  /** The codes of the operation's documented `400` examples (e.g. 4000, 4001, 40018). */
  badRequestCodes: number[];
  /** The codes of its documented `401` examples (e.g. 4010, 4013, 4016). */
  unauthorizedCodes: number[];
  /** Whether its answers carry the `X-RateLimit-*` headers. */
  rateLimited: boolean;
  /** The status and media type of its success answer. */
  success: {status: number; contentType: string};
}

export interface SpecData {
  /** `info.version` of the description. */
  version: string;
  operations: OperationSpec[];
}

type Json = Record<string, unknown>;

const SCHEMA_KEYS = [
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'required',
] as const;

function resolver(document: OpenApiDocument) {
  const deref = (value: unknown): Json => resolveRef(document, value as Json);
  const schema = (value: unknown, depth = 0): SchemaLite => {
    const node = deref(value);
    if (!node || typeof node !== 'object' || depth > 12) return {};
    const out: Json = {};
    for (const key of SCHEMA_KEYS) if (key in node) out[key] = node[key];
    if (node.properties) {
      out.properties = Object.fromEntries(
        Object.entries(node.properties as Json).map(([name, child]) => [
          name,
          schema(child, depth + 1),
        ]),
      );
    }
    if (node.items) out.items = schema(node.items, depth + 1);
    if (typeof node.additionalProperties === 'boolean') {
      out.additionalProperties = node.additionalProperties;
    } else if (node.additionalProperties) {
      out.additionalProperties = schema(node.additionalProperties, depth + 1);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      if (Array.isArray(node[key])) {
        out[key] = (node[key] as unknown[]).map((child) => schema(child, depth + 1));
      }
    }
    return out as SchemaLite;
  };
  return {deref, schema};
}

/** Extracts what the sandbox engine needs from a bundled OpenAPI document. */
export function extractSpecData(document: OpenApiDocument): SpecData {
  const {deref, schema} = resolver(document);
  const defaultSecurity = (document.security ?? []) as Json[];
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Json;
  const operations: OperationSpec[] = [];
  for (const entry of listOperations(document)) {
    const {method, path} = entry;
    const op = entry.operation as Json;
    const parameters = entry.parameters
      .filter((p) => ['path', 'query', 'header'].includes(String(p.in)))
      .map((p): ParameterSpec => ({
        name: String(p.name),
        in: p.in as ParameterSpec['in'],
        required: Boolean(p.required) || p.in === 'path',
        schema: schema(p.schema),
      }));
    const security = (op.security ?? defaultSecurity) as Json[];
    const schemeNames = security.flatMap((requirement) => Object.keys(requirement));
    const names = schemeNames.map((name) => String((schemes[name] as Json | undefined)?.name));
    const auth: OperationSpec['auth'] =
      schemeNames.length === 0
        ? 'none'
        : names.includes('user_token') || schemeNames.some((n) => /user/i.test(n))
          ? 'user_token'
          : 'api_key';
    let body: OperationSpec['body'] = null;
    if (op.requestBody) {
      const requestBody = deref(op.requestBody);
      const media = (requestBody.content as Json | undefined)?.['application/json'] as
        Json | undefined;
      body = {required: Boolean(requestBody.required), schema: schema(media?.schema)};
    }
    const responses = (op.responses ?? {}) as Json;
    // An example's code is its value's, or, for one the bundle fills from the
    // sandbox (no value yet), the number its summary starts with ("4009 More than 3 tags").
    const exampleCodes = (status: string): number[] => {
      const response = responses[status] ? deref(responses[status]) : null;
      if (!response) return [];
      const codes = Object.values((response.content ?? {}) as Json).flatMap((media) =>
        Object.values(((media as Json).examples ?? {}) as Json).map((raw) => {
          const example = deref(raw);
          const code = (example.value as Json | undefined)?.code;
          return code !== undefined
            ? Number(code)
            : Number(/^\d+/.exec(String(example.summary))?.[0]);
        }),
      );
      return [...new Set(codes)].filter(Number.isFinite);
    };
    const successStatus = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
    if (!successStatus) throw new Error(`${method.toUpperCase()} ${path}: no success response`);
    const successResponse = deref(responses[successStatus]);
    const [contentType] = Object.keys((successResponse.content ?? {}) as Json);
    operations.push({
      operationId: String(op.operationId),
      method: method.toUpperCase(),
      path,
      parameters,
      auth,
      body,
      badRequestCodes: exampleCodes('400'),
      unauthorizedCodes: exampleCodes('401'),
      rateLimited: Object.keys((successResponse.headers ?? {}) as Json).some((name) =>
        /^x-ratelimit-/i.test(name),
      ),
      success: {status: Number(successStatus), contentType: contentType ?? 'application/json'},
    });
  }
  return {version: String((document.info as Json | undefined)?.version ?? ''), operations};
}
