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
import {
  isJsonObject,
  listOperations,
  resolveRef,
  type JsonObject,
  type OpenApiDocument,
  type Schema,
} from './document';

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
  /** The request the sandbox answered with it (`x-sandbox-request`), when the bundle wrote it. */
  request?: string;
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

/** The facts lint's name for `isJsonObject`. */
export {isJsonObject as isObject} from './document';

function componentSchemas(document: OpenApiDocument): Record<string, Schema> {
  const schemas = document.components?.schemas;
  if (!isJsonObject(schemas)) throw new Error('The OpenAPI document has no components.schemas.');
  return schemas;
}

/** A schema with its references followed; throws when it is not an object. */
function resolveSchema(document: OpenApiDocument, schema: unknown): JsonObject {
  const resolved = resolveRef(document, schema);
  if (!isJsonObject(resolved)) throw new Error('A schema is not an object.');
  return resolved;
}

/** A short, human type label: `string`, `integer or string`, `CassRecord or null`. */
export function typeLabel(document: OpenApiDocument, schema: unknown): string {
  if (!isJsonObject(schema)) return 'any';
  if (typeof schema.$ref === 'string') {
    const target = resolveSchema(document, schema);
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
  if (!isJsonObject(raw)) throw new Error(`The OpenAPI document has no schema named ${name}.`);
  const schema = resolveSchema(document, raw);
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([field, property]) => {
    const resolved =
      isJsonObject(property) && property.$ref ? resolveSchema(document, property) : property;
    const own = isJsonObject(property) ? property : {};
    const target = isJsonObject(resolved) ? resolved : {};
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
  for (const {operation} of listOperations(document)) {
    if (typeof operation.operationId !== 'string') continue;
    for (const [status, rawResponse] of Object.entries(operation.responses ?? {})) {
      const response = resolveRef(document, rawResponse);
      const examples = response?.content?.['application/json']?.examples ?? {};
      for (const [name, rawExample] of Object.entries(examples)) {
        const example = resolveRef(document, rawExample);
        if (!isJsonObject(example)) continue;
        out[exampleKey(operation.operationId, status, name)] = {
          operationId: operation.operationId,
          status,
          name,
          summary: String(example.summary ?? ''),
          value: example.value,
          ...(typeof example['x-sandbox-request'] === 'string'
            ? {request: example['x-sandbox-request']}
            : {}),
        };
      }
    }
  }
  return out;
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
