import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One entry of a sidebar: a doc, a link or a category holding more entries.
 * The only sidebar entry type of the site: every module of sidebars/
 * and sidebars-api.ts use it (the API sidebar's arrangement,
 * lib/openapi/sidebar-order.ts, takes it as its type parameter).
 */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
