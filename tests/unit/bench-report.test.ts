import {describe, expect, it} from 'vitest';
import {BENCH_PAGES} from '../../bench/pages';
import {budgetMark, comparisonRows, markdown, type BenchReport} from '../../bench/report';
import {loadGoalsMet, loadSection, type LoadFigures} from '../../bench/mcp-load';
import {checkPage, type Medians} from '../../bench/stats';
import {goodScores, loadRun} from '../support/bench';

const medians = (over: Partial<Medians>): Medians => ({
  runs: 3,
  ...goodScores,
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
  it('leaves one blank line between sections, after the build goal too (markdownlint MD012)', () => {
    const withBuild = {
      ...report(0.4),
      buildCheck: {goal: 'Cold production build ≤ 60 s', value: '42.0 s', met: true},
    };
    const text = markdown(withBuild);
    expect(text).toContain('Cold production build ≤ 60 s: ✓ 42.0 s\n\n## ');
    expect(text).not.toMatch(/\n\n\n/);
    expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
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

describe('the hosted /mcp load section', () => {
  const figures: LoadFigures = {
    ...loadRun,
    latencyMs: {p50: 6, p90: 12, p99: 40, max: 80},
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    throughput: 100,
    rssMb: {baseline: 120, peak: 200, after: 130},
    load: [0.5, 1.2],
  };

  it('meets each goal at its bound and misses it past', () => {
    expect(loadGoalsMet(figures)).toEqual({p99: true, clean: true, memory: true});
    expect(loadGoalsMet({...figures, latencyMs: {...figures.latencyMs, p99: 51}}).p99).toBe(false);
    expect(loadGoalsMet({...figures, non2xx: 1}).clean).toBe(false);
    expect(loadGoalsMet({...figures, requests: 2999}).clean).toBe(false);
    expect(loadGoalsMet({...figures, rssMb: {...figures.rssMb, after: 133}}).memory).toBe(false);
  });

  it('writes the figures, the marks and the load into the report', () => {
    const section = loadSection({...figures, rssMb: {...figures.rssMb, after: 140}});
    expect(section).toContain('| Latency p99 | 40 ms | ✓ within 50 ms |');
    expect(section).toContain(
      '| Server memory: warmed baseline, peak, 10 s after | 120 / 200 / 140 MB | ✗',
    );
    expect(section).toContain('Load average 0.50 at the start, 1.20 at the end.');
  });
});
