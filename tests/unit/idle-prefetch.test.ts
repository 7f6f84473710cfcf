import {afterEach, describe, expect, it, vi} from 'vitest';
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

/**
 * The module's side effect: a `window.docusaurus` accessor that swaps in the
 * idle prefetch when the Docusaurus core sets the global. Loaded afresh over
 * a stub window for each test.
 */
describe('the window.docusaurus trap', () => {
  type Deadline = {timeRemaining: () => number; didTimeout: boolean};
  interface StubWindow {
    docusaurus?: {prefetch: (path: string) => unknown; preload: (path: string) => unknown};
    requestIdleCallback?: (callback: (deadline: Deadline) => void) => number;
    setTimeout?: (callback: () => void, ms: number) => number;
  }

  async function loadOver(win: StubWindow): Promise<void> {
    vi.stubGlobal('window', win);
    vi.resetModules();
    await import('../../src/clientModules/idlePrefetch');
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** What the core sets: a prefetch that records, and a preload. */
  function coreGlobal() {
    const fetched: string[] = [];
    const preload = vi.fn();
    return {fetched, preload, value: {prefetch: (path: string) => fetched.push(path), preload}};
  }

  it('replaces prefetch with the idle queue, keeps preload, and freezes the global', async () => {
    const idle: ((deadline: Deadline) => void)[] = [];
    const win: StubWindow = {requestIdleCallback: (callback) => idle.push(callback)};
    await loadOver(win);
    const core = coreGlobal();
    win.docusaurus = core.value;

    const installed = win.docusaurus;
    expect(installed.prefetch).not.toBe(core.value.prefetch);
    expect(installed.preload).toBe(core.preload);
    expect(Object.isFrozen(installed)).toBe(true);

    expect(installed.prefetch('/docs/a')).toBe(true);
    expect(installed.prefetch('/docs/b')).toBe(true);
    expect(core.fetched).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()!({timeRemaining: () => 40, didTimeout: false});
    expect(core.fetched).toEqual(['/docs/a', '/docs/b']);
    // Preload (hover, touch) is not delayed.
    installed.preload('/docs/c');
    expect(core.preload).toHaveBeenCalledWith('/docs/c');
  });

  it('without requestIdleCallback, prefetches from a short timeout instead', async () => {
    const timers: [() => void, number][] = [];
    const win: StubWindow = {setTimeout: (callback, ms) => timers.push([callback, ms])};
    await loadOver(win);
    const core = coreGlobal();
    win.docusaurus = core.value;
    win.docusaurus.prefetch('/docs/a');
    expect(core.fetched).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0][1]).toBeGreaterThan(0);
    timers[0][0]();
    expect(core.fetched).toEqual(['/docs/a']);
  });

  it('lets the global be cleared, and wraps each new value', async () => {
    const win: StubWindow = {requestIdleCallback: () => 1};
    await loadOver(win);
    win.docusaurus = coreGlobal().value;
    win.docusaurus = undefined;
    expect(win.docusaurus).toBeUndefined();
    const next = coreGlobal();
    win.docusaurus = next.value;
    expect(win.docusaurus.prefetch).not.toBe(next.value.prefetch);
    expect(win.docusaurus.preload).toBe(next.preload);
  });
});
