/**
 * The upstream files plugins/route-shards relies on, and what it relies on in
 * each (the bundler by its package.json: its runtime code is in its native
 * binary, so its version is what counts). Their SHA-256 fingerprints are in
 * tests/fixtures/upstream-fingerprints.json (scripts/upstream-fingerprints.ts):
 * tests/unit/upstream-fingerprints.test.ts fails, naming the file and the
 * reason, when an upgrade changes one. Read the new version against the
 * reason, adjust the plugin if needed, then run `npm run upstream:fingerprint`.
 */
export const upstream = [
  {
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    reason: 'the format of routes.js, routesChunkNames.json and registry.js that codegen.ts parses',
  },
  {
    file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    reason:
      'ComponentCreator reads routesChunkNames and the registry when called, so a shard can add to them first',
  },
  {
    file: '@docusaurus/core/lib/client/preload.js',
    reason:
      "preload calls the preload of every matched route's component (the sharded parent's loads its shard)",
  },
  {
    file: '@docusaurus/core/lib/client/PendingNavigation.js',
    reason:
      'a navigation preloads after the URL changed (the parent reads window.location), reloads on failure',
  },
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    reason:
      'window.docusaurus is set after the client modules ran; the first render waits for preload',
  },
  {
    file: '@docusaurus/core/lib/client/docusaurus.js',
    reason:
      'prefetch maps chunk names to files with __webpack_require__.gca; preload goes through preload.js',
  },
  {
    file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    reason: 'the gca runtime function and its name → id map, which chunk-map.ts edits',
  },
  {
    file: '@rspack/core/package.json',
    reason:
      "the runtime's chunk filename function (`__webpack_require__.u`) whose maps chunk-map.ts edits",
  },
] as const;
