import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, type BrowserContext, type Page, type Request} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';

/**
 * The provider's PostHog proxy, played by the test: it serves the real
 * posthog-js library (the `posthog-js` devDependency, the file the proxy
 * passes on from PostHog) and records every request and every event the
 * library sends, decoded, so tests see what PostHog would receive.
 */

export const posthogOrigin = analyticsIds.posthogHost
  ? new URL(analyticsIds.posthogHost).origin
  : '';

const library = fs.readFileSync(
  path.join(__dirname, '../../node_modules/posthog-js/dist/array.js'),
  'utf8',
);

interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** posthog-js sends the events it captured in batches, one every 3 s (its request queue). */
const BATCH_INTERVAL_MS = 3000;

export interface PosthogTraffic {
  /** Every request to the proxy, as `METHOD /path`. */
  requests: string[];
  /** Every event posted to it. */
  events: CapturedEvent[];
  /**
   * Every request to the proxy whole: its URL, every header the browser sent
   * with it (cookies and referrer included) and its body, decoded.
   */
  raw: string[];
  /**
   * Moves the page's clock on by one batch interval, so whatever batch
   * posthog-js holds is sent now rather than up to 3 s later. servePosthog
   * installs Playwright's clock, which otherwise runs in real time.
   */
  nextBatch(): Promise<void>;
}

export interface ServeOptions {
  /** Serves the library only once this settles (a library that loads late). */
  libraryAfter?: Promise<unknown>;
}

/** The events of one capture request, whatever its encoding (plain, base64 or gzip). */
function decodeEvents(request: Request): CapturedEvent[] {
  const url = new URL(request.url());
  const buffer = request.postDataBuffer();
  if (!buffer) return [];
  let text: string;
  const compression = url.searchParams.get('compression');
  if (compression === 'gzip-js' || buffer[0] === 0x1f) {
    text = zlib.gunzipSync(buffer).toString('utf8');
  } else {
    text = buffer.toString('utf8');
    if (text.startsWith('data=')) {
      const data = decodeURIComponent(new URLSearchParams(text).get('data') ?? '');
      text = compression === 'base64' ? Buffer.from(data, 'base64').toString('utf8') : data;
    }
  }
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as {batch?: unknown[]}).batch ?? [parsed]);
  return list as CapturedEvent[];
}

/**
 * Serves the library and answers every other request to the proxy, recording
 * them. The browser is made to look like a reader's: posthog-js drops every
 * event of a browser that says it is automated (`navigator.webdriver`, a
 * headless brand), as Playwright's Chromium does.
 */
export async function servePosthog(
  target: Page | BrowserContext,
  options: ServeOptions = {},
): Promise<PosthogTraffic> {
  await target.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', {get: () => false});
    Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => undefined});
  });
  await target.clock.install();
  const traffic: PosthogTraffic = {
    requests: [],
    events: [],
    raw: [],
    nextBatch: () => target.clock.fastForward(BATCH_INTERVAL_MS),
  };
  await target.route(
    (url) => url.origin === posthogOrigin,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      traffic.requests.push(`${request.method()} ${url.pathname}`);
      const events = request.method() === 'POST' ? decodeEvents(request) : [];
      traffic.raw.push(
        [
          `${request.method()} ${url.href}`,
          JSON.stringify(await request.allHeaders()),
          JSON.stringify(events),
        ].join('\n'),
      );
      if (url.pathname === '/static/array.js') {
        await options.libraryAfter;
        await route.fulfill({contentType: 'text/javascript', body: library});
        return;
      }
      traffic.events.push(...events);
      await route.fulfill({
        status: 200,
        headers: {'Access-Control-Allow-Origin': '*'},
        contentType: 'application/json',
        body: '{"status":1}',
      });
    },
  );
  return traffic;
}

/** The paths of the page views PostHog received, in order. */
export const pageviews = (traffic: PosthogTraffic) =>
  traffic.events
    .filter((event) => event.event === '$pageview')
    .map((event) => String(event.properties.$pathname ?? ''));

/** The page views PostHog received once the batch posthog-js holds is sent: for expect.poll. */
export async function sentPageviews(traffic: PosthogTraffic): Promise<string[]> {
  await traffic.nextBatch();
  return pageviews(traffic);
}

/** Waits until the real posthog-js has loaded and replaced its snippet's stub. */
export async function posthogLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Boolean((window as {posthog?: {__loaded?: boolean}}).posthog?.__loaded)),
    )
    .toBe(true);
}
