/**
 * The scale benchmark's arithmetic and report (pure): which factors a
 * `--scale` argument asks for, the goals of issue 31 checked on the figures,
 * and the Markdown section it writes into BENCHMARKS.md between two markers,
 * leaving the rest of the file (the quality bench's report) as it is.
 */
import type {PageWeight} from './js-weight';
import {GOALS, SCALE_FACTORS, SCALE_GOALS, SCALED_PAGE_REFERENCE, type BenchPage} from './pages';
import type {Phase} from './phases';
import type {Machine} from './report';
import {SCALE_SHAPES, type ScaleShape} from './scale-sidebars';
import {formatRatio, ratio, type GoalCheck, type Medians} from './stats';

export interface SiteFigures {
  /** Cold build, seconds, and the peak memory of its process tree, bytes. */
  buildSeconds: number;
  peakRss: number;
  phases: Phase[];
  /** A second build with the bundler's persistent cache kept (project only). */
  warm?: {seconds: number; peakRss: number} | null;
  htmlPages: number;
  js: Record<string, PageWeight>;
  lighthouse: Record<string, Medians>;
}

export interface FactorResult {
  factor: number;
  /** How the generated pages join the site (scale-sidebars.ts); null at 1x, which has none. */
  shape: ScaleShape | null;
  /** Generated pages added to the site's own. */
  generated: number;
  pages: BenchPage[];
  project: SiteFigures;
  stock: SiteFigures;
  loadStart: number;
  loadEnd: number;
}

export interface ScaleReport {
  machine: Machine;
  command: string;
  runs: number;
  lighthouseVersion: string;
  factors: FactorResult[];
}

export const SECTION_START = '<!-- scale-bench:start (written by npm run bench -- --scale) -->';
const SECTION_END = '<!-- scale-bench:end -->';

/**
 * The factors of a `--scale` argument: none (or not a number) means 1x, 10x
 * and 30x; `10` means 1x and 10x; `10,30` means 1x, 10x and 30x. 1x is always
 * measured: the goals compare with it.
 */
export function parseScaleFactors(value: string | undefined): number[] {
  if (value === undefined || !/^\d+(,\d+)*$/.test(value)) return [...SCALE_FACTORS];
  const factors = value.split(',').map(Number);
  if (factors.some((f) => f < 1)) throw new Error(`--scale ${value}: factors start at 1`);
  return [...new Set([1, ...factors])].sort((a, b) => a - b);
}

/**
 * The shapes of a `--shape` argument: none or `both` means both, each factor
 * above 1x measured once per shape; `spread` or `sidebar` means that one.
 */
export function parseScaleShapes(value: string | undefined): ScaleShape[] {
  if (value === undefined || value === 'both') return [...SCALE_SHAPES];
  const shape = SCALE_SHAPES.find((s) => s === value);
  if (!shape) throw new Error(`--shape ${value}: expected ${SCALE_SHAPES.join(', ')} or both`);
  return [shape];
}

/** One build of the plan: a factor, and above 1x a shape. */
export interface ScaleRun {
  factor: number;
  shape: ScaleShape | null;
}

/** The runs of the options, in order: each factor, above 1x once per shape. */
export function scaleRuns(factors: readonly number[], shapes: readonly ScaleShape[]): ScaleRun[] {
  return factors.flatMap((factor): ScaleRun[] =>
    factor > 1 ? shapes.map((shape) => ({factor, shape})) : [{factor, shape: null}],
  );
}

const SHAPE_NAMES: Record<ScaleShape, string> = {
  spread: 'pages spread over the sections',
  sidebar: 'pages in one sidebar',
};

/** A run's name in the log and the report: `1x`, `10x, pages in one sidebar`. */
export function runName(result: Pick<FactorResult, 'factor' | 'shape'>): string {
  return result.shape ? `${result.factor}x, ${SHAPE_NAMES[result.shape]}` : `${result.factor}x`;
}

/** The build command writing to `outDir` (`npm run build -- --out-dir DIR`). */
export function withOutDir(command: string[], outDir: string): string[] {
  const npmScript = command[0] === 'npm' && command[1] === 'run' && !command.includes('--');
  return [...command, ...(npmScript ? ['--'] : []), '--out-dir', outDir];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const gb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1e9).toFixed(2)} GB`);
const sec = (seconds: number) => `${seconds.toFixed(1)} s`;
const cpu = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(0)} s`;

/** The 1x figure a page type is held to: its own, or the plain doc page for a generated page. */
function reference(
  base: FactorResult,
  page: BenchPage,
): {type: string; weight: PageWeight} | undefined {
  const own = base.project.js[page.type];
  if (own) return {type: page.type, weight: own};
  const fallback = base.project.js[SCALED_PAGE_REFERENCE];
  return fallback ? {type: SCALED_PAGE_REFERENCE, weight: fallback} : undefined;
}

