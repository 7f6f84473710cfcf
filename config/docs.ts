import type {PluginConfig, PluginModule} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import docsSections from '../plugins/docs-sections';
import {docsEditUrl} from './edit-urls';
import {docsRehypePlugins, docsRemarkPlugins} from './markdown';
import {readGitState, showLastUpdateTime} from './last-update';

/** Options of the main docs instance (`/docs`). */
const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // "Edit this page" on the page's own file (config/edit-urls.ts).
  editUrl: docsEditUrl,
  // Tables scroll inside a labelled region (plugins/table-regions).
  rehypePlugins: docsRehypePlugins,
  // A response block names its request or says it is illustrative.
  beforeDefaultRemarkPlugins: docsRemarkPlugins,
  // From git history, but never from a shallow clone (config/last-update.ts).
  showLastUpdateTime: showLastUpdateTime(readGitState()),
} satisfies DocsOptions;

/**
 * The main docs instance: the classic preset's docs plugin, wrapped by
 * plugins/docs-sections so that a page loads its own sidebar's metadata only
 * (the preset's `docs` is off).
 */
export const docsPlugins: PluginConfig[] = [
  // Docusaurus validates the options with the plugin's validateOptions (the
  // docs plugin's own) before calling it, hence the module type.
  [docsSections as PluginModule, docsOptions],
];
