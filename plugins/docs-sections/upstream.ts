/**
 * The upstream files plugins/docs-sections relies on, and what it relies on in
 * each. Their SHA-256 fingerprints are in tests/fixtures/upstream-fingerprints.json
 * (scripts/upstream-fingerprints.ts): tests/unit/upstream-fingerprints.test.ts
 * fails, naming the file and the reason, when an upgrade changes one. Read the
 * new version against the reason, adjust the plugin if needed, then run
 * `npm run upstream:fingerprint`.
 */
export const upstream = [
  {
    file: '@docusaurus/plugin-content-docs/lib/routes.js',
    reason:
      'the route tree: DocsRoot > version route (props.version) > DocRoot (doc routes carrying `sidebar`) and tag routes',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/props.js',
    reason:
      'the version metadata prop: docsSidebars (items with docId) and docs (id → title, description)',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/index.js',
    reason:
      'contentLoaded adds its routes and global data through actions.addRoute and setGlobalData',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/globalData.js',
    reason: 'the global data: versions[].docs (id, path, sidebar), mainDocId',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    reason:
      'useDocRootMetadata reads the sidebar of the matched doc route from the version prop; useDocById reads version.docs; useLayoutDoc reads the global docs list',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    reason:
      'getActiveDocContext looks the page up in the global docs list (navbar doc items, version banner)',
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocRoot/index.js',
    reason: 'DocRoot renders the sidebar useDocRootMetadata finds, NotFound when no child matches',
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocVersionRoot/index.js',
    reason: 'DocVersionRoot provides props.version and renders its child routes',
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    reason:
      'DocCard reads descriptions with useDocById: a section keeps the docs its sidebar links to',
  },
  {
    file: '@docusaurus/core/lib/server/plugins/routeConfig.js',
    reason:
      'sortRoutes orders sibling parent routes by path inclusion, then priority (deeper sections first)',
  },
] as const;
