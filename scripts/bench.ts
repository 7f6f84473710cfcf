/**
 * The quality benchmark: `npm run bench`. Not a test; it measures and
 * reports against the budgets in scripts/bench/pages.ts.
 *
 * 1. Builds the site with `npm run build` under `/usr/bin/time -v` (installed
 *    with apt-get when missing) for the build time and peak memory (maximum
 *    resident set size of the largest process of the build).
 * 2. Counts pages (sitemap entries and HTML files) and weighs all JavaScript
 *    in the build (gzip, as the server sends it).
 * 3. Serves the build like a CDN (scripts/serve.ts: gzip, clean URLs) and
 *    runs Lighthouse 13, mobile and desktop presets, RUNS times per page, in
 *    Debian's Chromium. Lighthouse 13 needs Node >= 22.19 and the project
 *    runs on Node 20, so scripts/bench/lighthouse-runner.mjs runs under the
 *    Node binary of the `node@22` npm package (`npx -y node@22 ...`): it comes
 *    from the npm registry and needs no other download.
 * 4. Prints the medians and which budget each page meets or misses, and
 *    writes them to BENCHMARKS.md. Raw per-run figures go to bench-results/.
 *
 * Options: --skip-build (measure the existing build/), --warm (keep the bundler's
 * cache for the build), --runs N, --note "text" (printed in BENCHMARKS.md),
 * --check (exit 1 when a budget is missed).
 * Environment: BENCH_PORT (default 4310), CHROMIUM_PATH (default
 * /usr/bin/chromium); BROKEN_LINKS=warn reaches the build for branch previews.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  BENCH_PAGES,
  BLOCKED_URL_PATTERNS,
  CHROME_FLAGS,
  PRESETS,
  RUNS,
  SCORE_BUDGETS,
  type BenchPage,
  type Preset,
} from './bench/pages';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const outDir = path.join(root, 'bench-results');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 4310);

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('--runs') ?? RUNS);
const note = option('--note');

/** One Lighthouse run, as lighthouse-runner.mjs summarises it. */
interface RunSummary {
  url: string;
  preset: Preset;
  run: number;
  runtimeError: string | null;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsTransferBytes: number;
  jsRequests: number;
  failing: string[];
  lighthouseVersion: string;
}

/** What scripts/search-bench.mjs measures (the fields this report uses). */
interface SearchFigures {
  index: {raw: number; gzip: number; count: number; fragments: number};
  firstUse: {query: string; msToFirstResults: number; requests: number; transferred: number};
  latency: {medianMs: number; maxMs: number; samples: unknown[]};
  scale: Array<{
    factor: number;
    index: {raw: number; count: number; fragments: number};
    firstUse: {transferred: number; requests: number};
  }>;
}

interface BuildFigures {
  seconds: number;
  peakRssBytes: number | null;
  sitemapEntries: number;
  htmlFiles: number;
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
}

// ---------------------------------------------------------------- helpers

const log = (line = '') => console.log(line);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function machine() {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const count = (cpuinfo.match(/^processor\s*:/gm) ?? []).length || os.cpus().length;
  const memKb = Number(/^MemTotal:\s*(\d+)/m.exec(fs.readFileSync('/proc/meminfo', 'utf8'))?.[1]);
  const chromium = spawnSync(chromiumPath, ['--version'], {encoding: 'utf8'}).stdout.trim();
  return {
    cpu: `${model} × ${count}`,
    memory: `${(memKb / 1024 / 1024).toFixed(1)} GiB`,
    node: process.version,
    chromium: chromium || 'not found',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    // Other work on a shared machine slows Lighthouse's CPU-bound metrics.
    load: os.loadavg()[0].toFixed(1),
  };
}

/**
 * Waits (up to three minutes) until the 1-minute load average falls to 1.0,
 * so the builds and tests that ran just before do not slow Lighthouse's
 * CPU-bound metrics. Returns the load average it starts with.
 */
async function waitForQuietMachine(): Promise<number> {
  const deadline = Date.now() + 180_000;
  while (os.loadavg()[0] > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return os.loadavg()[0];
}

/** Makes sure GNU time is there to measure the build's peak memory. */
function ensureGnuTime(): boolean {
  if (fs.existsSync('/usr/bin/time')) return true;
  log('/usr/bin/time is missing: installing Debian package "time" for the peak-memory figure');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  for (const cmd of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'time'],
  ]) {
    const [bin, ...rest] = [...sudo, ...cmd];
    spawnSync(bin, rest, {stdio: 'inherit', env});
  }
  return fs.existsSync('/usr/bin/time');
}

