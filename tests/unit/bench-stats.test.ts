import {describe, expect, it} from 'vitest';
import {BENCH_PAGES, GOALS, type BenchPage} from '../../bench/pages';
import {
  checkBuild,
  checkPage,
  median,
  mediansOf,
  planJobs,
  ratio,
  type Medians,
  type RunSummary,
} from '../../bench/stats';
import {goodScores} from '../support/bench';

const page = (kind: BenchPage['kind']): BenchPage => ({
  type: kind,
  kind,
  path: `/p-${kind}`,
  stockPath: `/s-${kind}`,
});

const medians = (over: Partial<Medians> = {}): Medians => ({
  runs: 3,
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0,
  jsTransferBytes: 150_000,
  ...over,
});

const run = (over: Partial<RunSummary>): RunSummary => ({
  site: 'project',
  pageType: 'Home',
  url: 'http://x/',
  run: 1,
  runtimeError: null,
  ...goodScores,
  jsTransferBytes: 1000,
  jsRequests: 3,
  failing: [],
  lighthouseVersion: '13.5.0',
  ...over,
});

const metGoals = (checks: ReturnType<typeof checkPage>) =>
  Object.fromEntries(checks.map((c) => [c.goal, c.met]));

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is NaN for no values, so a missing figure cannot pass for zero', () => {
    expect(median([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides the project figure by stock', () => {
    expect(ratio(250, 500)).toBe(0.5);
  });
  it('has no ratio against a zero or missing stock figure', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(1, null)).toBeNull();
  });
});

describe('mediansOf', () => {
  it('leaves out runs that ended in a Lighthouse runtime error', () => {
    const m = mediansOf([
      run({performance: 80}),
      run({performance: 90}),
      run({performance: 0, runtimeError: 'NO_FCP'}),
    ]);
    expect(m.runs).toBe(2);
    expect(m.performance).toBe(85);
  });
});

describe('planJobs', () => {
  const pages = [page('home'), page('api')];
  it('alternates the project and stock on every page and swaps who goes first each run', () => {
    const jobs = planJobs(pages, 2, {project: 'http://p', stock: 'http://s'});
    expect(jobs.map((j) => `${j.run}:${j.site}:${j.url}`)).toEqual([
      '1:project:http://p/p-home',
      '1:stock:http://s/s-home',
      '1:project:http://p/p-api',
      '1:stock:http://s/s-api',
      '2:stock:http://s/s-home',
      '2:project:http://p/p-home',
      '2:stock:http://s/s-api',
      '2:project:http://p/p-api',
    ]);
  });
  it('runs the project alone when there is no baseline', () => {
    const jobs = planJobs(pages, 3, {project: 'http://p', stock: null});
    expect(jobs).toHaveLength(6);
    expect(jobs.every((j) => j.site === 'project')).toBe(true);
  });
});

describe('checkPage', () => {
  it('meets every goal with figures inside all of them', () => {
    const checks = checkPage({
      page: page('doc'),
      project: medians(),
      stock: medians({tbtMs: 300, lcpMs: 1900}),
      jsBytes: 199_000,
    });
    expect(checks).toHaveLength(8);
    expect(checks.every((c) => c.met)).toBe(true);
  });

  it('misses TBT above half of stock, and LCP above stock even under 2 s', () => {
    const met = metGoals(
      checkPage({
        page: page('doc'),
        project: medians({tbtMs: 160, lcpMs: 1700}),
        stock: medians({tbtMs: 300, lcpMs: 1600}),
      }),
    );
    expect(met[`TBT ≤ ${GOALS.tbtRatioToStock} × stock`]).toBe(false);
    expect(met['LCP ≤ 2.00 s and ≤ stock']).toBe(false);
  });

  it('misses the comparisons when there is no stock figure', () => {
    const met = metGoals(checkPage({page: page('home'), project: medians()}));
    expect(met[`TBT ≤ ${GOALS.tbtRatioToStock} × stock`]).toBe(false);
    expect(met['LCP ≤ 2.00 s and ≤ stock']).toBe(false);
  });

  it('holds each page kind to its own JavaScript goal', () => {
    const at = (kind: BenchPage['kind'], bytes: number) =>
      checkPage({page: page(kind), jsBytes: bytes})[0].met;
    expect(at('home', 180_000)).toBe(true);
    expect(at('home', 180_001)).toBe(false);
    expect(at('doc', 200_001)).toBe(false);
    expect(at('api', 260_000)).toBe(true);
    expect(at('api', 260_001)).toBe(false);
  });

  it('misses performance at 94, accessibility at 99 and CLS above 0.02', () => {
    const met = metGoals(
      checkPage({
        page: page('api'),
        project: medians({performance: 94, accessibility: 99, cls: 0.021}),
        stock: medians(),
      }),
    );
    expect(met['Performance ≥ 95']).toBe(false);
    expect(met['Accessibility 100']).toBe(false);
    expect(met['CLS ≤ 0.02']).toBe(false);
    expect(met['SEO 100']).toBe(true);
  });
});

describe('checkBuild', () => {
  it('meets the cold-build goal at 60 s and misses it above', () => {
    expect(checkBuild(60).met).toBe(true);
    expect(checkBuild(60.1).met).toBe(false);
  });
});

describe('BENCH_PAGES', () => {
  it('maps the four page types of the issue to a page on both sites', () => {
    expect(BENCH_PAGES.map((p) => p.kind)).toEqual(['home', 'doc', 'doc', 'api']);
    expect(BENCH_PAGES.map((p) => p.path)).toEqual([
      '/',
      '/docs/address-lookup/additional-configuration',
      '/docs/data/usps',
      '/docs/api/find-address',
    ]);
    for (const p of BENCH_PAGES) expect(p.stockPath).toMatch(/^\//);
  });
});
