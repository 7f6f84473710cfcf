import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  chunkNamesOf,
  generate,
  parseRegistry,
  parseRoutesModule,
  planShards,
  registryLine,
  type ChunkNames,
  type RouteNode,
} from '../../plugins/route-shards/codegen';
import {
  matchBranch,
  normalizePath,
  shardIndex,
  slowConnection,
} from '../../plugins/route-shards/shard-table';
import {
  filterMaps,
  fillShard,
  placeholder,
  removeFromRuntime,
} from '../../plugins/route-shards/chunk-map';

const fixtures = path.join(__dirname, '../fixtures/route-shards');
const read = (file: string) => fs.readFileSync(path.join(fixtures, file), 'utf8');
const routes = parseRoutesModule(read('routes.js'));
const registry = parseRegistry(read('registry.js'));
const chunkNames = JSON.parse(read('routesChunkNames.json')) as ChunkNames;

const leaves = (list: readonly RouteNode[]): string[] =>
  list.flatMap((route) => (route.routes ? leaves(route.routes) : [route.path]));

describe('reading the generated modules', () => {
  it('reads every route of routes.js, with hashes, nesting and attributes', () => {
    expect(routes.map((r) => r.path)).toEqual(['/search', '/docs', '*']);
    expect(routes[2].hash).toBeNull();
    const section = routes[1].routes![0];
    expect(section).toMatchObject({path: '/docs/:s0(guides)', hash: '4ae', exact: false});
    expect(section.attributes).toEqual([['priority', '1']]);
    const docRoot = section.routes![0];
    expect(docRoot.attributes).toEqual([['docsSection', '"guides"']]);
    const quoted = docRoot.routes![3];
    expect(quoted.path).toBe("/docs/guides/it's");
    expect(quoted.attributes).toEqual([
      ['sidebar', '"guides"'],
      ['data-x', '{"a":[1,2]}'],
    ]);
    expect(leaves(routes)).toHaveLength(8);
  });

  it('reads the registry, its last line included', () => {
    expect(registry.size).toBe(13);
    expect(registry.get('fce00001')).toBe('@theme/DocTagsListPage');
    expect(registryLine('a94703ab', '@theme/DocRoot')).toBe(
      read('registry.js')
        .split('\n')
        .find((line) => line.includes('"a94703ab"')),
    );
  });

  it('fails naming the line when the format is not the one it knows', () => {
    const changed = read('routes.js').replace('exact: true', 'exact: false');
    expect(() => parseRoutesModule(changed)).toThrow(/routes\.js line \d+: .*exact: false/);
    expect(() => parseRoutesModule('export const routes = [];')).toThrow(/export default \[/);
    expect(() => parseRegistry('export default {\n  "x": load("y"),\n};\n')).toThrow(
      /unknown line/,
    );
  });

  it('flattens nested chunk names', () => {
    expect(chunkNamesOf({__comp: 'a', nested: {b: 'c', d: ['e']}})).toEqual(['a', 'c', 'e']);
  });
});

describe('planning shards', () => {
  const plan = (shardSize: number, minChildren = 2) =>
    planShards(routes, chunkNames, registry, {
      components: ['@theme/DocRoot'],
      shardSize,
      minChildren,
    });

  it('shards the children of DocRoot routes, sorted by path, in shards of at most shardSize', () => {
    const parents = plan(3);
    expect(parents).toHaveLength(1);
    expect(parents[0].key).toBe('/docs-c3e');
    expect(parents[0].shards.map((s) => s.routes.map((r) => r.path))).toEqual([
      ['/docs/guides', '/docs/guides/api-key', "/docs/guides/it's"],
      ['/docs/guides/testing'],
    ]);
    expect(parents[0].shards.map((s) => s.from)).toEqual(['/docs/guides', '/docs/guides/testing']);
  });

  it('leaves small parents and other components whole', () => {
    expect(plan(3, 5)).toEqual([]);
    expect(
      planShards(routes, chunkNames, registry, {
        components: ['@theme/Other'],
        shardSize: 3,
        minChildren: 1,
      }),
    ).toEqual([]);
  });
});

describe('generated modules', () => {
  const parents = planShards(routes, chunkNames, registry, {
    components: ['@theme/DocRoot'],
    shardSize: 3,
    minChildren: 2,
  });
  const files = generate({routes, chunkNames, registry, parents, clientModule: '/x/client.ts'});

  it('keeps the sharded children out of the main routes module', () => {
    const main = parseRoutesModule(
      files.routes
        .replace(/sharded\(/g, '')
        .replace(/}, shardTables\[\d+\]\)/g, '}')
        .replace('export default shardedRoutes([', 'export default [')
        .replace(/\]\);\n$/, '];\n'),
    );
    expect(leaves(main)).toEqual(['/search', '/docs/terms/term', '/docs/tags', '*']);
    expect(files.routes).toContain('sharded({');
    expect(files.routes).toContain(
      `['/docs/guides/testing', () => import(/* webpackChunkName: "route-shard-1" */ './shard-1.js'), 'route-shard-1']`,
    );
    expect(files.routes).toContain(`import {sharded, shardedRoutes} from "/x/client.ts";`);
  });

  it('keeps in the main registry what main routes or several shards use', () => {
    const main = parseRegistry(files.registry);
    // DocItem: used by shards 0 and 1 and by the main table's /docs/terms/term.
    expect(main.has('17896441')).toBe(true);
    // The pages of the guides section: only in their shard.
    for (const name of ['c0000001', 'c0000003', 'c0000004']) expect(main.has(name)).toBe(false);
    // testing.mdx is used by shard 1 and, nested, by a route of shard 0: stays in main.
    expect(main.has('c0000002')).toBe(true);
    expect(main.has('c0000005')).toBe(true);
    const mainNames = JSON.parse(files.chunkNames) as ChunkNames;
    expect(Object.keys(mainNames)).not.toContain('/docs/guides-0a1');
    expect(Object.keys(mainNames)).toContain('/docs-c3e');
  });

  it('writes each shard with its routes, chunk names and loaders', () => {
    expect([...files.shards.keys()]).toEqual(['shard-0.js', 'shard-1.js']);
    const shard = files.shards.get('shard-0.js')!;
    expect(shard).toContain(registryLine('c0000001', '@site/docs/guides/index.mdx'));
    expect(shard).not.toContain('"c0000002": [');
    expect(shard).toContain(`"/docs/guides-0a1":{"__comp":"17896441","content":"c0000001"}`);
    const body = shard.slice(shard.indexOf('export default ')).replace('export default [', '[');
    const inShard = parseRoutesModule(
      `export default ${body.slice(0, body.lastIndexOf(']') + 1)};`,
    );
    expect(inShard.map((r) => r.path)).toEqual([
      '/docs/guides',
      '/docs/guides/api-key',
      "/docs/guides/it's",
    ]);
    expect(inShard[2].attributes).toContainEqual(['data-x', '{"a":[1,2]}']);
  });

  it('loses no route and no chunk name', () => {
    const all = new Set(Object.keys(chunkNames));
    const main = Object.keys(JSON.parse(files.chunkNames) as ChunkNames);
    const inShards = [...files.shards.values()].flatMap((source) =>
      Object.keys(JSON.parse(/Object\.assign\(routesChunkNames, (.*)\);/.exec(source)![1])),
    );
    expect(new Set([...main, ...inShards])).toEqual(all);
    const names = new Set([
      ...parseRegistry(files.registry).keys(),
      ...[...files.shards.values()].flatMap((source) =>
        [...source.matchAll(/^ {2}"([^"]+)": \[/gm)].map((m) => m[1]),
      ),
    ]);
    expect(names).toEqual(new Set(registry.keys()));
  });
});

