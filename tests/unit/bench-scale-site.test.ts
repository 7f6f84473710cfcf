/**
 * The scale benchmark out of production (issue 42): the site's own sidebars
 * and config know nothing of the generated pages or the phase timing, even
 * with the switches the bench used to set; the bench adds both in its own
 * copy of the site (bench/scale-site.ts), which this test makes and loads.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {
  PRODUCTION_CONFIG,
  PRODUCTION_SIDEBARS,
  copySite,
  writeScaleSidebars,
} from '../../bench/scale-site';
import {SCALE_FOLDER, SCALE_SECTIONS, SCALE_SIDEBAR} from '../../bench/scale-sidebars';
import {UNTIMED_PLUGINS} from '../../bench/phase-timing';

const root = path.join(__dirname, '../..');

/** Every string a sidebar item names: doc ids, folders, labels, links. */
function sidebarStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(sidebarStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sidebarStrings);
  return [];
}

const factory = (config: unknown): unknown => (Array.isArray(config) ? config[0] : config);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('production knows nothing of the scale bench', () => {
  it('has no generated page, scale sidebar or timed plugin, even with the old switches on', async () => {
    // The switches the bench set before issue 42; production must ignore them.
    vi.stubEnv('DOCS_SCALE_PAGES', '1');
    vi.stubEnv('DOCS_PHASE_TIMING', '1');
    vi.resetModules();
    const sidebars = (await import('../../sidebars')).default as SidebarsConfig;
    const config = (await import('../../docusaurus.config')).default;

    expect(Object.keys(sidebars)).not.toContain(SCALE_SIDEBAR);
    const named = sidebarStrings(sidebars);
    expect(named.filter((text) => text.includes(SCALE_FOLDER))).toEqual([]);
    expect(named).not.toContain('More pages');

    const plugins = config.plugins ?? [];
    const docs = plugins.find(
      (p) => Array.isArray(p) && (p[1] as {path?: string} | undefined)?.path === 'docs',
    ) as [unknown, {exclude?: string[]; sidebarPath?: string}];
    expect(docs[1].sidebarPath).toBe('./sidebars.ts');
    expect(docs[1].exclude ?? []).toEqual([]);

    // The plugins themselves, not wrappers that print phase lines.
    const own = await Promise.all(
      [
        'content-checks',
        'route-shards',
        'sequential-bundles',
        'static-islands',
        'staged-start',
      ].map(async (name) => (await import(`../../plugins/${name}/index.ts`)).default as unknown),
    );
    const factories = plugins.map(factory);
    for (const plugin of own) expect(factories).toContain(plugin);
  });
});

