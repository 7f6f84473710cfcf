/**
 * The rent table (issue 42): what each performance patch buys.
 *
 * A patch is a plugin or build step that exists for speed or memory and
 * reaches into Docusaurus's or openapi-docs's internals. For each one the
 * bench makes a copy of the site with the patch switched off (the copy's
 * config edited, never the production config), builds it cold, serves it
 * and weighs the JavaScript a cold load of each page type runs before
 * interaction, beside the site with every patch on, built in the same run
 * (before the first variant and after the last, so drift shows).
 *
 *   npx tsx bench/rent.ts [--only a,b] [--factor 10 --shape spread|sidebar] [--tbt [--runs 3]]
 *
 * At a factor above 1 each copy also holds the scale bench's generated pages
 * in the given shape (scale-pages.ts, scale-sidebars.ts). `--tbt` adds
 * Lighthouse mobile's Total Blocking Time (median of 3 runs per page, or
 * `--runs`, the sites alternating). Prints one Markdown table and writes
 * bench-results/rent/<factor>x[-shape]/rent.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium';
import {serveBuild} from '../scripts/lib/serve-build';
import {probeBuild} from './build-probe';
import {measurePage, type PageWeight} from './js-weight';
import {BENCH_PAGES} from './pages';
import {kb, table} from './format';
import {copySite, writeScaleSidebars} from './scale-site';
import {scalePlan, writeScalePages} from './scale-pages';
import type {ScaleShape} from './scale-sidebars';
import {lighthouse} from './runtime';
import {median} from './stats';

const ROOT = path.resolve(__dirname, '..');

/** One edit of the copy: `find` must occur exactly once in `file`. */
interface Edit {
  file: string;
  find: string;
  replace: string;
}

export interface Patch {
  /** Row name in the table. */
  name: string;
  /** What switching it off means, in the copy. */
  off: string;
  edits: Edit[];
  /** Files or folders deleted from the copy: a swizzle removed, so the theme's own component renders. */
  remove?: string[];
  /** Build the copy in one process (`docusaurus build`) instead of scripts/build.sh. */
  singleProcess?: boolean;
}

export const PATCHES: readonly Patch[] = [
  {
    name: 'route-shards',
    off: 'the plugin left out of config/plugins.ts: every route in main.js, as stock',
    edits: [{file: 'config/plugins.ts', find: '  routeShards,\n', replace: ''}],
  },
  {
    name: 'staged-start',
    off: 'the plugin left out: Docusaurus’s own client entry',
    edits: [{file: 'config/plugins.ts', find: '  stagedStart,\n', replace: ''}],
  },
  {
    name: 'static-islands',
    off: 'both bundles told they are the server bundle: island components ship in the client bundle, as plain components would',
    edits: [
      {
        file: 'plugins/static-islands/index.ts',
        find: "isServer ? 'server' : 'client'",
        replace: "isServer ? 'server' : 'server'",
      },
    ],
  },
  {
    name: 'prism-deferred',
    off: 'the plugin left out: the classic theme’s Prism client module back in main.js',
    edits: [{file: 'config/plugins.ts', find: '  prismDeferred,\n', replace: ''}],
  },
  {
    name: 'openapi-chunks',
    off: 'the plugin left out of config/api-docs.ts: the API theme’s whole global stylesheet, no pako and chalk stubs',
    edits: [{file: 'config/api-docs.ts', find: '  openApiChunksPlugin,\n', replace: ''}],
  },
  {
    name: 'docs-sections',
    off: 'the stock docs plugin with the same options (one version route, the whole sidebar on every page)',
    edits: [
      {
        file: 'config/docs.ts',
        find: '[docsSections as PluginModule, docsOptions]',
        replace: "['@docusaurus/plugin-content-docs', docsOptions]",
      },
    ],
  },
  {
    name: 'sequential-bundles',
    off: 'the plugin left out: browser and server bundles compiled at once, no forced garbage collection',
    edits: [{file: 'config/plugins.ts', find: '  sequentialBundles,\n', replace: ''}],
  },
  {
    name: 'two-process build',
    off: 'one `docusaurus build` process (bundling, SSG and postBuild together)',
    edits: [],
    singleProcess: true,
  },
  {
    name: 'HTML minifier skipped',
    off: 'scripts/build.sh without SKIP_HTML_MINIFICATION: Docusaurus’s html-minifier-terser pass over every page',
    edits: [{file: 'scripts/build.sh', find: 'SKIP_HTML_MINIFICATION=true ', replace: ''}],
  },
  // The swizzles that exist for speed (src/theme/README.md): each removed or
  // made a pass-through, so the theme's own component renders.
  {
    name: 'Markdown subset',
    off: 'src/theme/Markdown removed: the API theme’s react-markdown renders every description',
    edits: [],
    remove: ['src/theme/Markdown'],
  },
  {
    name: 'deferred schemas',
    off: 'src/theme/RequestSchema and ResponseSchema removed: the theme renders both in the render that follows hydration',
    edits: [],
    remove: ['src/theme/RequestSchema', 'src/theme/ResponseSchema'],
  },
  {
    name: 'deferred drawer',
    off: 'src/theme/Navbar/MobileSidebar removed: the classic drawer is built in the render that follows hydration',
    edits: [],
    remove: ['src/theme/Navbar/MobileSidebar'],
  },
  {
    name: 'lazy schema tabs',
    off: 'the Schema / Example tabs without `lazy`: every JSON example is highlighted at start-up',
    edits: [
      {
        file: 'src/theme/SchemaTabs/index.tsx',
        find: '<SchemaTabs lazy {...props} />',
        replace: '<SchemaTabs {...props} />',
      },
    ],
  },
];

