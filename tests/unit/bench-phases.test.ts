import {describe, expect, it, vi} from 'vitest';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {
  buildPhases,
  cpuIn,
  parseDuration,
  peakIn,
  perfSpans,
  pluginSpans,
  HEADERS_PHASE,
  RELOAD_PHASE,
  RESTART_PHASE,
  START_PHASE,
  type LogLine,
} from '../../bench/phases';
import {phaseLine, timePlugin, timedPluginConfig, timedPlugins} from '../../bench/phase-timing';
import {treeUsage} from '../../bench/build-probe';

const esc = '\u001b';
/** Lines as Docusaurus's performance logger prints them (colours included). */
const perf = (at: number, label: string, duration: string): LogLine => ({
  at,
  text: `${esc}[33m[PERF]${esc}[39m ${label} - ${esc}[31m${duration}${esc}[39m - ${esc}[2m(Heap 1mb -> 2mb / Total 3mb)${esc}[22m`,
});

// A build that started at t=0 and ran for 100 s.
const lines: LogLine[] = [
  {at: 500, text: '[openapi] wrote static/openapi.json'},
  perf(6_000, 'Get locales to build', '1.00 seconds!'),
  perf(20_000, 'Build > en > Load site > Load plugins', '8.00 seconds!'),
  {at: 15_000, text: phaseLine('start', 'allContentLoaded', 'content-checks', 14_000)},
  {at: 15_000, text: phaseLine('end', 'allContentLoaded', 'content-checks', 14_400)},
  perf(20_000, 'Build > en > Load site', '14.00 seconds!'),
  perf(60_000, 'Build > en > Bundling with Rspack', '39.50 seconds!'),
  perf(80_000, 'Build > en > SSG', '19.00 seconds!'),
  {at: 90_000, text: phaseLine('start', 'postBuild', 'agent-docs', 80_100)},
  {at: 90_000, text: phaseLine('start', 'postBuild', 'pagefind-index', 80_100)},
  {at: 90_000, text: phaseLine('start', 'postBuild', 'sitemap-ish', 80_100)},
  {at: 90_000, text: phaseLine('end', 'postBuild', 'sitemap-ish', 80_110)},
  {at: 90_000, text: phaseLine('end', 'postBuild', 'agent-docs', 85_000)},
  {at: 95_000, text: phaseLine('end', 'postBuild', 'pagefind-index', 94_000)},
  perf(95_000, 'Build > en > postBuild()', '14.90 seconds!'),
  perf(96_000, 'Build > en > Broken links checker', '900.00 ms'),
  perf(96_000, 'Build', '90.00 seconds!'),
];
const samples = [
  {at: 1_000, rss: 300e6},
  {at: 10_000, rss: 500e6},
  {at: 30_000, rss: 2_000e6},
  {at: 70_000, rss: 1_500e6},
  {at: 82_000, rss: 900e6},
  {at: 90_000, rss: 1_100e6},
];

describe('Docusaurus performance log', () => {
  it('reads durations in ms and seconds', () => {
    expect(parseDuration('900.00 ms')).toBe(900);
    expect(parseDuration('14.90 seconds!')).toBe(14_900);
    expect(parseDuration('soon')).toBeNull();
  });

  it('turns each line into a span ending when it arrived', () => {
    const spans = perfSpans(lines);
    expect(spans.find((s) => s.label === 'Build > en > SSG')).toEqual({
      label: 'Build > en > SSG',
      start: 61_000,
      end: 80_000,
    });
    expect(spans.some((s) => s.label.includes('openapi'))).toBe(false);
  });
});

describe('plugin phase lines', () => {
  it('pairs start and end lines by hook and plugin, with their own timestamps', () => {
    expect(pluginSpans(lines)).toContainEqual({
      label: 'postBuild pagefind-index',
      start: 80_100,
      end: 94_000,
    });
  });

  it('ignores an end without a start', () => {
    expect(pluginSpans([{at: 0, text: phaseLine('end', 'postBuild', 'x', 5)}])).toEqual([]);
  });
});