/** Runs `npm run build` and returns its wall time and peak memory. */
function build(): Pick<BuildFigures, 'seconds' | 'peakRssBytes'> {
  const timeFile = path.join(outDir, 'build-time.txt');
  const logFile = path.join(outDir, 'build.log');
  const haveTime = ensureGnuTime();
  const [bin, ...rest] = haveTime
    ? ['/usr/bin/time', '-v', '-o', timeFile, 'npm', 'run', 'build']
    : ['npm', 'run', 'build'];
  // A cold build, as on a fresh clone: the bundler's persistent cache would
  // otherwise make a rebuild of unchanged sources several times faster.
  if (!flag('--warm')) {
    fs.rmSync(path.join(root, 'node_modules', '.cache', 'rspack'), {recursive: true, force: true});
  }
  log(`Building: ${[bin, ...rest].join(' ')} (log: ${path.relative(root, logFile)})`);
  const started = performance.now();
  const result = spawnSync(bin, rest, {cwd: root, encoding: 'utf8', maxBuffer: 1 << 28});
  const seconds = (performance.now() - started) / 1000;
  fs.writeFileSync(logFile, `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) {
    throw new Error(`npm run build failed (exit ${result.status}); see ${logFile}`);
  }
  let peakRssBytes: number | null = null;
  if (haveTime && fs.existsSync(timeFile)) {
    const kbytes = /Maximum resident set size \(kbytes\): (\d+)/.exec(
      fs.readFileSync(timeFile, 'utf8'),
    )?.[1];
    if (kbytes) peakRssBytes = Number(kbytes) * 1024;
  }
  return {seconds, peakRssBytes};
}

function weighBuild(): Omit<BuildFigures, 'seconds' | 'peakRssBytes'> {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const files = walk(buildDir);
  const js = files.filter((file) => file.endsWith('.js'));
  let jsRawBytes = 0;
  let jsGzipBytes = 0;
  for (const file of js) {
    const content = fs.readFileSync(file);
    jsRawBytes += content.length;
    jsGzipBytes += zlib.gzipSync(content).length;
  }
  return {
    sitemapEntries: (sitemap.match(/<loc>/g) ?? []).length,
    htmlFiles: files.filter((file) => file.endsWith('.html')).length,
    jsFiles: js.length,
    jsRawBytes,
    jsGzipBytes,
  };
}

/** The path measured for a page: its own, or its fallback while it is not built yet. */
function resolvePage(page: BenchPage): {path: string; note?: string} {
  const built = (pathname: string) =>
    pathname === '/'
      ? fs.existsSync(path.join(buildDir, 'index.html'))
      : fs.existsSync(path.join(buildDir, `${pathname}.html`)) ||
        fs.existsSync(path.join(buildDir, pathname, 'index.html'));
  if (built(page.path)) return {path: page.path};
  if (page.fallback && built(page.fallback)) {
    return {path: page.fallback, note: `${page.path} is not in this build`};
  }
  throw new Error(`${page.path} is not in the build and has no built fallback`);
}

async function serve(): Promise<() => void> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', 'build', String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.ts exited (${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
  });
  return () => server.kill();
}

/** Runs Lighthouse in Node 22 from the npm registry (see the header). */
function lighthouse(jobs: Array<{url: string; preset: Preset; run: number}>): RunSummary[] {
  const jobsFile = path.join(outDir, 'lighthouse-jobs.json');
  const out = path.join(outDir, 'lighthouse-runs.json');
  fs.writeFileSync(
    jobsFile,
    JSON.stringify(
      {
        chromePath: chromiumPath,
        chromeFlags: CHROME_FLAGS,
        blockedUrlPatterns: BLOCKED_URL_PATTERNS,
        out,
        jobs,
      },
      null,
      2,
    ),
  );
  const node22 = ['-y', 'node@22'];
  const version = spawnSync('npx', [...node22, '--version'], {cwd: root, encoding: 'utf8'});
  if (version.status !== 0) throw new Error(`npx -y node@22 failed: ${version.stderr}`);
  log(`Lighthouse under Node ${version.stdout.trim()} (npx -y node@22), ${jobs.length} runs`);
  const result = spawnSync(
    'npx',
    [...node22, path.join('scripts', 'bench', 'lighthouse-runner.mjs'), jobsFile],
    {cwd: root, stdio: 'inherit'},
  );
  if (result.status !== 0) throw new Error(`lighthouse-runner.mjs failed (exit ${result.status})`);
  return JSON.parse(fs.readFileSync(out, 'utf8')) as RunSummary[];
}

// ---------------------------------------------------------------- report

interface PageResult {
  page: BenchPage;
  path: string;
  note?: string;
  medians: Record<Preset, Median>;
  failing: string[];
}

interface Median {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  jsRequests: number;
}

function medians(runsOf: RunSummary[]): Median {
  const m = (pick: (run: RunSummary) => number | null) => median(runsOf.map((r) => pick(r) ?? 0));
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    jsTransferBytes: m((r) => r.jsTransferBytes),
    jsRequests: m((r) => r.jsRequests),
  };
}

interface BudgetCheck {
  label: string;
  value: string;
  met: boolean;
}

function budgets(result: PageResult): BudgetCheck[] {
  const mobile = result.medians.mobile;
  return [
    {
      label: `Performance ≥ ${SCORE_BUDGETS.performance}`,
      value: String(mobile.performance),
      met: mobile.performance >= SCORE_BUDGETS.performance,
    },
    {
      label: `Accessibility = ${SCORE_BUDGETS.accessibility}`,
      value: String(mobile.accessibility),
      met: mobile.accessibility >= SCORE_BUDGETS.accessibility,
    },
    {
      label: `Best practices = ${SCORE_BUDGETS.bestPractices}`,
      value: String(mobile.bestPractices),
      met: mobile.bestPractices >= SCORE_BUDGETS.bestPractices,
    },
    {
      label: `SEO = ${SCORE_BUDGETS.seo}`,
      value: String(mobile.seo),
      met: mobile.seo >= SCORE_BUDGETS.seo,
    },
    {
      label: 'JavaScript ≤ budget',
      value: `${kb(mobile.jsTransferBytes)} of ${kb(result.page.jsBudgetBytes)}`,
      met: mobile.jsTransferBytes <= result.page.jsBudgetBytes,
    },
  ];
}

const mark = (check: BudgetCheck) => `${check.met ? '✓ meets' : '✗ misses'} (${check.value})`;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function markdown(
  env: ReturnType<typeof machine>,
  figures: BuildFigures,
  results: PageResult[],
  lighthouseVersion: string,
  node22: string,
  builtNow: boolean,
  search: SearchFigures,
): string {
  const metricRows = results.flatMap((result) =>
    PRESETS.map((preset) => {
      const m = result.medians[preset];
      return [
        result.page.type,
        `\`${result.path}\``,
        preset,
        String(m.performance),
        String(m.accessibility),
        String(m.bestPractices),
        String(m.seo),
        `${(m.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(m.tbtMs)} ms`,
        m.cls.toFixed(3),
        kb(m.jsTransferBytes),
      ];
    }),
  );
  const budgetRows = results.map((result) => [result.page.type, ...budgets(result).map(mark)]);
  const budgetHeader = ['Page type', ...budgets(results[0]).map((check) => check.label)];
  const notes = results
    .filter((r) => r.note)
    .map((r) => `- ${r.page.type}: ${r.note}; measured \`${r.path}\` instead.`);
  const failing = results
    .filter((r) => r.failing.length)
    .map((r) => `- ${r.page.type} (\`${r.path}\`): ${r.failing.join(', ')}`);

  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts) on ${env.date}.${note ? ` ${note}` : ''}
