/**
 * src/utils/docusaurus-global.ts: the one accessor through which client
 * modules wrap `window.docusaurus` (plugins/route-shards and the idle
 * prefetch queue), over a stub window.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {wrapDocusaurusGlobal, type DocusaurusGlobal} from '../../src/utils/docusaurus-global';

interface StubWindow {
  docusaurus?: DocusaurusGlobal;
}

function stubWindow(): StubWindow {
  const win: StubWindow = {};
  vi.stubGlobal('window', win);
  return win;
}

/** What the core sets: a prefetch and a preload that record the paths they get. */
function coreGlobal(calls: string[]): DocusaurusGlobal {
  return {
    prefetch: (path) => calls.push(`core prefetch ${path}`),
    preload: (path) => calls.push(`core preload ${path}`),
  };
}

/** A wrapper that logs its name before the prefetch it wraps. */
const tagging =
  (name: string, calls: string[]) =>
  (inner: DocusaurusGlobal): DocusaurusGlobal =>
    Object.freeze({
      ...inner,
      prefetch: (path: string) => {
        calls.push(`${name} ${path}`);
        return inner.prefetch(path);
      },
    });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wrapDocusaurusGlobal', () => {
  it('stores the wrapped value when the core sets the global', () => {
    const win = stubWindow();
    const calls: string[] = [];
    wrapDocusaurusGlobal(tagging('shards', calls));
    const core = coreGlobal(calls);
    win.docusaurus = core;
    expect(win.docusaurus).not.toBe(core);
    expect(win.docusaurus.preload).toBe(core.preload);
    win.docusaurus.prefetch('/docs/a');
    expect(calls).toEqual(['shards /docs/a', 'core prefetch /docs/a']);
  });

  it('chains with a wrapper defined before: the last one defined wraps outermost', () => {
    const win = stubWindow();
    const calls: string[] = [];
    wrapDocusaurusGlobal(tagging('shards', calls));
    wrapDocusaurusGlobal(tagging('idle', calls));
    win.docusaurus = coreGlobal(calls);
    win.docusaurus.prefetch('/docs/a');
    expect(calls).toEqual(['idle /docs/a', 'shards /docs/a', 'core prefetch /docs/a']);
  });

  it('passes undefined through, and wraps each new value', () => {
    const win = stubWindow();
    const wrap = vi.fn((inner: DocusaurusGlobal) => ({...inner}));
    wrapDocusaurusGlobal(wrap);
    win.docusaurus = coreGlobal([]);
    win.docusaurus = undefined;
    expect(win.docusaurus).toBeUndefined();
    const next = coreGlobal([]);
    win.docusaurus = next;
    expect(win.docusaurus).toEqual(next);
    expect(wrap).toHaveBeenCalledTimes(2);
    expect(wrap).toHaveBeenLastCalledWith(next);
  });
});
