#!/usr/bin/env node
/**
 * Search benchmark: what local search costs and how fast it answers.
 *
 * - Index size: every search index file the build wrote (search-index*.json,
 *   anywhere under the build folder), raw and gzip bytes.
 * - First use: what the browser downloads when the reader first focuses the
 *   search box (index, worker, lunr, autocomplete), and the time from that
 *   focus to the first results shown.
 * - Latency: time from the last keystroke of a query to its results shown in
 *   the dropdown (index already loaded), median over several queries and runs.
 *
 * Usage: node scripts/search-bench.mjs [--build build] [--port 4226] [--runs 3] [--json file]
 * Library:
 *   import {measureSearch, searchIndexSize, runSearchBench} from './search-bench.mjs'.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

/** Queries typed by the latency measurement: short, long, API, option, error code. */
export const DEFAULT_QUERIES = [
  'udprn',
  'restrict country',
  'woocommerce',
  'allowed urls',
  '4020',
  'address verification',
  'api key',
  'callbacks',
];

const SEARCH_INPUT = '.navbar__search-input';
const DROPDOWN = '.navbar__search [role="listbox"]';
const INDEX_FILE = /^search-index.*\.json$/;

/**
 * Sizes of every search index file under `buildDir`.
 * @param {string} [buildDir]
 * @returns {{files: {file: string, raw: number, gzip: number}[], raw: number, gzip: number}}
 */
export function searchIndexSize(buildDir = 'build') {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (INDEX_FILE.test(entry.name)) {
        const content = fs.readFileSync(full);
        files.push({
          file: path.relative(buildDir, full),
          raw: content.length,
          gzip: zlib.gzipSync(content).length,
        });
      }
    }
  };
  walk(buildDir);
  files.sort((a, b) => a.file.localeCompare(b.file));
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * In the page: resolves with the milliseconds from the next keydown in the
 * search box to the first frame painted after the dropdown re-renders (its
 * results, or "No results", for the new query).
 */
function armKeystrokeTimer(selectors) {
  const input = document.querySelector(selectors.input);
  const dropdown = document.querySelector(selectors.dropdown);
  window.__searchBench = new Promise((resolve) => {
    let start = 0;
    const observer = new MutationObserver(() => {
      if (!start) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    input.addEventListener('keydown', () => (start = performance.now()), {once: true});
    observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
  });
}

/**
 * Measures first use and keystroke-to-results latency against a running server.
 * @param {{baseURL: string, queries?: string[], runs?: number, pagePath?: string,
 *   executablePath?: string}} options
 */
export async function measureSearch({
  baseURL,
  queries = DEFAULT_QUERIES,
  runs = 3,
  pagePath = '/docs/changelog',
  executablePath = CHROMIUM_PATH,
}) {
  const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    await page.goto(new URL(pagePath, baseURL).href);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Docusaurus prefetches linked routes after load; wait until the network
    // has been quiet for 2 s so those downloads are not counted as search.
    const quietSince = Date.now() + 20_000;
    while (Date.now() - lastRequest < 2_000 && Date.now() < quietSince) {
      await page.waitForTimeout(250);
    }

    // First use: focus the box and type; everything fetched from here on is
    // what search costs a reader who uses it.
    const fetched = [];
    page.on('requestfinished', (request) => fetched.push(request));
    const focusStart = Date.now();
    await page.focus(SEARCH_INPUT);
    await page.keyboard.type(queries[0]);
    await page.waitForSelector(DROPDOWN, {state: 'visible'});
    const firstResultsMs = Date.now() - focusStart;
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('requestfinished');
    const downloads = await Promise.all(
      fetched.map(async (request) => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body().catch(() => null);
        return {
          url: new URL(request.url()).pathname,
          transferred: sizes.responseBodySize,
          decoded: body?.length ?? 0,
        };
      }),
    );

    // Warm latency: for each query, type all but the last character, let
    // results settle, then time the last keystroke.
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      for (const query of queries) {
        await page.fill(SEARCH_INPUT, query.slice(0, -1));
        await page.waitForTimeout(150);
        await page.evaluate(armKeystrokeTimer, {input: SEARCH_INPUT, dropdown: DROPDOWN});
        await page.keyboard.type(query.slice(-1));
        const ms = await page.evaluate(() => window.__searchBench);
        samples.push({query, ms: Math.round(ms * 10) / 10});
      }
    }
    return {
      firstUse: {
        msToFirstResults: firstResultsMs,
        requests: downloads.length,
        transferred: downloads.reduce((sum, d) => sum + d.transferred, 0),
        decoded: downloads.reduce((sum, d) => sum + d.decoded, 0),
        downloads,
      },
      latency: {
        medianMs: Math.round(median(samples.map((s) => s.ms)) * 10) / 10,
        maxMs: Math.max(...samples.map((s) => s.ms)),
        samples,
      },
    };
  } finally {
    await browser.close();
  }
}

/** Waits until the server answers. */
async function waitForServer(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server at ${url} did not start`);
}

/**
 * Serves `buildDir` with scripts/serve.mjs on `port`, measures, stops the server.
 * @param {{buildDir?: string, port?: number, queries?: string[], runs?: number}} [options]
 */
export async function runSearchBench({buildDir = 'build', port = 4226, ...rest} = {}) {
  const index = searchIndexSize(buildDir);
  if (index.files.length === 0) throw new Error(`No search index in ${buildDir}: build first`);
  const serveScript = fileURLToPath(new URL('./serve.mjs', import.meta.url));
  const server = spawn(process.execPath, [serveScript, buildDir, String(port)], {
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForServer(baseURL);
    return {index, ...(await measureSearch({baseURL, ...rest}))};
  } finally {
    server.kill();
  }
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--build') options.buildDir = value;
    else if (flag === '--port') options.port = Number(value);
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--json') options.json = value;
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const {json, ...options} = parseArgs(process.argv.slice(2));
  const result = await runSearchBench(options);
  for (const file of result.index.files) {
    console.log(`index  ${file.file}: ${kb(file.raw)} raw, ${kb(file.gzip)} gzip`);
  }
  console.log(`index  total: ${result.index.raw} B raw, ${result.index.gzip} B gzip`);
  console.log(
    `first use: ${result.firstUse.requests} requests, ${kb(result.firstUse.transferred)} ` +
      `transferred (${kb(result.firstUse.decoded)} decoded), ` +
      `${result.firstUse.msToFirstResults} ms from focus to first results`,
  );
  console.log(
    `keystroke to results: median ${result.latency.medianMs} ms, max ${result.latency.maxMs} ms ` +
      `(${result.latency.samples.length} samples)`,
  );
  if (json) fs.writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
}
