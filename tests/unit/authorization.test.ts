/**
 * The `Authorization` header's one reader and writer (lib/http/authorization.ts):
 * what it writes, that it reads back what it writes, and that no other module
 * of the site, its plugins, config or scripts writes the header's
 * `api_key="..."` by hand (the code samples, Try-it, the home page's first
 * requests and the test-input tables all call it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  authorizationFor,
  authorizationHeader,
  isKeyKind,
  KEY_KINDS,
  parseAuthorization,
} from '../../lib/http/authorization';

const root = path.resolve(__dirname, '../..');
const HOME = 'lib/http/authorization.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [file.split(path.sep).join('/')] : [];
  });
}

/** A key's value written into the header by a template: `api_key="${...}"`. */
const HAND_WRITTEN = /\b(api_key|user_token)\s*=\s*\\?"\$\{/;

/** Every line outside the home module that writes the header by hand, as `file:line`. */
function handWritten(
  files: string[],
  read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8'),
): string[] {
  return files.flatMap((file) =>
    file === HOME
      ? []
      : read(file)
          .split('\n')
          .flatMap((line, index) => (HAND_WRITTEN.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

describe('the Authorization header', () => {
  it('writes every key given, api_key first, trimmed', () => {
    expect(authorizationFor({api_key: 'ak_test'})).toBe('api_key="ak_test"');
    expect(authorizationFor({user_token: ' uk_test ', api_key: 'ak_test'})).toBe(
      'api_key="ak_test", user_token="uk_test"',
    );
    expect(() => authorizationFor({})).toThrow(/no key/);
    expect(authorizationHeader(['user_token'], {api_key: 'ak_test', user_token: 'uk_test'})).toBe(
      'user_token="uk_test"',
    );
  });

  it('reads back what it writes', () => {
    const keys = {api_key: 'ak_test', user_token: 'uk_test'};
    expect(parseAuthorization(authorizationFor(keys))).toEqual(keys);
    expect(parseAuthorization('Bearer ak_test')).toEqual({});
  });

  it('names the kinds of key it carries', () => {
    expect(KEY_KINDS.every(isKeyKind)).toBe(true);
    expect(isKeyKind('licensee')).toBe(false);
  });

  it('is written by hand nowhere else in lib, src, plugins, config or scripts', () => {
    const files = ['lib', 'src', 'plugins', 'config', 'scripts'].flatMap(sourceFiles);
    expect(files).toContain(HOME);
    expect(handWritten(files)).toEqual([]);
  });

  it('finds a header written by hand (the check can fail)', () => {
    const sources: Record<string, string> = {
      'src/a.ts': 'const header = `api_key="${key}"`;',
      'src/b.tsx': 'const sample = `-H \'Authorization: user_token=\\"${token}\\"\'`;',
      'src/c.ts': 'const header = authorizationFor({api_key: key});',
      [HOME]: 'return `${kind}="${value}"`; // api_key="${x}"',
    };
    expect(handWritten(Object.keys(sources), (file) => sources[file]!)).toEqual([
      'src/a.ts:1',
      'src/b.tsx:1',
    ]);
  });
});
