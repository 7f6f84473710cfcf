/**
 * Replaces the OpenAPI theme's `ApiExplorer/storage-utils` (same exports,
 * same results). The original imports the whole of crypto-js, every cipher
 * and hash (about 30 KB gzip on every API page), to take SHA-1 digests of
 * security scheme names; this imports SHA-1 alone.
 *
 * Upstream: docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js (5.x).
 */
import sha1 from 'crypto-js/sha1';

const hash = (message: string): string => sha1(message).toString();

/** SHA-1 of the sorted SHA-1 digests of `arr`, as the theme keys persisted credentials. */
export function hashArray(arr: string[]): string {
  return hash(arr.map(hash).sort().join());
}

/** The storage the theme persists credentials in: none, session or local. */
export function createStorage(persistence: false | 'sessionStorage' | 'localStorage'): Storage {
  if (persistence === false) {
    return {
      getItem: () => null,
      setItem: () => undefined,
      clear: () => undefined,
      key: () => null,
      removeItem: () => undefined,
      length: 0,
    };
  }
  if (persistence === 'sessionStorage') return sessionStorage;
  return localStorage;
}
