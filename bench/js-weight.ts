/**
 * JavaScript executed before interaction: how much JavaScript a cold load of
 * a page transfers (gzip, as scripts/serve.ts sends it) before the reader
 * does anything.
 *
 * Each page opens in a fresh browser context (empty cache) at a phone's
 * viewport; the bench waits for React to hydrate and the network to go idle,
 * then sums the encoded body bytes of the JavaScript responses. Scripts the
 * page ran count as "before interaction"; chunks the router only prefetched
 * (link preloads, idle prefetch) are reported apart and not counted. A page
 * also says whether a script it ran contains the OpenAPI theme, which only
 * API pages may load.
 */
import type {Browser} from '@playwright/test';

/** Class names only the OpenAPI theme's components render. */
const API_THEME_MARKERS = ['openapi-explorer__', 'openapi-tabs__', 'theme-api-markdown'];

export interface ScriptFile {
  url: string;
  bytes: number;
  /** Fetched but not run (prefetch or preload the page did not execute). */
  prefetch: boolean;
  apiTheme: boolean;
}

export interface PageWeight {
  path: string;
  /** JavaScript the page ran before interaction (gzip bytes). */
  scriptBytes: number;
  /** JavaScript only prefetched (gzip bytes). */
  prefetchBytes: number;
  files: ScriptFile[];
  apiTheme: boolean;
}

/** A phone: what the Lighthouse mobile preset emulates, roughly. */
export const PHONE = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * One file counted once: a file fetched twice (prefetched, then run from the
 * cache) is a script if the page ran it, with its larger transfer size.
 */
export function mergeFiles(fetched: ScriptFile[]): ScriptFile[] {
  const byUrl = new Map<string, ScriptFile>();
  for (const file of fetched) {
    const seen = byUrl.get(file.url);
    byUrl.set(file.url, {
      ...file,
      bytes: Math.max(file.bytes, seen?.bytes ?? 0),
      prefetch: file.prefetch && (seen?.prefetch ?? true),
      apiTheme: file.apiTheme || Boolean(seen?.apiTheme),
    });
  }
  return [...byUrl.values()];
}

/** Sums a page's files into its weight. */
export function weigh(pathname: string, files: ScriptFile[]): PageWeight {
  const sum = (list: ScriptFile[]) => list.reduce((total, file) => total + file.bytes, 0);
  const scripts = files.filter((file) => !file.prefetch);
  return {
    path: pathname,
    scriptBytes: sum(scripts),
    prefetchBytes: sum(files.filter((file) => file.prefetch)),
    files,
    apiTheme: scripts.some((file) => file.apiTheme),
  };
}

/** Opens one page cold and returns its JavaScript transfer. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  pathname: string,
): Promise<PageWeight> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const pending: Promise<ScriptFile | null>[] = [];
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
  try {
    await page.goto(new URL(pathname, baseUrl).href, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    await page.waitForLoadState('networkidle');
    const finished = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
    return weigh(pathname, mergeFiles(finished));
  } finally {
    await context.close();
  }
}
