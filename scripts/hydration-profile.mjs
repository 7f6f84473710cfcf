#!/usr/bin/env node
/**
 * Profiles the start-up of pages on a throttled CPU: where the main thread
 * spends its time from navigation until React has hydrated and the page is
 * quiet.
 *
 * Each page opens cold in a fresh context with a 4x CPU throttle (CDP
 * `Emulation.setCPUThrottlingRate`), under the V8 sampling profiler. It
 * prints the page's long tasks (count, longest, blocking time: the part of
 * each task beyond 50 ms), LCP and CLS, then the most expensive modules (self
 * time of the functions inside each bundled module) and functions. Module
 * names are read from the chunks, so profile a build made with
 * `npm run build -- --no-minify --out-dir DIR` (function and module names
 * survive); a minified build still gives the long tasks and chunk names.
 *
 * Usage:
 *   node scripts/hydration-profile.mjs [--build DIR] [--rate N] [--top N] [--json] path...
 *
 * Milliseconds depend on the machine's load: compare relative costs, and
 * note `uptime` beside the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {launchOptions, serveBuild} from './page-weight.mjs';

/** Module ids to source paths, from the `EXTERNAL MODULE` comments of the chunks. */
function moduleIds(buildDir) {
  const ids = new Map();
  const dir = path.join(buildDir, 'assets/js');
  if (!fs.existsSync(dir)) return ids;
  const pattern =
    /\/\/ EXTERNAL MODULE: (\S+)\nvar \w+ = (?:\/\*#__PURE__\*\/)?__webpack_require__\((\d+)\)/g;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(pattern)) {
      ids.set(match[2], match[1]);
    }
  }
  return ids;
}

/** Start line of every module (and concatenated module) of a non-minified chunk, in order. */
function moduleStarts(source, ids) {
  const starts = [];
  source.split('\n').forEach((line, index) => {
    const numbered = /^(\d+)\((?:__unused_\w+|module)?/.exec(line);
    if (numbered) starts.push({line: index, name: ids.get(numbered[1]) ?? `module ${numbered[1]}`});
    const concatenated = /^;\/\/ CONCATENATED MODULE: (\S+)/.exec(line);
    if (concatenated) starts.push({line: index, name: concatenated[1]});
  });
  return starts;
}

/** Maps a script URL and 0-based line to the bundled module around it. */
function moduleResolver(buildDir) {
  const cache = new Map();
  const ids = moduleIds(buildDir);
  return (url, line) => {
    let pathname;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return url || '(native)';
    }
    if (!cache.has(pathname)) {
      const file = path.join(buildDir, pathname);
      cache.set(
        pathname,
        fs.existsSync(file) && fs.statSync(file).isFile()
          ? moduleStarts(fs.readFileSync(file, 'utf8'), ids)
          : [],
      );
    }
    let found;
    for (const start of cache.get(pathname)) {
      if (start.line > line) break;
      found = start;
    }
    return found
      ? `${found.name.replace(/^\.\/node_modules\//, '~/')} (${path.basename(pathname)})`
      : path.basename(pathname);
  };
}

/** Sums self time (ms) per key over the profile's samples. */
function selfTimes(profile, keyOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const key = keyOf(node.callFrame);
    if (key === null) return;
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

export async function profilePage(browser, baseUrl, pathname, {rate = 4, buildDir = 'build'} = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window;
    w.__perf = {longTasks: [], lcp: 0, cls: 0};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__perf.longTasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__perf.lcp = entry.startTime;
    }).observe({type: 'largest-contentful-paint', buffered: true});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__perf.cls += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(new URL(pathname, baseUrl).href, {waitUntil: 'load'});
  await page.waitForTimeout(4000);
  const {profile} = await cdp.send('Profiler.stop');
  const perf = await page.evaluate(() => window.__perf);
  await context.close();

  const resolve = moduleResolver(buildDir);
  const modules = selfTimes(profile, (frame) =>
    IDLE.has(frame.functionName) ? null : resolve(frame.url, frame.lineNumber),
  );
  const functions = selfTimes(profile, (frame) =>
    IDLE.has(frame.functionName)
      ? null
      : `${frame.functionName || '(anonymous)'} @ ${resolve(frame.url, frame.lineNumber)}`,
  );
  const busy = modules.reduce((sum, [, ms]) => sum + ms, 0);
  const tasks = perf.longTasks;
  return {
    path: pathname,
    busyMs: busy,
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    lcpMs: perf.lcp,
    cls: perf.cls,
    modules,
    functions,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    if (index === -1) return fallback;
    const [value] = args.splice(index, 2).slice(1);
    return value;
  };
  const buildDir = option('--build', 'build');
  const rate = Number(option('--rate', '4'));
  const top = Number(option('--top', '10'));
  const json = args.includes('--json');
  const paths = args.filter((arg) => arg !== '--json');
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch(launchOptions);
  try {
    for (const pathname of paths.length ? paths : ['/']) {
      const result = await profilePage(browser, server.url, pathname, {rate, buildDir});
      if (json) {
        console.log(
          JSON.stringify({
            ...result,
            modules: result.modules.slice(0, top),
            functions: result.functions.slice(0, top),
          }),
        );
        continue;
      }
      console.log(
        `\n${pathname}: busy ${result.busyMs.toFixed(0)} ms, ${result.longTasks} long tasks, ` +
          `longest ${result.longestMs.toFixed(0)} ms, blocking ${result.blockingMs.toFixed(0)} ms, ` +
          `LCP ${result.lcpMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`,
      );
      console.log('  modules (self ms):');
      for (const [name, ms] of result.modules.slice(0, top))
        console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
      console.log('  functions (self ms):');
      for (const [name, ms] of result.functions.slice(0, top))
        console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  await main();
}
