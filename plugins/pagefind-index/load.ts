import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

type PagefindModule = typeof import('pagefind');

/**
 * Loads the `pagefind` package, which is ESM-only with an `import`-only
 * export map. Docusaurus loads the site config (and this plugin) through
 * jiti, which turns `import('pagefind')` into a `require` that the export
 * map refuses; Node's own `require` of the package's entry file by path
 * works (require of ES modules, Node 20.19 and later).
 */
export function loadPagefindModule(fromDir: string): PagefindModule {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const entry = path.join(dir, 'pagefind', 'lib', 'index.js');
    if (fs.existsSync(entry)) return require(entry) as PagefindModule;
  }
  throw new Error(`pagefind-index: the pagefind package is not installed (from ${fromDir})`);
}
