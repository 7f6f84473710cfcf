/**
 * The load bench's pacing and figures (bench/mcp-load.ts): each
 * connection's whole share of the rate, the connections' starts spread over
 * one second, the busiest window of the sends (what tells a burst from a
 * steady rate), nearest-rank percentiles, and the pacing and the cold
 * baseline in the report.
 */
import {describe, expect, it} from 'vitest';
import {
  busiest,
  connectionStarts,
  loadSection,
  perConnectionRate,
  percentile,
  type LoadFigures,
} from '../../bench/mcp-load';
import {loadRun} from '../support/bench';

describe('pacing', () => {
  it('gives each connection a whole share of the rate, and refuses any other split', () => {
    expect(perConnectionRate(100, 50)).toBe(2);
    expect(perConnectionRate(50, 50)).toBe(1);
    expect(() => perConnectionRate(100, 30)).toThrow(/whole multiple of the connections \(30\)/);
    expect(() => perConnectionRate(10, 50)).toThrow(/rate \(10\)/);
  });

  it('starts the connections evenly over one second', () => {
    const starts = connectionStarts(50);
    expect(starts).toHaveLength(50);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBe(20);
    expect(starts[49]).toBe(980);
    expect(connectionStarts(4)).toEqual([0, 250, 500, 750]);
  });

  it('finds the busiest window of the sends: a burst, then even pacing', () => {
    // autocannon's own pacing: 100 sends within 30 ms of each second.
    const burst = [0, 1000].flatMap((second) =>
      Array.from({length: 100}, (_, i) => second + (i * 30) / 100),
    );
    expect(busiest(burst, 10)).toBeGreaterThanOrEqual(34);
    expect(busiest(burst, 100)).toBe(100);
    // The bench's: two sends 3 ms apart every 20 ms.
    const even = Array.from({length: 100}, (_, i) => Math.floor(i / 2) * 20 + (i % 2) * 3);
    expect(busiest(even, 10)).toBe(2);
    expect(busiest(even, 100)).toBe(10);
    expect(busiest([], 10)).toBe(0);
  });

  it('takes nearest-rank percentiles, rounded to 0.1 ms', () => {
    const values = Array.from({length: 100}, (_, i) => i + 1.04);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([3.26], 99)).toBe(3.3);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('the load section', () => {
  const figures: LoadFigures = {
    ...loadRun,
    latencyMs: {p50: 3, p90: 5, p99: 9.5, max: 20},
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    throughput: 100,
    pacing: {busiest10Ms: 2, busiest100Ms: 10},
    rssMb: {cold: 110, baseline: 150, peak: 160, after: 152},
  };

  it('states the pacing, the cold baseline and the warmed one', () => {
    const section = loadSection(figures);
    expect(section).toContain('started 20 ms apart');
    expect(section).toContain(
      '| Pacing: most requests sent in any 10 ms / 100 ms | 2 / 10 | (even: 2 / 10) |',
    );
    expect(section).toContain('(cold, before the warm-up: 110 MB)');
    expect(section).toContain(
      '| Server memory: warmed baseline, peak, 10 s after | 150 / 160 / 152 MB | ✓ back within 10% of the baseline |',
    );
  });
});