describe('the bench’s copy of a site (copySite)', () => {
  let repo: string;
  let copy: string;
  const git = (...args: string[]) => {
    const result = spawnSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args],
      {cwd: repo, encoding: 'utf8'},
    );
    if (result.status !== 0) throw new Error(result.stderr);
  };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    fs.writeFileSync(path.join(repo, file), text);
  };

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-repo-'));
    git('init', '--quiet');
    write('.gitignore', 'node_modules/\nignored.txt\n');
    write('sidebars.ts', 'export default {};\n');
    write('docusaurus.config.ts', 'export default {plugins: []};\n');
    write('docs/kept.md', 'committed\n');
    write('docs/changed.md', 'committed\n');
    write('docs/gone.md', 'committed\n');
    write('node_modules/pkg/index.js', 'module.exports = 1;\n');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'fixture');
    write('docs/changed.md', 'changed in the working tree\n');
    write('docs/new.md', 'untracked\n');
    write('ignored.txt', 'ignored\n');
    fs.rmSync(path.join(repo, 'docs/gone.md'));
    copy = copySite(repo);
  });

  afterAll(() => {
    for (const dir of [repo, copy]) if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('holds the working tree as it is: changes, new files, deletions; nothing ignored', () => {
    const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
    expect(read('docs/kept.md')).toBe('committed\n');
    expect(read('docs/changed.md')).toBe('changed in the working tree\n');
    expect(read('docs/new.md')).toBe('untracked\n');
    expect(fs.existsSync(path.join(copy, 'docs/gone.md'))).toBe(false);
    expect(fs.existsSync(path.join(copy, 'ignored.txt'))).toBe(false);
  });

  it('has the history, and the project’s node_modules through a link', () => {
    const log = spawnSync('git', ['log', '--format=%s'], {cwd: copy, encoding: 'utf8'});
    expect(log.stdout.trim()).toBe('fixture');
    expect(fs.lstatSync(path.join(copy, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(copy, 'node_modules/pkg/index.js'), 'utf8')).toContain('1');
  });

  it('keeps the production sidebars and config under other names, and leaves the project alone', () => {
    expect(fs.readFileSync(path.join(copy, PRODUCTION_SIDEBARS), 'utf8')).toBe(
      'export default {};\n',
    );
    expect(fs.readFileSync(path.join(copy, PRODUCTION_CONFIG), 'utf8')).toBe(
      'export default {plugins: []};\n',
    );
    expect(fs.readFileSync(path.join(repo, 'sidebars.ts'), 'utf8')).toBe('export default {};\n');
    const status = spawnSync('git', ['status', '--porcelain'], {cwd: repo, encoding: 'utf8'});
    expect(status.stdout.split('\n').filter(Boolean).sort()).toEqual([
      ' D docs/gone.md',
      ' M docs/changed.md',
      '?? docs/new.md',
    ]);
  });
});

describe('the bench’s copy of this site, loaded', () => {
  let copy: string;

  beforeAll(() => {
    copy = copySite(root);
    // What `npm run gen` writes in a real run (the config imports it).
    fs.cpSync(path.join(root, '.openapi'), path.join(copy, '.openapi'), {recursive: true});
  });

  afterAll(() => {
    if (copy) fs.rmSync(copy, {recursive: true, force: true});
  });

  let loads = 0;
  /** A module of the copy, loaded afresh (the same file is rewritten between loads). */
  const load = async (file: string) => {
    loads += 1;
    return (await import(`${path.join(copy, file)}?load=${loads}`)).default;
  };

  it('adds the generated pages of the shape to the production sidebars, and nothing without one', async () => {
    const production = (await import('../../sidebars')).default as SidebarsConfig;
    writeScaleSidebars(copy, null);
    expect(await load('sidebars.ts')).toEqual(production);
    writeScaleSidebars(copy, 'sidebar');
    expect(await load('sidebars.ts')).toEqual({
      ...production,
      [SCALE_SIDEBAR]: [{type: 'autogenerated', dirName: SCALE_FOLDER}],
    });
    writeScaleSidebars(copy, 'spread');
    const spread = (await load('sidebars.ts')) as SidebarsConfig;
    expect(Object.keys(spread)).toEqual(Object.keys(production));
    for (const [id, folder] of Object.entries(SCALE_SECTIONS)) {
      expect(spread[id]).toHaveLength((production[id] as unknown[]).length + 1);
      expect(sidebarStrings((spread[id] as unknown[]).at(-1))).toContain(
        `${folder}/${SCALE_FOLDER}`,
      );
    }
  });

  it('times every plugin of the production config but security-headers', async () => {
    // Loaded as the copy's config loads it: the same module, so the same plugins.
    const production = (await import(path.join(copy, PRODUCTION_CONFIG))).default;
    const timed = (await import(path.join(copy, 'docusaurus.config.ts'))).default;
    expect({...timed, plugins: undefined}).toEqual({...production, plugins: undefined});
    const before = (production.plugins as PluginConfig[]).map(factory);
    const after = (timed.plugins as PluginConfig[]).map(factory);
    expect(after).toHaveLength(before.length);
    const untimed = before.filter(
      (f) => typeof f === 'function' && UNTIMED_PLUGINS.has((f as () => void).name),
    );
    expect(untimed).toHaveLength(1);
    for (const [index, f] of before.entries()) {
      if (typeof f !== 'function' || untimed.includes(f)) expect(after[index]).toBe(f);
      else {
        expect(after[index]).not.toBe(f);
        expect((after[index] as () => void).name).toBe((f as () => void).name);
      }
    }
  });
});
