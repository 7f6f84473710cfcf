import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The API reference sidebar. */
const sidebars: SidebarsConfig = {
  openApiSidebar: [{type: 'doc', id: 'index', label: 'Overview'}],
};

export default sidebars;
