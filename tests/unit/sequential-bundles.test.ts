import {describe, expect, it, vi} from 'vitest';
import sequentialBundles, {
  CollectGarbagePlugin,
  GC_ENV,
  privateGc,
  type TappableCompiler,
} from '../../plugins/sequential-bundles';

const configure = (mode: 'production' | 'development', isServer: boolean) =>
  sequentialBundles().configureWebpack!({mode} as never, isServer, {} as never, undefined) as {
    name?: string;
    dependencies?: string[];
    plugins?: unknown[];
  };

/** A compiler whose hooks record their taps; `fire(hook)` runs them. */
function fakeCompiler() {
  const taps: Record<string, Array<() => void>> = {finishMake: [], done: []};
  const hook = (name: string) => ({
    tap: (_plugin: string, fn: () => void) => void taps[name].push(fn),
  });
  const compiler: TappableCompiler = {hooks: {finishMake: hook('finishMake'), done: hook('done')}};
  return {compiler, fire: (name: string) => taps[name].forEach((fn) => fn()), taps};
}

describe('sequential-bundles', () => {
  it('names the two production bundles and builds the server one after the browser one', () => {
    const client = configure('production', false);
    const server = configure('production', true);
    expect(client.name).toBe('client');
    expect(client.dependencies).toBeUndefined();
    expect(server).toMatchObject({name: 'server', dependencies: ['client']});
    expect(client.plugins).toEqual([expect.any(CollectGarbagePlugin)]);
    expect(server.plugins).toEqual([expect.any(CollectGarbagePlugin)]);
  });

  it('leaves npm start alone', () => {
    expect(configure('development', false)).toEqual({});
    expect(configure('development', true)).toEqual({});
  });
});

describe('CollectGarbagePlugin', () => {
  it('collects when the modules are built and, for the browser bundle, when it is done', () => {
    const gc = vi.fn();
    const {compiler, fire} = fakeCompiler();
    new CollectGarbagePlugin(true, gc).apply(compiler);
    expect(gc).not.toHaveBeenCalled();
    fire('finishMake');
    expect(gc).toHaveBeenCalledTimes(1);
    fire('done');
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does not collect when the server bundle is done (the process exits next)', () => {
    const gc = vi.fn();
    const {compiler, fire} = fakeCompiler();
    new CollectGarbagePlugin(false, gc).apply(compiler);
    fire('done');
    expect(gc).not.toHaveBeenCalled();
    fire('finishMake');
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('taps nothing when Node does not expose gc (a build without scripts/build.sh)', () => {
    const {compiler, taps} = fakeCompiler();
    new CollectGarbagePlugin(true, undefined).apply(compiler);
    expect(taps.finishMake).toHaveLength(0);
    expect(taps.done).toHaveLength(0);
  });
});

describe('privateGc', () => {
  it('is undefined unless scripts/build.sh asks for it', () => {
    expect(privateGc({})).toBeUndefined();
    expect(privateGc({[GC_ENV]: '0'})).toBeUndefined();
  });

  it("collects garbage without defining globalThis.gc (Docusaurus's performance logger calls that)", () => {
    const gc = privateGc({[GC_ENV]: '1'});
    expect(typeof gc).toBe('function');
    let kept: unknown = new Array(1e6).fill(1);
    const before = process.memoryUsage().heapUsed;
    kept = null;
    gc!();
    expect(kept).toBeNull();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before);
    expect((globalThis as {gc?: unknown}).gc).toBeUndefined();
  });
});
