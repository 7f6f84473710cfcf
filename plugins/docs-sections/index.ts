import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import {splitDocsRoutes} from './routes';
import type {LazyCategory} from './sections';

/** A collapsed-by-default category with at least this many links loads its items when opened. */
const MIN_LAZY_LINKS = 20;

const contentHash = (text: string) =>
  crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
import {trimGlobalData, type DocsGlobalData} from './global-data';

/**
 * `@docusaurus/plugin-content-docs`, with per-section routes: a docs page
 * loads the metadata of its own sidebar only, not of every sidebar of the
 * version (routes.ts, sections.ts), and the docs list that every page's main
 * bundle carries in the plugin's global data keeps only the docs the site's
 * navbar asks for (global-data.ts). A big collapsed-by-default category is a
 * section of its own, and a one-link stub elsewhere: its items are published
 * as `/assets/docs-sections/<hash>.json` (postBuild) and fetched when a reader
 * opens it (theme/DocSidebarItem).
 *
 * It is the docs plugin itself (same name, options, content, hooks), with its
 * `contentLoaded` run against actions that collect the routes and the global
 * data, which are then transformed and handed to Docusaurus. Everything else
 * (loading, MDX, sidebars, translations) is upstream's. Drift guard:
 * tests/unit/upstream-fingerprints.test.ts fingerprints the files of the docs
 * plugin this relies on (./upstream.ts).
 */
export default async function docsSectionsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const themePath = path.join(__dirname, 'theme');
  let lazy: LazyCategory[] = [];
  const navbarItems = (context.siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar
    ?.items;
  return {
    ...plugin,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      let globalData: unknown;
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => routes.push(route),
        setGlobalData: (data) => {
          globalData = data;
        },
      };
      await plugin.contentLoaded!({...args, actions});
      const split = splitDocsRoutes(routes, {minLazyLinks: MIN_LAZY_LINKS, hash: contentHash});
      for (const route of split.routes) args.actions.addRoute(route);
      lazy = split.lazy;
      // A version banner looks the current page up in the docs list: keep it whole then.
      const banner = args.content.loadedVersions.some((version) => version.banner !== null);
      if (globalData !== undefined && !banner) {
        args.actions.setGlobalData(
          trimGlobalData(globalData as DocsGlobalData, navbarItems ?? [], options.id),
        );
      } else if (globalData !== undefined) {
        args.actions.setGlobalData(globalData);
      }
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      // Each lazy category's items, named after their content (immutable under /assets/).
      for (const {url, json} of lazy) {
        const file = path.join(props.outDir, url);
        await fs.promises.mkdir(path.dirname(file), {recursive: true});
        await fs.promises.writeFile(file, json);
      }
    },
  };
}

docsSectionsPlugin.validateOptions = validateOptions;
