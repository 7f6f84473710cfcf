import type {Plugin} from '@docusaurus/types';

/**
 * Production builds bundle the browser code first and the server code (for
 * SSG) after it, instead of both at once: Docusaurus hands the two configs to
 * one multi-compiler, which runs them in parallel. On a two-core machine the
 * bundler already uses both cores within one compilation, so running them one
 * after the other costs little time, and the memory peak is one
 * compilation's working set, not two (the MDX of every page is still
 * compiled once, for both: Faster's mdxCrossCompilerCache). Uses the
 * bundler's own `name` and `dependencies` options.
 */
export default function sequentialBundlesPlugin(): Plugin {
  return {
    name: 'sequential-bundles',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      return isServer ? {name: 'server', dependencies: ['client']} : {name: 'client'};
    },
  };
}