Budgets and the measured pages are defined in \`scripts/bench/pages.ts\`; the README's
"Quality checks" section says how to run it.

## Machine

${table(
  [
    'CPU',
    'Memory',
    'Load when Lighthouse starts (1 min)',
    'Node (build)',
    'Node (Lighthouse)',
    'Chromium',
    'Lighthouse',
  ],
  [[env.cpu, env.memory, env.load, env.node, node22, env.chromium, lighthouseVersion]],
)}

## Build

${table(
  ['Production build', 'Peak memory', 'Sitemap entries', 'HTML files'],
  [
    [
      builtNow
        ? `${figures.seconds.toFixed(1)} s (${flag('--warm') ? 'warm cache' : 'cold'})`
        : 'not run (--skip-build)',
      figures.peakRssBytes === null ? 'n/a' : mb(figures.peakRssBytes),
      String(figures.sitemapEntries),
      String(figures.htmlFiles),
    ],
  ],
)}

Build time is the wall time of \`npm run build\`, cold (the bundler's cache cleared first, as
on a fresh clone) unless \`--warm\` was given; peak memory is the maximum resident set
size of its largest process, from \`/usr/bin/time -v\`.

## JavaScript weight

All JavaScript in the build: ${figures.jsFiles} files, ${kb(figures.jsGzipBytes)} gzip
(${kb(figures.jsRawBytes)} uncompressed). A cold load of each page type fetches (gzip
transfer size, mobile median; 1 KB = 1,000 bytes):

${table(
  ['Page type', 'Path', 'JavaScript (gzip)', 'Requests', 'Budget'],
  results.map((r) => [
    r.page.type,
    `\`${r.path}\``,
    kb(r.medians.mobile.jsTransferBytes),
    String(r.medians.mobile.jsRequests),
    kb(r.page.jsBudgetBytes),
  ]),
)}

