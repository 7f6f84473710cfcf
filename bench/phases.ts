/**
 * Build phases from a build's log and memory samples (pure; the scale
 * benchmark records both, see build-probe.ts).
 *
 * Two kinds of lines give the phases:
 * - Docusaurus's own performance log (DOCUSAURUS_PERF_LOGGER=true), printed
 *   when a step ends: `[PERF] Build > en > SSG - 12.34 seconds! - (Heap ...)`.
 *   The bench notes when each line arrived; the step began its duration earlier.
 * - The lines of phase-timing.ts (the bench's copy of the site times its
 *   plugins, scale-site.ts), which carry their own epoch milliseconds:
 *   `[phase] start postBuild agent-docs 1767000000000`.
 *
 * Everything before Docusaurus's first step is `npm run gen` (the OpenAPI
 * bundle and the API pages). `npm run build` runs Docusaurus twice
 * (scripts/build.sh): the first process bundles and exits, the second loads
 * the site again, renders the pages and runs postBuild; the second
 * `Load site` and the time between the two processes are phases of their own.
 */

/** One line of output and when it arrived (epoch ms). */
export interface LogLine {
  at: number;
  text: string;
}

/** A sample of the build's process tree: resident set (bytes) and CPU time so far (seconds). */
export interface RssSample {
  at: number;
  rss: number;
  cpu?: number;
}

export interface Span {
  label: string;
  start: number;
  end: number;
}

export interface Phase {
  name: string;
  /** Seconds. */
  seconds: number;
  /** Highest resident set of the process tree while it ran, bytes (null: no sample inside). */
  peakRss: number | null;
  /** CPU seconds the tree used while it ran (null: no samples around it). */
  cpuSeconds?: number | null;
  /** Indented under the phase before (a plugin's postBuild inside postBuild()). */
  child?: boolean;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** `12.34 seconds!` or `123.45 ms` → milliseconds. */
export function parseDuration(text: string): number | null {
  const match = /^([\d.]+) (ms|seconds)/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
}

/** Spans of the Docusaurus performance log, labels as printed (`Build > en > SSG`). */
export function perfSpans(lines: readonly LogLine[]): Span[] {
  const spans: Span[] = [];
  for (const line of lines) {
    const text = line.text.replace(ANSI, '');
    const match = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+ (?:ms|seconds)!?)(?: - |$)/.exec(text);
    if (!match) continue;
    const ms = parseDuration(match[2]);
    if (ms === null) continue;
    spans.push({label: match[1], start: line.at - ms, end: line.at});
  }
  return spans;
}

/** Spans of phase-timing.ts: `postBuild agent-docs`, paired by hook and plugin. */
export function pluginSpans(lines: readonly LogLine[]): Span[] {
  const open = new Map<string, number>();
  const spans: Span[] = [];
  for (const line of lines) {
    const match = /^\[phase\] (start|end) (\S+) (\S+) (\d+)$/.exec(
      line.text.replace(ANSI, '').trim(),
    );
    if (!match) continue;
    const [, event, hook, plugin, at] = match;
    const key = `${hook} ${plugin}`;
    if (event === 'start') open.set(key, Number(at));
    else if (open.has(key)) {
      spans.push({label: key, start: open.get(key)!, end: Number(at)});
      open.delete(key);
    }
  }
  return spans;
}

/**
 * CPU seconds used in [start, end]: the tree's CPU time at the last sample
 * not after `end`, less that at the last sample not after `start` (the first
 * sample when none). Null without CPU samples.
 */
export function cpuIn(samples: readonly RssSample[], start: number, end: number): number | null {
  const withCpu = samples.filter((s) => s.cpu !== undefined);
  if (withCpu.length === 0) return null;
  const at = (t: number) => {
    let value = withCpu[0].cpu!;
    for (const sample of withCpu) if (sample.at <= t) value = sample.cpu!;
    return value;
  };
  return Math.max(0, at(end) - at(start));
}

/** The highest sample in [start, end]; null when none fell inside. */
export function peakIn(samples: readonly RssSample[], start: number, end: number): number | null {
  let peak: number | null = null;
  for (const sample of samples) {
    if (sample.at >= start && sample.at <= end && (peak === null || sample.rss > peak)) {
      peak = sample.rss;
    }
  }
  return peak;
}

/** Everything before Docusaurus's first step: the project's `npm run gen`, npm and the config. */
export const START_PHASE = 'start (npm, gen: OpenAPI bundle and API pages)';

/** The report's phases, Docusaurus step label (after `Build > <locale> > `) → name. */
const PHASES: ReadonlyArray<{match: RegExp; name: string}> = [
  {match: /^Load site$/, name: 'load content and plugins'},
  {match: /^Bundling with /, name: 'bundling (client and server)'},
  {match: /^SSG$/, name: 'SSG (render every page)'},
  {match: /^postBuild\(\)$/, name: 'postBuild (all plugins, together)'},
  {match: /^Broken links checker$/, name: 'broken links check'},
];

