/**
 * Pure aggregation of a V8 CPU profile (CDP `Profiler.stop`) into the most
 * expensive costs of a page load: self time per function, and per script
 * (chunk). The production build has no source maps, so a chunk is named by
 * what Docusaurus' route registry (.docusaurus/registry.js) says it loads.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  /** Microseconds between samples; timeDeltas[i] precedes samples[i]. */
  timeDeltas?: number[];
}

export interface Cost {
  /** Function name ("(anonymous)" when the minifier left none), or a V8 category like "(program)". */
  name: string;
  /** Script file name (e.g. main.1a2b3c4d.js), or "" for V8's own categories. */
  chunk: string;
  /** What the chunk holds, from the route registry, when known. */
  source: string;
  line: number;
  column: number;
  selfMs: number;
}

/** Self time (ms) of every node: each sample's interval is charged to the node it landed in. */
export function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    // The interval after a sample belongs to it: timeDeltas[i + 1] (the last one gets none).
    const us = deltas[i + 1] ?? 0;
    times.set(samples[i], (times.get(samples[i]) ?? 0) + us / 1000);
  }
  return times;
}

/** The file name of a script URL (query and hash dropped). */
export function chunkOf(url: string): string {
  if (!url) return '';
  const clean = url.split(/[?#]/)[0];
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/**
 * Chunk name → module it loads, from .docusaurus/registry.js
 * (`"0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" *\/ "@site/docs/x.mdx"), ...`).
 */
export function parseRegistry(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const entry = /"([^"]+)":\s*\[\(\)\s*=>\s*import\(\/\*[^*]*\*\/\s*"([^"]+)"\)/g;
  for (const match of source.matchAll(entry)) map.set(match[1], match[2]);
  return map;
}

/** What a chunk file holds, as far as the build tells. */
export function describeChunk(chunk: string, registry: Map<string, string>): string {
  if (!chunk.endsWith('.js')) return '';
  const name = chunk.split('.')[0];
  if (name === 'main') return 'main: React, router, theme shell';
  if (name.startsWith('runtime~')) return 'bundler runtime';
  return registry.get(name) ?? 'shared chunk';
}

/** V8 pseudo-frames that are not work the page asked for. */
const IGNORED = new Set(['(idle)', '(root)']);

/**
 * The `limit` most expensive functions by self time, same function at the
 * same place merged (a function shows up in several nodes, one per call path).
 */
export function topCosts(
  profile: CpuProfile,
  registry: Map<string, string> = new Map(),
  limit = 10,
): Cost[] {
  const times = selfTimes(profile);
  const merged = new Map<string, Cost>();
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    const frame = node.callFrame;
    if (ms === 0 || IGNORED.has(frame.functionName)) continue;
    const chunk = chunkOf(frame.url);
    const name = frame.functionName || '(anonymous)';
    const key = `${name}\0${frame.url}\0${frame.lineNumber}\0${frame.columnNumber}`;
    const seen = merged.get(key);
    if (seen) seen.selfMs += ms;
    else {
      merged.set(key, {
        name,
        chunk,
        source: describeChunk(chunk, registry),
        // CDP positions are 0-based; people read 1-based.
        line: frame.lineNumber + 1,
        column: frame.columnNumber + 1,
        selfMs: ms,
      });
    }
  }
  return [...merged.values()].sort((a, b) => b.selfMs - a.selfMs).slice(0, limit);
}

/** Self time per chunk (all functions of a script together), most expensive first. */
export function costsByChunk(
  profile: CpuProfile,
  registry: Map<string, string> = new Map(),
  limit = 10,
): Array<{chunk: string; source: string; selfMs: number}> {
  const times = selfTimes(profile);
  const byChunk = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    if (ms === 0 || IGNORED.has(node.callFrame.functionName)) continue;
    const chunk = chunkOf(node.callFrame.url) || node.callFrame.functionName || '(native)';
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + ms);
  }
  return [...byChunk.entries()]
    .map(([chunk, selfMs]) => ({chunk, source: describeChunk(chunk, registry), selfMs}))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, limit);
}
