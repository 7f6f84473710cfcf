import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/**
 * Local full-text search. The index is built from the rendered HTML after
 * the build and served as a static file beside the pages; the browser only
 * fetches it (in a web worker) when the reader first focuses or hovers the
 * search box. Nothing is sent to a hosted service.
 *
 * Ranking, as the theme implements it: every query runs against page titles
 * first, then headings, descriptions, front-matter `keywords`, and body text
 * last, so a page whose title or keywords hold the query is listed before a
 * page that only mentions it.
 */
export const searchOptions = {
  // What is indexed: both docs instances, the main one under /docs and the
  // API reference (plugin id `api`) under /docs/api, which is a sub-route of
  // /docs; both are listed so the intent survives a route change. Only real
  // doc pages are indexed (the theme checks each route against the docs
  // plugins), so tag listings and client-side redirect stubs never enter
  // the index; the patterns below say so explicitly.
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: ['docs', 'docs/api'],
  docsPluginIdForPreferredVersion: 'default',
  ignoreFiles: [/^docs\/tags(\/|$)/, /^docs\/api\/tags(\/|$)/],
  // Doc cards (category and API tag pages) repeat the titles of the pages
  // they link to as headings; indexed, they outrank the pages themselves.
  ignoreCssSelectors: ['.theme-doc-card-container'],
  language: ['en'],
  // Append a content hash of the Markdown sources to the index URL, so a
  // browser never keeps an index from an older build.
  hashed: 'query',
  docsDir: ['docs', 'docs-api'],

  // Ranking: a typo of one letter still matches (edit distance 1).
  fuzzyMatchingDistance: 1,

  // Results.
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  explicitSearchResultPath: true,
  // Marks the searched words on the page a result opens. Costs mark.js in
  // the main bundle (about 6 KB gzip on every page); worth it for long pages.
  highlightSearchTermsOnTargetPage: true,

  // Search box: Ctrl+K (Cmd+K on macOS) focuses it; `/` is added by the
  // client module registered below.
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
} satisfies PluginOptions;

/**
 * Adds `/` as a second shortcut to the search box (the theme binds a single
 * keymap). A plugin rather than a `clientModules` entry keeps every search
 * setting in this module.
 */
function searchShortcutPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'search-shortcut',
    getClientModules: () => [path.join(siteDir, 'src/clientModules/searchShortcut.ts')],
  };
}

/** The search theme and its companion, spread into `themes`. */
export const searchThemes: PluginConfig[] = [
  ['@easyops-cn/docusaurus-search-local', searchOptions],
  searchShortcutPlugin,
];
