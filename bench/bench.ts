/**
 * The quality benchmark: `npm run bench`. Not a test; it measures the project
 * against a stock Docusaurus baseline in the same run and checks the goals of
 * issue 16 (bench/pages.ts).
 *
 * Full run (default):
 * 1. Prints the 1-minute load average (and warns above 1.5).
 * 2. Builds the project cold (`npm run build`, bundler cache cleared; --warm
 *    keeps it) and times it; --skip-build measures the existing build/.
 * 3. Builds the stock baseline, or reuses it from its cache
 *    (bench/stock.ts; --fresh-baseline rebuilds it), and prints both
 *    sites' HTML page counts.
 * 4. Serves both builds with scripts/serve.ts (scripts/lib/serve-build.ts) and
 *    measures the JavaScript each page type runs before interaction
 *    (bench/js-weight.ts).
 * 5. Runs Lighthouse 13 mobile, the two sites alternating, --runs N (default 3)
 *    per page and site (bench/lighthouse-runner.mts under Node 22).
 * 6. Runs the search bench on the project (bench/search-bench.ts), the
 *    MCP server bench (bench/mcp.ts: start-up, search_docs latency,
 *    memory, the search eval) and the hostile-body bench
 *    (bench/hostile.ts: a 1 MB body far past maxItems through
 *    npm run sandbox and MCP call_sandbox: time, answer size, server memory)
 *    and the load bench of the hosted /mcp (bench/mcp-load.ts:
 *    autocannon, search_docs at 100 requests a second for 30 s over 50
 *    connections to one MCP server behind nginx; p99, errors, memory).
 * 7. Prints medians, ratios project/stock and each goal met or missed, the
 *    load average at the end, and writes BENCHMARKS.md (--out FILE elsewhere)
 *    and bench-results/bench.json.
 *
 * Quick modes (no Lighthouse, no baseline):
 *   --js-only  JavaScript before interaction per page type, with its goal.
 *   --trace    Hydration profile at 4× CPU slowdown: the ten most expensive
 *              functions per page type (bench/trace.ts), written to
 *              bench-results/trace.txt and trace-<page>.cpuprofile.
 *
 * Scale mode (issue 31), bench/scale.ts:
 *   --scale [N[,M]]  1x and N x (default 1x, 10x and 30x) today's page count:
 *              generated pages in the bench's own copy of the site, the project
 *              and a stock Faster+v4 site built cold with each phase's time and
 *              memory, JavaScript before interaction and Lighthouse on five
 *              pages; writes its own section of BENCHMARKS.md. --no-warm skips
 *              the warm rebuild.
 *   --shape S  above 1x, where the generated pages go: `spread` (over the six
 *              main sections), `sidebar` (all in one sidebar of their own) or
 *              `both` (the default: each factor above 1x once per shape).
 *
 * Options: --skip-build, --warm, --runs N, --pages home,api (page types whose
 * name contains one of the words), --fresh-baseline, --no-search, --no-mcp, --no-hostile, --no-mcp-load, --out FILE,
 * --check (exit 1 when a goal is missed).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); BENCH_BUILD_COMMAND
 * replaces `npm run build` for both builds (e.g. a wrapper that queues builds
 * on a shared machine).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildCommand, countHtmlPages, htmlPaths, pageDiff, walk} from './files';
import {measurePage, type PageWeight} from './js-weight';
import {BENCH_PAGES, RUNS} from './pages';
import {comparisonRows, kb, markdown, table, type BenchReport, type PageResult} from './report';
import {assertBuilt, lighthouse, machine, reportLoad, withBrowser} from './runtime';
import {checkBuild, checkPage, formatRatio, mediansOf, planJobs, ratio} from './stats';
import {parseScaleFactors, parseScaleShapes, scaleSection} from './scale-report';
import {RENT_MARKERS} from './rent-section';
import {LOAD_GOALS, loadGoalsMet} from './mcp-load';
import {checkSandboxChunks, sandboxChunks, sandboxChunkTable} from './sandbox-chunk';
import {ensureStockBaseline, type StockSite} from './stock';
import {formatTrace, readRegistry, tracePage} from './trace';
import {serveBuild, type ServedBuild} from '../scripts/lib/serve-build';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const outDir = path.join(root, 'bench-results');

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('--runs') ?? RUNS);
const log = (line = '') => console.log(line);

function selectedPages() {
  const words = option('--pages')
    ?.split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const pages = words
    ? BENCH_PAGES.filter((p) => words.some((w) => p.type.toLowerCase().includes(w)))
    : [...BENCH_PAGES];
  if (pages.length === 0) throw new Error(`--pages ${option('--pages')} matches no page type`);
  return pages;
}

/** Builds the project (cold unless --warm); wall time and peak memory (GNU time, when present). */
function buildProject(): {seconds: number; peakRssBytes: number | null} {
  fs.mkdirSync(outDir, {recursive: true});
  const timeFile = path.join(outDir, 'build-time.txt');
  const logFile = path.join(outDir, 'build.log');
  const haveTime = fs.existsSync('/usr/bin/time');
  if (!haveTime) log('No /usr/bin/time (Debian package "time"): no peak-memory figure.');
  const command = [...(haveTime ? ['/usr/bin/time', '-v', '-o', timeFile] : []), ...buildCommand()];
  if (!flag('--warm')) {
    for (const cache of ['node_modules/.cache/rspack', 'node_modules/.cache/webpack']) {
      fs.rmSync(path.join(root, cache), {recursive: true, force: true});
    }
  }
  log(`Building the project: ${command.join(' ')} (log: ${path.relative(root, logFile)})`);
  const started = performance.now();
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = (performance.now() - started) / 1000;
  fs.writeFileSync(logFile, `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) throw new Error(`The project build failed; see ${logFile}`);
  const kbytes =
    haveTime && fs.existsSync(timeFile)
      ? /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, 'utf8'))?.[1]
      : undefined;
  return {seconds, peakRssBytes: kbytes ? Number(kbytes) * 1024 : null};
}

function printChecks(results: PageResult[]): number {
  let missed = 0;
  log('\nGoals (issue 16):');
  for (const result of results) {
    log(`  ${result.page.type} (${result.page.path})`);
    for (const check of result.checks) {
      if (!check.met) missed += 1;
      log(`    ${check.met ? '✓ met   ' : '✗ MISSED'}  ${check.goal}: ${check.value}`);
    }
  }
  return missed;
}

/** Prints the sandbox's chunks and their goal (bench/sandbox-chunk.ts); 1 when missed. */
function reportSandboxChunks(): {missed: number; sandbox: NonNullable<BenchReport['sandbox']>} {
  const chunks = sandboxChunks(buildDir);
  const check = checkSandboxChunks(chunks);
  log('\nSandbox chunks (they load when a console, Run or the playground first needs them):');
  log(sandboxChunkTable(chunks));
  log(`  ${check.met ? '✓ met   ' : '✗ MISSED'}  ${check.goal}: ${check.value}`);
  return {missed: check.met ? 0 : 1, sandbox: {chunks, check}};
}

function reproduceCommand(): string {
  // --out only says where this report goes; the command reproduces the figures.
  const at = args.indexOf('--out');
  const kept = at === -1 ? args : args.filter((_, i) => i !== at && i !== at + 1);
  return `npm run bench${kept.length ? ` -- ${kept.join(' ')}` : ''}`;
}

// ------------------------------------------------------------------ modes

async function jsOnly(built: {seconds: number} | null) {
  const pages = selectedPages();
  assertBuilt(
    buildDir,
    pages.map((p) => p.path),
  );
  const server = await serveBuild(buildDir);
  try {
    const weights = await withBrowser(async (browser) => {
      const list: PageWeight[] = [];
      for (const page of pages) list.push(await measurePage(browser, server.url, page.path));
      return list;
    });
    log('\nJavaScript before interaction (gzip, cold load, phone viewport):');
    log(
      table(
        ['Page type', 'Path', 'Ran before interaction', 'Prefetched', 'Files', 'API theme'],
        weights.map((w, i) => [
          pages[i].type,
          w.path,
          kb(w.scriptBytes),
          kb(w.prefetchBytes),
          String(w.files.length),
          w.apiTheme ? 'yes' : 'no',
        ]),
      ),
    );
    const results: PageResult[] = pages.map((page, i) => ({
      page,
      jsProject: weights[i],
      checks: checkPage({page, jsBytes: weights[i].scriptBytes}),
      failing: [],
    }));
    let missed = printChecks(results) + reportSandboxChunks().missed;
    if (built) {
      const check = checkBuild(built.seconds);
      if (!check.met) missed += 1;
      log(`  ${check.met ? '✓ met   ' : '✗ MISSED'}  ${check.goal}: ${check.value}`);
    }
    fs.mkdirSync(outDir, {recursive: true});
    fs.writeFileSync(path.join(outDir, 'js-weight.json'), JSON.stringify(weights, null, 2));
    log(`\n${missed} goal${missed === 1 ? '' : 's'} missed; files in bench-results/js-weight.json`);
    return missed;
  } finally {
    server.stop();
  }
}

async function trace() {
  const pages = selectedPages();
  assertBuilt(
    buildDir,
    pages.map((p) => p.path),
  );
  const registry = readRegistry(root);
  const server = await serveBuild(buildDir);
  const lines: string[] = [`Hydration profile, ${new Date().toISOString()}`];
  try {
    await withBrowser(async (browser) => {
      for (const page of pages) {
        const result = await tracePage(browser, server.url, page.path, registry);
        const text = formatTrace(page.type, result, buildDir);
        log(`\n${text.join('\n')}`);
        lines.push('', ...text);
        const slug = page.path === '/' ? 'home' : page.path.split('/').filter(Boolean).join('-');
        fs.writeFileSync(
          path.join(outDir, `trace-${slug}.cpuprofile`),
          JSON.stringify(result.profile),
        );
      }
    });
  } finally {
    server.stop();
  }
  fs.writeFileSync(path.join(outDir, 'trace.txt'), `${lines.join('\n')}\n`);
  log(
    '\nWritten to bench-results/trace.txt; the .cpuprofile files open in Chrome DevTools (Performance).',
  );
}

async function full(
  built: {seconds: number; peakRssBytes: number | null} | null,
  loadStart: number,
) {
  const pages = selectedPages();
  assertBuilt(
    buildDir,
    pages.map((p) => p.path),
  );
  if (runs < RUNS) {
    log(
      `WARNING: --runs ${runs}: fewer than ${RUNS} runs per page and site checks the pipeline only.`,
    );
  }
  let stock: StockSite | null = null;
  stock = await ensureStockBaseline({
    root,
    projectBuild: buildDir,
    fresh: flag('--fresh-baseline'),
    log,
  });
  assertBuilt(
    stock.buildDir,
    pages.map((p) => p.stockPath),
  );
  const projectPages = countHtmlPages(buildDir);
  const relative = (dir: string) => walk(dir).map((file) => path.relative(dir, file));
  const diff = pageDiff(htmlPaths(relative(buildDir)), htmlPaths(relative(stock.buildDir)));
  log(
    `HTML pages: project ${projectPages}, stock ${stock.htmlPages} ` +
      `(${stock.docPages} doc pages copied from the project's Markdown twins)`,
  );
  log(`  only in the project (${diff.onlyA.length}): ${diff.onlyA.join(' ') || 'none'}`);
  log(`  only in stock (${diff.onlyB.length}): ${diff.onlyB.join(' ') || 'none'}`);

  const servers: ServedBuild[] = [];
  let report: BenchReport;
  try {
    const project = await serveBuild(buildDir);
    servers.push(project);
    const stockServer = await serveBuild(stock.buildDir);
    servers.push(stockServer);

    log('\nJavaScript before interaction, both sites:');
    const weights = await withBrowser(async (browser) => {
      const out: Array<{project: PageWeight; stock: PageWeight}> = [];
      for (const page of pages) {
        out.push({
          project: await measurePage(browser, project.url, page.path),
          stock: await measurePage(browser, stockServer.url, page.stockPath),
        });
      }
      return out;
    });
    weights.forEach((w, i) =>
      log(
        `  ${pages[i].type}: project ${kb(w.project.scriptBytes)}, stock ${kb(w.stock.scriptBytes)} ` +
          `(${formatRatio(ratio(w.project.scriptBytes, w.stock.scriptBytes))})`,
      ),
    );

    const {summaries, node22} = lighthouse(
      planJobs(pages, runs, {project: project.url, stock: stockServer.url}),
      {root, outDir},
    );
    fs.writeFileSync(path.join(outDir, 'lighthouse-runs.json'), JSON.stringify(summaries, null, 2));
    for (const s of summaries.filter((r) => r.runtimeError)) {
      log(`Lighthouse error on ${s.url} (${s.site}): ${s.runtimeError}`);
    }

    const results: PageResult[] = pages.map((page, i) => {
      const of = (site: 'project' | 'stock') =>
        summaries.filter((s) => s.site === site && s.pageType === page.type);
      const projectMedians = mediansOf(of('project'));
      const stockMedians = mediansOf(of('stock'));
      return {
        page,
        project: projectMedians,
        stock: stockMedians,
        jsProject: weights[i].project,
        jsStock: weights[i].stock,
        checks: checkPage({
          page,
          project: projectMedians,
          stock: stockMedians,
          jsBytes: weights[i].project.scriptBytes,
        }),
        failing: [...new Set(of('project').flatMap((s) => s.failing))],
      };
    });

    let search;
    if (!flag('--no-search')) {
      log('\nSearch: index size, first use, keystroke to results');
      const {runSearchBench} = await import('./search-bench');
      search = await runSearchBench({buildDir, runs: 3});
    }
    let mcp;
    if (!flag('--no-mcp')) {
      log('\nMCP server: start-up to tools/list, search_docs latency, memory, search eval');
      const {runMcpBench} = await import('./mcp');
      mcp = await runMcpBench({buildDir});
    }
    let hostile;
    if (!flag('--no-hostile')) {
      log('\nHostile body: a 1 MB body through npm run sandbox and MCP call_sandbox');
      const {runHostileBench} = await import('./hostile');
      hostile = await runHostileBench({buildDir});
    }
    let mcpLoad;
    if (!flag('--no-mcp-load')) {
      log(
        '\nHosted /mcp under load: search_docs through nginx, 100 requests a second spread evenly, for 30 s after a 10 s warm-up',
      );
      const {runMcpLoadBench} = await import('./mcp-load');
      mcpLoad = await runMcpLoadBench({buildDir});
    }

    report = {
      machine: machine(),
      loadStart,
      loadEnd: 0,
      command: reproduceCommand(),
      runs,
      lighthouseVersion: summaries[0]?.lighthouseVersion ?? '',
      node22,
      build: {
        seconds: built?.seconds ?? null,
        cold: !flag('--warm'),
        peakRssBytes: built?.peakRssBytes ?? null,
      },
      buildCheck: built ? checkBuild(built.seconds) : undefined,
      pages: {
        project: projectPages,
        stock: stock.htmlPages,
        onlyProject: diff.onlyA,
        onlyStock: diff.onlyB,
      },
      stock,
      results,
      search,
      mcp,
      hostile,
      mcpLoad,
    };
  } finally {
    for (const server of servers) server.stop();
  }

  log(`\nMedians of ${runs} run${runs === 1 ? '' : 's'} (mobile); ratio = project / stock`);
  log(
    table(
      ['Page type', 'Metric', 'Project', 'Stock', 'Ratio'],
      report.results.flatMap(comparisonRows),
    ),
  );
  const sandbox = reportSandboxChunks();
  report.sandbox = sandbox.sandbox;
  let missed = printChecks(report.results) + sandbox.missed;
  if (report.buildCheck) {
    if (!report.buildCheck.met) missed += 1;
    log(
      `  ${report.buildCheck.met ? '✓ met   ' : '✗ MISSED'}  ${report.buildCheck.goal}: ${report.buildCheck.value}`,
    );
  }
  if (report.mcpLoad) {
    const met = loadGoalsMet(report.mcpLoad);
    const {latencyMs, errors, timeouts, non2xx, rssMb} = report.mcpLoad;
    for (const [ok, text] of [
      [met.p99, `hosted /mcp p99 ≤ ${LOAD_GOALS.p99Ms} ms: ${latencyMs.p99} ms`],
      [
        met.clean,
        `hosted /mcp no failed answer: ${errors} errors, ${timeouts} timeouts, ${non2xx} non-2xx`,
      ],
      [
        met.memory,
        `hosted /mcp memory back within ${LOAD_GOALS.rssGrowth * 100}% of the warmed baseline: ${rssMb.baseline} → ${rssMb.after} MB (cold ${rssMb.cold ?? '?'} MB)`,
      ],
    ] as const) {
      if (!ok) missed += 1;
      log(`  ${ok ? '✓ met   ' : '✗ MISSED'}  ${text}`);
    }
  }
  report.loadEnd = reportLoad('at the end');
  const outFile = path.resolve(root, option('--out') ?? 'BENCHMARKS.md');
  // The scale bench's section (--scale) and the rent table (bench/rent.ts) are kept as they are.
  const previous = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : '';
  const kept = [scaleSection(previous), scaleSection(previous, RENT_MARKERS)].join('');
  fs.writeFileSync(outFile, `${markdown(report)}${kept ? `\n${kept}` : ''}`);
  fs.writeFileSync(path.join(outDir, 'bench.json'), JSON.stringify(report, null, 2));
  log(
    `\nWrote ${path.relative(root, outFile)} and bench-results/bench.json (${missed} goal${missed === 1 ? '' : 's'} missed).`,
  );
  return missed;
}

async function main() {
  fs.mkdirSync(outDir, {recursive: true});
  if (flag('--scale')) {
    const {runScaleBench} = await import('./scale');
    const missed = await runScaleBench({
      root,
      factors: parseScaleFactors(option('--scale')),
      shapes: parseScaleShapes(option('--shape')),
      runs,
      warm: !flag('--no-warm'),
      out: path.resolve(root, option('--out') ?? 'BENCHMARKS.md'),
      command: reproduceCommand(),
    });
    if (flag('--check') && missed > 0) process.exitCode = 1;
    return;
  }
  const loadStart = reportLoad('at the start');
  let built: {seconds: number; peakRssBytes: number | null} | null = null;
  if (!flag('--skip-build')) {
    built = buildProject();
    log(
      `Project build: ${built.seconds.toFixed(1)} s (${flag('--warm') ? 'warm cache' : 'cold'})` +
        (built.peakRssBytes ? `, peak memory ${(built.peakRssBytes / 1e6).toFixed(0)} MB` : ''),
    );
  }
  if (flag('--trace')) return trace();
  const missed = flag('--js-only') ? await jsOnly(built) : await full(built, loadStart);
  if (flag('--check') && missed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
