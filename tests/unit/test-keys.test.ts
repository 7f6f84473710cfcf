import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {testKeys} from '../../lib/sandbox/test-keys';
import {testKeys as catalogueKeys} from '../../lib/sandbox/catalogue';

const root = path.resolve(__dirname, '../..');
const home = 'lib/sandbox/test-keys.ts';
/**
 * The request samples' credentials module of the OpenAPI toolkit writes the
 * test key for a code generator that cannot import the site's modules yet
 * (it moves to lib/openapi/ with the toolkit).
 */
const samplesCredentials = /openapi[\w/-]*\/credentials\.ts$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) continue;
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !name.includes('.generated.')) yield file;
  }
}

/** Code without its comments: comments may name a key to explain it. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every test key written as a literal outside lib/sandbox/test-keys.ts, as `file: key`. */
export function strayTestKeys(files: readonly string[]): string[] {
  const keys = Object.values(testKeys);
  return files.flatMap((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === home || samplesCredentials.test(relative)) return [];
    const code = withoutComments(readFileSync(file, 'utf8'));
    return keys
      .filter((key) => new RegExp(`\\b${key}\\b`).test(code))
      .map((key) => `${relative}: ${key}`);
  });
}

describe('test keys', () => {
  it('are the catalogue’s own: the catalogue re-exports the one module', () => {
    expect(catalogueKeys).toBe(testKeys);
  });

  it('are written only in lib/sandbox/test-keys.ts (site, plugins, config, scripts, lib)', () => {
    const files = ['src', 'plugins', 'config', 'scripts', 'lib']
      .map((dir) => path.join(root, dir))
      .filter((dir) => {
        try {
          return statSync(dir).isDirectory();
        } catch {
          return false;
        }
      })
      .flatMap((dir) => [...sourceFiles(dir)]);
    expect(files.length).toBeGreaterThan(100);
    expect(strayTestKeys(files)).toEqual([]);
  });

  it('finds a key typed in code, but not one named in a comment', () => {
    const fixture = path.join(root, 'tests/fixtures/test-keys/stray.ts');
    expect(strayTestKeys([fixture])).toEqual([
      `tests/fixtures/test-keys/stray.ts: ${testKeys.usable}`,
    ]);
  });
});