/**
 * The goals of issue 31 for one factor. At 1x: JavaScript within the issue-16
 * budgets, performance 100, TBT at most half of stock's. At 10x: JavaScript at
 * most 15 KB above 1x, performance ≥ 98, build ≤ 120 s and ≤ 3 GB and within
 * 1.3 × stock's time and memory. Other factors are reported, not judged.
 */
export function checkScale(result: FactorResult, base: FactorResult | undefined): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const {project, stock} = result;
  if (result.factor === 1) {
    for (const page of result.pages) {
      const js = project.js[page.type];
      if (js) {
        const budget = GOALS.jsBytes[page.kind];
        checks.push({
          goal: `${page.type}: JS before interaction ≤ ${kb(budget)}`,
          value: kb(js.scriptBytes),
          met: js.scriptBytes <= budget,
        });
      }
      const lh = project.lighthouse[page.type];
      const st = stock.lighthouse[page.type];
      if (lh) {
        checks.push({
          goal: `${page.type}: performance 100`,
          value: String(lh.performance),
          met: lh.performance >= 100,
        });
        checks.push({
          goal: `${page.type}: TBT ≤ ${GOALS.tbtRatioToStock} × stock`,
          value: st
            ? `${Math.round(lh.tbtMs)} ms vs ${Math.round(st.tbtMs)} ms`
            : 'no stock figure',
          met: Boolean(st) && lh.tbtMs <= GOALS.tbtRatioToStock * st!.tbtMs,
        });
      }
    }
    return checks;
  }
  if (result.factor !== SCALE_GOALS.factor) return checks;
  for (const page of result.pages) {
    const js = project.js[page.type];
    const ref = base && reference(base, page);
    if (js && ref) {
      const growth = js.scriptBytes - ref.weight.scriptBytes;
      checks.push({
        goal: `${page.type}: JS ≤ 1x + ${kb(SCALE_GOALS.jsGrowthBytes)}`,
        value: `${kb(js.scriptBytes)} (${growth >= 0 ? '+' : ''}${kb(growth)} on ${ref.type} at 1x)`,
        met: growth <= SCALE_GOALS.jsGrowthBytes,
      });
    }
    const lh = project.lighthouse[page.type];
    if (lh) {
      checks.push({
        goal: `${page.type}: performance ≥ ${SCALE_GOALS.performance}`,
        value: String(lh.performance),
        met: lh.performance >= SCALE_GOALS.performance,
      });
    }
  }
  checks.push(
    {
      goal: `Cold build ≤ ${SCALE_GOALS.buildSeconds} s`,
      value: sec(project.buildSeconds),
      met: project.buildSeconds <= SCALE_GOALS.buildSeconds,
    },
    {
      goal: `Peak memory ≤ ${gb(SCALE_GOALS.buildBytes)}`,
      value: gb(project.peakRss),
      met: project.peakRss <= SCALE_GOALS.buildBytes,
    },
    {
      goal: `Build time ≤ ${SCALE_GOALS.ratioToStock} × stock Faster`,
      value: `${sec(project.buildSeconds)} vs ${sec(stock.buildSeconds)} (${formatRatio(ratio(project.buildSeconds, stock.buildSeconds))})`,
      met: project.buildSeconds <= SCALE_GOALS.ratioToStock * stock.buildSeconds,
    },
    {
      goal: `Peak memory ≤ ${SCALE_GOALS.ratioToStock} × stock Faster`,
      value: `${gb(project.peakRss)} vs ${gb(stock.peakRss)} (${formatRatio(ratio(project.peakRss, stock.peakRss))})`,
      met: project.peakRss <= SCALE_GOALS.ratioToStock * stock.peakRss,
    },
  );
  return checks;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Phase rows of both builds, matched by name (stock has no project plugins). */
function phaseRows(project: Phase[], stock: Phase[]): string[][] {
  const byName = new Map(stock.map((p) => [p.name, p]));
  const rows = project.map((p) => {
    const s = byName.get(p.name);
    return [
      p.child ? `&nbsp;&nbsp;└ ${p.name}` : p.name,
      sec(p.seconds),
      cpu(p.cpuSeconds),
      gb(p.peakRss),
      s ? sec(s.seconds) : '–',
      s ? cpu(s.cpuSeconds) : '–',
      s ? gb(s.peakRss) : '–',
    ];
  });
  for (const s of stock) {
    if (!project.some((p) => p.name === s.name)) {
      rows.push([s.name, '–', '–', '–', sec(s.seconds), cpu(s.cpuSeconds), gb(s.peakRss)]);
    }
  }
  return rows;
}

