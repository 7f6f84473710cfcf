/**
 * The stock baseline the bench compares the project with, built by the bench
 * itself (see stock-config.ts for what "stock" means here).
 *
 * Cache: <user cache>/docs-bench-baseline/stock-<docusaurus version>-<hash>
 * (stockCacheRoot: $XDG_CACHE_HOME or ~/.cache, or BENCH_CACHE_DIR), a folder
 * of this user that no one else may write (ownedCacheDir), never a path
 * another user could prepare in the shared temporary folder: the bench runs
 * the baseline's node_modules.
 * where the hash covers what the install depends on (Docusaurus, plugin and
 * theme versions, overrides). The install is reused while those are the same;
 * the site inside is rebuilt when its content changes (config, sidebars, spec,
 * the project's doc twins: their hash is stamped in `.built-inputs`).
 * `fresh: true` (`--fresh-baseline`) deletes the folder and starts over.
 *
 * Usage alone: tsx bench/stock.ts [--fresh-baseline] [--faster] (needs
 * the project's build/ for the spec and the doc twins).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  STOCK_API_DIR,
  STOCK_SPEC_FILE,
  inputsHash,
  type StockFlavour,
  stockConfigSource,
  stockDocTwins,
  stockPackageJson,
  stockSidebarsSource,
  topLevelEntries,
  type StockVersions,
} from './stock-config';
import {buildCommand, countHtmlPages, walk} from './files';

export interface StockSite {
  /** The baseline's project folder. */
  dir: string;
  flavour: StockFlavour;
  /** Its production build. */
  buildDir: string;
  versions: StockVersions;
  /** HTML files in its build. */
  htmlPages: number;
  /** Doc pages copied in from the project's twins. */
  docPages: number;
  /** Wall time of its production build (when cached: of the build that made the cache). */
  buildSeconds: number | null;
  /** Whether the build was reused from the cache. */
  cached: boolean;
  /** Wall time of `npm install`, or null when the cached install was reused. */
  installSeconds: number | null;
}

const TITLE = 'Stock baseline';

/**
 * Where baselines are cached: BENCH_CACHE_DIR, or docs-bench-baseline in the
 * user's cache folder ($XDG_CACHE_HOME, else ~/.cache). Not under
 * node_modules/ (Docusaurus does not compile site sources whose path
 * contains node_modules), not in the repository (lint, format and typecheck
 * would read the baseline's files), and not at a fixed path of the shared
 * temporary folder, where another user could put an install of their own for
 * the bench to run.
 */
export function stockCacheRoot(
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  if (env.BENCH_CACHE_DIR) return env.BENCH_CACHE_DIR;
  const cache =
    env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
      ? env.XDG_CACHE_HOME
      : path.join(home, '.cache');
  return path.join(cache, 'docs-bench-baseline');
}

/**
 * Makes `dir` (mode 0700) or checks the one there, and returns it: a real
 * folder, not a symbolic link, owned by this user (`uid`), which no other
 * user may read or write (group and other permissions are removed when this
 * user owns it). Throws, naming the folder, otherwise: the bench would run
 * code from it.
 */
