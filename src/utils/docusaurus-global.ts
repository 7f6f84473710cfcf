/**
 * `window.docusaurus`, the `{prefetch, preload}` global the Docusaurus core
 * sets after the client modules have loaded and before the first render, and
 * the one way this site's client modules wrap it: the route shards
 * (plugins/route-shards/client.ts) and the idle prefetch queue
 * (src/clientModules/idlePrefetch.ts).
 */

/** `window.docusaurus` as the core sets it. */
export interface DocusaurusGlobal {
  /** Viewport prefetching of a route's chunks (skipped by the core on a slow connection). */
  prefetch: (routePath: string) => unknown;
  /** Hover and touch preloading of a route's components. */
  preload: (routePath: string) => unknown;
}

/**
 * Defines a `window.docusaurus` accessor that stores `wrap(value)` for each
 * value the core sets (`undefined` passes through unwrapped). Chains with an
 * accessor defined before (by another client module): that one gets the
 * value first and its result is wrapped, so the module that calls this last
 * wraps outermost. Browser only.
 */
export function wrapDocusaurusGlobal(wrap: (value: DocusaurusGlobal) => DocusaurusGlobal): void {
  const previous = Object.getOwnPropertyDescriptor(window, 'docusaurus');
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: DocusaurusGlobal | undefined) {
      let inner = value;
      if (previous?.set && previous.get) {
        previous.set(value);
        inner = previous.get() as DocusaurusGlobal | undefined;
      }
      current = inner ? wrap(inner) : inner;
    },
  });
}
