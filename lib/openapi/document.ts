/**
 * The OpenAPI document as every module of the toolkit reads it: its type,
 * the HTTP methods an operation can have, the one `$ref` resolver and the
 * one walk over every string of a JSON value.
 */

/** The subset of JSON Schema the toolkit reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  [keyword: string]: unknown;
}

export interface Example {
  $ref?: string;
  summary?: string;
  value?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface RequestBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

export interface SecurityScheme {
  $ref?: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  scheme?: string;
  description?: string;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: SecurityRequirement[];
  servers?: {url: string}[];
  [extension: string]: unknown;
}

/** Every method an OpenAPI path item may hold, in the specification's order. */
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItem = Partial<Record<HttpMethod, Operation>> & {
  $ref?: string;
  parameters?: Parameter[];
  servers?: {url: string}[];
};

export interface Tag {
  name: string;
  description?: string;
  'x-displayName'?: string;
  [extension: string]: unknown;
}

/** An OpenAPI 3 document, bundled (every `$ref` local to the document). */
export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string; [field: string]: unknown};
  servers?: {url: string; description?: string}[];
  paths?: Record<string, PathItem>;
  tags?: Tag[];
  security?: SecurityRequirement[];
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, RequestBody>;
    responses?: Record<string, Response>;
    examples?: Record<string, Example>;
    securitySchemes?: Record<string, SecurityScheme>;
    [section: string]: unknown;
  };
  [extension: string]: unknown;
}

/**
 * Follows a local reference (`#/components/...`, JSON pointer escapes
 * decoded) and the references it leads to; any other value is returned as
 * it is. Throws, naming the reference, on a reference outside the document,
 * one that points nowhere, or a loop.
 */
export function resolveRef<T>(document: OpenApiDocument, value: T): T {
  let current: unknown = value;
  const seen: string[] = [];
  while (
    current &&
    typeof current === 'object' &&
    typeof (current as {$ref?: unknown}).$ref === 'string'
  ) {
    const ref = (current as {$ref: string}).$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}.`);
    if (seen.includes(ref)) throw new Error(`The reference ${ref} leads back to itself.`);
    seen.push(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        document,
      );
    if (current === undefined) throw new Error(`Unresolved reference ${ref}.`);
  }
  return current as T;
}

/** A copy of a JSON value with `map` applied to every string in it. */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
    ) as T;
  }
  return value;
}

/** One operation of the document, where it is. */
export interface OperationEntry {
  method: HttpMethod;
  path: string;
  pathItem: PathItem;
  operation: Operation;
  /**
   * The parameters that apply, resolved: the operation's own, then those
   * of the path item it does not redefine (same name and location).
   */
  parameters: Parameter[];
}

/** Every operation of the document, in path order, then method order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const pathItem = resolveRef(document, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => resolveRef(document, p));
      const shared = (pathItem.parameters ?? []).map((p) => resolveRef(document, p));
      const parameters = [
        ...own,
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
      ];
      entries.push({method, path, pathItem, operation, parameters});
    }
  }
  return entries;
}

/**
 * A copy of a value with every local reference replaced by what it points
 * to, for code that reads plain schemas (the sample generator of
 * docusaurus-plugin-openapi-docs). A reference inside its own target
 * becomes `{}`, as that plugin marks a circular schema.
 */
export function dereference<T>(
  document: OpenApiDocument,
  value: T,
  seen: readonly string[] = [],
): T {
  if (Array.isArray(value)) return value.map((item) => dereference(document, item, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as {$ref?: unknown}).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return {} as T;
    return dereference(document, resolveRef(document, value), [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereference(document, item, seen)]),
  ) as T;
}
