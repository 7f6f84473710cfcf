/**
 * Build phases from a build's log and memory samples (pure; the scale
 * benchmark records both, see build-probe.ts).
 *
 * Two kinds of lines give the phases:
 * - Docusaurus's own performance log (DOCUSAURUS_PERF_LOGGER=true), printed
 *   when a step ends: `[PERF] Build > en > SSG - 12.34 seconds! - (Heap ...)`.
 *   The bench notes when each line arrived; the step began its duration earlier.
 * - The lines of plugins/phase-timing (DOCS_PHASE_TIMING=1), which carry their
 *   own epoch milliseconds: `[phase] start postBuild agent-docs 1767000000000`.
 *
 * Everything before Docusaurus's first step is `npm run gen` (the OpenAPI
 * bundle and the API pages).
 */

/** One line of output and when it arrived (epoch ms). */
export interface LogLine {
  at: number;
  text: string;
}

/** A memory sample: the build's process tree, resident set, bytes. */
export interface RssSample {
  at: number;
  rss: number;
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

/** Spans of plugins/phase-timing: `postBuild agent-docs`, paired by hook and plugin. */
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

/** The report's phases, Docusaurus step label (after `Build > <locale> > `) → name. */
export const PHASES: ReadonlyArray<{match: RegExp; name: string}> = [
  {match: /^Load site$/, name: 'load content and plugins'},
  {match: /^Bundling with /, name: 'bundling (client and server)'},
  {match: /^SSG$/, name: 'SSG (render every page)'},
  {match: /^postBuild\(\)$/, name: 'postBuild (all plugins, together)'},
  {match: /^Broken links checker$/, name: 'broken links check'},
];

/** Plugins whose hooks the report names (a hook of another plugin is listed under its own name). */
export const PLUGIN_NAMES: Record<string, string> = {
  'allContentLoaded content-checks': 'content checks',
  'postBuild agent-docs': 'Markdown twins and llms.txt (agent-docs)',
  'postBuild pagefind-index': 'Pagefind index',
  'postBuild security-headers': '_headers and _nginx.conf (security-headers)',
  'postBuild redirects-file': '_redirects',
  'postBuild changelog-feeds': 'changelog feeds',
};

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
    ...(child ? {child} : {}),
  });
  const phases: Phase[] = [];
  const firstStep = perf.reduce((min, s) => Math.min(min, s.start), Infinity);
  if (Number.isFinite(firstStep) && firstStep > start) {
    phases.push(phase('gen (OpenAPI bundle and API pages)', {start, end: firstStep}));
  }
  const steps = perf.filter((s) => /^Build > [^>]+ > [^>]+$/.test(s.label));
  for (const {match, name} of PHASES) {
    const step = steps.find((s) => match.test(s.label.replace(/^Build > [^>]+ > /, '')));
    if (!step) continue;
    phases.push(phase(name, step));
    const inside = plugins
      .filter((p) => p.start >= step.start - 1000 && p.end <= step.end + 1000)
      .filter((p) => p.end - p.start >= 50 || PLUGIN_NAMES[p.label])
      .sort((a, b) => a.start - b.start);
    for (const span of inside) {
      phases.push(phase(PLUGIN_NAMES[span.label] ?? span.label, span, true));
    }
  }
  phases.push(phase('whole build', {start, end}));
  return phases;
}
