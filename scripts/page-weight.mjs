#!/usr/bin/env node
/**
 * Measures how much JavaScript a cold load of each page transfers.
 *
 * Every page opens in a fresh browser context (empty cache), waits for the
 * network to go idle after React has hydrated, and sums the transferred
 * (gzip-encoded) body bytes of the JavaScript responses. Scripts the page
 * runs and chunks the router prefetches for links in view are counted
 * separately; `total` is both. A page also reports whether any of its
 * scripts contains the OpenAPI theme, which only API pages may load.
 *
 * Usage:
 *   npx tsx scripts/page-weight.mjs [--base URL] [--build DIR] [--json] [path ...]
 *
 * Without --base it serves DIR (default build/) with scripts/serve.ts
 * (gzip) on a free port. Without paths it measures a default set of API
 * and other pages. The measuring functions are exported for the benchmark.
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

export const launchOptions = {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS};

/** Class names only the OpenAPI theme's components render. */
const API_THEME_MARKERS = ['openapi-explorer__', 'openapi-tabs__', 'theme-api-markdown'];

export const defaultPaths = [
  '/docs/api',
  '/docs/api/api-reference',
  '/docs/api/find-address',
  '/docs/api/address-verify',
  '/docs/api/postcodes',
  '/docs/api/uk',
  '/',
  '/docs/guides',
  '/docs/address-lookup',
  '/docs/libraries/open-api',
];

/** Whether a site path belongs to the API reference. */
export function isApiPath(pathname) {
  return pathname === '/docs/api' || pathname.startsWith('/docs/api/');
}

/**
 * Opens one page cold and returns its JavaScript transfer:
 * `{path, scriptBytes, prefetchBytes, totalBytes, files, apiTheme}`.
 */
export async function measurePage(browser, baseUrl, pathname) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        try {
          const response = await request.response();
          const sizes = await request.sizes();
          const body = response
            ? await response.body().catch(() => Buffer.alloc(0))
            : Buffer.alloc(0);
          const text = body.toString('utf8');
          return {
            url: url.pathname,
            bytes: sizes.responseBodySize,
            prefetch: request.resourceType() !== 'script',
            apiTheme: API_THEME_MARKERS.some((marker) => text.includes(marker)),
          };
        } catch {
          // The request outlived the page (closed context); it is not part of the load.
          return null;
        }
      })(),
    );
  });
  await page.goto(new URL(pathname, baseUrl).href, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  await page.waitForLoadState('networkidle');
  // A file can be requested twice (prefetched, then run from the cache);
  // count it once, as a script if the page ran it, with its transfer size.
  const byUrl = new Map();
  const finished = (await Promise.all(pending)).filter(Boolean);
  for (const file of finished) {
    const seen = byUrl.get(file.url);
    byUrl.set(file.url, {
      ...file,
      bytes: Math.max(file.bytes, seen?.bytes ?? 0),
      prefetch: file.prefetch && (seen?.prefetch ?? true),
      apiTheme: file.apiTheme || Boolean(seen?.apiTheme),
    });
  }
  const files = [...byUrl.values()];
  await context.close();
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const scripts = files.filter((file) => !file.prefetch);
  const prefetched = files.filter((file) => file.prefetch);
  return {
    path: pathname,
    scriptBytes: sum(scripts),
    prefetchBytes: sum(prefetched),
    totalBytes: sum(files),
    files,
    apiTheme: scripts.some((file) => file.apiTheme),
  };
}

/** Measures several pages with one browser. */
export async function measurePages(baseUrl, paths = defaultPaths) {
  const browser = await chromium.launch(launchOptions);
  try {
    const results = [];
    for (const pathname of paths) results.push(await measurePage(browser, baseUrl, pathname));
    return results;
  } finally {
    await browser.close();
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Serves a build folder with scripts/serve.ts; resolves to `{url, stop}`. */
export async function serveBuild(buildDir = 'build') {
  const port = await freePort();
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, buildDir, String(port)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stop = () => child.kill();
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      process.exit(1);
    });
  }
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`serve.ts exited with code ${code}`)));
  });
  return {url: `http://localhost:${port}`, stop};
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function report(results) {
  const rows = results.map((result) => ({
    page: result.path,
    'scripts KB': kb(result.scriptBytes),
    'prefetch KB': kb(result.prefetchBytes),
    'total KB': kb(result.totalBytes),
    files: result.files.length,
    'API theme': result.apiTheme ? 'yes' : 'no',
  }));
  console.table(rows);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const [value] = args.splice(index, 2).slice(1);
    return value;
  };
  const json = args.includes('--json');
  if (json) args.splice(args.indexOf('--json'), 1);
  const base = option('--base');
  const buildDir = option('--build') ?? 'build';
  const paths = args.length > 0 ? args : defaultPaths;
  const server = base ? {url: base, stop: () => {}} : await serveBuild(buildDir);
  try {
    const results = await measurePages(server.url, paths);
    if (json) {
      console.log(JSON.stringify(results, null, 2));
    } else {
      report(results);
    }
  } finally {
    server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
