/**
 * Field tables and example responses taken from the bundled OpenAPI document,
 * so that pages restating a schema (CASS fields, USPS fields, the verify
 * response) render it instead of retyping it.
 *
 * `npm run gen` (scripts/openapi-bundle.ts) writes `schemaFieldsModule()` of
 * the bundle to `.openapi/schema-fields.json` (gitignored); the
 * `SchemaFields` and `OperationExample` components import that file and the
 * Markdown twins read it (src/data/schema-fields-markdown.ts).
 */
import type {OpenApiDocument} from './index';

/** One property of a schema, as a table row shows it. */
export interface SchemaField {
  name: string;
  /** `string`, `number or string`, `CassRecord or null`, `array of string`... */
  type: string;
  description: string;
  required: boolean;
  /** Allowed values, when the schema lists them (`''` shown as "empty"). */
  enum?: string[];
  /** The schema's example, JSON-encoded (`"0047A"`, `true`, `40.01793`). */
  example?: string;
}

/** One example response of an operation. */
export interface OperationExample {
  operationId: string;
  status: string;
  name: string;
  summary: string;
  value: unknown;
}

export interface SchemaFieldsModule {
  /** Schema name -> its properties in the order the spec lists them. */
  schemas: Record<string, SchemaField[]>;
  /** `<operationId> <status> <example name>` -> the example. */
  examples: Record<string, OperationExample>;
}

/** The schemas whose fields the docs render as tables. */
export const tabulatedSchemas = ['CassRecord', 'VerifyResult', 'UsAddress', 'UkAddress'] as const;
export type TabulatedSchema = (typeof tabulatedSchemas)[number];

/** Example responses the docs render as code blocks. */
export const renderedExamples = [
  {operationId: 'AddressVerify', status: '200', name: 'Match'},
  {operationId: 'AddressVerify', status: '200', name: 'NoMatch'},
  {operationId: 'RetrieveAddress', status: '200', name: 'UspsAddress'},
] as const;

export function exampleKey(operationId: string, status: string, name: string): string {
  return `${operationId} ${status} ${name}`;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function componentSchemas(document: OpenApiDocument): Json {
  const components = document.components;
  if (!isObject(components) || !isObject(components.schemas)) {
    throw new Error('The OpenAPI document has no components.schemas.');
  }
  return components.schemas;
}

/** Follows `#/components/schemas/X` references within the document. */
export function resolveRef(document: OpenApiDocument, schema: unknown): Json {
  let current = schema;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth += 1) {
    const match = /^#\/components\/schemas\/(.+)$/.exec(current.$ref);
    if (!match || depth > 20) throw new Error(`Cannot resolve ${String(current.$ref)}.`);
    current = componentSchemas(document)[match[1]];
  }
  if (!isObject(current)) throw new Error('A schema is not an object.');
  return current;
}

/** A short, human type label: `string`, `integer or string`, `CassRecord or null`. */
export function typeLabel(document: OpenApiDocument, schema: unknown): string {
  if (!isObject(schema)) return 'any';
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(document, schema);
    const name = schema.$ref.split('/').pop() ?? 'object';
    return target.type === 'object' || target.properties ? name : typeLabel(document, target);
  }
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants)) {
    return [...new Set(variants.map((variant) => typeLabel(document, variant)))].join(' or ');
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return `array of ${typeLabel(document, schema.items)}`;
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

/** The properties of a component schema, in spec order. Throws on an unknown schema. */
export function schemaFields(document: OpenApiDocument, name: string): SchemaField[] {
  const raw = componentSchemas(document)[name];
  if (!isObject(raw)) throw new Error(`The OpenAPI document has no schema named ${name}.`);
  const schema = resolveRef(document, raw);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([field, property]) => {
    const resolved =
      isObject(property) && property.$ref ? resolveRef(document, property) : property;
    const own = isObject(property) ? property : {};
    const target = isObject(resolved) ? resolved : {};
    const description = String(own.description ?? target.description ?? '').trim();
    const values = Array.isArray(target.enum) ? target.enum.map((value) => String(value)) : null;
    const example = own.example ?? target.example;
    return {
      name: field,
      type: typeLabel(document, property),
      description,
      required: required.has(field),
      ...(values ? {enum: values} : {}),
      ...(example === undefined ? {} : {example: JSON.stringify(example)}),
    };
  });
}

/** Every documented response example of every operation, by exampleKey(). */
export function operationExamples(document: OpenApiDocument): Record<string, OperationExample> {
  const out: Record<string, OperationExample> = {};
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const responses = isObject(operation.responses) ? operation.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        const content = isObject(response) && isObject(response.content) ? response.content : {};
        const json = content['application/json'];
        const examples = isObject(json) && isObject(json.examples) ? json.examples : {};
        for (const [name, example] of Object.entries(examples)) {
          const resolved = resolveExample(document, example);
          if (!resolved) continue;
          out[exampleKey(operation.operationId, status, name)] = {
            operationId: operation.operationId,
            status,
            name,
            summary: String(resolved.summary ?? ''),
            value: resolved.value,
          };
        }
      }
    }
  }
  return out;
}

function resolveExample(document: OpenApiDocument, example: unknown): Json | null {
  if (!isObject(example)) return null;
  if (typeof example.$ref !== 'string') return example;
  const match = /^#\/components\/examples\/(.+)$/.exec(example.$ref);
  const components = isObject(document.components) ? document.components : {};
  const examples = isObject(components.examples) ? components.examples : {};
  const target = match ? examples[match[1]] : undefined;
  return isObject(target) ? target : null;
}

/** What `.openapi/schema-fields.json` holds. Throws when a listed schema or example is missing. */
export function schemaFieldsModule(document: OpenApiDocument): SchemaFieldsModule {
  const schemas = Object.fromEntries(
    tabulatedSchemas.map((name) => [name, schemaFields(document, name)]),
  );
  const all = operationExamples(document);
  const examples: Record<string, OperationExample> = {};
  for (const {operationId, status, name} of renderedExamples) {
    const key = exampleKey(operationId, status, name);
    if (!all[key]) throw new Error(`The OpenAPI document has no example ${key}.`);
    examples[key] = all[key];
  }
  return {schemas, examples};
}