describe('finding a shard in the browser', () => {
  const table = [
    ['/docs/a', 0, 's0'],
    ['/docs/m', 1, 's1'],
    ['/docs/t', 2, 's2'],
  ] as const;

  it('picks the last shard whose first path sorts at or before the path', () => {
    expect(shardIndex(table, '/docs/a')).toBe(0);
    expect(shardIndex(table, '/docs/lz')).toBe(0);
    expect(shardIndex(table, '/docs/m')).toBe(1);
    expect(shardIndex(table, '/docs/m/')).toBe(1);
    expect(shardIndex(table, '/docs/zz')).toBe(2);
    expect(shardIndex(table, '/docs')).toBe(-1);
  });

  it('compares paths as planShards sorted them', () => {
    const sorted = ['/docs/b-c', '/docs/b/c', '/docs/b'].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const t = sorted.map((from, i) => [from, i, `s${i}`] as const);
    for (const [from, i] of t) expect(shardIndex(t, from)).toBe(i);
  });

  it('normalises trailing slashes', () => {
    expect(normalizePath('/docs/a/')).toBe('/docs/a');
    expect(normalizePath('/')).toBe('/');
  });

  it('walks the route tree like react-router-config', () => {
    type R = {path?: string; exact?: boolean; routes?: R[]};
    const tree: R[] = [
      {path: '/docs', routes: [{path: '/docs/x', exact: true}, {path: '/docs'}]},
      {path: '*'},
    ];
    const starts = (p: string, r: R) =>
      r.path === '*' || (r.exact ? p === r.path : p === r.path || p.startsWith(`${r.path}/`));
    expect(matchBranch(tree, '/docs/y', starts).map((r) => r.path)).toEqual(['/docs', '/docs']);
    expect(matchBranch(tree, '/other', starts).map((r) => r.path)).toEqual(['*']);
  });
});

