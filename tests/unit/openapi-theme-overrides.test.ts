import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {createStorage, hashArray} from '../../src/theme/ApiExplorer/storage-utils';

const require = createRequire(import.meta.url);
/** The theme module src/theme/ApiExplorer/storage-utils.ts replaces. */
const upstream =
  require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js') as {
    hashArray: (arr: string[]) => string;
  };

describe('ApiExplorer/storage-utils override', () => {
  it('hashes scheme names exactly as the theme does, so stored credentials stay readable', () => {
    for (const names of [['api_key'], ['api_key', 'user_token'], ['user_token', 'api_key'], []]) {
      expect(hashArray([...names])).toBe(upstream.hashArray([...names]));
    }
    expect(hashArray(['api_key'])).toMatch(/^[0-9a-f]{40}$/);
  });

  it('offers a storage that keeps nothing when persistence is off', () => {
    const storage = createStorage(false);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBeNull();
    expect(storage.length).toBe(0);
  });
});
