/**
 * Search benchmark: what Pagefind search costs a reader and how fast it answers.
 *
 * - Index size: every file under build/pagefind/ (runtime, WebAssembly,
 *   index chunks, fragments), raw and gzip bytes. Pagefind compresses its
 *   index and WebAssembly itself, so gzip barely changes those.
 * - First search: on a phone-sized page, everything fetched from focusing the
 *   search box to the first results shown (runtime, worker, WebAssembly,
 *   index chunks, page fragments), in bytes over the wire (encoded bodies and
 *   headers, as scripts/serve.ts sends them, gzip included).
 * - Keystroke to results: with the runtime warm, from the last keystroke of a
 *   query to its results painted, median over several queries and runs.
 * - Scale (--scale 10, the default): a copy of the built site with nine more
 *   copies of every docs page (text varied deterministically, so the
 *   vocabulary grows too), indexed with the same indexer code
 *   (scripts/search-index-dir.ts), for the index size and first-search bytes
 *   at 1x and 10x.
 * - Hit rate: every query of scripts/lib/search-queries.ts typed into the
 *   /search page, and the share whose page is among the first five results,
 *   overall and per kind of query (the readers'-words rows apart).
 *
 * Usage: tsx bench/search-bench.ts [--build build] [--runs 3]
 *          [--scale 10|1] [--json file] [--before file] [--before-label text]
 *          [--write BENCHMARKS.md]
 * `--json` keeps the figures; `--before` reads the figures of an earlier run
 * (another build, named by `--before-label`) to show beside these; `--write`
 * replaces the search section
 * of BENCHMARKS.md (bench/search-section.ts) with this run's figures,
 * the machine's load and the command.
 * Library: import {measureSearch, searchIndexSize, runSearchBench} from './search-bench'.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page, type Request} from '@playwright/test';
import {pick, seededRandom} from '../lib/seeded-random';
import {searchQueries, type SearchQueryCase} from '../scripts/lib/search-queries';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium';
import {replaceSearchSection, searchSection} from './search-section';
import {median} from './stats';
import {serveBuild} from '../scripts/lib/serve-build';

/** Queries typed by the latency measurement; the first one is the first search. */
const DEFAULT_QUERIES = [
  'address verification',
  'udprn',
  'restrict country',
  'woocommerce',
  'allowed urls',
  '4020',
  'api key',
  'callbacks',
];