/** The second `Load site` of a build in two processes (scripts/build.sh). */
export const RELOAD_PHASE = 'load content and plugins again (second process, for SSG)';

/** From the end of bundling to the second process's `Load site`: the first exits, the second starts. */
export const RESTART_PHASE = 'first process exits, second starts (node, config)';

/** Plugins whose hooks the report names (a hook of another plugin is listed under its own name). */
const PLUGIN_NAMES: Record<string, string> = {
  'allContentLoaded content-checks': 'content checks',
  'postBuild agent-docs': 'Markdown twins and llms.txt (agent-docs)',
  'postBuild pagefind-index': 'Pagefind index',
  'postBuild redirects-file': '_redirects',
  'postBuild changelog-feeds': 'changelog feeds',
};

/**
 * security-headers is not timed by phase-timing.ts: its postBuild waits
 * for every other plugin's (plugins/security-headers/after-others.ts, which
 * finds it by its own function), then hashes the pages and writes the files.
 * Its own time is what follows the last timed postBuild, to the step's end.
 */
export const HEADERS_PHASE = '`_headers` and `_nginx.conf` (security-headers, after the others)';

/**
 * The build's phases in order: gen, Docusaurus's steps (content checks inside
 * loading, each plugin's postBuild under postBuild) and the whole build.
 * `start` and `end` are when the build command started and exited.
 */
export function buildPhases(input: {
  lines: readonly LogLine[];
  samples: readonly RssSample[];
  start: number;
  end: number;
}): Phase[] {
  const {lines, samples, start, end} = input;
  const perf = perfSpans(lines);
  const plugins = pluginSpans(lines);
  const phase = (name: string, span: {start: number; end: number}, child = false): Phase => ({
    name,
    seconds: (span.end - span.start) / 1000,
    peakRss: peakIn(samples, span.start, span.end),
    // A plugin's CPU time is not its own: the others' postBuild runs at the same time.
    ...(child ? {child} : {cpuSeconds: cpuIn(samples, span.start, span.end)}),
  });
  const phases: Phase[] = [];
  const firstStep = perf.reduce((min, s) => Math.min(min, s.start), Infinity);
  if (Number.isFinite(firstStep) && firstStep > start) {
    phases.push(phase(START_PHASE, {start, end: firstStep}));
  }
  const steps = PHASES.flatMap(({match, name}) =>
    perf
      .filter((s) => /^Build > [^>]+ > [^>]+$/.test(s.label))
      .filter((s) => match.test(s.label.replace(/^Build > [^>]+ > /, '')))
      // A phase met twice is a build in two processes: only Load site repeats.
      .slice(0, name === PHASES[0].name ? 2 : 1)
      .map((step, index) => ({name: index === 0 ? name : RELOAD_PHASE, step})),
  ).sort((a, b) => a.step.start - b.step.start);
  // Each plugin span goes under the step it overlaps most (hooks of one
  // plugin can sit in different steps: allContentLoaded in loading, postBuild later).
  const overlap = (a: Span, b: Span) =>
    Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
  // Keyed by the step itself: the two loads of a two-process build share a label.
  const under = new Map<Span, Span[]>();
  for (const span of plugins) {
    if (span.end - span.start < 50 && !PLUGIN_NAMES[span.label]) continue;
    const best = steps
      .map(({step}) => ({step, amount: overlap(span, step)}))
      .sort((a, b) => b.amount - a.amount)[0];
    if (!best || (best.amount === 0 && span.end > span.start)) continue;
    under.set(best.step, [...(under.get(best.step) ?? []), span]);
  }
  for (const [index, {name, step}] of steps.entries()) {
    const before = steps[index - 1];
    if (name === RELOAD_PHASE && before && before.step.end < step.start) {
      phases.push(phase(RESTART_PHASE, {start: before.step.end, end: step.start}));
    }
    phases.push(phase(name, step));
    const children = (under.get(step) ?? []).sort((a, b) => a.start - b.start);
    for (const span of children) {
      phases.push(phase(PLUGIN_NAMES[span.label] ?? span.label, span, true));
    }
    const postBuilds = children.filter((span) => span.label.startsWith('postBuild '));
    if (/^postBuild\(\)$/.test(step.label.replace(/^Build > [^>]+ > /, '')) && postBuilds.length) {
      const last = Math.max(...postBuilds.map((span) => span.end));
      if (last < step.end) phases.push(phase(HEADERS_PHASE, {start: last, end: step.end}, true));
    }
  }
  phases.push(phase('whole build', {start, end}));
  return phases;
}
