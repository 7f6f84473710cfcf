import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar: a doc, a link or a category holding more entries. */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
