/**
 * Keeps Prism out of the main bundle and the start-up of every page.
 *
 * The classic theme registers a client module that imports
 * prism-react-renderer, whose module body builds every bundled grammar (a
 * walk over all grammars for each one it extends). It runs inside the task
 * that evaluates the main bundle: about half of that task, on every page,
 * before anything is interactive.
 *
 * This plugin points that client module at ./client.ts, which does nothing:
 * Prism and the grammars load with the code block content
 * (src/theme/CodeBlock/Content), a static island that the client renders,
 * loading Prism, only when the server's highlighted HTML cannot be kept.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertAliasTargets} from '../../lib/alias-targets';

/** The classic theme's client module, as Docusaurus requires it. */
function classicPrismClientModule(siteDir: string): string {
  const themeDir = path.dirname(
    require.resolve('@docusaurus/theme-classic/package.json', {paths: [siteDir]}),
  );
  return path.join(themeDir, 'lib', 'prism-include-languages');
}

export default function prismDeferredPlugin(context: LoadContext): Plugin {
  return {
    name: 'prism-deferred',
    configureWebpack() {
      return {
        resolve: {
          // Fails the build if the classic theme no longer has this client module.
          alias: assertAliasTargets(
            {
              [`${classicPrismClientModule(context.siteDir)}$`]: path.join(
                context.siteDir,
                'plugins/prism-deferred/client.ts',
              ),
            },
            {plugin: 'prism-deferred', from: [context.siteDir]},
          ),
        },
      };
    },
  };
}
