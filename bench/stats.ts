/**
 * Pure arithmetic of the bench: medians, ratios against the stock baseline,
 * the order of the alternating runs and the goal checks (figures in pages.ts).
 */
import {GOALS, type BenchPage} from './pages';

type Site = 'project' | 'stock';

/** One Lighthouse run, as lighthouse-runner.mts summarises it. */
export interface RunSummary {
  site: Site;
  pageType: string;
  url: string;
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

export interface Medians {
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** project / stock, or null when stock is 0 or missing. */
export function ratio(project: number, stock: number | null | undefined): number | null {
  if (stock === null || stock === undefined || stock === 0 || !Number.isFinite(stock)) return null;
  return project / stock;
}

/** Medians of the runs that finished without a Lighthouse runtime error. */
export function mediansOf(runs: RunSummary[]): Medians {
  const ok = runs.filter((r) => !r.runtimeError);
  const m = (pick: (run: RunSummary) => number | null) =>
    median(ok.map(pick).filter((v): v is number => v !== null));
  return {
    runs: ok.length,
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    jsTransferBytes: m((r) => r.jsTransferBytes),
  };
}

export interface Job {
  site: Site;
  pageType: string;
  url: string;
  run: number;
}

/**
 * The Lighthouse runs in order: run by run, page by page, the project and
 * stock one after the other, the first of the pair swapped every run, so
 * that a change of load on the machine hits both sites alike.
 */
export function planJobs(
  pages: readonly BenchPage[],
  runs: number,
  base: {project: string; stock: string | null},
): Job[] {
  const jobs: Job[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const pair: Job[] = [
        {site: 'project', pageType: page.type, url: base.project + page.path, run},
      ];
      if (base.stock !== null) {
        pair.push({site: 'stock', pageType: page.type, url: base.stock + page.stockPath, run});
      }
      jobs.push(...(run % 2 === 0 ? pair.reverse() : pair));
    }
  }
  return jobs;
}

export interface GoalCheck {
  goal: string;
  value: string;
  met: boolean;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The goals of one page type. Lighthouse goals need `project` (mobile
 * medians); the comparisons need `stock` too (a missing stock figure is a
 * miss: the goal cannot be shown met). `jsBytes` is the JavaScript executed
 * before interaction (gzip), from the bench's own measurement.
 */
export function checkPage(input: {
  page: BenchPage;
  project?: Medians;
  stock?: Medians;
  jsBytes?: number;
}): GoalCheck[] {
  const {page, project, stock, jsBytes} = input;
  const checks: GoalCheck[] = [];
  if (project) {
    checks.push(
      {
        goal: `Performance ≥ ${GOALS.performance}`,
        value: String(project.performance),
        met: project.performance >= GOALS.performance,
      },
      {
        goal: `Accessibility ${GOALS.accessibility}`,
        value: String(project.accessibility),
        met: project.accessibility >= GOALS.accessibility,
      },
      {
        goal: `Best practices ${GOALS.bestPractices}`,
        value: String(project.bestPractices),
        met: project.bestPractices >= GOALS.bestPractices,
      },
      {goal: `SEO ${GOALS.seo}`, value: String(project.seo), met: project.seo >= GOALS.seo},
      {
        goal: `TBT ≤ ${GOALS.tbtRatioToStock} × stock`,
        value: stock
          ? `${Math.round(project.tbtMs)} ms vs ${Math.round(stock.tbtMs)} ms`
          : `${Math.round(project.tbtMs)} ms, no stock figure`,
        met: Boolean(stock) && project.tbtMs <= GOALS.tbtRatioToStock * stock!.tbtMs,
      },
      {
        goal: `LCP ≤ ${seconds(GOALS.lcpMs)} and ≤ stock`,
        value: stock
          ? `${seconds(project.lcpMs)} vs ${seconds(stock.lcpMs)}`
          : `${seconds(project.lcpMs)}, no stock figure`,
        met: Boolean(stock) && project.lcpMs <= GOALS.lcpMs && project.lcpMs <= stock!.lcpMs,
      },
      {
        goal: `CLS ≤ ${GOALS.cls}`,
        value: project.cls.toFixed(3),
        met: project.cls <= GOALS.cls,
      },
    );
  }
  if (jsBytes !== undefined) {
    const budget = GOALS.jsBytes[page.kind];
    checks.push({
      goal: `JS before interaction ≤ ${kb(budget)}`,
      value: kb(jsBytes),
      met: jsBytes <= budget,
    });
  }
  return checks;
}

/** The cold-build goal, when the bench built the project. */
export function checkBuild(buildSeconds: number): GoalCheck {
  return {
    goal: `Cold production build ≤ ${GOALS.buildSeconds} s`,
    value: `${buildSeconds.toFixed(1)} s`,
    met: buildSeconds <= GOALS.buildSeconds,
  };
}

/** "1.23×", or "n/a" when there is no ratio. */
export function formatRatio(value: number | null): string {
  return value === null ? 'n/a' : `${value.toFixed(2)}×`;
}