/** Applies a patch's edits to the copy, failing on an edit that matches nothing or more than once. */
export function applyEdits(dir: string, edits: readonly Edit[]): void {
  for (const {file, find, replace} of edits) {
    const target = path.join(dir, file);
    const text = fs.readFileSync(target, 'utf8');
    const count = text.split(find).length - 1;
    if (count !== 1) throw new Error(`${file}: expected one "${find.trim()}", found ${count}`);
    fs.writeFileSync(target, text.replace(find, replace));
  }
}

/** Deletes each file or folder of `paths` from the copy, failing on one that does not exist. */
export function removeFiles(dir: string, paths: readonly string[]): void {
  for (const file of paths) {
    const target = path.join(dir, file);
    if (!fs.existsSync(target)) throw new Error(`${file}: nothing to remove`);
    fs.rmSync(target, {recursive: true});
  }
}

/** A copy of the site (scale-site.ts) with the scale pages of `factor` and `shape`, generated inputs written. */
function prepareSite(parent: string, factor: number, shape: ScaleShape): string {
  const dir = copySite(ROOT, parent);
  if (factor > 1) {
    writeScalePages(path.join(dir, 'docs'), scalePlan(factor, shape));
    writeScaleSidebars(dir, shape);
  }
  execFileSync('npm', ['run', '--silent', 'gen'], {cwd: dir, stdio: 'ignore'});
  return dir;
}

export interface Figures {
  name: string;
  seconds: number;
  cpuSeconds: number;
  peakGb: number;
  js: Record<string, number>;
  /** Build folder, kept until its TBT is measured. */
  buildDir: string;
}

