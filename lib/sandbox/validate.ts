/**
 * A small interpreter of the JSON Schema subset in `SchemaLite`, so the
 * sandbox validates requests without compiling code at runtime (no `eval`,
 * no `new Function`: it works under a strict Content-Security-Policy).
 * Messages follow Ajv's wording, as the API's `errors[]` do.
 *
 * Hostile input never makes a large answer: an array longer than its
 * `maxItems` fails on its length and only its first `maxItems` items are
 * checked, the list keeps the first `MAX_ERRORS` errors and counts the
 * others, and a property name in an error's path is cut at
 * `MAX_PATH_SEGMENT` characters. A string's length is counted only up to
 * the limit it is checked against.
 */
import type {SchemaLite} from './spec-data';

export interface ValidationError {
  path: string;
  message: string;
}

/** Most errors an answer lists; `ErrorList.omitted` counts the others. */
export const MAX_ERRORS = 20;

/** Longest property or parameter name written into an error's path, in characters. */
export const MAX_PATH_SEGMENT = 64;

/**
 * Array items the validator has examined since the process started: the
 * property tests (tests/unit/sandbox-amplification.test.ts) and the bench read it to
 * check that an array is never examined past its `maxItems` + 1.
 */
export const validationCounters = {arrayItems: 0};

/** The errors of one validation: the first `MAX_ERRORS`, and how many more there were. */
export class ErrorList {
  readonly errors: ValidationError[] = [];
  omitted = 0;

  add(path: string, message: string): void {
    if (this.errors.length < MAX_ERRORS) this.errors.push({path, message});
    else this.omitted += 1;
  }

  /** Every error found, listed or not. */
  get count(): number {
    return this.errors.length + this.omitted;
  }
}

/** A property name as an error's path shows it: cut at `MAX_PATH_SEGMENT` characters. */
export function pathSegment(name: string): string {
  return name.length > MAX_PATH_SEGMENT ? `${name.slice(0, MAX_PATH_SEGMENT)}…` : name;
}

/** The number of code points of `value`, counted up to `limit` + 1 at most. */
function lengthUpTo(value: string, limit: number): number {
  let length = 0;
  for (let index = 0; index < value.length && length <= limit; length += 1) {
    // A code point above U+FFFF takes two UTF-16 units.
    index += (value.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
  }
  return length;
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

/**
 * Validates `value` against `schema`, adding one error per problem found to
 * `errors` (which keeps the first `MAX_ERRORS`); returns that list.
 */
export function validateValue(
  schema: SchemaLite,
  value: unknown,
  path: string,
  errors: ErrorList = new ErrorList(),
): ErrorList {
  const fail = (message: string) => errors.add(path, message);
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
    !alternatives.some((option) => validateValue(option, value, path).count === 0)
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
    const limit = Math.max(schema.minLength ?? 0, schema.maxLength ?? 0);
    const length =
      schema.minLength === undefined && schema.maxLength === undefined
        ? 0
        : lengthUpTo(value, limit);
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
    const tooMany = schema.maxItems !== undefined && value.length > schema.maxItems;
    if (tooMany) fail(`must NOT have more than ${schema.maxItems} items`);
    if (schema.items) {
      // Past `maxItems` the array has failed already: its other items are not looked at.
      const examined = tooMany ? schema.maxItems! : value.length;
      for (let index = 0; index < examined; index += 1) {
        validationCounters.arrayItems += 1;
        validateValue(schema.items, value[index], `${path}.${index}`, errors);
      }
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
      const at = `${path}.${pathSegment(key)}`;
      if (child) {
        validateValue(child, object[key], at, errors);
      } else if (schema.additionalProperties === false) {
        errors.add(at, 'must NOT have additional properties');
      } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        validateValue(schema.additionalProperties, object[key], at, errors);
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
