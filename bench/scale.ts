/**
 * The scale benchmark: `npm run bench -- --scale [N[,M]] [--shape S]` (see
 * scale-report.ts for the factors and shapes). It works in its own copy of
 * the site (scale-site.ts), never in the project's docs/ or sidebars. For
 * each factor, and above 1x for each shape (`spread`, `sidebar`), one after
 * the other:
 *
 * 1. writes N × 180 generated pages into the copy, in that shape, and its
 *    sidebars.ts (scale-pages.ts, scale-sidebars.ts; none at 1x);
 * 2. builds the copy cold into bench-results/scale/build, recording each
 *    phase's time and memory (build-probe.ts, phases.ts), then again warm
 *    (the persistent bundler cache kept; `--no-warm` skips it);
 * 3. builds the stock Faster+v4 baseline with the same pages in the same
 *    shape (stock.ts), recorded the same way;
 * 4. measures JavaScript before interaction and Lighthouse mobile on the four
 *    page types and, above 1x, a generated page (measuredPage), on both sites;
 *
 * then deletes the copy and writes its section of BENCHMARKS.md (`--out FILE`
 * elsewhere) and bench-results/scale/scale.json. The project's own build/ is
 * not touched. BENCH_PORT_BASE=N serves the two sites on ports N and N+1
 * instead of free ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildCommand, countHtmlPages} from './files';
import {measurePage} from './js-weight';
import {BENCH_PAGES, RUNS, SCALED_PAGE_TYPES, type BenchPage} from './pages';
import {buildPhases, type Phase} from './phases';
import {probeBuild, type ProbedBuild} from './build-probe';
import {assertBuilt, lighthouse, machine, reportLoad, withBrowser} from './runtime';
import {measuredPage, removeScalePages, scalePlan, writeScalePages} from './scale-pages';
import {copySite, writeScaleSidebars} from './scale-site';
import {SCALE_FOLDER, type ScaleShape} from './scale-sidebars';
import {
  checkScale,
  replaceSection,
  runName,
  scaleMarkdown,
  scaleRuns,
  type ScaleRun,
  withOutDir,
  type FactorResult,
  type ScaleReport,
  type SiteFigures,
} from './scale-report';
import {mediansOf, planJobs} from './stats';
import {ensureStockBaseline} from './stock';
import {serveBuild, type ServedBuild} from '../scripts/lib/serve-build';

const log = (line = '') => console.log(line);

export interface ScaleOptions {
  root: string;
  factors: number[];
  /** The shapes of every factor above 1x (1x has no generated page). */
  shapes: ScaleShape[];
  runs: number;
  warm: boolean;
  out: string;
  command: string;
}

interface Recorded {
  probe: ProbedBuild;
  phases: Phase[];
  seconds: number;
}

