import type {PluginConfig} from '@docusaurus/types';

/**
 * The API reference is its own docs instance under /docs/api, so the API
 * theme's components are only loaded by API pages.
 */
export const apiDocsPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'api',
      path: 'docs-api',
      routeBasePath: 'docs/api',
      sidebarPath: './sidebars-api.ts',
      lastVersion: 'current',
      versions: {current: {label: 'Next'}},
    },
  ],
];