describe('moving page chunks out of the runtime (chunk-map.ts)', () => {
  // The bundler's runtime before minification (Rspack's template, Docusaurus's gca).
  const runtime = `// This function allow to reference chunks
__webpack_require__.u = function (chunkId) {
  // return url for filenames not based on template

  // return url for filenames based on template
  return "assets/js/" + ({"10038": "56047976","113": "1d2b3c4e","20671": "20671",}[chunkId] || chunkId) + "." + {"10038": "3f2a1b9c","113": "aaaabbbb","20671": "ccccdddd",}[chunkId] + ".js"
}
// Docusaurus function to get chunk asset
__webpack_require__.gca = function(chunkId) { chunkId = {"56047976":"10038","1d2b3c4e":"113"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
var keep = {"10038": "untouched"};`;

  it('removes the chunks from both maps, and nothing else', () => {
    const out = removeFromRuntime(
      runtime,
      {ids: new Set(['10038']), names: new Set(['56047976'])},
      'r.js',
    );
    expect(out).toContain('{"113": "1d2b3c4e", "20671": "20671"}[chunkId]');
    expect(out).toContain('{"113": "aaaabbbb", "20671": "ccccdddd"}[chunkId]');
    expect(out).toContain('{"1d2b3c4e": "113"}[chunkId]');
    expect(out).toContain('var keep = {"10038": "untouched"};');
  });

  it('fails naming the asset when the runtime is not shaped as expected', () => {
    expect(() =>
      removeFromRuntime('var x = 1;', {ids: new Set(['1']), names: new Set()}, 'runtime~main.js'),
    ).toThrow(/runtime~main\.js has no `__webpack_require__\.u =`/);
    expect(() =>
      removeFromRuntime(runtime, {ids: new Set(['999']), names: new Set(['nope'])}, 'r.js'),
    ).toThrow(/list none of the shards' chunks/);
  });

  it('skips strings while matching braces', () => {
    const tricky = `__webpack_require__.u = function (chunkId) { var s = "}{"; return {"1": "a", "2": "b"}[chunkId]; }\nvar after = {"1": "z"};`;
    const out = filterMaps(tricky, '__webpack_require__.u = ', (key) => key !== '1');
    expect(out?.source).toContain('return {"2": "b"}[chunkId]');
    expect(out?.source).toContain('var after = {"1": "z"};');
    expect(out?.removed).toBe(1);
  });

  it("fills a shard's placeholder with its files and names", () => {
    const files = {
      files: {'10038': 'assets/js/56047976.3f2a1b9c.js'},
      names: {'56047976': '10038'},
    };
    const shard = `registerChunkFiles('${placeholder(3)}');`;
    expect(fillShard(shard, 3, files, 's.js')).toBe(
      `registerChunkFiles(${JSON.stringify(files)});`,
    );
    expect(() => fillShard(shard, 4, files, 's.js')).toThrow(
      /s\.js has no __ROUTE_SHARD_FILES_4__/,
    );
  });
});

describe('slowConnection: when no shard file is prefetched', () => {
  it('follows the core: data saver or a 2G connection, else prefetch', () => {
    expect(slowConnection({saveData: true, effectiveType: '4g'})).toBe(true);
    expect(slowConnection({saveData: false, effectiveType: 'slow-2g'})).toBe(true);
    expect(slowConnection({saveData: false, effectiveType: '2g'})).toBe(true);
    expect(slowConnection({saveData: false, effectiveType: '4g'})).toBe(false);
    expect(slowConnection(undefined)).toBe(false);
  });
});
