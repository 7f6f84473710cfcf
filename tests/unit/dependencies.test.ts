import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  buildEntryFiles,
  declaredPackages,
  importsOf,
  packageOf,
  reachableFiles,
  sourceFiles,
  undeclaredImports,
  runtimeImportsNotInDependencies,
  scriptCommandsNotInDependencies,
} from '../../scripts/dependencies';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const fixture = (name: string) => path.join(root, 'tests/fixtures/dependencies', name);

describe('import scanning', () => {
  it('reads static, dynamic, re-export and require imports, and which are type-only', () => {
    expect(importsOf(fixture('imports.ts.txt'))).toEqual([
      {specifier: 'left-pad/lib/index.js', typeOnly: false},
      {specifier: 'estree', typeOnly: true},
      {specifier: './local', typeOnly: false},
      {specifier: '@scope/pkg', typeOnly: false},
      {specifier: 'node:fs', typeOnly: false},
      {specifier: 'lazy-pkg', typeOnly: false},
      {specifier: 'required-pkg', typeOnly: false},
    ]);
  });

  it('maps a specifier to its package, and aliases and built-ins to none', () => {
    expect(packageOf('crypto-js/sha1', root)).toBe('crypto-js');
    expect(packageOf('@docusaurus/theme-common/internal', root)).toBe('@docusaurus/theme-common');
    expect(packageOf('@docusaurus/Link', root)).toBeUndefined();
    expect(packageOf('@theme/Layout', root)).toBeUndefined();
    expect(packageOf('@site/src/identity', root)).toBeUndefined();
    expect(packageOf('node:path', root)).toBeUndefined();
    expect(packageOf('path', root)).toBeUndefined();
    expect(packageOf('./x', root)).toBeUndefined();
  });

  it('reports a package the manifest does not declare, naming the file', () => {
    const files = [fixture('imports.ts.txt')];
    const declared = new Set(['left-pad', '@scope/pkg', 'lazy-pkg']);
    expect(undeclaredImports(files, declared, root)).toEqual([
      'tests/fixtures/dependencies/imports.ts.txt: estree (type-only: declare it or @types/estree)',
      'tests/fixtures/dependencies/imports.ts.txt: required-pkg',
    ]);
  });
});

describe('package.json', () => {
  it('declares every package that src, plugins, lib, scripts, config, sidebars and tests import', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(200);
    expect(undeclaredImports(files, declaredPackages(manifest), root)).toEqual([]);
  });

  it('lists everything the build runs in dependencies, so `npm ci --omit=dev && npm run build` works', () => {
    const files = reachableFiles(buildEntryFiles(root), root);
    expect(files).toContain(path.join(root, 'plugins/openapi-chunks/index.ts'));
    expect(runtimeImportsNotInDependencies(files, manifest, root)).toEqual([]);
    expect(scriptCommandsNotInDependencies('build', manifest, root)).toEqual([]);
  });

  it('finds a build command whose package is only a devDependency', () => {
    const devOnly = {
      dependencies: {},
      devDependencies: {tsx: '4.0.0'},
      scripts: {build: 'npm run gen && echo built', gen: 'tsx scripts/openapi-bundle.ts'},
    };
    expect(scriptCommandsNotInDependencies('build', devOnly, root)).toEqual([
      'npm run gen: tsx (tsx)',
    ]);
  });

  it('pins every @docusaurus package to the same exact version', () => {
    const all = {...manifest.dependencies, ...manifest.devDependencies};
    const docusaurus = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/'));
    expect(docusaurus.length).toBeGreaterThan(5);
    const versions = new Set(docusaurus.map(([, version]) => version));
    expect([...versions]).toHaveLength(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has no package that nothing uses (clsx, the Sass plugin and Sass)', () => {
    const all = {...manifest.dependencies, ...manifest.devDependencies};
    for (const name of ['clsx', 'docusaurus-plugin-sass', 'sass'])
      expect(all).not.toHaveProperty(name);
  });
});
