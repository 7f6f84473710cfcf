/**
 * Route prefetching, moved off the critical path.
 *
 * Docusaurus prefetches the JavaScript of every link that scrolls into view
 * (except on slow 2g or data-saver connections). Each link has its own
 * IntersectionObserver, so right after a page hydrates every visible link
 * (navbar, sidebar, content, footer) asks for its prefetch in the same task,
 * and each request maps the route to its chunks and appends `<link
 * rel="prefetch">` tags: on a phone that is one long task that blocks input
 * while the page becomes interactive.
 *
 * This module queues those requests and runs them when the browser is idle,
 * a few per idle period, within the time the browser says it has. Every
 * link is still prefetched, in the same order; the original function still
 * decides what to fetch and skips slow connections. Hover and touch
 * preloading (`preload`) is untouched: it is what a reader is about to need.
 */

import {wrapDocusaurusGlobal, type DocusaurusGlobal} from '../utils/docusaurus-global';

type Prefetch = DocusaurusGlobal['prefetch'];

/** What the queue needs from the browser: idle callbacks with a deadline. */
export interface IdleScheduler {
  request(callback: (timeRemaining: () => number) => void): void;
}

/** Time kept free in each idle period, in milliseconds. */
const MARGIN_MS = 2;

/**
 * Returns a `prefetch` that queues route paths and hands them to `prefetch`
 * in idle periods, in order, each path at most once while it is queued.
 * It returns `true` when the path was queued (Docusaurus ignores the value).
 */
export function idlePrefetcher(prefetch: Prefetch, scheduler: IdleScheduler): Prefetch {
  const queue: string[] = [];
  let scheduled = false;

  const run = (timeRemaining: () => number) => {
    scheduled = false;
    // At least one per idle period, so the queue always drains.
    do {
      prefetch(queue.shift()!);
    } while (queue.length > 0 && timeRemaining() > MARGIN_MS);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduler.request(run);
  };

  return (routePath: string) => {
    if (queue.includes(routePath)) return false;
    queue.push(routePath);
    schedule();
    return true;
  };
}

/** Longest stretch of prefetching in one go, in milliseconds (a long task starts at 50). */
const SLICE_MS = 8;

/**
 * requestIdleCallback where the browser has it (not Safari), else a short
 * timeout; either way a slice ends after SLICE_MS.
 */
export const browserScheduler: IdleScheduler = {
  request(callback) {
    const slice = (idleLeft: () => number) => {
      const started = performance.now();
      callback(() => Math.min(idleLeft(), SLICE_MS - (performance.now() - started)));
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback((deadline) => slice(() => deadline.timeRemaining()), {
        timeout: 2000,
      });
    } else {
      window.setTimeout(() => slice(() => Infinity), 50);
    }
  },
};

/**
 * Swaps in the idle prefetch as the core sets `window.docusaurus` (after the
 * client modules have loaded, before the first render). A client module that
 * wrapped the global before this one (plugins/route-shards, which loads route
 * shards before prefetching) gets the value first, and its result is wrapped:
 * the idle queue stays outermost.
 */
if (typeof window !== 'undefined') {
  wrapDocusaurusGlobal((inner) =>
    Object.freeze({...inner, prefetch: idlePrefetcher(inner.prefetch, browserScheduler)}),
  );
}
