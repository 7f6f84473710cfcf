/**
 * The `Authorization` header of the API, read and written in one place:
 * `api_key="ak_test"`, `user_token="uk_test"`, or both, comma separated.
 * The sandbox engine reads requests with it; the catalogue writes its cases'
 * headers with it, the code samples (lib/openapi/code-samples.ts) the
 * header they send, the home page its first requests, the test-input tables
 * the header they leave out of a label, and the Try-it console the header
 * of its key fields. No imports, so the Try-it console can use it without
 * loading the sandbox.
 */

/** The credentials the API reads from the `Authorization` header, by their names there. */
export type KeyKind = 'api_key' | 'user_token';

/** The keys of a request, by kind: `{api_key: 'ak_test'}`. */
export type Credentials = Partial<Record<KeyKind, string>>;

/** Every kind of key, in the order they go into the header. */
export const KEY_KINDS: readonly KeyKind[] = ['api_key', 'user_token'];

/** Whether `name` is a key the `Authorization` header carries. */
export function isKeyKind(name: string): name is KeyKind {
  return (KEY_KINDS as readonly string[]).includes(name);
}

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

/**
 * `api_key="ak_test"`: the header of `keys`, every kind given in the order of
 * `KEY_KINDS`. Throws when no key is given, which is a caller's mistake.
 */
export function authorizationFor(keys: Credentials): string {
  const header = authorizationHeader(KEY_KINDS, keys);
  if (header === undefined) throw new Error('authorizationFor: no key given');
  return header;
}
