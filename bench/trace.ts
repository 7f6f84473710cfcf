/**
 * Hydration profile (`npm run bench -- --trace`): loads each page type cold,
 * at a phone's viewport, with the CPU slowed down 4× (CDP
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset), records a
 * V8 CPU profile (CDP `Profiler`) from navigation until React has hydrated
 * and the network is idle, and reports the ten most expensive functions by
 * self time, plus the most expensive scripts (profile.ts does the sums).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {PHONE} from './js-weight';
import {TRACE_CPU_THROTTLE} from './pages';
import {costsByChunk, parseRegistry, topCosts, type Cost, type CpuProfile} from './profile';

export interface PageTrace {
  path: string;
  /** Milliseconds from navigation to `data-has-hydrated` (throttled). */
  hydratedMs: number;
  /** Total sampled time that was not idle, ms. */
  busyMs: number;
  top: Cost[];
  chunks: Array<{chunk: string; source: string; selfMs: number}>;
}

/**
 * Up to 60 characters of minified code where a function starts, so that a
 * name like `oC` can be found in the chunk (the build has no source maps).
 */
function codeAt(buildDir: string, chunk: string, line: number, column: number): string {
  const file = path.join(buildDir, 'assets', 'js', chunk);
  if (!chunk.endsWith('.js') || !fs.existsSync(file)) return '';
  const text = fs.readFileSync(file, 'utf8').split('\n')[line - 1] ?? '';
  return text.slice(Math.max(0, column - 1), column + 59).replace(/\s+/g, ' ');
}

/** Chunk name → module, from the build's .docusaurus/registry.js when it exists. */
export function readRegistry(siteRoot: string): Map<string, string> {
  const file = path.join(siteRoot, '.docusaurus', 'registry.js');
  return fs.existsSync(file) ? parseRegistry(fs.readFileSync(file, 'utf8')) : new Map();
}

export async function tracePage(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  registry: Map<string, string>,
): Promise<PageTrace & {profile: CpuProfile}> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: TRACE_CPU_THROTTLE});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(new URL(pathname, baseUrl).href, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    const hydratedMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const {profile} = (await cdp.send('Profiler.stop')) as unknown as {profile: CpuProfile};
    const all = topCosts(profile, registry, Number.POSITIVE_INFINITY);
    return {
      path: pathname,
      hydratedMs,
      busyMs: all.reduce((sum, cost) => sum + cost.selfMs, 0),
      top: all.slice(0, 10),
      chunks: costsByChunk(profile, registry, 10),
      profile,
    };
  } finally {
    await context.close();
  }
}

/** The trace of one page as text lines for the terminal and the results file. */
export function formatTrace(type: string, trace: PageTrace, buildDir?: string): string[] {
  const lines = [
    `${type} (${trace.path}): hydrated after ${trace.hydratedMs} ms at ${TRACE_CPU_THROTTLE}× CPU slowdown, ` +
      `${Math.round(trace.busyMs)} ms of sampled main-thread work`,
    '  Top functions by self time:',
  ];
  trace.top.forEach((cost, i) => {
    const where = cost.chunk ? `${cost.chunk}:${cost.line}:${cost.column}` : 'V8/browser';
    const source = cost.source ? ` [${cost.source}]` : '';
    const code = buildDir ? codeAt(buildDir, cost.chunk, cost.line, cost.column) : '';
    lines.push(
      `  ${String(i + 1).padStart(2)}. ${cost.selfMs.toFixed(1).padStart(7)} ms  ${cost.name}  ${where}${source}`,
    );
    if (code) lines.push(`                 ${code}`);
  });
  lines.push('  Scripts by self time:');
  for (const chunk of trace.chunks) {
    const source = chunk.source ? ` [${chunk.source}]` : '';
    lines.push(`      ${chunk.selfMs.toFixed(1).padStart(7)} ms  ${chunk.chunk}${source}`);
  }
  return lines;
}
