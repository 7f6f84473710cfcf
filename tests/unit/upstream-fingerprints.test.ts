import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {upstream as routeShards} from '../../plugins/route-shards/upstream';
import {
  FINGERPRINTS_FILE,
  deepImports,
  dependents,
  fingerprintProblems,
  installedFingerprints,
  themeReplacements,
  type Fingerprints,
} from '../../scripts/upstream-fingerprints';

/**
 * Upstream coupling made explicit: every upstream module that src/theme
 * replaces, that the bundler aliases or that the staged start replaces, that
 * plugins/docs-sections and plugins/route-shards rely on, and that the code
 * imports from another package's lib/ or src/ folder is fingerprinted (SHA-256
 * and package version) in tests/fixtures/upstream-fingerprints.json. An
 * upgrade that changes one fails here, naming the local file to compare it
 * with; `npm run upstream:fingerprint` refreshes the fingerprints afterwards.
 */
const root = path.resolve(__dirname, '../..');
const stored = JSON.parse(
  fs.readFileSync(path.join(root, FINGERPRINTS_FILE), 'utf8'),
) as Fingerprints;
const list = dependents(root);
const installed = installedFingerprints(
  root,
  list.map(({file}) => file),
);

describe('upstream fingerprints', () => {
  it('every upstream file the site copies, aliases, replaces or imports from inside is as fingerprinted', () => {
    expect(list.length).toBeGreaterThan(30);
    expect(fingerprintProblems(list, stored, installed)).toEqual([]);
    expect(installed.packages).toEqual(stored.packages);
  });

  it('names the upstream file, the local file to compare it with and the reason when one changes', () => {
    const apiItem = 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js';
    const changed: Fingerprints = {
      packages: {...stored.packages, 'docusaurus-theme-openapi-docs': '5.1.0'},
      files: {...stored.files, [apiItem]: '0'.repeat(64)},
    };
    // Compared with the stored fingerprints as if installed: independent of real drift.
    const problems = fingerprintProblems(list, changed, stored);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^upstream ${apiItem} changed \\(docusaurus-theme-openapi-docs 5\\.1\\.0 → ${stored.packages['docusaurus-theme-openapi-docs']}\\): compare with src/theme/ApiItem/index\\.tsx \\(`,
      ),
    );
    // The pako alias's stub relies on the same module.
    expect(problems[0]).toContain('plugins/openapi-chunks/pako-stub.js');
    expect(problems[0]).toMatch(/then run npm run upstream:fingerprint$/);

    const [first] = routeShards;
    const plugin = fingerprintProblems(
      list,
      {...stored, files: {...stored.files, [first.file]: '0'.repeat(64)}},
      stored,
    );
    expect(plugin).toEqual([
      expect.stringContaining(
        `upstream ${first.file} changed: compare with plugins/route-shards (${first.reason})`,
      ),
    ]);
  });

  it('reports a file that is gone, not fingerprinted yet, or no longer used', () => {
    const [first, second] = themeReplacements;
    const withoutFirst = {...stored.files};
    delete withoutFirst[first.file];
    const storedWithoutSecond: Record<string, string> = {
      ...stored.files,
      'some-package/lib/old.js': 'f'.repeat(64),
    };
    delete storedWithoutSecond[second.file];
    expect(
      fingerprintProblems(
        list,
        {...stored, files: storedWithoutSecond},
        {...stored, files: withoutFirst},
      ),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^upstream ${second.file} is not fingerprinted yet: run npm run upstream:fingerprint`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^upstream ${first.file} is gone: compare with ${first.local} `),
      ),
      'upstream some-package/lib/old.js is no longer used: run npm run upstream:fingerprint',
    ]);
  });

  it('fingerprints the upstream module of every replacement src/theme/README.md lists', () => {
    const readme = fs.readFileSync(path.join(root, 'src/theme/README.md'), 'utf8');
    const table = readme.split('## Replacements')[1]!.split('\n## ')[0]!;
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const replacements = rows
      .filter(([, , , kind]) => !kind!.startsWith('New'))
      .flatMap(([, files]) => [...files!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
    expect(replacements).toContain('ApiItem/index.tsx');
    const fingerprinted = new Set(themeReplacements.map(({local}) => local));
    expect(replacements.filter((file) => !fingerprinted.has(`src/theme/${file}`))).toEqual([]);
    for (const {local} of themeReplacements)
      expect(fs.existsSync(path.join(root, local))).toBe(true);
  });

  it("finds imports of another package's lib/ or src/ folder, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        fs.writeFileSync(path.join(dir, file), text);
      };
      write('node_modules/pkg/package.json', '{"name": "pkg", "version": "1.0.0"}');
      write('node_modules/pkg/lib/inner.js', 'module.exports = 1;');
      write('node_modules/@scope/types/src/types.d.ts', 'export type T = 1;');
      write(
        'src/a.ts',
        [
          "import inner from 'pkg/lib/inner';",
          "import type {T} from '@scope/types/src/types';",
          "import local from '../lib/x';",
          "import site from '@site/src/identity';",
          'const lazy = () => import(/* webpackMode: "eager" */ \'pkg/lib/inner.js\');',
        ].join('\n'),
      );
      write('lib/x.ts', 'export default 1;');
      expect(deepImports(dir).map(({file, local}) => `${local} → ${file}`)).toEqual([
        'src/a.ts → pkg/lib/inner.js',
        'src/a.ts → @scope/types/src/types.d.ts',
      ]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    // This site's own: core's client App, the OpenAPI plugin's page generators...
    const locals = list.map(({file, local}) => `${local} → ${file}`);
    expect(locals).toContain(
      'plugins/staged-start/client-entry.ts → @docusaurus/core/lib/client/App.js',
    );
  });

  it('pins the OpenAPI plugin and theme exactly, at the fingerprinted versions', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['docusaurus-plugin-openapi-docs', 'docusaurus-theme-openapi-docs']) {
      expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
      expect(manifest.dependencies[name]).toBe(stored.packages[name]);
    }
  });
});