async function buildAndWeigh(dir: string, name: string, patch?: Patch): Promise<Figures> {
  for (const cache of ['rspack', 'webpack']) {
    fs.rmSync(path.join(ROOT, 'node_modules/.cache', cache), {recursive: true, force: true});
  }
  const command = patch?.singleProcess
    ? ['node', 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build']
    : ['bash', 'scripts/build.sh'];
  // The single process skips the HTML minifier as scripts/build.sh's render step does.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...(patch?.singleProcess ? {SKIP_HTML_MINIFICATION: 'true'} : {}),
  };
  delete env.DOCUSAURUS_SKIP_BUNDLING;
  delete env.DOCUSAURUS_EXIT_AFTER_BUNDLING;
  const logFile = path.join(dir, 'build.log');
  const probe = await probeBuild({command, cwd: dir, env, logFile});
  if (probe.status !== 0) throw new Error(`${name}: build failed, see ${logFile}`);
  const cpu = probe.samples.reduce((max, s) => Math.max(max, s.cpu ?? 0), 0);
  const server = await serveBuild(path.join(dir, 'build'));
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const weights: PageWeight[] = [];
    for (const page of BENCH_PAGES) weights.push(await measurePage(browser, server.url, page.path));
    const js = Object.fromEntries(
      BENCH_PAGES.map((page, i) => [page.type, weights[i].scriptBytes]),
    );
    return {
      name,
      seconds: (probe.end - probe.start) / 1000,
      cpuSeconds: cpu,
      peakGb: probe.peakRss / 2 ** 30,
      js,
      buildDir: path.join(dir, 'build'),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

/** TBT differences below this are Lighthouse's noise between runs, not a patch's effect. */
const TBT_NOISE_MS = 10;

/**
 * The rule of issue 42: at least 5 KB less JS on some page type, or 10% off a
 * build figure (time, CPU, peak memory), or 20% less TBT on some page type.
 */
export function verdict(
  on: Figures,
  off: Figures,
  onTbt?: Record<string, number>,
  offTbt?: Record<string, number>,
): string {
  const reasons: string[] = [];
  for (const type of Object.keys(on.js)) {
    const saved = off.js[type] - on.js[type];
    if (saved >= 5000) reasons.push(`${kb(saved)} less JS on ${type}`);
  }
  if (on.seconds <= off.seconds * 0.9)
    reasons.push(`${Math.round((1 - on.seconds / off.seconds) * 100)}% off build time`);
  if (on.cpuSeconds <= off.cpuSeconds * 0.9)
    reasons.push(`${Math.round((1 - on.cpuSeconds / off.cpuSeconds) * 100)}% off build CPU`);
  for (const type of Object.keys(onTbt ?? {})) {
    if (
      onTbt &&
      offTbt &&
      offTbt[type] - onTbt[type] >= TBT_NOISE_MS &&
      onTbt[type] <= offTbt[type] * 0.8
    )
      reasons.push(`${Math.round((1 - onTbt[type] / offTbt[type]) * 100)}% less TBT on ${type}`);
  }
  if (on.peakGb <= off.peakGb * 0.9)
    reasons.push(`${Math.round((1 - on.peakGb / off.peakGb) * 100)}% off peak memory`);
  return reasons.length ? `pays: ${reasons.join('; ')}` : 'does not pay';
}

/** Median TBT per page type of each build, Lighthouse alternating between them. */
async function totalBlockingTime(
  builds: Figures[],
  out: string,
  runs: number,
): Promise<Record<string, number>[]> {
  const servers = await Promise.all(builds.map((build) => serveBuild(build.buildDir)));
  try {
    const jobs = Array.from({length: runs}, (_, i) => i + 1).flatMap((run) =>
      BENCH_PAGES.flatMap((page) =>
        servers.map((server, i) => ({
          site: String(i) as never,
          pageType: page.type,
          url: server.url + page.path,
          run,
        })),
      ),
    );
    const {summaries} = lighthouse(jobs, {root: ROOT, outDir: path.join(out, 'lighthouse')});
    return builds.map((_, i) =>
      Object.fromEntries(
        BENCH_PAGES.map((page) => [
          page.type,
          median(
            summaries
              .filter((s) => String(s.site) === String(i) && s.pageType === page.type)
              .map((s) => s.tbtMs ?? 0),
          ),
        ]),
      ),
    );
  } finally {
    for (const server of servers) server.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const only = option('--only')?.split(',');
  const factor = Number(option('--factor') ?? 1);
  const shape = (option('--shape') ?? 'spread') as ScaleShape;
  const tbt = args.includes('--tbt');
  const tbtRuns = Number(option('--runs') ?? 3);
  const run = factor > 1 ? `${factor}x-${shape}` : '1x';
  const out = path.join(ROOT, 'bench-results/rent', run);
  fs.rmSync(out, {recursive: true, force: true});
  fs.mkdirSync(out, {recursive: true});
  const patches = PATCHES.filter((patch) => !only || only.includes(patch.name));
  const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const loads = [load()];
  const on: Figures[] = [];
  const off: Figures[] = [];
  const base = prepareSite(out, factor, shape);
  console.log(`${run}: all patches on (load ${load()})`);
  on.push(await buildAndWeigh(base, 'all on'));
  for (const patch of patches) {
    const dir = prepareSite(out, factor, shape);
    applyEdits(dir, patch.edits);
    removeFiles(dir, patch.remove ?? []);
    console.log(`${run}: ${patch.name} off (load ${load()})`);
    off.push(await buildAndWeigh(dir, patch.name, patch));
  }
  const again = await buildAndWeigh(base, 'all on, again');
  on.push(again);
  const tbts = tbt ? await totalBlockingTime([on[0], ...off], out, tbtRuns) : [];
  loads.push(load());
  const types = BENCH_PAGES.map((page) => page.type);
  const onAvg: Figures = {
    ...on[0],
    seconds: (on[0].seconds + again.seconds) / 2,
    cpuSeconds: (on[0].cpuSeconds + again.cpuSeconds) / 2,
    peakGb: Math.max(on[0].peakGb, again.peakGb),
  };
  fs.writeFileSync(
    path.join(out, 'rent.json'),
    JSON.stringify({run, loads, on, off, tbts}, null, 2),
  );
  const row = (f: Figures, tbtRow: Record<string, number> | undefined, note: string) => [
    f.name,
    ...types.map((type) => kb(f.js[type])),
    ...(tbt ? types.map((type) => `${Math.round(tbtRow?.[type] ?? NaN)} ms`) : []),
    `${f.seconds.toFixed(1)} s`,
    `${f.cpuSeconds.toFixed(0)} s`,
    `${f.peakGb.toFixed(2)} GB`,
    note,
  ];
  console.log(
    table(
      [
        `${run}: site`,
        ...types.map((t) => `JS, ${t}`),
        ...(tbt ? types.map((t) => `TBT, ${t}`) : []),
        'Build',
        'CPU',
        'Peak',
        'Verdict',
      ],
      [
        row(on[0], tbts[0], ''),
        row(again, undefined, ''),
        ...off.map((f, i) =>
          row(f, tbts[i + 1], `${verdict(onAvg, f, tbts[0], tbts[i + 1])} (${patches[i].off})`),
        ),
      ],
    ),
  );
  console.log(`load: ${loads.join(' → ')}`);
  for (const dir of fs.readdirSync(out).filter((name) => name.startsWith('docs-scale-')))
    fs.rmSync(path.join(out, dir), {recursive: true, force: true});
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