describe('CPU time in a span', () => {
  const cpuSamples = [
    {at: 0, rss: 1, cpu: 1},
    {at: 10, rss: 1, cpu: 3},
    {at: 20, rss: 1, cpu: 9},
    {at: 30, rss: 1, cpu: 10},
  ];
  it('is the difference of the tree’s CPU time at the last samples before each end', () => {
    expect(cpuIn(cpuSamples, 10, 20)).toBe(6);
    expect(cpuIn(cpuSamples, 5, 25)).toBe(8);
    expect(cpuIn(samples, 0, 10)).toBeNull();
  });
  it('is read from /proc for a real process tree', () => {
    const usage = treeUsage(process.pid);
    expect(usage.rss).toBeGreaterThan(10e6);
    expect(usage.cpu).toBeGreaterThan(0);
  });
});

describe('peak memory in a span', () => {
  it('is the highest sample inside, or null when none fell inside', () => {
    expect(peakIn(samples, 20_000, 61_000)).toBe(2_000e6);
    expect(peakIn(samples, 2_000, 3_000)).toBeNull();
  });
});

describe('build phases', () => {
  const phases = buildPhases({lines, samples, start: 0, end: 100_000});
  const byName = Object.fromEntries(phases.map((p) => [p.name, p]));

  it('lists gen, the Docusaurus steps and the whole build, in order', () => {
    expect(phases.filter((p) => !p.child).map((p) => p.name)).toEqual([
      START_PHASE,
      'load content and plugins',
      'bundling (client and server)',
      'SSG (render every page)',
      'postBuild (all plugins, together)',
      'broken links check',
      'whole build',
    ]);
  });

  it('times gen up to the first Docusaurus step, and each step from its duration', () => {
    expect(byName[START_PHASE].seconds).toBe(5);
    expect(byName['bundling (client and server)'].seconds).toBe(39.5);
    expect(byName['whole build'].seconds).toBe(100);
  });

  it('puts each plugin under the phase it ran in, named, and drops trivial unnamed ones', () => {
    const names = phases.map((p) => p.name);
    const post = names.indexOf('postBuild (all plugins, together)');
    expect(names.slice(post + 1, post + 3)).toEqual([
      'Markdown twins and llms.txt (agent-docs)',
      'Pagefind index',
    ]);
    expect(names).not.toContain('postBuild sitemap-ish');
    expect(names[names.indexOf('load content and plugins') + 1]).toBe('content checks');
    expect(byName['Pagefind index']).toMatchObject({seconds: 13.9, child: true});
    // security-headers waits for the others: its own time is after the last of them.
    expect(names[post + 3]).toBe(HEADERS_PHASE);
    expect(byName[HEADERS_PHASE]).toMatchObject({seconds: 1, child: true});
    // postBuild starts as SSG ends: its plugins are listed under postBuild only.
    const ssg = names.indexOf('SSG (render every page)');
    expect(names[ssg + 1]).toBe('postBuild (all plugins, together)');
    expect(names.filter((n) => n === 'Pagefind index')).toHaveLength(1);
  });

  it('gives each phase its peak memory', () => {
    expect(byName['bundling (client and server)'].peakRss).toBe(2_000e6);
    expect(byName['whole build'].peakRss).toBe(2_000e6);
    expect(byName['SSG (render every page)'].peakRss).toBe(1_500e6);
  });
});

