/**
 * Example responses in the docs, checked against the OpenAPI schemas.
 *
 * A JSON code block belongs to an operation when its fence says so:
 *
 *     ```json operation=AddressVerify status=200
 *     ```json operation=AddressVerify status=200 pointer=/result
 *
 * `pointer` validates the block against one property of the response
 * (`/result` for a result shown without its envelope). `partial=true` marks
 * an excerpt: required properties may be left out, but every property shown
 * must exist and have the right type. A JSON block whose top
 * level has a numeric `code` is an API response and must carry
 * `operation=`. Objects of the spec are closed for the check (a property
 * the schema does not list is an error), so a misspelt or invented field
 * fails. Pure functions: the caller reads the files (with the code-block
 * reader of lib/markdown) and bundles the spec.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {CodeBlock} from '../markdown/code-blocks';
import {
  jsonPointer,
  listOperations,
  locateRef,
  parseRef,
  valueAt,
  type OpenApiDocument,
} from '../openapi/document';
import {isObject} from '../openapi/schema-fields';
import type {Problem} from './problems';

/** A JSON block of a page, as the reader of lib/markdown/code-blocks.ts returns it. */
export type JsonBlock = Pick<CodeBlock, 'file' | 'line' | 'attributes' | 'value'>;

type Json = Record<string, unknown>;

/** A copy of a schema document without `required` lists (for excerpts). */
function dropRequired<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => dropRequired(item)) as T;
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'required' && Array.isArray(item)) continue;
    out[key] = dropRequired(item);
  }
  return out as T;
}

/** A copy of the document whose object schemas reject unknown properties. */
function closeObjects<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => closeObjects(item)) as T;
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) out[key] = closeObjects(item);
  if (isObject(out.properties) && out.additionalProperties === undefined && !out.$ref) {
    out.additionalProperties = false;
  }
  return out as T;
}

/** JSON pointer (into the document) of an operation's JSON response schema. */
function responsePointer(document: Json, operationId: string, status: string): string {
  const spec = document as unknown as OpenApiDocument;
  const entry = listOperations(spec).find(({operation}) => operation.operationId === operationId);
  if (!entry) throw new Error(`The spec has no operation ${operationId}.`);
  const {value: response, at} = locateRef(spec, entry.operation.responses?.[status] as unknown, [
    'paths',
    entry.path,
    entry.method,
    'responses',
    status,
  ]);
  if (!isObject(response)) {
    throw new Error(`${operationId} has no ${status} response.`);
  }
  const content = isObject(response.content) ? response.content : {};
  if (!isObject(content['application/json'])) {
    throw new Error(`${operationId} ${status} has no application/json content.`);
  }
  return jsonPointer([...at, 'content', 'application/json', 'schema']).slice(1);
}

/** Follows `$ref`s and a property path (`/result`) from a schema pointer. */
function descend(document: Json, pointer: string, path: string): string {
  const spec = document as unknown as OpenApiDocument;
  const follow = (segments: string[]) => locateRef(spec, valueAt(spec, segments), segments).at;
  let current = follow(parseRef(`#${pointer}`).pointer);
  for (const property of path.split('/').filter(Boolean)) {
    const next = [...current, 'properties', property];
    if (valueAt(spec, next) === undefined) {
      throw new Error(`the response schema has no property ${path}`);
    }
    current = follow(next);
  }
  return jsonPointer(current).slice(1);
}

export interface ExampleReport {
  problems: Problem[];
  /** Blocks validated against a schema. */
  checked: number;
}

/** Validates every tagged JSON block; reports untagged API responses. */
export function checkExampleResponses(
  document: Record<string, unknown>,
  blocks: readonly JsonBlock[],
): ExampleReport {
  const closed = closeObjects(document);
  const validator = (schemaDocument: Json) => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    ajv.addSchema({...schemaDocument, $id: 'openapi'});
    return ajv;
  };
  const full = validator(closed);
  let partial: Ajv2020 | null = null;
  const problems: Problem[] = [];
  let checked = 0;
  for (const block of blocks) {
    const at = (message: string) => problems.push({file: block.file, line: block.line, message});
    let value: unknown;
    try {
      value = JSON.parse(block.value);
    } catch (error) {
      at(`json does not parse: ${(error as Error).message}`);
      continue;
    }
    const attributes = block.attributes;
    if (!attributes.operation) {
      if (isObject(value) && typeof value.code === 'number') {
        at(
          'an API response without operation=<operationId> status=<HTTP status> in its fence, so it cannot be checked against the spec',
        );
      }
      continue;
    }
    if (!attributes.status) {
      at(`operation=${attributes.operation} needs status=<HTTP status>`);
      continue;
    }
    let pointer: string;
    try {
      pointer = responsePointer(closed, attributes.operation, attributes.status);
      if (attributes.pointer) pointer = descend(closed, pointer, attributes.pointer);
    } catch (error) {
      at((error as Error).message);
      continue;
    }
    let ajv = full;
    if (attributes.partial === 'true') {
      partial ??= validator(dropRequired(closed));
      ajv = partial;
    }
    const validate = ajv.compile({$ref: `openapi#${pointer}`});
    checked += 1;
    if (!validate(value)) {
      const errors = (validate.errors ?? [])
        .filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf')
        .slice(0, 5)
        .map(
          (error) =>
            `${error.instancePath || '(root)'} ${error.message ?? ''}${
              error.keyword === 'additionalProperties'
                ? ` (${String((error.params as {additionalProperty?: string}).additionalProperty)})`
                : ''
            }`,
        );
      at(
        `does not match ${attributes.operation} ${attributes.status}${attributes.pointer ?? ''}: ${errors.join('; ')}`,
      );
    }
  }
  return {problems, checked};
}
