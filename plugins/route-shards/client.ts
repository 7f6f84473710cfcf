/**
 * The browser side of plugins/route-shards: routes whose children load in
 * shards, and the hooks that load a shard before Docusaurus needs its routes.
 *
 * - Before the first render and before each client-side navigation (back
 *   and forward too), Docusaurus preloads the components of the routes the
 *   new location matches, the sharded parent among them. Its `preload` is
 *   wrapped here: it first loads the shard holding the location (the URL
 *   has already changed when Docusaurus calls it), puts the shard's routes
 *   under the parent, then preloads the child the location matches.
 * - Hover and touch (`window.docusaurus.preload`) load the shard of the link's
 *   path first, then preload as before. Links scrolling into view
 *   (`window.docusaurus.prefetch`) only fetch the shard's file (no
 *   evaluation), and the parent's chunks as before; their page chunks are
 *   fetched once the shard is loaded.
 *
 * A shard that fails to load rejects the preload: Docusaurus then reloads the
 * page (its answer to a chunk that moved with a new deployment).
 */
import {matchPath} from '@docusaurus/router';
import type {ComponentType} from 'react';
import {
  matchBranch,
  shardIndex,
  slowConnection,
  type MatchableRoute,
  type ShardTable,
} from './shard-table';
import type {ShardFiles} from './chunk-map';
import type {DocusaurusGlobal} from '../../src/utils/docusaurus-global';

type Loadable = ComponentType<unknown> & {preload?: () => Promise<unknown>};

interface Route extends MatchableRoute {
  component: Loadable;
  routes?: Route[];
}

type ShardLoader = () => Promise<{default: Route[]}>;

interface Parent {
  route: Route;
  table: ShardTable<ShardLoader>;
  loaded: Map<number, Promise<void>>;
}

declare const __webpack_require__: {
  p: string;
  u: (chunkId: string) => string;
  gca?: (chunkName: string) => string | undefined;
};

const parents = new Map<Route, Parent>();
/** The whole route table (the generated routes module registers it). */
let rootRoutes: readonly Route[] = [];

const matches = (pathname: string, route: Route) =>
  matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) !== null;

/** Loads the shard of `parent` that holds `pathname` (once) and adds its routes. */
function loadShard(parent: Parent, pathname: string): Promise<void> {
  const index = shardIndex(parent.table, pathname);
  if (index === -1) return Promise.resolve();
  let loading = parent.loaded.get(index);
  if (!loading) {
    loading = parent.table[index][1]().then((module) => {
      parent.route.routes!.push(...module.default);
    });
    // A failed load may be retried (Docusaurus reloads the page on failure anyway).
    loading.catch(() => parent.loaded.delete(index));
    parent.loaded.set(index, loading);
  }
  return loading;
}

/** Loads the shards `pathname` needs, under every sharded parent it goes through. */
function loadShardsFor(routes: readonly Route[], pathname: string): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const path of new Set([pathname, safeDecode(pathname)])) {
    for (const route of matchBranch(routes, path, matches)) {
      const parent = parents.get(route);
      if (parent) pending.push(loadShard(parent, path));
    }
  }
  return Promise.all(pending).then(() => undefined);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Marks `route` as a sharded parent with its shard table (called by the
 * generated routes module). Its component's preload loads the current
 * location's shard and preloads the child it matches.
 */
export function sharded(route: Route, table: ShardTable<ShardLoader>): Route {
  const parent: Parent = {route, table, loaded: new Map()};
  parents.set(route, parent);
  const component = route.component;
  const preloadOwn = component.preload?.bind(component);
  component.preload = () => {
    const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
    return Promise.all([
      preloadOwn?.(),
      loadShardsFor([route], pathname).then(() =>
        Promise.all(
          matchBranch(route.routes ?? [], pathname, matches).map((child) =>
            child.component.preload?.(),
          ),
        ),
      ),
    ]);
  };
  return route;
}

const chunkFiles: Record<string, string> = {};
const chunkIds: Record<string, string> = {};
let runtimePatched = false;

/**
 * Adds a shard's chunks to the bundler runtime's lookups (called by each
 * shard as it runs, before any of its chunks loads): the runtime itself no
 * longer lists them (chunk-map.ts). A placeholder string means the build
 * left the runtime's maps whole (nothing to add).
 */
export function registerChunkFiles(map: ShardFiles | string): void {
  if (typeof map === 'string') return;
  Object.assign(chunkFiles, map.files);
  Object.assign(chunkIds, map.names);
  if (runtimePatched) return;
  runtimePatched = true;
  const filename = __webpack_require__.u;
  __webpack_require__.u = (chunkId) => chunkFiles[chunkId] ?? filename(chunkId);
  const chunkAsset = __webpack_require__.gca;
  if (chunkAsset) {
    __webpack_require__.gca = (chunkName) =>
      chunkName in chunkIds
        ? __webpack_require__.p + __webpack_require__.u(chunkIds[chunkName])
        : chunkAsset(chunkName);
  }
}

/** Registers the route table (called by the generated routes module) and returns it. */
export function shardedRoutes<T extends readonly Route[]>(routes: T): T {
  rootRoutes = routes;
  return routes;
}

/** Prefetches (downloads, does not run) the file of each shard `pathname` needs and has not loaded. */
function prefetchShardFiles(routes: readonly Route[], pathname: string) {
  for (const route of matchBranch(routes, pathname, matches)) {
    const parent = parents.get(route);
    const index = parent ? shardIndex(parent.table, pathname) : -1;
    if (!parent || index === -1 || parent.loaded.has(index)) continue;
    const url = __webpack_require__.gca?.(parent.table[index][2]);
    if (!url || url.includes('undefined') || prefetched.has(url)) continue;
    prefetched.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}

const prefetched = new Set<string>();

/** The core's `window.docusaurus` with shard loading before preload and prefetch. */
export function withShards(value: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({
    ...value,
    preload: (routePath: string) =>
      loadShardsFor(rootRoutes, routePath).then(() => value.preload(routePath)),
    prefetch: (routePath: string) => {
      const {connection} = navigator as Navigator & {
        connection?: {effectiveType?: string; saveData?: boolean};
      };
      if (!slowConnection(connection)) prefetchShardFiles(rootRoutes, routePath);
      return value.prefetch(routePath);
    },
  });
}
