/**
 * BENCHMARKS.md from one bench run: what was measured, on what machine, at
 * what load, the project's figures with the stock baseline's and the ratios
 * beside, the goals met or missed, and the command that reproduces it.
 */
import type {SearchFigures} from './search-bench';
import {hostileSection, type HostileFigures} from './hostile';
import {mcpSection, type McpFigures} from './mcp';
import {loadSection, type LoadFigures} from './mcp-load';
import {sandboxChunkTable, type SandboxChunk} from './sandbox-chunk';
import {budgetMark, kb, table} from './format';
import type {PageWeight} from './js-weight';
import {searchSection} from './search-section';
import {
  BLOCKED_URL_PATTERNS,
  CHROME_FLAGS,
  GOALS,
  NODE22_PACKAGE,
  QUIET_LOAD,
  RUNS,
  type BenchPage,
} from './pages';
import {formatRatio, ratio, type GoalCheck, type Medians} from './stats';
import type {StockSite} from './stock';

export interface Machine {
  cpu: string;
  memory: string;
  node: string;
  chromium: string;
  date: string;
}

export interface PageResult {
  page: BenchPage;
  project?: Medians;
  stock?: Medians;
  jsProject?: PageWeight;
  jsStock?: PageWeight;
  checks: GoalCheck[];
  /** Audits that cost the project points in accessibility, best practices or SEO. */
  failing: string[];
}

export interface BenchReport {
  machine: Machine;
  loadStart: number;
  loadEnd: number;
  command: string;
  runs: number;
  lighthouseVersion: string;
  node22: string;
  build: {seconds: number | null; cold: boolean; peakRssBytes: number | null};
  buildCheck?: GoalCheck;
  pages: {project: number; stock: number | null; onlyProject?: string[]; onlyStock?: string[]};
  stock: StockSite | null;
  results: PageResult[];
  search?: SearchFigures;
  mcp?: McpFigures;
  hostile?: HostileFigures;
  /** The hosted /mcp behind nginx under load (bench/mcp-load.ts). */
  mcpLoad?: LoadFigures;
  /** The chunks that hold the sandbox engine (bench/sandbox-chunk.ts). */
  sandbox?: {chunks: SandboxChunk[]; check: GoalCheck};
}

export {budgetMark, kb, table};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const mark = (check: GoalCheck) => `${check.met ? '✓' : '✗'} ${check.value}`;

/** Rows of the side-by-side table: project, stock and ratio per metric. */
export function comparisonRows(result: PageResult): string[][] {
  const {project: p, stock: s, jsProject, jsStock} = result;
  const rows: string[][] = [];
  const row = (metric: string, pv?: number, sv?: number, format = (v: number) => String(v)) => {
    if (pv === undefined && sv === undefined) return;
    rows.push([
      result.page.type,
      metric,
      pv === undefined ? '–' : format(pv),
      sv === undefined ? '–' : format(sv),
      pv === undefined ? 'n/a' : formatRatio(ratio(pv, sv)),
    ]);
  };
  row('Performance', p?.performance, s?.performance);
  row('TBT', p?.tbtMs, s?.tbtMs, (v) => `${Math.round(v)} ms`);
  row('LCP', p?.lcpMs, s?.lcpMs, sec);
  row('CLS', p?.cls, s?.cls, (v) => v.toFixed(3));
  row('JS, Lighthouse transfer', p?.jsTransferBytes, s?.jsTransferBytes, kb);
  row('JS before interaction', jsProject?.scriptBytes, jsStock?.scriptBytes, kb);
  return rows;
}

