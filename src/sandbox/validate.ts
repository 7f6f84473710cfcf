/**
 * A small interpreter of the JSON Schema subset in `SchemaLite`, so the
 * sandbox validates requests without compiling code at runtime (no `eval`,
 * no `new Function`: it works under a strict Content-Security-Policy).
 * Messages follow Ajv's wording, as the API's `errors[]` do.
 */
import type {SchemaLite} from './spec-data';

export interface ValidationError {
  path: string;
  message: string;
}

const patterns = new Map<string, RegExp | null>();

function regex(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    try {
      patterns.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      patterns.set(pattern, null);
    }
  }
  return patterns.get(pattern) ?? null;
}

/**
 * `local@domain.tld` with no space and one `@`, checked in one pass: the
 * regular expression this replaces backtracked quadratically on a long value
 * without a dot after the `@`.
 */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

const FORMATS: Record<string, (value: string) => boolean> = {
  email: isEmail,
  'date-time': (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(value),
  date: (value) => /^\d{4}-\d\d-\d\d$/.test(value),
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Validates `value` against `schema`; returns one error per problem found. */
export function validateValue(
  schema: SchemaLite,
  value: unknown,
  path: string,
  errors: ValidationError[] = [],
): ValidationError[] {
  const fail = (message: string) => errors.push({path, message});
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) {
      fail(`must be ${types.join(',')}`);
      return errors;
    }
  }
  if ('const' in schema && !sameJson(schema.const, value)) fail('must be equal to constant');
  if (schema.enum && !schema.enum.some((option) => sameJson(option, value))) {
    fail('must be equal to one of the allowed values');
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (
    alternatives &&
    !alternatives.some((option) => validateValue(option, value, path).length === 0)
  ) {
    fail(`must match a schema in ${schema.oneOf ? 'oneOf' : 'anyOf'}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      fail(`must be >= ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      fail(`must be <= ${schema.maximum}`);
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) {
      fail(`must NOT have fewer than ${schema.minLength} characters`);
    }
    // The length comes first: a value too long is not run through a pattern or format.
    if (schema.maxLength !== undefined && length > schema.maxLength) {
      fail(`must NOT have more than ${schema.maxLength} characters`);
    } else {
      if (schema.pattern !== undefined && !regex(schema.pattern)?.test(value)) {
        fail(`must match pattern "${schema.pattern}"`);
      }
      const format = schema.format ? FORMATS[schema.format] : undefined;
      if (format && !format(value)) fail(`must match format "${schema.format}"`);
    }
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      fail(`must NOT have fewer than ${schema.minItems} items`);
    }
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      fail(`must NOT have more than ${schema.maxItems} items`);
    }
    if (schema.items) {
      value.forEach((item, index) =>
        validateValue(schema.items!, item, `${path}.${index}`, errors),
      );
    }
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (schema.minProperties !== undefined && keys.length < schema.minProperties) {
      fail(`must NOT have fewer than ${schema.minProperties} properties`);
    }
    for (const name of schema.required ?? []) {
      if (!Object.prototype.hasOwnProperty.call(object, name)) {
        fail(`must have required property '${name}'`);
      }
    }
    for (const key of keys) {
      const child =
        schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, key)
          ? schema.properties[key]
          : undefined;
      if (child) {
        validateValue(child, object[key], `${path}.${key}`, errors);
      } else if (schema.additionalProperties === false) {
        errors.push({path: `${path}.${key}`, message: 'must NOT have additional properties'});
      } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        validateValue(schema.additionalProperties, object[key], `${path}.${key}`, errors);
      }
    }
  }
  return errors;
}

/**
 * Converts a parameter's text (from a path, query or header) to the type its
 * schema asks for; the text stays as it is when it does not convert, so that
 * validation reports the wrong type.
 */
export function coerceParameter(schema: SchemaLite, text: string): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && /^-?\d+$/.test(text.trim())) return Number(text);
  if (types.includes('number') && text.trim() !== '' && Number.isFinite(Number(text))) {
    return Number(text);
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}
