import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import {splitDocsRoutes} from './routes';
import {trimGlobalData, type DocsGlobalData} from './global-data';

/**
 * `@docusaurus/plugin-content-docs`, with per-section routes: a docs page
 * loads the metadata of its own sidebar only, not of every sidebar of the
 * version (routes.ts, sections.ts), and the docs list that every page's main
 * bundle carries in the plugin's global data keeps only the docs the site's
 * navbar asks for (global-data.ts).
 *
 * It is the docs plugin itself (same name, options, content, hooks), with its
 * `contentLoaded` run against actions that collect the routes and the global
 * data, which are then transformed and handed to Docusaurus. Everything else
 * (loading, MDX, sidebars, translations) is upstream's. Drift guard:
 * tests/unit/upstream-drift.test.ts pins the files of the docs plugin this
 * relies on.
 */
export default async function docsSectionsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const navbarItems = (context.siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar
    ?.items;
  return {
    ...plugin,
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
      for (const route of splitDocsRoutes(routes)) args.actions.addRoute(route);
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
  };
}

docsSectionsPlugin.validateOptions = validateOptions;