export function markdown(report: BenchReport): string {
  const {machine, results} = report;
  const loaded = report.loadStart > QUIET_LOAD || report.loadEnd > QUIET_LOAD;
  const haveLighthouse = results.some((r) => r.project);
  const goalHeader = ['Page type', ...(results[0]?.checks.map((c) => c.goal) ?? [])];
  const missed =
    results.reduce((n, r) => n + r.checks.filter((c) => !c.met).length, 0) +
    (report.buildCheck && !report.buildCheck.met ? 1 : 0);
  const stock = report.stock;
  const failing = results
    .filter((r) => r.failing.length)
    .map((r) => `- ${r.page.type} (\`${r.page.path}\`): ${r.failing.join(', ')}`);

  const sections = [
    `# Benchmarks

Written by \`npm run bench\` (bench/bench.ts) on ${machine.date}. Reproduce with:

\`\`\`bash
${report.command}
\`\`\`

${
  loaded
    ? `**Measured under load** (1-minute load average ${report.loadStart.toFixed(2)} at the start, ${report.loadEnd.toFixed(2)} at the end, above ${QUIET_LOAD}): the absolute figures are not representative; the ratios against stock, measured in the same run, are the figures to read.`
    : `Load average (1 minute): ${report.loadStart.toFixed(2)} at the start, ${report.loadEnd.toFixed(2)} at the end.`
}${
      report.runs < RUNS
        ? ` **Only ${report.runs} run${report.runs === 1 ? '' : 's'} per page and site** (a bench run needs at least ${RUNS}): a pipeline check, not a measurement.`
        : ''
    } Goals: ${missed === 0 ? 'all met' : `${missed} missed`}.`,
    `## Machine

${table(
  ['CPU', 'Memory', 'Node (build)', 'Node (Lighthouse)', 'Chromium', 'Lighthouse'],
  [
    [
      machine.cpu,
      machine.memory,
      machine.node,
      report.node22 || 'not run',
      machine.chromium,
      report.lighthouseVersion || 'not run',
    ],
  ],
)}`,
    `## What was compared

The project's production build and a stock baseline the bench builds itself:
\`create-docusaurus\` classic (TypeScript) at Docusaurus ${stock?.versions.docusaurus ?? 'n/a'} with its
stock bundler (no \`@docusaurus/faster\`) and nothing tuned, docusaurus-plugin-openapi-docs and
docusaurus-theme-openapi-docs ${stock?.versions.openapiPlugin ?? 'n/a'} wired as their README shows
(\`docItemComponent: '@theme/ApiItem'\`, \`gen-api-docs\`) on the project's bundled spec, and the
project's doc pages copied in as Markdown (its built twins), so the same content sits at the
same paths. Both are served by \`scripts/serve.ts\` (gzip, clean URLs) on localhost.

${table(
  ['Site', 'HTML pages', 'Production build'],
  [
    [
      'Project',
      String(report.pages.project),
      report.build.seconds === null
        ? 'not timed (--skip-build)'
        : `${report.build.seconds.toFixed(1)} s (${report.build.cold ? 'cold' : 'warm cache'})`,
    ],
    [
      'Stock baseline',
      report.pages.stock === null ? 'not built' : String(report.pages.stock),
      stock?.buildSeconds == null
        ? 'reused from the cache'
        : `${stock.buildSeconds.toFixed(1)} s (cold, webpack${stock.cached ? '; reused from the cache' : ''})`,
    ],
  ],
)}${
      report.pages.onlyProject
        ? `

Pages only in the project (${report.pages.onlyProject.length}): ${report.pages.onlyProject.map((p) => `\`${p}\``).join(', ') || 'none'}.
Pages only in stock (${report.pages.onlyStock?.length ?? 0}): ${report.pages.onlyStock?.map((p) => `\`${p}\``).join(', ') || 'none'}.`
        : ''
    }`,
    `## Project and stock, side by side

Medians of ${report.runs} Lighthouse ${report.lighthouseVersion} mobile run${report.runs === 1 ? '' : 's'} per page and site,
the two sites alternating. "JS before interaction" is the bench's own measurement: gzip bytes of the
scripts a cold load runs until React has hydrated and the network is idle, prefetched chunks
not counted (1 KB = 1,000 bytes). Ratio is project / stock.

${table(['Page type', 'Metric', 'Project', 'Stock', 'Ratio'], results.flatMap(comparisonRows))}${
      haveLighthouse
        ? `

Project only: ${results
            .filter((r) => r.project)
            .map(
              (r) =>
                `${r.page.type}: accessibility ${r.project!.accessibility}, best practices ${r.project!.bestPractices}, SEO ${r.project!.seo}`,
            )
            .join('; ')}.`
        : ''
    }`,
    `## Goals (issue 16)

Figures in \`bench/pages.ts\` (\`GOALS\`): performance ≥ ${GOALS.performance}; accessibility,
best practices, SEO ${GOALS.seo}; TBT ≤ ${GOALS.tbtRatioToStock} × stock; LCP ≤ ${sec(GOALS.lcpMs)} and ≤ stock;
CLS ≤ ${GOALS.cls}; JS before interaction home ≤ ${kb(GOALS.jsBytes.home)}, doc ≤ ${kb(GOALS.jsBytes.doc)},
API ≤ ${kb(GOALS.jsBytes.api)}; cold build ≤ ${GOALS.buildSeconds} s.

${table(
  goalHeader,
  results.map((r) => [r.page.type, ...r.checks.map(mark)]),
)}
${report.buildCheck ? `\n${report.buildCheck.goal}: ${mark(report.buildCheck)}\n` : ''}${
      failing.length
        ? `\nAudits that cost the project points (any run):\n\n${failing.join('\n')}\n`
        : ''
    }`,
  ];

  if (report.search) sections.push(searchSection(report.search));

  if (report.mcp) sections.push(mcpSection(report.mcp));
  if (report.mcpLoad) sections.push(loadSection(report.mcpLoad));
  if (report.hostile) sections.push(hostileSection(report.hostile));
  if (report.sandbox) {
    const {chunks, check} = report.sandbox;
    sections.push(`## Sandbox (project)

The chunks that hold the sandbox engine with its test dataset: one of them loads when a Try-it
console, the home page's Run button or the playground first needs the sandbox, never before.
Gzip at zlib's default level, as \`scripts/serve.ts\` sends them (issue 27).

${sandboxChunkTable(chunks)}

${check.goal}: ${mark(check)}.`);
  }

  sections.push(`## How it is measured

Lighthouse runs under Node 22 (\`npx -y ${NODE22_PACKAGE}\`; Lighthouse 13 needs Node 22.19 or later) in
Debian's Chromium, started with \`${CHROME_FLAGS.join(' ')}\`, mobile preset with its default
simulated throttling. It blocks \`${BLOCKED_URL_PATTERNS.join(' ')}\` on both sites: the project's only
https requests are third-party analytics this offline machine cannot reach. Absolute scores
move with the machine's load; the ratios against stock, measured in the same run, move much
less. Raw runs are in \`bench-results/\` (not committed).
`);
  // One blank line between sections, whatever each ends with (markdownlint's MD012).
  return `${sections.map((section) => section.replace(/\n+$/, '')).join('\n\n')}\n`;
}
