/**
 * The upstream files plugins/docs-sections relies on, pinned by the first 16
 * hex digits of their SHA-256. tests/unit/upstream-drift.test.ts fails, naming
 * the file, when an upgrade changes one: read the new version against what the
 * reason says, adjust the plugin if needed, then update the hash here.
 */
export const upstream = [
  {
    file: '@docusaurus/plugin-content-docs/lib/routes.js',
    sha256: '5292463cb424aa02',
    reason:
      'the route tree: DocsRoot > version route (props.version) > DocRoot (doc routes carrying `sidebar`) and tag routes',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/props.js',
    sha256: '26b2e7cd95c0f812',
    reason:
      'the version metadata prop: docsSidebars (items with docId) and docs (id → title, description)',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/index.js',
    sha256: 'e9949b75eea3a774',
    reason:
      'contentLoaded adds its routes and global data through actions.addRoute and setGlobalData',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/globalData.js',
    sha256: '192cde2ebaf1ba14',
    reason: 'the global data: versions[].docs (id, path, sidebar), mainDocId',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb79',
    reason:
      'useDocRootMetadata reads the sidebar of the matched doc route from the version prop; useDocById reads version.docs; useLayoutDoc reads the global docs list',
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    sha256: '444c91b32c4a549c',
    reason:
      'getActiveDocContext looks the page up in the global docs list (navbar doc items, version banner)',
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocRoot/index.js',
    sha256: 'c2bff360210b9c74',
    reason: 'DocRoot renders the sidebar useDocRootMetadata finds, NotFound when no child matches',
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocVersionRoot/index.js',
    sha256: '39ab3542940ad490',
    reason: 'DocVersionRoot provides props.version and renders its child routes',
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
    sha256: 'ed868923dd2135d3',
    reason:
      'DocCard reads descriptions with useDocById: a section keeps the docs its sidebar links to',
  },
  {
    file: '@docusaurus/core/lib/server/plugins/routeConfig.js',
    sha256: '756a560c682e464b',
    reason:
      'sortRoutes orders sibling parent routes by path inclusion, then priority (deeper sections first)',
  },
] as const;
