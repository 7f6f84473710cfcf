/**
 * Takes Prism's start-up off the page's first long task.
 *
 * The classic theme registers a client module that imports
 * prism-react-renderer, whose module body builds every bundled grammar (a
 * walk over all grammars for each one it extends). It runs inside the task
 * that evaluates the main bundle: about half of that task, on every page,
 * before anything is interactive.
 *
 * This plugin points that client module at ./client.ts, which loads Prism
 * and the site's `additionalLanguages` in a task of their own, scheduled
 * at start-up (it runs while the page's route chunks download). Code blocks
 * call the same function before they highlight (src/theme/CodeBlock), so
 * the grammars are there whichever comes first, on the server too.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertAliasTargets} from '../../lib/alias-targets';

/** The classic theme's client module, as Docusaurus requires it. */
export function classicPrismClientModule(siteDir: string): string {
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
