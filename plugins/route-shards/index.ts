import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  generate,
  parseRegistry,
  parseRoutesModule,
  planShards,
  shardChunkName,
  type ChunkNames,
} from './codegen';
import {fillShard, removeFromRuntime, type ShardFiles} from './chunk-map';

interface RouteShardsOptions {
  /** Parents whose children are sharded, by component module (as in registry.js). */
  readonly components?: readonly string[];
  /** Routes per shard at most. */
  readonly shardSize?: number;
  /** Parents with fewer children stay whole. */
  readonly minChildren?: number;
}

/** Docusaurus's generated modules this plugin replaces in the browser bundle. */
const REPLACED = ['routes', 'registry', 'routesChunkNames'] as const;

/**
 * The route table in shards (see codegen.ts and client.ts): in the browser
 * bundle, the children of each docs DocRoot route (a section's pages, see
 * plugins/docs-sections) load in shards of `shardSize` routes, when a
 * navigation, a hover or a first load needs them, instead of every page's
 * route, chunk names and loader sitting in the main bundle of every page.
 *
 * Production client builds only: the server bundle keeps Docusaurus's own
 * modules (it renders every page anyway), and `npm start` keeps them too
 * (its route table changes while it runs). The three modules are written to
 * `.docusaurus/route-shards/` after Docusaurus wrote its own, and the
 * bundler's NormalModuleReplacementPlugin points `@generated/routes`,
 * `@generated/registry` and `@generated/routesChunkNames` at them.
 * Drift guard: tests/unit/upstream-fingerprints.test.ts; the parser also fails the
 * build, naming the line, on a routes.js it does not recognise.
 */
export default function routeShardsPlugin(context: LoadContext): Plugin {
  return createRouteShardsPlugin(context, {});
}

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type BundlerPlugin = NonNullable<BundlerConfig['plugins']>[number];

/** The parts of the bundler's compiler API the chunk-map step uses (webpack and Rspack alike). */
interface Chunk {
  id: string | number | null;
  files: Iterable<string>;
}
interface Compilation {
  namedChunks: ReadonlyMap<string, Chunk>;
  getAsset(file: string): {source: {source(): string | Buffer}} | undefined;
  updateAsset(file: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
}
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE: number};
    sources: {RawSource: new (source: string) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}

/** The name of the runtime chunk (Docusaurus sets `optimization.runtimeChunk`). */
const RUNTIME_CHUNK = 'runtime~main';

/**
 * Moves each shard's page chunks out of the runtime's chunk maps and into the
 * shard (chunk-map.ts), before minification and real content hashing.
 */
function chunkMapPlugin(shardChunks: ReadonlyMap<number, readonly string[]>): BundlerPlugin {
  const jsFile = (chunk: Chunk | undefined) =>
    [...(chunk?.files ?? [])].find((f) => f.endsWith('.js'));
  const plugin = {
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap('route-shards', (compilation) => {
        const text = (file: string) => String(compilation.getAsset(file)!.source.source());
        compilation.hooks.processAssets.tap(
          {name: 'route-shards', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
          () => {
            const ids = new Set<string>();
            const names = new Set<string>();
            for (const [shardId, chunkNames] of shardChunks) {
              const shardFile = jsFile(compilation.namedChunks.get(shardChunkName(shardId)));
              if (!shardFile)
                throw new Error(`route-shards: no file for ${shardChunkName(shardId)}`);
              const files: ShardFiles = {files: {}, names: {}};
              for (const name of chunkNames) {
                const chunk = compilation.namedChunks.get(name);
                const file = jsFile(chunk);
                if (!chunk || chunk.id === null || !file) continue;
                const id = String(chunk.id);
                files.files[id] = file;
                files.names[name] = id;
                ids.add(id);
                names.add(name);
              }
              compilation.updateAsset(
                shardFile,
                new sources.RawSource(fillShard(text(shardFile), shardId, files, shardFile)),
              );
            }
            const runtimeFile = jsFile(compilation.namedChunks.get(RUNTIME_CHUNK));
            if (!runtimeFile) throw new Error(`route-shards: no ${RUNTIME_CHUNK} chunk`);
            if (process.env.ROUTE_SHARDS_DUMP) {
              fs.writeFileSync(process.env.ROUTE_SHARDS_DUMP, text(runtimeFile));
            }
            compilation.updateAsset(
              runtimeFile,
              new sources.RawSource(
                removeFromRuntime(text(runtimeFile), {ids, names}, runtimeFile),
              ),
            );
          },
        );
      });
    },
  };
  return plugin as unknown as BundlerPlugin;
}

function createRouteShardsPlugin(context: LoadContext, options: RouteShardsOptions): Plugin {
  const {components = ['@theme/DocRoot'], shardSize = 100, minChildren = 20} = options;
  const generated = context.generatedFilesDir;
  const outDir = path.join(generated, 'route-shards');
  return {
    name: 'route-shards',
    getClientModules: () => [path.join(__dirname, 'client-module.ts')],
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const read = (file: string) => fs.readFileSync(path.join(generated, file), 'utf8');
      const routes = parseRoutesModule(read('routes.js'));
      const chunkNames = JSON.parse(read('routesChunkNames.json')) as ChunkNames;
      const registry = parseRegistry(read('registry.js'));
      const parents = planShards(routes, chunkNames, registry, {
        components,
        shardSize,
        minChildren,
      });
      const files = generate({
        routes,
        chunkNames,
        registry,
        parents,
        clientModule: path.join(__dirname, 'client.ts'),
      });
      fs.rmSync(outDir, {recursive: true, force: true});
      fs.mkdirSync(outDir, {recursive: true});
      fs.writeFileSync(path.join(outDir, 'routes.js'), files.routes);
      fs.writeFileSync(path.join(outDir, 'registry.js'), files.registry);
      fs.writeFileSync(path.join(outDir, 'routesChunkNames.json'), files.chunkNames);
      for (const [name, source] of files.shards) {
        fs.writeFileSync(path.join(outDir, name), source);
      }
      const targets: Record<string, string> = {
        routes: path.join(outDir, 'routes.js'),
        registry: path.join(outDir, 'registry.js'),
        routesChunkNames: path.join(outDir, 'routesChunkNames.json'),
      };
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (
          pattern: RegExp,
          replace: (resource: {request: string}) => void,
        ) => BundlerPlugin;
      };
      return {
        plugins: [
          chunkMapPlugin(files.shardChunks),
          new NormalModuleReplacementPlugin(
            new RegExp(`^@generated/(${REPLACED.join('|')})$`),
            (resource) => {
              const name = /^@generated\/(\w+)$/.exec(resource.request)![1];
              resource.request = targets[name];
            },
          ),
        ],
      };
    },
  };
}
