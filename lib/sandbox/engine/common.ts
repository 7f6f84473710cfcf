/**
 * What every part of the engine shares: JSON objects, tables without a
 * prototype, the error an answer is thrown as, and the answer envelopes.
 */
import type {ValidationError} from '../validate';

export type Json = Record<string, unknown>;

/** Names to values with no prototype: `constructor` or `__proto__` are names like any other. */
export type Table<T> = Record<string, T>;
export const table = <T>(): Table<T> => Object.create(null) as Table<T>;
export const own = (object: object, name: string) =>
  Object.prototype.hasOwnProperty.call(object, name);

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An answer other than success, thrown by a check or a handler and sent as it is. */
export class HttpError {
  constructor(
    readonly status: number,
    readonly body: Json,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

/**
 * A `400` listing validation errors. `omitted`: how many more there were
 * beyond the listed ones (validate.ts keeps `MAX_ERRORS`), said in the
 * message so the answer stays small.
 */
export const schemaError = (errors: ValidationError[], code = 4000, omitted = 0) =>
  new HttpError(400, {
    code,
    message: `${
      code === 4001 ? 'Submitted data failed validation.' : 'Request failed schema validation.'
    }${
      omitted > 0
        ? ` The first ${errors.length} of ${errors.length + omitted} errors are listed.`
        : ''
    }`,
    errors,
  });

/** Lower-case, space-free, decoded form of a path or value, for matching. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}
