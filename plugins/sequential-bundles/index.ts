import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';

const NAME = 'sequential-bundles';

/** Set by scripts/build.sh for its bundling process: collect garbage between the steps. */
export const GC_ENV = 'DOCS_BUNDLE_GC';

/**
 * V8's full garbage collection, for this plugin only, when `DOCS_BUNDLE_GC=1`
 * (else undefined). Not Node's `--expose-gc`: that defines `globalThis.gc`,
 * and Docusaurus's performance logger (DOCUSAURUS_PERF_LOGGER, the scale
 * bench) calls it before every measure it prints, which made loading the
 * site seven times slower. Turning the flag on at run time gives the
 * function to a new context only, so the site's own context stays as it was.
 */
export function privateGc(env: NodeJS.ProcessEnv = process.env): (() => void) | undefined {
  if (env[GC_ENV] !== '1') return undefined;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** The part of a bundler's compiler (rspack or webpack) the garbage collection taps. */
export interface TappableCompiler {
  hooks: Record<'finishMake' | 'done', {tap(name: string, fn: () => void): void}>;
}

/**
 * Runs V8's full garbage collection at two points of a compilation: when
 * every module is built (`finishMake`, before the bundler's own peak while it
 * seals and minifies), and, for the browser bundle, when it is done (before
 * the server bundle starts). Compiling the MDX of every page leaves about
 * half a gigabyte of garbage on the JavaScript heap that V8 would only collect
 * later, on top of the bundler's peak. Each collection takes about 0.1 s.
 * `gc` is privateGc()'s (scripts/build.sh sets DOCS_BUNDLE_GC=1 for its
 * bundling process); without it this does nothing.
 */
export class CollectGarbagePlugin {
  constructor(
    private readonly afterDone: boolean,
    private readonly gc: (() => void) | undefined,
  ) {}

  apply(compiler: TappableCompiler): void {
    const {gc} = this;
    if (!gc) return;
    compiler.hooks.finishMake.tap(NAME, () => gc());
    if (this.afterDone) compiler.hooks.done.tap(NAME, () => gc());
  }
}

/**
 * Production builds bundle the browser code first and the server code (for
 * SSG) after it, instead of both at once: Docusaurus hands the two configs to
 * one multi-compiler, which runs them in parallel. On a two-core machine the
 * bundler already uses both cores within one compilation, so running them one
 * after the other costs little time, and the memory peak is one
 * compilation's working set, not two (the MDX of every page is still
 * compiled once, for both: Faster's mdxCrossCompilerCache). Uses the
 * bundler's own `name` and `dependencies` options, and collects the
 * JavaScript heap's garbage between the steps (CollectGarbagePlugin).
 */
export default function sequentialBundlesPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      const gc = privateGc();
      return isServer
        ? {name: 'server', dependencies: ['client'], plugins: [new CollectGarbagePlugin(false, gc)]}
        : {name: 'client', plugins: [new CollectGarbagePlugin(true, gc)]};
    },
  };
}
