/**
 * Pure code generation of plugins/route-shards.
 *
 * Docusaurus writes the client's route table in three generated modules
 * (@docusaurus/core, lib/server/codegen/codegenRoutes.js), all in the main
 * bundle that every page loads:
 * - `routes.js`: the react-router config, one object per route;
 * - `routesChunkNames.json`: each route's chunk names (`/docs/x-3a1` → {__comp, content});
 * - `registry.js`: each chunk name's loader (`() => import(...)`), module path and id.
 * Each grows with every page. This module reads the three files, takes the
 * children of big "parents" (the docs' DocRoot routes) out of them into
 * shards of at most `shardSize` routes, sorted by path, and writes:
 * - a main `routes.js` where those parents have no children yet and a shard
 *   table instead (the first path of each shard and its loader);
 * - main `routesChunkNames.json` and `registry.js` without the entries only
 *   shard routes use;
 * - one module per shard that adds its entries to the two objects and
 *   exports its routes (client.ts puts them under their parent).
 */

/** A route object of routes.js. */
import {placeholder} from './chunk-map';

export interface RouteNode {
  path: string;
  /** The ComponentCreator key hash; null for the catch-all `ComponentCreator('*')`. */
  hash: string | null;
  exact: boolean;
  routes?: RouteNode[];
  /** Other attributes, as written: identifier or JSON key → JSON text of the value. */
  attributes: Array<[string, string]>;
}

export type ChunkNames = Record<string, unknown>;

/** One line of registry.js: chunk name → the module path it loads. */
export type Registry = Map<string, string>;

const unquote = (text: string) => text.replace(/\\'/g, "'");
const quote = (text: string) => `'${text.replace(/'/g, "\\'")}'`;

/**
 * Parses routes.js as Docusaurus writes it (one property per line, two-space
 * indentation, `ComponentCreator(path, hash)`). Throws, naming the line, on
 * anything else: a Docusaurus upgrade that changes the format fails the
 * build instead of producing a wrong table.
 */
export function parseRoutesModule(source: string): RouteNode[] {
  const lines = source.split('\n');
  let at = lines.findIndex((line) => line.trim() === 'export default [');
  if (at === -1) throw new Error('route-shards: routes.js has no `export default [` line');
  at += 1;
  const fail = (message: string): never => {
    throw new Error(`route-shards: routes.js line ${at + 1}: ${message}: ${lines[at]?.trim()}`);
  };

  const parseObject = (): RouteNode => {
    if (lines[at].trim() !== '{') fail('expected `{`');
    at += 1;
    const route: RouteNode = {path: '', hash: null, exact: false, attributes: []};
    let sawPath = false;
    for (;;) {
      const line = lines[at]?.trim();
      if (line === undefined) fail('unexpected end of file');
      if (line === '}' || line === '},') {
        at += 1;
        if (!sawPath) fail('route without a path');
        return route;
      }
      const text = line.replace(/,$/, '');
      let match: RegExpExecArray | null;
      if ((match = /^path: '((?:[^'\\]|\\.)*)'$/.exec(text))) {
        route.path = unquote(match[1]);
        sawPath = true;
        at += 1;
      } else if (
        (match = /^component: ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)$/.exec(text))
      ) {
        route.hash = match[2];
        at += 1;
      } else if (/^component: ComponentCreator\('\*'\)$/.test(text)) {
        route.hash = null;
        at += 1;
      } else if (text === 'exact: true') {
        route.exact = true;
        at += 1;
      } else if (text === 'routes: []') {
        // Only in this plugin's own output (a sharded parent before its shards load).
        route.routes = [];
        at += 1;
      } else if (text === 'routes: [') {
        at += 1;
        route.routes = parseArray();
      } else if (
        (match =
          /^("(?:[^"\\]|\\.)*"|[$_\p{ID_Start}][$\u200c\u200d\p{ID_Continue}]*): (.+)$/u.exec(text))
      ) {
        const key = match[1].startsWith('"') ? (JSON.parse(match[1]) as string) : match[1];
        if (['path', 'component', 'exact', 'routes'].includes(key)) fail(`unexpected ${key}`);
        try {
          JSON.parse(match[2]);
        } catch {
          fail('attribute value is not JSON');
        }
        route.attributes.push([key, match[2]]);
        at += 1;
      } else {
        fail('unknown route property');
      }
    }
  };

  const parseArray = (): RouteNode[] => {
    const items: RouteNode[] = [];
    for (;;) {
      const line = lines[at]?.trim();
      if (line === undefined) fail('unexpected end of file');
      if (line === ']' || line === '],' || line === '];') {
        at += 1;
        return items;
      }
      // An empty array is written with one blank (indented) line inside.
      if (line === '') {
        at += 1;
        continue;
      }
      items.push(parseObject());
    }
  };

  return parseArray();
}