export function ownedCacheDir(dir: string, uid: number | undefined = process.getuid?.()): string {
  fs.mkdirSync(dir, {recursive: true, mode: 0o700});
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory()) {
    throw new Error(
      `bench cache: ${dir} is not a folder (a symbolic link?); remove it or set BENCH_CACHE_DIR.`,
    );
  }
  if (uid !== undefined && stat.uid !== uid) {
    throw new Error(
      `bench cache: ${dir} belongs to another user (uid ${stat.uid}, not ${uid}); the bench runs code from it, so it will not use it. Set BENCH_CACHE_DIR to a folder of your own.`,
    );
  }
  if ((stat.mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
  return dir;
}

function version(root: string, pkg: string): string {
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

function projectVersions(root: string): StockVersions {
  return {
    docusaurus: version(root, '@docusaurus/core'),
    openapiPlugin: version(root, 'docusaurus-plugin-openapi-docs'),
    openapiTheme: version(root, 'docusaurus-theme-openapi-docs'),
  };
}

function run(command: string[], cwd: string, what: string): number {
  const started = performance.now();
  const result = spawnSync(command[0], command.slice(1), {cwd, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`stock baseline: ${what} failed (exit ${result.status}) in ${cwd}`);
  }
  return (performance.now() - started) / 1000;
}

/** Scaffolds and installs the baseline in `dir` (create-docusaurus, npm install). */
function install(
  dir: string,
  versions: StockVersions,
  flavour: StockFlavour,
  log: (line: string) => void,
): number {
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, {recursive: true});
  const tmp = fs.mkdtempSync(path.join(parent, 'scaffold-'));
  try {
    log(`Stock baseline: create-docusaurus@${versions.docusaurus} classic --typescript`);
    run(
      [
        'npx',
        '-y',
        `create-docusaurus@${versions.docusaurus}`,
        'site',
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      tmp,
      'create-docusaurus',
    );
    const site = path.join(tmp, 'site');
    const pkgFile = path.join(site, 'package.json');
    const pkg = stockPackageJson(JSON.parse(fs.readFileSync(pkgFile, 'utf8')), versions, flavour);
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    log('Stock baseline: npm install (overrides as the project)');
    const seconds = run(['npm', 'install', '--no-audit', '--no-fund'], site, 'npm install');
    fs.writeFileSync(path.join(site, '.installed'), new Date().toISOString());
    fs.rmSync(dir, {recursive: true, force: true});
    fs.renameSync(site, dir);
    return seconds;
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

interface ContentOptions {
  flavour: StockFlavour;
  ownSidebars: string[];
}

/** Writes the baseline's content from the project's build; returns its inputs hash. */
function content(
  dir: string,
  projectBuild: string,
  twins: string[],
  write: boolean,
  options: ContentOptions,
): string {
  const entries = topLevelEntries(twins);
  const config = stockConfigSource(TITLE, options.flavour);
  const sidebars = stockSidebarsSource(entries, options.ownSidebars);
  const spec = fs.readFileSync(path.join(projectBuild, STOCK_SPEC_FILE), 'utf8');
  const docs = twins.map((file) => `${file}\n${fs.readFileSync(path.join(projectBuild, file))}`);
  const hash = inputsHash({config, sidebars, spec, docs: docs.join('\0')});
  if (!write) return hash;
  for (const gone of [
    'docs',
    'blog',
    'src/pages/markdown-page.mdx',
    'src/pages/markdown-page.md',
  ]) {
    fs.rmSync(path.join(dir, gone), {recursive: true, force: true});
  }
  for (const file of twins) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(projectBuild, file), target);
  }
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), config);
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), sidebars);
  fs.writeFileSync(path.join(dir, STOCK_SPEC_FILE), spec);
  return hash;
}

/** Runs the baseline's production build in `dir`; resolves to its wall time in seconds. */
export type StockBuilder = (command: string[], dir: string) => Promise<number>;

const plainBuild: StockBuilder = async (command, dir) => run(command, dir, command.join(' '));

/**
 * Returns the stock baseline, built: from the cache when its inputs are
 * unchanged, else scaffolded, installed and built now. `flavour` picks the
 * stock setup (stock-config.ts), each installed in its own folder;
 * `ownSidebars` names doc folders that get a sidebar of their own; `build`
 * replaces the plain timed build (the scale bench records phases and memory).
 */