For comparison, the project's issues give what a stock Docusaurus 3.10 classic site with
docusaurus-plugin-openapi-docs, wired as its README suggests, loads on this machine: about
197 KB of JavaScript on a doc page and about 2,000 KB on an API page, for a mobile
performance of 81-90 and 44-67.

## Search

Search runs on Pagefind: \`plugins/pagefind-index\` indexes the built pages into a chunked
index, and a search fetches the runtime, its WebAssembly and only the index chunks and page
fragments its words need (\`scripts/search-bench.mjs\`, in Debian's Chromium against the same
server, on a phone-sized page, first search "${search.firstUse.query}"):

${table(
  [
    'Index (files)',
    'Index (raw)',
    'First search: over the wire',
    'First search: focus to results',
    'Keystroke to results, warm (median / max)',
  ],
  [
    [
      `${search.index.count} (${search.index.fragments} fragments)`,
      kb(search.index.raw),
      `${search.firstUse.requests} requests, ${kb(search.firstUse.transferred)}`,
      `${Math.round(search.firstUse.msToFirstResults)} ms`,
      `${search.latency.medianMs} ms / ${search.latency.maxMs} ms (${search.latency.samples.length} queries)`,
    ],
  ],
)}

Scale: the same site with every docs page copied nine more times (text varied, so the
vocabulary grows), indexed with the same code. Budgets: a first search at most 150 KB at 1x and
200 KB at 10x; keystroke to results at most 50 ms.

${table(
  ['Site', 'Index (files)', 'Index (raw)', 'First search: over the wire'],
  search.scale.map((s) => [
    `${s.factor}x (${s.index.fragments} pages indexed)`,
    String(s.index.count),
    kb(s.index.raw),
    `${s.firstUse.requests} requests, ${kb(s.firstUse.transferred)}`,
  ]),
)}

First search is timed on this machine's loopback, without network throttling. Keystroke to
results is measured with the runtime loaded, from the last keystroke of a query to its results
shown.

## Lighthouse (median of ${runs} runs)

${table(
  [
    'Page type',
    'Path',
    'Preset',
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS (gzip)',
  ],
  metricRows,
)}

## Budgets (mobile, median)

${table(budgetHeader, budgetRows)}
${notes.length ? `\n${notes.join('\n')}\n` : ''}${
    failing.length
      ? `\nAudits that cost points (accessibility, best practices, SEO), in any run:\n\n${failing.join('\n')}\n`
      : ''
  }
## How it is measured

The build is served by \`scripts/serve.ts\` (gzip, clean URLs) on localhost. Lighthouse
${lighthouseVersion} runs in Debian's Chromium started by chrome-launcher with
\`${CHROME_FLAGS.join(' ')}\`, with its default simulated throttling (the mobile preset
emulates a mid-range phone on slow 4G; the desktop preset uses desktop settings). Runs
alternate between pages and presets. Scores depend on the CPU: on a shared machine they
move by several points between runs, which is why the median is reported.

Lighthouse blocks \`${BLOCKED_URL_PATTERNS.join(' ')}\`: on this site, only the third-party
analytics (tag manager, HubSpot tracking, PostHog) load over https. The benchmark machine has
no internet access, so those requests could only fail; blocked, each page is measured as a
reader with an ad blocker loads it. The analytics' own cost is not in these figures.
`;
}

