/**
 * Pure helpers of the route shards' client (client.ts): which shard of a
 * parent holds a path, and which routes of a tree a path goes through (the
 * walk react-router-config's matchRoutes does, on any matcher).
 */

/** The shard table of a parent: each shard's first path (sorted), its loader and its chunk name. */
export type ShardTable<T> = ReadonlyArray<readonly [from: string, load: T, chunkName: string]>;

/** The path as route paths are written: no trailing slash (but `/`). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The index of the shard whose range holds `pathname`: the last shard whose
 * first path sorts at or before it (the order planShards sorted them in), or
 * -1 when the path sorts before every shard.
 */
export function shardIndex<T>(table: ShardTable<T>, pathname: string): number {
  const path = normalizePath(pathname);
  let low = 0;
  let high = table.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (table[mid][0] <= path) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

export interface MatchableRoute {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  routes?: MatchableRoute[];
}

/**
 * The routes `pathname` goes through, outermost first: at each level the
 * first route that matches, then its children (react-router-config's
 * matchRoutes). `matches(pathname, route)` is react-router's matchPath.
 */
export function matchBranch<R extends MatchableRoute>(
  routes: readonly R[],
  pathname: string,
  matches: (pathname: string, route: R) => boolean,
): R[] {
  const branch: R[] = [];
  let level: readonly R[] | undefined = routes;
  while (level) {
    const next: R | undefined = level.find((route) => !route.path || matches(pathname, route));
    if (!next) break;
    branch.push(next);
    level = next.routes as R[] | undefined;
  }
  return branch;
}

/**
 * The core's own rule (@docusaurus/core lib/client/docusaurus.js,
 * isSlowConnection): nothing is prefetched on a data-saver or 2G connection.
 * The shard file is prefetched before the core's prefetch runs its check, so
 * the same check comes first here.
 */
export function slowConnection(
  connection: {effectiveType?: string; saveData?: boolean} | undefined,
): boolean {
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}