export async function ensureStockBaseline(options: {
  root: string;
  projectBuild: string;
  fresh?: boolean;
  log?: (line: string) => void;
  flavour?: StockFlavour;
  ownSidebars?: string[];
  build?: StockBuilder;
  /** Build even when the cached build has the same inputs (the scale bench times every build). */
  rebuild?: boolean;
}): Promise<StockSite> {
  const {
    root,
    projectBuild,
    fresh = false,
    log = console.log,
    flavour = 'classic',
    ownSidebars = [],
    build = plainBuild,
    rebuild = false,
  } = options;
  if (!fs.existsSync(path.join(projectBuild, STOCK_SPEC_FILE))) {
    throw new Error(`stock baseline: ${projectBuild}/${STOCK_SPEC_FILE} is missing; build first`);
  }
  const versions = projectVersions(root);
  const deps = stockPackageJson({}, versions, flavour);
  const depsHash = inputsHash({
    ...versions,
    ...deps.overrides,
    // The classic flavour keeps the hash (and cache folder) it always had.
    ...(flavour === 'classic' ? {} : {flavour}),
  });
  const dir = path.join(
    ownedCacheDir(stockCacheRoot()),
    `stock-${versions.docusaurus}-${depsHash}`,
  );
  if (fresh) fs.rmSync(dir, {recursive: true, force: true});

  let installSeconds: number | null = null;
  if (!fs.existsSync(path.join(dir, '.installed'))) {
    installSeconds = install(dir, versions, flavour, log);
  }

  const built = walk(projectBuild).map((file) => path.relative(projectBuild, file));
  const twins = stockDocTwins(built);
  const stampFile = path.join(dir, '.built-inputs');
  const buildDir = path.join(dir, 'build');
  const contentOptions = {flavour, ownSidebars};
  const wanted = content(dir, projectBuild, twins, false, contentOptions);
  // The stamp holds the inputs hash and how long that build took.
  const [stamp = '', cachedSeconds = ''] = fs.existsSync(stampFile)
    ? fs.readFileSync(stampFile, 'utf8').trim().split('\n')
    : [];

  let buildSeconds: number | null = null;
  let cached = false;
  if (!rebuild && stamp === wanted && fs.existsSync(path.join(buildDir, 'index.html'))) {
    log(`Stock baseline: reusing ${dir} (inputs ${wanted} unchanged)`);
    cached = true;
    buildSeconds = cachedSeconds ? Number(cachedSeconds) : null;
  } else {
    content(dir, projectBuild, twins, true, contentOptions);
    fs.rmSync(path.join(dir, STOCK_API_DIR), {recursive: true, force: true});
    // The baseline's own install, never a package npx would fetch.
    run(
      [path.join(dir, 'node_modules', '.bin', 'docusaurus'), 'gen-api-docs', 'all'],
      dir,
      'docusaurus gen-api-docs',
    );
    // A cold build, like the project's: no bundler cache, no previous output.
    for (const stale of ['build', '.docusaurus', 'node_modules/.cache']) {
      fs.rmSync(path.join(dir, stale), {recursive: true, force: true});
    }
    const command = buildCommand();
    log(`Stock baseline: ${command.join(' ')} in ${dir}`);
    buildSeconds = await build(command, dir);
    if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
      throw new Error(`stock baseline: ${command.join(' ')} wrote no ${buildDir}/index.html`);
    }
    fs.writeFileSync(stampFile, `${wanted}\n${buildSeconds.toFixed(1)}\n`);
    log(`Stock baseline: built in ${buildSeconds.toFixed(1)} s`);
  }
  return {
    dir,
    flavour,
    buildDir,
    versions,
    htmlPages: countHtmlPages(buildDir),
    docPages: twins.length,
    buildSeconds,
    cached,
    installSeconds,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const root = path.resolve(__dirname, '..');
  ensureStockBaseline({
    root,
    projectBuild: path.join(root, 'build'),
    fresh: process.argv.includes('--fresh-baseline'),
    flavour: process.argv.includes('--faster') ? 'faster' : 'classic',
  }).then((site) =>
    console.log(
      `Stock baseline (${site.flavour}) in ${site.dir}: ${site.htmlPages} HTML pages (${site.docPages} docs from twins)` +
        (site.cached ? ', reused from the cache' : ', built now') +
        (site.buildSeconds === null ? '' : ` (build ${site.buildSeconds.toFixed(1)} s)`) +
        ` on ${os.cpus().length} cores`,
    ),
  );
}
