import {describe, expect, it} from 'vitest';
import {BENCH_PAGES} from '../../scripts/bench/pages';
import {budgetMark, comparisonRows, markdown, type BenchReport} from '../../scripts/bench/report';
import {checkPage, type Medians} from '../../scripts/bench/stats';

const medians = (over: Partial<Medians>): Medians => ({
  runs: 3,
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0,
  jsTransferBytes: 200_000,
  ...over,
});

const page = BENCH_PAGES[3];
const project = medians({performance: 80, tbtMs: 600});
const stock = medians({performance: 60, tbtMs: 2400, jsTransferBytes: 2_000_000});

function report(load: number): BenchReport {
  return {
    machine: {cpu: 'Test CPU × 2', memory: '8.0 GiB', node: 'v20', chromium: 'Chromium', date: 'd'},
    loadStart: load,
    loadEnd: load,
    command: 'npm run bench -- --runs 3',
    runs: 3,
    lighthouseVersion: '13.5.0',
    node22: 'v22.23.0',
    build: {seconds: 42, cold: true, peakRssBytes: null},
    pages: {project: 210, stock: 190},
    stock: null,
    results: [
      {
        page,
        project,
        stock,
        checks: checkPage({page, project, stock, jsBytes: 300_000}),
        failing: [],
      },
    ],
  };
}

describe('comparisonRows', () => {
  it('puts project, stock and the ratio project/stock side by side', () => {
    const rows = comparisonRows({page, project, stock, checks: [], failing: []});
    expect(rows.find((r) => r[1] === 'TBT')).toEqual([
      page.type,
      'TBT',
      '600 ms',
      '2400 ms',
      '0.25×',
    ]);
    expect(rows.find((r) => r[1] === 'Performance')?.[4]).toBe('1.33×');
  });
});

describe('BENCHMARKS.md', () => {
  it('flags a run under load and says the absolute figures are not representative', () => {
    const text = markdown(report(3.2));
    expect(text).toContain('**Measured under load**');
    expect(text).toContain('3.20 at the start');
  });
  it('says that fewer than three runs check the pipeline only', () => {
    expect(markdown({...report(0.4), runs: 1})).toContain('**Only 1 run per page and site**');
    expect(markdown(report(0.4))).not.toContain('**Only');
  });
  it('states the load of a quiet run, the command, the page counts and the misses', () => {
    const text = markdown(report(0.4));
    expect(text).not.toContain('Measured under load');
    expect(text).toContain('npm run bench -- --runs 3');
    expect(text).toMatch(/\| Project \| 210 \| 42\.0 s \(cold\) \|/);
    expect(text).toMatch(/\| Stock baseline \| 190 \|/);
    expect(text).toContain('✗ 80');
    expect(text).toContain('✓ 600 ms vs 2400 ms');
    expect(text).toMatch(/Goals: \d+ missed/);
  });
});

describe('budgetMark', () => {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  it('marks a figure within its budget, the budget included', () => {
    expect(budgetMark(150_000, 150_000, kb)).toBe('✓ within 150.0 KB');
  });
  it('marks a figure over its budget', () => {
    expect(budgetMark(163_100, 150_000, kb)).toBe('✗ over 150.0 KB');
  });
  it('says n/a when no budget applies', () => {
    expect(budgetMark(1, undefined, kb)).toBe('n/a');
  });
});
