import {describe, expect, it} from 'vitest';
import {
  chunkOf,
  costsByChunk,
  describeChunk,
  parseRegistry,
  selfTimes,
  topCosts,
  type CpuProfile,
} from '../../bench/profile';
import {mergeFiles, weigh} from '../../bench/js-weight';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

/**
 * root → hydrate (main.js) → render (main.js, two call paths) and a doc chunk.
 * Samples: each sample's interval is the next time delta (1 ms = 1000 µs).
 */
const profile: CpuProfile = {
  startTime: 0,
  endTime: 10_000,
  nodes: [
    {id: 1, callFrame: frame('(root)'), children: [2, 6, 7]},
    {id: 2, callFrame: frame('hydrate', 'http://x/assets/js/main.abc.js', 0, 10), children: [3, 4]},
    {id: 3, callFrame: frame('render', 'http://x/assets/js/main.abc.js', 4, 99)},
    {id: 4, callFrame: frame('', 'http://x/assets/js/0058b4c6.123.js?v=1', 0, 5), children: [5]},
    {id: 5, callFrame: frame('render', 'http://x/assets/js/main.abc.js', 4, 99)},
    {id: 6, callFrame: frame('(idle)')},
    {id: 7, callFrame: frame('(program)')},
  ],
  samples: [3, 3, 5, 4, 2, 6, 6, 7, 3],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

const registry = parseRegistry(
  `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/data/usps.mdx"), "@site/docs/data/usps.mdx", require.resolveWeak("@site/docs/data/usps.mdx")],
};`,
);

describe('selfTimes', () => {
  it('charges each interval to the sample it follows; the last sample gets none', () => {
    const times = selfTimes(profile);
    expect(times.get(3)).toBe(2);
    expect(times.get(5)).toBe(1);
    expect(times.get(6)).toBe(2);
  });
});

describe('topCosts', () => {
  it('merges a function reached by two call paths and ranks by self time, idle left out', () => {
    const top = topCosts(profile, registry, 10);
    expect(top[0]).toMatchObject({
      name: 'render',
      chunk: 'main.abc.js',
      line: 5,
      column: 100,
      selfMs: 3,
    });
    expect(top.map((c) => c.name)).not.toContain('(idle)');
    expect(top.find((c) => c.name === '(anonymous)')).toMatchObject({
      chunk: '0058b4c6.123.js',
      source: '@site/docs/data/usps.mdx',
      selfMs: 1,
    });
  });
  it('keeps only the requested number of costs', () => {
    expect(topCosts(profile, registry, 2)).toHaveLength(2);
  });
});

describe('costsByChunk', () => {
  it('sums the self time of all functions of a script', () => {
    const chunks = costsByChunk(profile, registry);
    expect(chunks[0]).toEqual({
      chunk: 'main.abc.js',
      source: 'main: React, router, theme shell',
      selfMs: 4,
    });
  });
});

describe('chunk names', () => {
  it('takes the file name of a script URL without query', () => {
    expect(chunkOf('http://x/assets/js/main.abc.js?x#y')).toBe('main.abc.js');
    expect(chunkOf('')).toBe('');
  });
  it('names shared chunks and leaves V8 categories undescribed', () => {
    expect(describeChunk('8480.4e73bf7d.js', registry)).toBe('shared chunk');
    expect(describeChunk('runtime~main.1.js', registry)).toBe('bundler runtime');
    expect(describeChunk('(program)', registry)).toBe('');
  });
});

describe('JavaScript before interaction', () => {
  it('counts a file fetched twice once, as run, at its larger size', () => {
    const files = mergeFiles([
      {url: '/a.js', bytes: 100, prefetch: true, apiTheme: false},
      {url: '/a.js', bytes: 0, prefetch: false, apiTheme: true},
      {url: '/b.js', bytes: 50, prefetch: true, apiTheme: false},
    ]);
    const weight = weigh('/p', files);
    expect(weight.scriptBytes).toBe(100);
    expect(weight.prefetchBytes).toBe(50);
    expect(weight.apiTheme).toBe(true);
  });
});