async function recordBuild(
  command: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<Recorded> {
  log(`  ${command.join(' ')} (log: ${logFile})`);
  const probe = await probeBuild({
    command,
    cwd,
    env: {...env, DOCUSAURUS_PERF_LOGGER: 'true'},
    logFile,
  });
  if (probe.status !== 0) throw new Error(`build failed (exit ${probe.status}); see ${logFile}`);
  const seconds = (probe.end - probe.start) / 1000;
  log(`  ${seconds.toFixed(1)} s, peak ${(probe.peakRss / 1e9).toFixed(2)} GB`);
  return {probe, phases: buildPhases(probe), seconds};
}

async function measureSites(
  pages: BenchPage[],
  sites: {project: ServedBuild; stock: ServedBuild},
  runs: number,
  root: string,
  outDir: string,
) {
  const js = await withBrowser(async (browser) => {
    const out: Record<
      'project' | 'stock',
      Record<string, Awaited<ReturnType<typeof measurePage>>>
    > = {project: {}, stock: {}};
    for (const page of pages) {
      out.project[page.type] = await measurePage(browser, sites.project.url, page.path);
      out.stock[page.type] = await measurePage(browser, sites.stock.url, page.stockPath);
      log(
        `  ${page.type}: JS ${(out.project[page.type].scriptBytes / 1000).toFixed(1)} KB, ` +
          `stock ${(out.stock[page.type].scriptBytes / 1000).toFixed(1)} KB`,
      );
    }
    return out;
  });
  const {summaries} = lighthouse(
    planJobs(pages, runs, {project: sites.project.url, stock: sites.stock.url}),
    {root, outDir},
  );
  const medians = (site: 'project' | 'stock') =>
    Object.fromEntries(
      pages.map((page) => [
        page.type,
        mediansOf(summaries.filter((s) => s.site === site && s.pageType === page.type)),
      ]),
    );
  return {
    js,
    lighthouse: {project: medians('project'), stock: medians('stock')},
    version: summaries[0]?.lighthouseVersion ?? '',
  };
}

async function runFactor(
  {factor, shape}: ScaleRun,
  site: string,
  options: ScaleOptions,
): Promise<{result: FactorResult; lighthouseVersion: string}> {
  const {root} = options;
  const name = shape ? `${factor}x ${shape}` : `${factor}x`;
  const loadStart = reportLoad(`at the start of ${name}`);
  const factorDir = path.join(root, 'bench-results', 'scale', name.replace(' ', '-'));
  const buildDir = path.join(root, 'bench-results', 'scale', 'build');
  fs.mkdirSync(factorDir, {recursive: true});
  const docsDir = path.join(site, 'docs');
  const plan = shape ? scalePlan(factor, shape) : null;
  if (plan) log(`\n${name}: writing ${writeScalePages(docsDir, plan)} generated pages`);
  else removeScalePages(docsDir);
  writeScaleSidebars(site, shape);

  for (const cache of ['node_modules/.cache/rspack', 'node_modules/.cache/webpack']) {
    fs.rmSync(path.join(root, cache), {recursive: true, force: true});
  }
  log(`${name}: project build, cold (in ${site})`);
  const command = withOutDir(buildCommand(), buildDir);
  const env = process.env;
  const cold = await recordBuild(command, site, env, path.join(factorDir, 'project-build.log'));
  let warm: SiteFigures['warm'] = null;
  if (options.warm) {
    log(`${name}: project build, warm (persistent cache kept)`);
    const again = await recordBuild(command, site, env, path.join(factorDir, 'project-warm.log'));
    warm = {seconds: again.seconds, peakRss: again.probe.peakRss};
  }

  log(`${name}: stock Faster+v4 baseline with the same pages in the same shape`);
  let stockBuild: Recorded | null = null;
  const stock = await ensureStockBaseline({
    root,
    projectBuild: buildDir,
    flavour: 'faster',
    ownSidebars: [SCALE_FOLDER],
    rebuild: true,
    log,
    build: async (stockCommand, dir) => {
      stockBuild = await recordBuild(
        stockCommand,
        dir,
        process.env,
        path.join(factorDir, 'stock-build.log'),
      );
      return stockBuild.seconds;
    },
  });
  const stockRecorded = stockBuild as Recorded | null;
  if (!stockRecorded) throw new Error('the stock baseline was not rebuilt');

  const pages: BenchPage[] = [...BENCH_PAGES];
  if (plan) {
    const generated = measuredPage(plan).permalink;
    pages.push({
      type: SCALED_PAGE_TYPES[plan.shape],
      kind: 'doc',
      path: generated,
      stockPath: generated,
    });
  }
  assertBuilt(
    buildDir,
    pages.map((p) => p.path),
  );
  assertBuilt(
    stock.buildDir,
    pages.map((p) => p.stockPath),
  );
  const servers: ServedBuild[] = [];
  try {
    // BENCH_PORT_BASE pins the two servers' ports (a shared machine); else free ports.
    const base = Number(process.env.BENCH_PORT_BASE) || undefined;
    const project = await serveBuild(buildDir, {port: base});
    servers.push(project);
    const stockServer = await serveBuild(stock.buildDir, {port: base && base + 1});
    servers.push(stockServer);
    const measured = await measureSites(
      pages,
      {project, stock: stockServer},
      options.runs,
      root,
      factorDir,
    );
    const result: FactorResult = {
      factor,
      shape,
      generated: plan?.pages.length ?? 0,
      pages,
      project: {
        buildSeconds: cold.seconds,
        peakRss: cold.probe.peakRss,
        phases: cold.phases,
        warm,
        htmlPages: countHtmlPages(buildDir),
        js: measured.js.project,
        lighthouse: measured.lighthouse.project,
      },
      stock: {
        buildSeconds: stockRecorded.seconds,
        peakRss: stockRecorded.probe.peakRss,
        phases: stockRecorded.phases,
        htmlPages: stock.htmlPages,
        js: measured.js.stock,
        lighthouse: measured.lighthouse.stock,
      },
      loadStart,
      loadEnd: reportLoad(`at the end of ${name}`),
    };
    fs.writeFileSync(path.join(factorDir, 'result.json'), JSON.stringify(result, null, 2));
    return {result, lighthouseVersion: measured.version};
  } finally {
    for (const server of servers) server.stop();
  }
}

/** Runs every factor, writes the report section; returns the number of goals missed. */
export async function runScaleBench(options: ScaleOptions): Promise<number> {
  const site = copySite(options.root);
  log(`Scale bench: the site's copy is ${site}`);
  const cleanUp = () => fs.rmSync(site, {recursive: true, force: true});
  const onSignal = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  if (options.runs < RUNS) {
    log(`WARNING: --runs ${options.runs}: fewer than ${RUNS} runs checks the pipeline only.`);
  }
  const factors: FactorResult[] = [];
  let lighthouseVersion = '';
  try {
    for (const run of scaleRuns(options.factors, options.shapes)) {
      const {result, lighthouseVersion: version} = await runFactor(run, site, options);
      factors.push(result);
      lighthouseVersion ||= version;
    }
  } finally {
    cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const report: ScaleReport = {
    machine: machine(),
    command: options.command,
    runs: options.runs,
    lighthouseVersion,
    factors,
  };
  const base = factors.find((f) => f.factor === 1);
  let missed = 0;
  for (const result of factors) {
    const checks = checkScale(result, base);
    if (checks.length) log(`\nGoals at ${runName(result)}:`);
    for (const check of checks) {
      if (!check.met) missed += 1;
      log(`  ${check.met ? '✓ met   ' : '✗ MISSED'}  ${check.goal}: ${check.value}`);
    }
  }
  const existing = fs.existsSync(options.out) ? fs.readFileSync(options.out, 'utf8') : '';
  fs.writeFileSync(options.out, replaceSection(existing, scaleMarkdown(report)));
  const json = path.join(options.root, 'bench-results', 'scale', 'scale.json');
  fs.writeFileSync(json, JSON.stringify(report, null, 2));
  log(`\nWrote the scale section of ${path.relative(options.root, options.out)} and ${json}.`);
  return missed;
}
