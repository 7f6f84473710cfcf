/**
 * Tells components which bundle they are compiled into, at build time.
 *
 * A static island (src/components/StaticIsland) renders its content on the
 * server and keeps that HTML on the client instead of hydrating it; the
 * client loads the component only when it must render it itself (after a
 * client-side navigation, or when its props change). For the server bundle
 * alone to contain the component, its module requires it behind
 * `process.env.DOCS_BUNDLE === 'server'`: this plugin defines that constant
 * per bundle, so the bundler drops the branch (and the component, its data
 * and its libraries) from the client bundle.
 */
import type {Plugin} from '@docusaurus/types';

/** The expression components test, and its value in each bundle. */
export const BUNDLE_FLAG = 'process.env.DOCS_BUNDLE';

/** The DefinePlugin definitions of one bundle. */
export function bundleDefinitions(isServer: boolean): Record<string, string> {
  return {[BUNDLE_FLAG]: JSON.stringify(isServer ? 'server' : 'client')};
}

export default function staticIslandsPlugin(): Plugin {
  return {
    name: 'static-islands',
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin(bundleDefinitions(isServer))]};
    },
  };
}