/** Parses registry.js (`"name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")],`). */
export function parseRegistry(source: string): Registry {
  const registry: Registry = new Map();
  const pattern =
    /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],$/;
  for (const raw of source.split('\n')) {
    if (raw === 'export default {' || raw === '};' || raw === '') continue;
    // The last entry closes the object on its own line: `...)],};`.
    const line = raw.endsWith('],};') ? raw.slice(0, -2) : raw;
    const match = pattern.exec(line);
    if (!match) throw new Error(`route-shards: registry.js: unknown line: ${line.slice(0, 120)}`);
    registry.set(match[1], match[2]);
  }
  return registry;
}

/** The registry line of one chunk (the same text Docusaurus writes). */
export function registryLine(name: string, modulePath: string): string {
  return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
}

/** Every chunk name in a route's entry of routesChunkNames (nested objects flattened). */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

const routeKey = (route: RouteNode) => `${route.path}-${route.hash}`;

/** The webpack chunk name of a shard (the client prefetches its file by it). */
export const shardChunkName = (id: number) => `route-shard-${id}`;

/** A parent whose children go into shards. */
export interface ShardedParent {
  /** The parent's route key. */
  key: string;
  /** Shards, in path order: their first path and their routes. */
  shards: Array<{id: number; from: string; routes: RouteNode[]}>;
}

/**
 * Chooses the parents to shard: routes whose component module is one of
 * `components`, with at least `minChildren` children, all of them leaves
 * matched exactly (so that their order does not matter); and cuts their
 * children, sorted by path, into shards of at most `shardSize`.
 */
export function planShards(
  routes: readonly RouteNode[],
  chunkNames: ChunkNames,
  registry: Registry,
  options: {components: readonly string[]; shardSize: number; minChildren: number},
): ShardedParent[] {
  const parents: ShardedParent[] = [];
  let nextId = 0;
  const visit = (route: RouteNode) => {
    const children = route.routes;
    if (!children) return;
    const entry = chunkNames[routeKey(route)] as {__comp?: string} | undefined;
    const component = entry?.__comp ? registry.get(entry.__comp) : undefined;
    const shardable =
      component !== undefined &&
      options.components.includes(component) &&
      children.length >= options.minChildren &&
      children.every((child) => !child.routes && child.exact && child.hash !== null);
    if (!shardable) {
      children.forEach(visit);
      return;
    }
    const sorted = [...children].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const shards: ShardedParent['shards'] = [];
    for (let i = 0; i < sorted.length; i += options.shardSize) {
      const slice = sorted.slice(i, i + options.shardSize);
      shards.push({id: nextId, from: slice[0].path, routes: slice});
      nextId += 1;
    }
    parents.push({key: routeKey(route), shards});
  };
  routes.forEach(visit);
  return parents;
}

/** Serialises one route object as JavaScript (the shape ComponentCreator expects). */
function routeSource(route: RouteNode, indent: string, children?: string): string {
  const inner = `${indent}  `;
  const parts = [
    `path: ${quote(route.path)}`,
    route.hash === null
      ? `component: ComponentCreator('*')`
      : `component: ComponentCreator(${quote(route.path)}, ${quote(route.hash)})`,
  ];
  if (route.exact) parts.push('exact: true');
  if (children !== undefined) parts.push(`routes: ${children}`);
  for (const [key, value] of route.attributes) {
    const identifier = /^[$_\p{ID_Start}][$\u200c\u200d\p{ID_Continue}]*$/u.test(key);
    parts.push(`${identifier ? key : JSON.stringify(key)}: ${value}`);
  }
  return `{\n${parts.map((part) => `${inner}${part}`).join(',\n')}\n${indent}}`;
}

function arraySource(
  routes: readonly RouteNode[],
  indent: string,
  shardedKeys: Map<string, number>,
): string {
  const inner = `${indent}  `;
  const items = routes.map((route) => {
    const parent = shardedKeys.get(routeKey(route));
    if (parent !== undefined) {
      return `${inner}sharded(${routeSource(route, inner, '[]')}, shardTables[${parent}])`;
    }
    const children = route.routes ? arraySource(route.routes, inner, shardedKeys) : undefined;
    return `${inner}${routeSource(route, inner, children)}`;
  });
  return `[\n${items.join(',\n')}\n${indent}]`;
}

