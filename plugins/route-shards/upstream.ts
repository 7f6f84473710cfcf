/**
 * The upstream files plugins/route-shards relies on, pinned by the first 16
 * hex digits of their SHA-256 (and the bundler by version: its runtime code is
 * in its native binary). tests/unit/upstream-drift.test.ts fails, naming the
 * file, when an upgrade changes one: read the new version against what the
 * reason says, adjust the plugin if needed, then update the pin here.
 */
export const upstream = [
  {
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f9',
    reason: 'the format of routes.js, routesChunkNames.json and registry.js that codegen.ts parses',
  },
  {
    file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b',
    reason:
      'ComponentCreator reads routesChunkNames and the registry when called, so a shard can add to them first',
  },
  {
    file: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2f',
    reason:
      "preload calls the preload of every matched route's component (the sharded parent's loads its shard)",
  },
  {
    file: '@docusaurus/core/lib/client/PendingNavigation.js',
    sha256: '1c489db32b5665b0',
    reason:
      'a navigation preloads after the URL changed (the parent reads window.location), reloads on failure',
  },
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c',
    reason:
      'window.docusaurus is set after the client modules ran; the first render waits for preload',
  },
  {
    file: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706f',
    reason:
      'prefetch maps chunk names to files with __webpack_require__.gca; preload goes through preload.js',
  },
  {
    file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb',
    reason: 'the gca runtime function and its name → id map, which chunk-map.ts edits',
  },
  {
    file: '@rspack/core/package.json',
    version: '1.7.12',
    reason:
      "the runtime's chunk filename function (`__webpack_require__.u`) whose maps chunk-map.ts edits",
  },
] as const;