// ---------------------------------------------------------------- main

async function main() {
  fs.mkdirSync(outDir, {recursive: true});
  const env = machine();
  log(`Machine: ${env.cpu}, ${env.memory}, load ${env.load}, Node ${env.node}, ${env.chromium}`);

  const builtNow = !flag('--skip-build');
  const timing = builtNow ? build() : {seconds: 0, peakRssBytes: null};
  const figures: BuildFigures = {...timing, ...weighBuild()};
  log(
    `Build: ${builtNow ? `${figures.seconds.toFixed(1)} s` : 'skipped'}, peak memory ${
      figures.peakRssBytes === null ? 'n/a' : mb(figures.peakRssBytes)
    }; ${figures.sitemapEntries} sitemap entries, ${figures.htmlFiles} HTML files; ` +
      `all JavaScript ${kb(figures.jsGzipBytes)} gzip in ${figures.jsFiles} files`,
  );

  const pages = BENCH_PAGES.map((page) => ({page, ...resolvePage(page)}));
  for (const p of pages) if (p.note) log(`Note: ${p.note}; measuring ${p.path} instead.`);

  const base = `http://localhost:${port}`;
  const jobs = Array.from({length: runs}, (_, i) => i + 1).flatMap((run) =>
    pages.flatMap((p) => PRESETS.map((preset) => ({url: base + p.path, preset, run}))),
  );
  const quiet = await waitForQuietMachine();
  env.load = quiet.toFixed(1);
  log(`Lighthouse starts at a load average of ${env.load}`);
  const stop = await serve();
  let summaries: RunSummary[];
  try {
    summaries = lighthouse(jobs);
  } finally {
    stop();
  }
  log('\nSearch: index size, first use, keystroke to results');
  // An ES module with top-level await: loaded with import(), not require().
  const {runSearchBench} = await import('./search-bench.mjs');
  const search: SearchFigures = await runSearchBench({buildDir, port: port + 1, runs: 3});
  log(
    `  index ${kb(search.index.raw)} in ${search.index.count} files; first search ` +
      `${kb(search.firstUse.transferred)} in ${Math.round(search.firstUse.msToFirstResults)} ms; ` +
      `keystroke to results median ${search.latency.medianMs} ms; ` +
      search.scale.map((s) => `${s.factor}x first search ${kb(s.firstUse.transferred)}`).join(', '),
  );

  const errors = summaries.filter((s) => s.runtimeError);
  for (const s of errors) log(`Lighthouse error on ${s.url} (${s.preset}): ${s.runtimeError}`);

  const results: PageResult[] = pages.map((p) => {
    const ofPage = summaries.filter((s) => s.url === base + p.path);
    return {
      page: p.page,
      path: p.path,
      note: p.note,
      medians: Object.fromEntries(
        PRESETS.map((preset) => [preset, medians(ofPage.filter((s) => s.preset === preset))]),
      ) as Record<Preset, Median>,
      failing: [...new Set(ofPage.flatMap((s) => s.failing))],
    };
  });

  log('\nBudgets (mobile, median):');
  let missed = 0;
  for (const result of results) {
    const checks = budgets(result);
    missed += checks.filter((check) => !check.met).length;
    log(`  ${result.page.type} (${result.path})`);
    for (const check of checks) log(`    ${check.label}: ${mark(check)}`);
  }

  const node22 = spawnSync('npx', ['-y', 'node@22', '--version'], {cwd: root, encoding: 'utf8'});
  const report = markdown(
    env,
    figures,
    results,
    summaries[0]?.lighthouseVersion ?? 'unknown',
    node22.stdout.trim(),
    builtNow,
    search,
  );
  fs.writeFileSync(path.join(root, 'BENCHMARKS.md'), report);
  log(`\nWrote BENCHMARKS.md (${missed} budget${missed === 1 ? '' : 's'} missed).`);
  if (flag('--check') && (missed > 0 || errors.length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
