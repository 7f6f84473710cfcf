import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {loadedByName} from '../../knip.config';

/**
 * Dependencies are checked by knip (`npm run lint:deps`, knip.config.ts, a
 * step of `npm test`): declared where they belong, all used, all imports
 * resolved. These tests show that knip, run as lint:deps runs it, flags each
 * kind of problem on a small project, and check what knip cannot see: the
 * packages the build loads by name, and the manifest's own rules.
 */
interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
}

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
const knip = path.join(root, 'node_modules/knip/bin/knip.js');

/** knip's findings in `dir`, as `file: kind name`. */
function knipFindings(dir: string, args: string[]): string[] {
  const run = spawnSync(process.execPath, [knip, '--reporter', 'json', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status === 2 || !run.stdout) throw new Error(`knip failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as {
    issues: ({file: string} & Record<string, {name: string}[] | string>)[];
  };
  return report.issues.flatMap(({file, ...kinds}) =>
    Object.entries(kinds).flatMap(([kind, found]) =>
      Array.isArray(found) ? found.map(({name}) => `${file}: ${kind} ${name}`) : [],
    ),
  );
}

describe('knip', () => {
  it('flags an unused, an undeclared, a dev-only build dependency and an unresolved import', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-fixture-'));
    try {
      const files: Record<string, string> = {
        'package.json': JSON.stringify({
          name: 'fixture',
          private: true,
          dependencies: {'left-pad': '1.3.0', 'unused-pkg': '1.0.0'},
          devDependencies: {'dev-only': '1.0.0'},
        }),
        // As in knip.config.ts: `!` marks what the build loads.
        'knip.json': JSON.stringify({
          entry: ['src/build.ts!', 'test/build.test.ts'],
          project: ['src/**/*.ts!', 'test/**/*.ts'],
        }),
        'src/build.ts': [
          "import leftPad from 'left-pad';",
          "import devOnly from 'dev-only';",
          "import missing from 'missing-pkg';",
          "import {gone} from './gone';",
          'export const built = [leftPad, devOnly, missing, gone];',
        ].join('\n'),
        'test/build.test.ts': [
          "import devOnly from 'dev-only';",
          "import {built} from '../src/build';",
          'export const checked = [devOnly, built];',
        ].join('\n'),
      };
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        fs.writeFileSync(path.join(dir, file), text);
      }
      expect(knipFindings(dir, [])).toEqual([
        'package.json: dependencies unused-pkg',
        'src/build.ts: unlisted missing-pkg',
        'src/build.ts: unresolved ./gone',
      ]);
      // The build imports a devDependency: `npm ci --omit=dev && npm run build` would fail.
      expect(knipFindings(dir, ['--production', '--strict', '--dependencies'])).toContain(
        'src/build.ts: unlisted dev-only',
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('runs in npm test, both ways', () => {
    expect(manifest.scripts['lint:deps']).toBe('knip && knip --production --strict --dependencies');
    const testScript = fs.readFileSync(path.join(root, 'scripts/test.sh'), 'utf8');
    expect(testScript).toMatch(/^start "[^"]+" npm run --silent lint:deps$/m);
  });
});

/** The package a command of node_modules/.bin belongs to, if any. */
function binPackage(command: string): string | undefined {
  const link = path.join(root, 'node_modules/.bin', command);
  if (!fs.existsSync(link)) return undefined;
  const target = fs.realpathSync(link).split(path.sep).join('/');
  const [first, second] = target
    .slice(target.lastIndexOf('/node_modules/') + '/node_modules/'.length)
    .split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first;
}

/** The packages of the commands an npm script runs, following `npm run other`. */
function scriptPackages(script: string, scripts: Record<string, string>): Set<string> {
  const found = new Set<string>();
  const visit = (name: string, seen: Set<string>) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const step of (scripts[name] ?? '').split(/&&|\|\||;/)) {
      const [command, run, other] = step.trim().split(/\s+/);
      if (command === 'npm' && run === 'run' && other) visit(other, seen);
      const owner = command ? binPackage(command) : undefined;
      if (owner) found.add(owner);
    }
  };
  visit(script, new Set());
  return found;
}

/** Packages the site config names as strings: presets, themes, plugins (`classic` → `@docusaurus/preset-classic`). */
function configuredPackages(): string[] {
  const names = (items: readonly unknown[] | undefined, type: string) =>
    (items ?? []).flatMap((item) => {
      const name = Array.isArray(item) ? item[0] : item;
      if (typeof name !== 'string') return [];
      if (name.startsWith('@') || name.startsWith(`docusaurus-${type}-`)) return [name];
      const own = `@docusaurus/${type}-${name}`;
      return [
        fs.existsSync(path.join(root, 'node_modules', own)) ? own : `docusaurus-${type}-${name}`,
      ];
    });
  return [
    ...names(config.presets, 'preset'),
    ...names(config.themes, 'theme'),
    ...names(config.plugins, 'plugin'),
  ];
}

describe('package.json', () => {
  it('lists what the build loads by name in knip.config.ts, and in dependencies', () => {
    const configured = configuredPackages();
    expect(configured).toContain('@docusaurus/preset-classic');
    const commands = scriptPackages('build', manifest.scripts);
    expect([...commands].sort()).toEqual(['@docusaurus/core', 'tsx']);
    // pagefind: plugins/pagefind-index/load.ts requires its entry file by path.
    const expected = [...new Set([...configured, ...commands, 'pagefind'])].sort();
    expect([...loadedByName].sort()).toEqual(expected);
    expect(expected.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('finds a build command whose package is only a devDependency', () => {
    const devOnly = {
      dependencies: {} as Record<string, string>,
      devDependencies: {tsx: '4.0.0'},
      scripts: {build: 'npm run gen && echo built', gen: 'tsx scripts/openapi-bundle.ts'},
    };
    const commands = [...scriptPackages('build', devOnly.scripts)];
    expect(commands.filter((name) => !(name in devOnly.dependencies))).toEqual(['tsx']);
  });

  it('pins every @docusaurus package to the same exact version', () => {
    const all = {...manifest.dependencies, ...manifest.devDependencies};
    const docusaurus = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/'));
    expect(docusaurus.length).toBeGreaterThan(5);
    const versions = new Set(docusaurus.map(([, version]) => version));
    expect([...versions]).toHaveLength(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has no package that nothing uses (clsx, the Sass plugin and Sass, serve-handler, the logger)', () => {
    const all = {...manifest.dependencies, ...manifest.devDependencies};
    for (const name of [
      'clsx',
      'docusaurus-plugin-sass',
      'sass',
      'serve-handler',
      '@types/serve-handler',
      '@docusaurus/logger',
    ]) {
      expect(all).not.toHaveProperty(name);
    }
    // The build's twin checks (config/twin-checks.ts) parse Markdown with lib/markdown, which
    // reads directives for `npm run check`: the parser's plugins are dependencies of the build.
    expect(manifest.dependencies).toHaveProperty('remark-directive');
  });
});
