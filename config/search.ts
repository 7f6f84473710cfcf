import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import pagefindIndex from '../plugins/pagefind-index';
import {identity} from '../src/identity';
import {local} from './local-plugin';

/**
 * Site search on Pagefind. After the build, plugins/pagefind-index indexes
 * the rendered docs and API pages into `build/pagefind/`, a chunked index:
 * a search fetches the runtime, its WebAssembly and only the index chunks
 * and page fragments its words need, all from this site. The search box
 * (src/theme/SearchBar) and the /search page (src/pages/search.tsx) load the
 * runtime the first time a reader focuses a search box. Sections offered as
 * a filter are listed in src/search/sections.ts.
 */
const pagefindOptions = {
  // API operation paths are indexed with the version prefix of the base URL (`/v1/...`).
  apiBaseUrl: identity.urls.api,
};

/**
 * Adds the keyboard shortcuts (`/` and Ctrl/Cmd+K) that focus the search
 * box, from a client module.
 */
function searchShortcutPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'search-shortcut',
    getClientModules: () => [path.join(siteDir, 'src/clientModules/searchShortcut.ts')],
  };
}

/** The search plugins, spread into `plugins`. */
export const searchPlugins: PluginConfig[] = [
  local(pagefindIndex, pagefindOptions),
  searchShortcutPlugin,
];
