import {describe, expect, it} from 'vitest';
import {replaceSearchSection, searchSection} from '../../bench/search-section';
import type {SearchFigures} from '../../bench/search-bench';

/** Figures of a search bench run, as bench/search-bench.ts returns them. */
function figures(transferred: [number, number], hits: number): SearchFigures {
  const scale = (factor: number, bytes: number) => ({
    factor,
    index: {raw: 900_000 * factor, gzip: 0, count: 200 * factor, fragments: 177 * factor},
    firstUse: {transferred: bytes, requests: 10},
  });
  return {
    index: {files: [], count: 200, fragments: 177, raw: 900_000, gzip: 850_000},
    firstUse: {
      query: 'address verification',
      msToFirstResults: 420,
      requests: 10,
      transferred: transferred[0],
      bodies: 0,
      downloads: [],
    },
    latency: {medianMs: 7.5, maxMs: 20, samples: []},
    scale: [scale(1, transferred[0]), scale(10, transferred[1])],
    hitRate: {
      top: 5,
      cases: 4,
      hits,
      byKind: {'readers-words': {cases: 2, hits: hits - 2}, guide: {cases: 2, hits: 2}},
      misses:
        hits < 4 ? [{query: 'buy more lookups', expected: '/docs/guides/x', listed: ['/a']}] : [],
    },
  };
}

describe('the search section of BENCHMARKS.md', () => {
  it('marks each first search against its budget and shows the hit rate per kind', () => {
    const section = searchSection(figures([163_100, 215_900], 3));
    expect(section).toMatch(/^## Search \(project\)\n/);
    expect(section).toContain(
      '| 1x (177 pages indexed) | 200 | 900.0 KB | 10 requests, 163.1 KB | ✗ over 150.0 KB |',
    );
    expect(section).toContain(
      '| 10x (1770 pages indexed) | 2000 | 9000.0 KB | 10 requests, 215.9 KB | ✗ over 200.0 KB |',
    );
    expect(section).toContain('| readers-words | 1/2 (50%) |');
    expect(section).toContain('| all queries | 3/4 (75%) |');
    expect(section).toContain('- "buy more lookups" (/docs/guides/x): /a');
  });

  it('puts an earlier run beside this one, with the load and command of a run alone', () => {
    const section = searchSection(figures([140_000, 190_000], 4), {
      before: figures([163_100, 215_900], 2),
      run: {
        command: 'npx tsx bench/search-bench.ts',
        date: '2026-11-25',
        loadStart: 0.8,
        loadEnd: 1.1,
      },
    });
    expect(section).toContain(
      '| 1x (177 pages indexed) | 200 | 900.0 KB | 10 requests, 163.1 KB | 10 requests, 140.0 KB | ✓ within 150.0 KB |',
    );
    expect(section).toContain('| readers-words | 0/2 (0%) | 2/2 (100%) |');
    expect(section).not.toContain('Not in the top');
    expect(section).toContain('load average 0.8 at the start, 1.1 at the end');
  });

  it('replaces only the search section of the file, or adds it before the method', () => {
    const file =
      '# Bench\n\n## Goals\n\ngoals\n\n## Search (project)\n\nold\n\n## How it is measured\n\nmethod\n';
    expect(replaceSearchSection(file, '## Search (project)\n\nnew')).toBe(
      '# Bench\n\n## Goals\n\ngoals\n\n## Search (project)\n\nnew\n\n## How it is measured\n\nmethod\n',
    );
    expect(
      replaceSearchSection('# Bench\n\n## How it is measured\n\nm\n', '## Search (project)\n\nnew'),
    ).toBe('# Bench\n\n## Search (project)\n\nnew\n\n## How it is measured\n\nm\n');
  });
});