const mark = (check: GoalCheck) => `${check.met ? '✓' : '✗'} ${check.value}`;

/** The Markdown section of one run: a table set per factor, then how it was measured. */
export function scaleMarkdown(report: ScaleReport): string {
  const base = report.factors.find((f) => f.factor === 1);
  const parts: string[] = [
    SECTION_START,
    `## Scale: 1x to ${Math.max(...report.factors.map((f) => f.factor))}x the pages (issue 31)

Written by \`${report.command}\` on ${report.machine.date}, ${report.machine.cpu}, ${report.machine.memory}.
Each factor N adds N × 180 generated pages (\`bench/scale-pages.ts\`), written into the bench's own
copy of the site (\`bench/scale-site.ts\`) in one of two shapes: spread over the six main sections
(a category at the end of each), as a real site grows, or all in one sidebar of their own (categories
of 100 pages), as a big section or a large API reference would be. The project and a stock
Docusaurus site with Faster and every v4 flag (\`future: {v4: true, faster: true}\`), holding the same
pages as Markdown in the same shape, are built cold, one after the other, in the same run. Memory is the resident set
of each build's whole process tree, sampled four times a second, and CPU is the CPU time that tree
used in the phase (all cores; a plugin's postBuild shares the phase with the others, so only its
wall time is given). Lighthouse: mobile, median of
${report.runs} run${report.runs === 1 ? '' : 's'} per page and site.`,
  ];
  for (const result of report.factors) {
    const {project, stock} = result;
    const checks = checkScale(result, base);
    parts.push(`### ${runName(result)}: ${project.htmlPages} HTML pages (${result.generated} generated)

Load average (1 minute): ${result.loadStart.toFixed(2)} at the start, ${result.loadEnd.toFixed(2)} at the end.
Cold build: project ${sec(project.buildSeconds)}, ${gb(project.peakRss)}; stock Faster ${sec(stock.buildSeconds)}, ${gb(stock.peakRss)} (${formatRatio(ratio(project.buildSeconds, stock.buildSeconds))} time, ${formatRatio(ratio(project.peakRss, stock.peakRss))} memory).${
      project.warm
        ? ` Warm rebuild (persistent bundler cache): ${sec(project.warm.seconds)}, ${gb(project.warm.peakRss)}.`
        : ''
    }

${table(
  ['Phase', 'Project', 'CPU', 'Peak', 'Stock Faster', 'CPU', 'Peak'],
  phaseRows(project.phases, stock.phases),
)}

${table(
  ['Page', 'JS before interaction', 'Stock', 'Performance', 'Stock', 'TBT', 'Stock'],
  result.pages.map((page) => {
    const pj = project.js[page.type];
    const sj = stock.js[page.type];
    const pl = project.lighthouse[page.type];
    const sl = stock.lighthouse[page.type];
    return [
      `${page.type} (\`${page.path}\`)`,
      pj ? kb(pj.scriptBytes) : '–',
      sj ? kb(sj.scriptBytes) : '–',
      pl ? String(pl.performance) : '–',
      sl ? String(sl.performance) : '–',
      pl ? `${Math.round(pl.tbtMs)} ms` : '–',
      sl ? `${Math.round(sl.tbtMs)} ms` : '–',
    ];
  }),
)}${
      checks.length
        ? `

Goals at ${runName(result)}: ${checks.every((c) => c.met) ? 'all met' : `${checks.filter((c) => !c.met).length} missed`}.

${table(
  ['Goal', 'Measured'],
  checks.map((c) => [c.goal, mark(c)]),
)}`
        : ''
    }`);
  }
  parts.push(SECTION_END);
  return `${parts.join('\n\n')}\n`;
}

/** `doc` with its scale section replaced by `section` (appended when it has none). */
export function replaceSection(doc: string, section: string): string {
  const start = doc.indexOf(SECTION_START);
  const end = doc.indexOf(SECTION_END);
  if (start === -1 || end === -1 || end < start) {
    return `${doc.trimEnd()}\n\n${section}`;
  }
  return `${doc.slice(0, start)}${section.trimEnd()}${doc.slice(end + SECTION_END.length)}`;
}

/**
 * The scale section of `doc` (or another section between `markers`), or ''
 * (so the quality bench can keep it when it rewrites the file).
 */
export function scaleSection(doc: string, markers = [SECTION_START, SECTION_END]): string {
  const start = doc.indexOf(markers[0]);
  const end = doc.indexOf(markers[1]);
  return start === -1 || end < start ? '' : `${doc.slice(start, end + markers[1].length)}\n`;
}