const SEARCH_INPUT = '.navbar__search-input';
const LISTBOX = '.navbar [role="listbox"]';
const INDEX_FOLDER = 'pagefind';
/** A phone: the viewport of a mid-range Android handset. */
const PHONE = {
  viewport: {width: 390, height: 844},
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

interface IndexFile {
  file: string;
  raw: number;
  gzip: number;
}

/** Sizes of the search index under `buildDir`. */
function searchIndexSize(buildDir = 'build') {
  const root = path.join(buildDir, INDEX_FOLDER);
  const files: IndexFile[] = [];
  for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    const full = path.join(root, file);
    if (!fs.statSync(full).isFile()) continue;
    const content = fs.readFileSync(full);
    files.push({
      file: `${INDEX_FOLDER}/${file}`,
      raw: content.length,
      gzip: zlib.gzipSync(content).length,
    });
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  return {
    files,
    count: files.length,
    fragments: files.filter((f) => f.file.includes('/fragment/')).length,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * In the page: resolves with the milliseconds from the next keydown in the
 * search box to the first frame painted after the listbox shows the results
 * of the new query (its `data-query` changes when they arrive).
 */
function armKeystrokeTimer(selectors: {input: string; listbox: string}) {
  const input = document.querySelector(selectors.input)!;
  const listbox = document.querySelector(selectors.listbox)!;
  (window as unknown as {__searchBench: Promise<number>}).__searchBench = new Promise((resolve) => {
    let start = 0;
    const observer = new MutationObserver(() => {
      if (!start) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    input.addEventListener('keydown', () => (start = performance.now()), {once: true});
    observer.observe(listbox, {attributes: true, attributeFilter: ['data-query']});
  });
}

/** Waits until the page has made no request for `quietMs` (Docusaurus prefetches after load). */
async function settle(page: Page, lastRequest: () => number, quietMs = 2_000, maxMs = 20_000) {
  const deadline = Date.now() + maxMs;
  while (Date.now() - lastRequest() < quietMs && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
}

interface MeasureOptions {
  baseURL: string;
  queries?: string[];
  runs?: number;
  pagePath?: string;
  executablePath?: string;
  latency?: boolean;
}

interface Download {
  url: string;
  body: number;
  wire: number;
}

interface FirstUse {
  query: string;
  msToFirstResults: number;
  requests: number;
  transferred: number;
  bodies: number;
  downloads: Download[];
}

interface Latency {
  medianMs: number;
  maxMs: number;
  samples: Array<{query: string; ms: number}>;
}

/**
 * Measures the first search and keystroke-to-results latency against a
 * running server, on a phone-sized page.
 */
async function measureSearch({
  baseURL,
  queries = DEFAULT_QUERIES,
  runs = 3,
  pagePath = '/docs/changelog',
  executablePath = CHROMIUM_PATH,
  latency = true,
}: MeasureOptions): Promise<{firstUse: FirstUse; latency?: Latency}> {
  const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    let last = Date.now();
    page.on('request', () => (last = Date.now()));
    await page.goto(new URL(pagePath, baseURL).href);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await settle(page, () => last);

    // First search: everything fetched from the focus on is what search costs.
    const fetched: Request[] = [];
    page.on('requestfinished', (request) => fetched.push(request));
    const focusStart = Date.now();
    await page.focus(SEARCH_INPUT);
    await page.keyboard.type(queries[0]);
    await page.waitForSelector(`${LISTBOX}[data-query="${queries[0]}"] [role="option"]`);
    const firstResultsMs = Date.now() - focusStart;
    page.removeAllListeners('requestfinished');
    const downloads = await Promise.all(
      fetched.map(async (request) => {
        const sizes = await request.sizes();
        return {
          url: new URL(request.url()).pathname,
          body: sizes.responseBodySize,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      }),
    );
    const firstUse: FirstUse = {
      query: queries[0],
      msToFirstResults: firstResultsMs,
      requests: downloads.length,
      transferred: downloads.reduce((sum, d) => sum + d.wire, 0),
      bodies: downloads.reduce((sum, d) => sum + d.body, 0),
      downloads,
    };
    if (!latency) return {firstUse};

    // Warm latency: type all but the last character, let results settle,
    // then time the last keystroke.
    const samples: Latency['samples'] = [];
    for (let run = 0; run < runs; run += 1) {
      for (const query of queries) {
        await page.fill(SEARCH_INPUT, query.slice(0, -1));
        await page.waitForSelector(`${LISTBOX}[data-query="${query.slice(0, -1).trim()}"]`, {
          state: 'attached',
        });
        await page.waitForTimeout(100);
        await page.evaluate(armKeystrokeTimer, {input: SEARCH_INPUT, listbox: LISTBOX});
        await page.keyboard.type(query.slice(-1));
        const ms = await page.evaluate(
          () => (window as unknown as {__searchBench: Promise<number>}).__searchBench,
        );
        samples.push({query, ms: Math.round(ms * 10) / 10});
      }
    }
    return {
      firstUse,
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

/** How many of the query set's pages are found, and which are not. */
export interface HitRate {
  /** Results looked at per query. */
  top: number;
  cases: number;
  hits: number;
  byKind: Record<string, {cases: number; hits: number}>;
  misses: Array<{query: string; expected: string; listed: string[]}>;
}

/** In the page: the results the /search page lists for `query`, once they are its own. */
function listedFor(query: string): string[] | null {
  const list = document.querySelector('.search-page__results');
  const status = document.querySelector('.search-page__status')?.textContent ?? '';
  if (list?.getAttribute('data-query') === query) {
    return [...list.querySelectorAll('h2 a')].map((a) =>
      (a.getAttribute('href') ?? '').replace(/#.*$/, ''),
    );
  }
  // No list: nothing matched (the status names the query once its answer is in).
  if (!list && status.includes(`“${query}”`) && !status.includes('Searching')) return [];
  return null;
}

/**
 * Types each query of `cases` into the /search page (the runtime warm after
 * the first) and counts the queries whose expected page is among the first
 * `top` results.
 */
async function measureHitRate({
  baseURL,
  cases = searchQueries,
  top = 5,
  executablePath = CHROMIUM_PATH,
}: {
  baseURL: string;
  cases?: readonly SearchQueryCase[];
  top?: number;
  executablePath?: string;
}): Promise<HitRate> {
  const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/search', baseURL).href);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const rate: HitRate = {top, cases: 0, hits: 0, byKind: {}, misses: []};
    for (const {query, expected, kind} of cases) {
      // A blank query first, so the answer read next cannot be the previous query's.
      await page.fill('input[name="q"]', '');
      await page.waitForFunction(
        () =>
          !document.querySelector('.search-page__results') &&
          !document.querySelector('.search-page__status')?.textContent,
      );
      await page.fill('input[name="q"]', query);
      const listed = (await (
        await page.waitForFunction(listedFor, query.trim(), {timeout: 30_000})
      ).jsonValue()) as string[];
      const hit = listed.slice(0, top).includes(expected);
      const counts = (rate.byKind[kind] ??= {cases: 0, hits: 0});
      rate.cases += 1;
      counts.cases += 1;
      if (hit) {
        rate.hits += 1;
        counts.hits += 1;
      } else {
        rate.misses.push({query, expected, listed: listed.slice(0, top)});
      }
    }
    return rate;
  } finally {
    await browser.close();
  }
}

/** Serves `dir` with scripts/serve.ts (scripts/lib/serve-build.ts) while `fn` runs. */
async function withServer<T>(dir: string, fn: (baseURL: string) => Promise<T>): Promise<T> {
  const server = await serveBuild(dir, {stderr: 'ignore'});
  try {
    return await fn(server.url);
  } finally {
    server.stop();
  }
}

// ------------------------------------------------------------------ scale

const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'sen', 'tav', 'dor', 'vel', 'pin', 'quo', 'zar', 'nex'];

/**
 * Copy `copy` (1-9) of a page's HTML: the article's text keeps its shape but
 * about a third of its longer words get a made-up ending, so each copy adds
 * words of its own to the index as new pages would; the H1 says which copy it
 * is. Markup, attributes and code stay as they are.
 */
function varyPage(html: string, copy: number, seed: number): string {
  const random = seededRandom(seed * 31 + copy);
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>');
  if (start < 0 || end < 0) return html;
  const article = html
    .slice(start, end)
    .replace(
      />([^<]+)</g,
      (_whole, text: string) =>
        `>${text.replace(/[A-Za-z]{5,}/g, (word) =>
          random() < 0.35
            ? `${word}${pick(random, SYLLABLES)}${SYLLABLES[copy % SYLLABLES.length]}`
            : word,
        )}<`,
    )
    .replace(
      /(<h1\b[^>]*>)([^<]*)/,
      (_all, open: string, title: string) => `${open}${title} (copy ${copy})`,
    );
  return html.slice(0, start) + article + html.slice(end);
}

/** Deterministic number from a string (FNV-1a). */
function hashOf(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Copies `buildDir` to a temporary folder, adds `factor - 1` varied copies of
 * every docs page (`docs/guides/testing.html` gets `docs/guides/testing-x2.html`...),
 * and indexes the folder with the site's indexer. Returns the folder.
 */
function scaledSite(buildDir: string, factor: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `search-bench-x${factor}-`));
  fs.cpSync(buildDir, dir, {recursive: true});
  fs.rmSync(path.join(dir, INDEX_FOLDER), {recursive: true, force: true});
  const pages = fs
    .readdirSync(path.join(dir, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !/^(api\/)?tags(\/|\.html)/.test(file))
    .sort();
  for (const file of pages) {
    const html = fs.readFileSync(path.join(dir, 'docs', file), 'utf8');
    for (let copy = 2; copy <= factor; copy += 1) {
      const target = path.join(dir, 'docs', file.replace(/\.html$/, `-x${copy}.html`));
      fs.writeFileSync(target, varyPage(html, copy, hashOf(file)));
    }
  }
  const root = path.resolve(__dirname, '..');
  const indexed = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/search-index-dir.ts'), dir],
    {cwd: root, encoding: 'utf8'},
  );
  if (indexed.status !== 0) throw new Error(`Indexing ${dir} failed:\n${indexed.stderr}`);
  return {dir, pages: pages.length * factor, log: indexed.stdout.trim()};
}

export interface SearchBenchOptions {
  buildDir?: string;
  queries?: string[];
  runs?: number;
  scale?: number;
}

interface ScaleFigures {
  factor: number;
  pages?: number;
  index: {raw: number; gzip: number; count: number; fragments: number};
  firstUse: {transferred: number; requests: number; downloads?: Download[]};
}

export interface SearchFigures {
  index: ReturnType<typeof searchIndexSize>;
  firstUse: FirstUse;
  latency: Latency;
  scale: ScaleFigures[];
  /** Absent in figures from before the query set was measured. */
  hitRate?: HitRate;
}

/**
 * Measures the build in `buildDir` (index size, first search, latency), then
 * the same site at `scale` times its docs pages (index size, first search).
 */
export async function runSearchBench({
  buildDir = 'build',
  scale = 10,
  ...rest
}: SearchBenchOptions = {}): Promise<SearchFigures> {
  if (!fs.existsSync(path.join(buildDir, INDEX_FOLDER, 'pagefind.js'))) {
    throw new Error(`No search index in ${buildDir}/${INDEX_FOLDER}: build first`);
  }
  const index = searchIndexSize(buildDir);
  const {measured, hitRate} = await withServer(buildDir, async (baseURL) => ({
    measured: await measureSearch({baseURL, ...rest}),
    hitRate: await measureHitRate({baseURL}),
  }));
  const result: SearchFigures = {
    index,
    firstUse: measured.firstUse,
    latency: measured.latency!,
    scale: [],
    hitRate,
  };
  if (scale > 1) {
    const site = scaledSite(buildDir, scale);
    try {
      const {firstUse} = await withServer(site.dir, (baseURL) =>
        measureSearch({baseURL, ...rest, latency: false}),
      );
      result.scale.push({
        factor: 1,
        index: {raw: index.raw, gzip: index.gzip, count: index.count, fragments: index.fragments},
        firstUse: {
          transferred: measured.firstUse.transferred,
          requests: measured.firstUse.requests,
        },
      });
      const scaledIndex = searchIndexSize(site.dir);
      result.scale.push({
        factor: scale,
        pages: site.pages,
        index: {
          raw: scaledIndex.raw,
          gzip: scaledIndex.gzip,
          count: scaledIndex.count,
          fragments: scaledIndex.fragments,
        },
        firstUse: {
          transferred: firstUse.transferred,
          requests: firstUse.requests,
          downloads: firstUse.downloads,
        },
      });
    } finally {
      fs.rmSync(site.dir, {recursive: true, force: true});
    }
  }
  return result;
}

function parseArgs(argv: string[]) {
  const options: SearchBenchOptions & {
    json?: string;
    before?: string;
    beforeLabel?: string;
    write?: string;
  } = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--build') options.buildDir = value;
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--scale') options.scale = Number(value);
    else if (flag === '--json') options.json = value;
    else if (flag === '--before') options.before = value;
    else if (flag === '--before-label') options.beforeLabel = value;
    else if (flag === '--write') options.write = value;
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

const oneMinuteLoad = () => Math.round(os.loadavg()[0] * 100) / 100;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main() {
  const {json, before, beforeLabel, write, ...options} = parseArgs(process.argv.slice(2));
  const loadStart = oneMinuteLoad();
  const result = await runSearchBench(options);
  const loadEnd = oneMinuteLoad();
  const {index, firstUse, latency} = result;
  console.log(
    `index: ${index.count} files (${index.fragments} fragments), ${kb(index.raw)} raw, ${kb(index.gzip)} gzip`,
  );
  console.log(
    `first search ("${firstUse.query}", phone): ${firstUse.requests} requests, ` +
      `${kb(firstUse.transferred)} over the wire, ${firstUse.msToFirstResults} ms from focus to results`,
  );
  for (const d of firstUse.downloads) console.log(`  ${kb(d.wire).padStart(9)}  ${d.url}`);
  console.log(
    `keystroke to results (warm): median ${latency.medianMs} ms, max ${latency.maxMs} ms ` +
      `(${latency.samples.length} samples)`,
  );
  for (const s of result.scale) {
    console.log(
      `scale ${s.factor}x (${s.index.fragments} pages indexed): index ${kb(s.index.raw)} ` +
        `in ${s.index.count} files; first search ${kb(s.firstUse.transferred)} in ${s.firstUse.requests} requests`,
    );
  }
  if (result.hitRate) {
    const {hitRate} = result;
    console.log(
      `hit rate (expected page in the top ${hitRate.top}): ${hitRate.hits}/${hitRate.cases}; ` +
        Object.entries(hitRate.byKind)
          .map(([kind, counts]) => `${kind} ${counts.hits}/${counts.cases}`)
          .join(', '),
    );
    for (const miss of hitRate.misses) {
      console.log(`  miss: "${miss.query}" -> ${miss.expected}; listed ${miss.listed.join(' ')}`);
    }
  }
  console.log(`load average (1 min): ${loadStart} at the start, ${loadEnd} at the end`);
  if (json) fs.writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  if (write) {
    const earlier = before
      ? (JSON.parse(fs.readFileSync(before, 'utf8')) as SearchFigures)
      : undefined;
    const quoted = process.argv.slice(2).map((arg) => (/\s/.test(arg) ? JSON.stringify(arg) : arg));
    const command = ['npx tsx bench/search-bench.ts', ...quoted].join(' ');
    const section = searchSection(result, {
      before: earlier,
      beforeLabel,
      run: {command, loadStart, loadEnd, date: new Date().toISOString().slice(0, 10)},
    });
    const current = fs.existsSync(write) ? fs.readFileSync(write, 'utf8') : '';
    fs.writeFileSync(write, replaceSearchSection(current, section));
    console.log(`wrote the search section of ${write}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