describe('build phases of a build in two processes (scripts/build.sh)', () => {
  // The first process bundles and exits at 40 s; the second starts, loads
  // the site again from 41 s to 44 s, then renders and runs postBuild.
  const split: LogLine[] = [
    perf(6_000, 'Get locales to build', '1.00 seconds!'),
    {at: 8_000, text: phaseLine('start', 'allContentLoaded', 'content-checks', 7_500)},
    {at: 8_000, text: phaseLine('end', 'allContentLoaded', 'content-checks', 7_600)},
    perf(9_000, 'Build > en > Load site', '3.00 seconds!'),
    perf(40_000, 'Build > en > Bundling with rspack', '31.00 seconds!'),
    perf(41_000, 'Get locales to build', '500.00 ms'),
    {at: 43_000, text: phaseLine('start', 'allContentLoaded', 'content-checks', 42_500)},
    {at: 43_000, text: phaseLine('end', 'allContentLoaded', 'content-checks', 42_600)},
    perf(44_000, 'Build > en > Load site', '3.00 seconds!'),
    perf(64_000, 'Build > en > SSG', '20.00 seconds!'),
    perf(80_000, 'Build > en > postBuild()', '16.00 seconds!'),
    perf(81_000, 'Build > en > Broken links checker', '1.00 seconds!'),
  ];
  const splitSamples = [
    {at: 30_000, rss: 2_800e6},
    {at: 42_000, rss: 300e6},
    {at: 60_000, rss: 1_000e6},
  ];
  const phases = buildPhases({lines: split, samples: splitSamples, start: 0, end: 82_000});

  it('names the second load and the restart between the processes, in time order', () => {
    expect(phases.filter((p) => !p.child).map((p) => p.name)).toEqual([
      START_PHASE,
      'load content and plugins',
      'bundling (client and server)',
      RESTART_PHASE,
      RELOAD_PHASE,
      'SSG (render every page)',
      'postBuild (all plugins, together)',
      'broken links check',
      'whole build',
    ]);
    const byName = Object.fromEntries(phases.map((p) => [p.name, p]));
    expect(byName[RESTART_PHASE].seconds).toBe(1);
    expect(byName[RELOAD_PHASE]).toMatchObject({seconds: 3, peakRss: 300e6});
    expect(byName['SSG (render every page)'].peakRss).toBe(1_000e6);
    expect(byName['bundling (client and server)'].peakRss).toBe(2_800e6);
  });

  it("puts each load's content checks under that load, and only there", () => {
    const names = phases.map((p) => p.name);
    const first = names.indexOf('load content and plugins');
    const again = names.indexOf(RELOAD_PHASE);
    expect(names.slice(first + 1, names.indexOf('bundling (client and server)'))).toEqual([
      'content checks',
    ]);
    expect(names.slice(again + 1, names.indexOf('SSG (render every page)'))).toEqual([
      'content checks',
    ]);
  });
});

describe('bench/phase-timing', () => {
  it('prints a start and an end line around each timed hook, keeping its result', async () => {
    const log: string[] = [];
    let now = 100;
    const plugin: Plugin = {
      name: 'demo',
      async postBuild() {
        now = 250;
      },
      async loadContent() {
        return 42;
      },
    };
    const timed = timePlugin(
      plugin,
      (line) => log.push(line),
      () => now,
    );
    await expect(timed.loadContent!()).resolves.toBe(42);
    await timed.postBuild!({} as never);
    expect(log).toEqual([
      '[phase] start loadContent demo 100',
      '[phase] end loadContent demo 100',
      '[phase] start postBuild demo 100',
      '[phase] end postBuild demo 250',
    ]);
    expect(pluginSpans(log.map((text) => ({at: 0, text})))).toContainEqual({
      label: 'postBuild demo',
      start: 100,
      end: 250,
    });
  });

  it('prints the end line when a hook fails, and rethrows', async () => {
    const log: string[] = [];
    const timed = timePlugin(
      {
        name: 'broken',
        async postBuild() {
          throw new Error('nope');
        },
      },
      (line) => log.push(line),
    );
    await expect(timed.postBuild!({} as never)).rejects.toThrow('nope');
    expect(log[1]).toMatch(/^\[phase\] end postBuild broken \d+$/);
  });

  it('wraps function configs, keeping name and validateOptions', async () => {
    function factory() {
      return {name: 'x', postBuild: async () => {}};
    }
    factory.validateOptions = vi.fn();
    expect(timedPluginConfig('some-module')).toBe('some-module');
    const wrapped = timedPluginConfig(factory) as typeof factory;
    expect(wrapped).not.toBe(factory);
    expect(wrapped.name).toBe('factory');
    expect(wrapped.validateOptions).toBe(factory.validateOptions);
    const pair = timedPluginConfig([factory, {a: 1}]) as [typeof factory, unknown];
    expect(pair[1]).toEqual({a: 1});
  });

  it('times every plugin of a list but security-headers, which must stay itself', () => {
    function securityHeadersPlugin() {
      return {name: 'security-headers', postBuild: async () => {}};
    }
    function other() {
      return {name: 'other', postBuild: async () => {}};
    }
    const list: PluginConfig[] = [securityHeadersPlugin, 'a-module', other, [other, {b: 2}]];
    const timed = timedPlugins(list);
    expect(timed[0]).toBe(securityHeadersPlugin);
    expect(timed[1]).toBe('a-module');
    expect(timed[2]).not.toBe(other);
    expect((timed[3] as unknown[])[0]).not.toBe(other);
  });
});
