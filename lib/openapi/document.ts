/**
 * The OpenAPI document as every module of the toolkit reads it: its type,
 * the HTTP methods an operation can have, the one `$ref` resolver (with the
 * JSON pointer helpers it is built on) and the one walk over every string of
 * a JSON value. Browser-safe: no Node import. The unbundled source files
 * (`openapi/`) are read by source-files.ts with these same helpers.
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

interface Example {
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

interface RequestBody {
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

type SecurityRequirement = Record<string, string[]>;

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

/** A JSON object: what a YAML or JSON value is when it is neither an array nor a scalar. */
export type JsonObject = Record<string, unknown>;

/** Whether a parsed JSON or YAML value is an object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** A reference split into the file it names (`''` for the same document) and its pointer's segments. */
export interface RefParts {
  file: string;
  /** The segments of the JSON pointer after `#`, unescaped (`~1` → `/`, `~0` → `~`). */
  pointer: string[];
}

/**
 * Splits a `$ref` (`#/components/schemas/a~1b`, `paths/b.yaml`,
 * `../components/parameters.yaml#/Key`) into its file and the decoded
 * segments of its JSON pointer (percent escapes, then `~1` and `~0`).
 */
export function parseRef(ref: string): RefParts {
  const hash = ref.indexOf('#');
  const file = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  const pointer = fragment
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
  return {file, pointer};
}

/** The local reference of a location: `['paths', '/a/{id}', 'get']` → `#/paths/~1a~1{id}/get`. */
export function jsonPointer(segments: readonly string[]): string {
  return `#${segments.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** The value at a location of a JSON value (decoded pointer segments), or `undefined`. */
export function valueAt(root: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    root,
  );
}

/** The `$ref` string of a value, if it is a reference. */
export function refOf(value: unknown): string | undefined {
  const ref = value && typeof value === 'object' ? (value as {$ref?: unknown}).$ref : undefined;
  return typeof ref === 'string' ? ref : undefined;
}

/**
 * Follows a reference and the references it leads to, like `resolveRef`, and
 * also says where the target is: its location in the document (pointer
 * segments). A value that is no reference is returned as it is, with `at`.
 * Callers that address schemas by pointer (Ajv) use the location.
 */
export function locateRef<T>(
  document: OpenApiDocument,
  value: T,
  at: readonly string[] = [],
): {value: T; at: string[]} {
  let current: unknown = value;
  let location = [...at];
  const seen: string[] = [];
  for (let ref = refOf(current); ref !== undefined; ref = refOf(current)) {
    const {file, pointer} = parseRef(ref);
    if (file !== '') throw new Error(`Only local references are supported, got ${ref}.`);
    if (seen.includes(ref)) throw new Error(`The reference ${ref} leads back to itself.`);
    seen.push(ref);
    current = valueAt(document, pointer);
    if (current === undefined) throw new Error(`Unresolved reference ${ref}.`);
    location = pointer;
  }
  return {value: current as T, at: location};
}

/**
 * Follows a local reference (`#/components/...`, JSON pointer escapes
 * decoded) and the references it leads to; any other value is returned as
 * it is. Throws, naming the reference, on a reference outside the document,
 * one that points nowhere, or a loop.
 */
export function resolveRef<T>(document: OpenApiDocument, value: T): T {
  return locateRef(document, value).value;
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

/**
 * The parameters that apply to an operation, both lists resolved: its own,
 * then those of its path item it does not redefine (same name and location).
 */
export function applicableParameters(own: Parameter[], shared: Parameter[]): Parameter[] {
  return [...own, ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in))];
}

/** Every operation of the document, in path order, then method order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const pathItem = resolveRef(document, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const parameters = applicableParameters(
        (operation.parameters ?? []).map((p) => resolveRef(document, p)),
        (pathItem.parameters ?? []).map((p) => resolveRef(document, p)),
      );
      entries.push({method, path, pathItem, operation, parameters});
    }
  }
  return entries;
}

/**
 * A copy of a value (a fragment, or the whole document:
 * `dereference(document, document)`) with every local reference replaced by
 * what it points to, for code that reads plain schemas (the sample generator
 * of docusaurus-plugin-openapi-docs). A reference inside its own target
 * becomes `{}`, as that plugin marks a circular schema; a dangling one throws
 * as in `resolveRef`.
 */
export function dereference<T>(
  document: OpenApiDocument,
  value: T,
  seen: readonly string[] = [],
): T {
  if (Array.isArray(value)) return value.map((item) => dereference(document, item, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = refOf(value);
  if (ref !== undefined) {
    if (seen.includes(ref)) return {} as T;
    return dereference(document, resolveRef(document, value), [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereference(document, item, seen)]),
  ) as T;
}
