import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One entry of a sidebar: a doc, a link or a category holding more entries.
 * The only sidebar entry type of the site: every module of sidebars/,
 * sidebars-api.ts and the API sidebar's arrangement
 * (plugins/openapi-docs/sidebar.ts) use it.
 */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
