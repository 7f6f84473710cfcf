/**
 * The `Authorization` header of the API, read and written in one place:
 * `api_key="ak_test"`, `user_token="uk_test"`, or both, comma separated.
 * The sandbox engine reads requests with it, the catalogue writes its cases'
 * headers with it, and the Try-it console fills and sends its key fields
 * with it. No imports, so the Try-it console can use it without loading the
 * sandbox.
 */

/** The credentials the API reads from the `Authorization` header, by their names there. */
export type KeyKind = 'api_key' | 'user_token';

/** The keys of a request, by kind: `{api_key: 'ak_test'}`. */
export type Credentials = Partial<Record<KeyKind, string>>;

/** Every kind of key, in the order they go into the header. */
export const KEY_KINDS: readonly KeyKind[] = ['api_key', 'user_token'];

/** Reads `api_key="..."` and `user_token="..."` out of an `Authorization` value. */
export function parseAuthorization(header: string | undefined): Credentials {
  const keys: Credentials = {};
  if (!header) return keys;
  for (const match of header.matchAll(/\b(api_key|user_token)\s*=\s*"([^"]*)"/g)) {
    keys[match[1] as KeyKind] = match[2];
  }
  return keys;
}

/**
 * `api_key="ak_test", user_token="uk_test"`: the keys of `kinds` that are
 * filled in (trimmed), in that order; undefined when none is.
 */
export function authorizationHeader(
  kinds: readonly KeyKind[],
  keys: Credentials,
): string | undefined {
  const parts = kinds
    .filter((kind) => (keys[kind] ?? '').trim() !== '')
    .map((kind) => `${kind}="${keys[kind]!.trim()}"`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
