import {describe, expect, it} from 'vitest';
import {idlePrefetcher, type IdleScheduler} from '../../src/clientModules/idlePrefetch';

/** A scheduler whose idle periods the test runs by hand, each with a time budget. */
function manualScheduler() {
  const pending: Array<(timeRemaining: () => number) => void> = [];
  const scheduler: IdleScheduler = {request: (callback) => pending.push(callback)};
  /** Runs the next idle period; `budget` prefetches fit in it. */
  const idle = (budget: number) => {
    const callback = pending.shift();
    if (!callback) throw new Error('nothing scheduled');
    let calls = 0;
    callback(() => (calls++ < budget ? 10 : 0));
  };
  return {scheduler, idle, pending};
}

/** An idle prefetcher over a manual scheduler, recording what it prefetched. */
function setup() {
  const fetched: string[] = [];
  const {scheduler, idle, pending} = manualScheduler();
  const prefetch = idlePrefetcher((path) => fetched.push(path), scheduler);
  return {fetched, prefetch, idle, pending};
}

describe('idle route prefetching', () => {
  it('prefetches nothing until the browser is idle', () => {
    const {fetched, prefetch, pending} = setup();
    expect(prefetch('/docs/a')).toBe(true);
    expect(prefetch('/docs/b')).toBe(true);
    expect(fetched).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it('prefetches in order, as many per idle period as fit, then asks for another period', () => {
    const {fetched, prefetch, idle, pending} = setup();
    ['/docs/a', '/docs/b', '/docs/c', '/docs/d'].forEach(prefetch);
    idle(1);
    expect(fetched).toEqual(['/docs/a', '/docs/b']);
    expect(pending).toHaveLength(1);
    idle(5);
    expect(fetched).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d']);
    expect(pending).toHaveLength(0);
  });

  it('always makes progress, even in an idle period with no time left', () => {
    const {fetched, prefetch, idle} = setup();
    prefetch('/docs/a');
    prefetch('/docs/b');
    idle(0);
    expect(fetched).toEqual(['/docs/a']);
    idle(0);
    expect(fetched).toEqual(['/docs/a', '/docs/b']);
  });

  it('queues a path once while it waits, and again after it ran', () => {
    const {fetched, prefetch, idle} = setup();
    expect(prefetch('/docs/a')).toBe(true);
    expect(prefetch('/docs/a')).toBe(false);
    idle(5);
    expect(fetched).toEqual(['/docs/a']);
    // The original prefetch remembers what it fetched; the queue does not need to.
    expect(prefetch('/docs/a')).toBe(true);
  });
});
