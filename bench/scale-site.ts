/**
 * The scale benchmark's own copy of the site. The bench never writes into
 * the project: it clones the repository into a private temporary folder
 * (`git clone --shared`, so the copy has the history the "Last updated"
 * dates read, as the project's build does), lays the working tree's
 * uncommitted changes over it, links the project's node_modules, and
 * replaces two files there:
 *
 * - `sidebars.ts` becomes `sidebars.production.ts`, and the new `sidebars.ts`
 *   adds the generated pages of the run's shape (scale-sidebars.ts);
 * - `docusaurus.config.ts` becomes `docusaurus.production.config.ts`, and
 *   the new one times every plugin's hooks (phase-timing.ts).
 *
 * The generated pages go into the copy's `docs/` (scale-pages.ts). The copy
 * is deleted when the bench ends.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {ScaleShape} from './scale-sidebars';

/** The production files the copy keeps under another name, and wraps. */
export const PRODUCTION_SIDEBARS = 'sidebars.production.ts';
export const PRODUCTION_CONFIG = 'docusaurus.production.config.ts';

const HEADER = '// Written by the scale benchmark in its copy of the site (bench/scale-site.ts).';

/** The copy's sidebars.ts: the production sidebars, with the generated pages of `shape` (none: unchanged). */
function scaleSidebarsSource(shape: ScaleShape | null): string {
  const base = PRODUCTION_SIDEBARS.replace(/\.ts$/, '');
  if (!shape) return `${HEADER}\nexport {default} from './${base}';\n`;
  return `${HEADER}
import production from './${base}';
import {withScalePages} from './bench/scale-sidebars';

export default withScalePages(production, ${JSON.stringify(shape)});
`;
}

/** The copy's docusaurus.config.ts: the production config with its plugins timed. */
function scaleConfigSource(): string {
  return `${HEADER}
import production from './${PRODUCTION_CONFIG.replace(/\.ts$/, '')}';
import {timedPlugins} from './bench/phase-timing';

export default {...production, plugins: timedPlugins(production.plugins ?? [])};
`;
}

function git(args: string[], cwd: string): string {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) {
    throw new Error(`scale bench: git ${args.join(' ')} failed in ${cwd}: ${result.stderr.trim()}`);
  }
  return result.stdout;
}

const nulList = (text: string) => text.split('\0').filter(Boolean);

/**
 * Copies the project at `root` into a new folder under `parent`: a shared
 * clone at the project's HEAD, with the working tree's changes (staged,
 * unstaged, untracked but not ignored) copied over and its deletions
 * applied, and `node_modules` a link to the project's. Returns the folder.
 */
export function copySite(root: string, parent = os.tmpdir()): string {
  const dir = fs.mkdtempSync(path.join(parent, 'docs-scale-'));
  const head = git(['rev-parse', 'HEAD'], root).trim();
  git(['clone', '--quiet', '--shared', '--no-checkout', root, dir], root);
  git(['checkout', '--quiet', '--detach', head], dir);
  const changed = [
    ...nulList(git(['diff', '--name-only', '--no-renames', '-z', 'HEAD'], root)),
    ...nulList(git(['ls-files', '--others', '--exclude-standard', '-z'], root)),
  ];
  for (const file of new Set(changed)) {
    const from = path.join(root, file);
    const to = path.join(dir, file);
    if (fs.existsSync(from)) {
      fs.mkdirSync(path.dirname(to), {recursive: true});
      fs.copyFileSync(from, to);
    } else fs.rmSync(to, {force: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.renameSync(path.join(dir, 'sidebars.ts'), path.join(dir, PRODUCTION_SIDEBARS));
  fs.renameSync(path.join(dir, 'docusaurus.config.ts'), path.join(dir, PRODUCTION_CONFIG));
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), scaleConfigSource());
  writeScaleSidebars(dir, null);
  return dir;
}

/** Writes the copy's sidebars.ts for `shape` (null: the production sidebars alone). */
export function writeScaleSidebars(dir: string, shape: ScaleShape | null): void {
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), scaleSidebarsSource(shape));
}