export interface GeneratedFiles {
  /** The main routes module. */
  routes: string;
  /** The main registry module. */
  registry: string;
  /** The main routesChunkNames, JSON. */
  chunkNames: string;
  /** Shard modules by file name (`shard-12.js`). */
  shards: Map<string, string>;
  /** The chunk names only each shard loads, by shard id (their runtime entries move into it). */
  shardChunks: Map<number, string[]>;
}

/**
 * Writes the main modules and the shards. `clientModule` is the import path
 * of client.ts (its `sharded` function attaches a shard table to a parent).
 */
export function generate(input: {
  routes: readonly RouteNode[];
  chunkNames: ChunkNames;
  registry: Registry;
  parents: readonly ShardedParent[];
  clientModule: string;
}): GeneratedFiles {
  const {routes, chunkNames, registry, parents, clientModule} = input;
  // Where each chunk name is used: the main table, or the shard(s) whose routes name it.
  const usedBy = new Map<string, Set<number | 'main'>>();
  const use = (name: string, where: number | 'main') => {
    usedBy.set(name, (usedBy.get(name) ?? new Set()).add(where));
  };
  const shardOfKey = new Map<string, number>();
  for (const parent of parents) {
    for (const shard of parent.shards) {
      for (const route of shard.routes) shardOfKey.set(routeKey(route), shard.id);
    }
  }
  for (const [key, entry] of Object.entries(chunkNames)) {
    for (const name of chunkNamesOf(entry)) use(name, shardOfKey.get(key) ?? 'main');
  }
  const shardOnly = (name: string): number | undefined => {
    const where = usedBy.get(name);
    if (!where || where.size !== 1) return undefined;
    const [only] = where;
    return only === 'main' ? undefined : only;
  };

  const mainChunkNames: ChunkNames = {};
  for (const [key, entry] of Object.entries(chunkNames)) {
    if (!shardOfKey.has(key)) mainChunkNames[key] = entry;
  }
  const mainRegistry = [...registry].filter(([name]) => shardOnly(name) === undefined);

  const shards = new Map<string, string>();
  const shardChunks = new Map<number, string[]>();
  for (const parent of parents) {
    for (const shard of parent.shards) {
      const keys = shard.routes.map(routeKey);
      const names = [...new Set(keys.flatMap((key) => chunkNamesOf(chunkNames[key])))].filter(
        (name) => shardOnly(name) === shard.id && registry.has(name),
      );
      const ownChunkNames = Object.fromEntries(keys.map((key) => [key, chunkNames[key]]));
      shardChunks.set(shard.id, [...names].sort());
      shards.set(
        `shard-${shard.id}.js`,
        `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {registerChunkFiles} from ${JSON.stringify(clientModule)};

// Route shard ${shard.id}, written by plugins/route-shards: ${shard.routes.length} routes from ${shard.from}.
// The files of the chunks below (filled in after bundling, see chunk-map.ts).
registerChunkFiles(${JSON.stringify(placeholder(shard.id))});
Object.assign(registry, {
${names
  .sort()
  .map((name) => registryLine(name, registry.get(name)!))
  .join('\n')}
});
Object.assign(routesChunkNames, ${JSON.stringify(ownChunkNames)});

export default ${arraySource(shard.routes, '', new Map())};
`,
      );
    }
  }

  const shardedKeys = new Map(parents.map((parent, index) => [parent.key, index]));
  const tables = parents.map(
    (parent) =>
      `  [\n${parent.shards
        .map(
          (shard) =>
            `    [${quote(shard.from)}, () => import(/* webpackChunkName: "${shardChunkName(shard.id)}" */ './shard-${shard.id}.js'), '${shardChunkName(shard.id)}']`,
        )
        .join(',\n')}\n  ]`,
  );
  const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import {sharded, shardedRoutes} from ${JSON.stringify(clientModule)};

// Written by plugins/route-shards from Docusaurus's routes.js: the children of
// the parents below load in shards (first path of each shard, its loader, its chunk).
const shardTables = [
${tables.join(',\n')}
];

export default shardedRoutes(${arraySource(routes, '', shardedKeys)});
`;
  return {
    routes: routesSource,
    registry: `export default {\n${mainRegistry
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, modulePath]) => registryLine(name, modulePath))
      .join('\n')}};\n`,
    chunkNames: JSON.stringify(mainChunkNames),
    shards,
    shardChunks,
  };
}
