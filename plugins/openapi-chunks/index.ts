/**
 * What the API theme brings to the pages, trimmed.
 *
 * It points the theme's import of `pako` at a stub (pako-stub.js): the pages
 * are generated with uncompressed front matter, so the inflate code would
 * never run; and `chalk` (createSchemaExample colours one warning with it) at
 * another. And it replaces the theme's global stylesheet, part of every
 * page's render-blocking CSS, with a copy without the styles of the theme's
 * interactive panel, which the site never renders (theme-styles.ts): without
 * it, LCP rose from 0.99 s to 1.13-1.37 s on every page type (the rent table,
 * BENCHMARKS.md).
 *
 * It used to give the API modules a chunk of their own as well, in case the
 * API routes were half of all routes; the rent table measured no JavaScript
 * saved on any page type (the API routes are a fifth of the site), so that
 * rule is gone. api-reference.spec.ts still checks that pages outside the
 * reference load none of the API theme.
 */
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import {themeStylesheet, writeTrimmedThemeStyles} from './theme-styles';
import {assertAliasTargets} from '../../lib/alias-targets';

/** The API theme, whose imports (such as `pako`) the aliases replace. */
const API_THEME = 'docusaurus-theme-openapi-docs';

/** The API theme's folder: its imports (such as `pako`) resolve from there. */
function themeDir(siteDir: string): string {
  return path.dirname(require.resolve(`${API_THEME}/package.json`, {paths: [siteDir]}));
}

export default function openApiChunksPlugin(context: LoadContext): Plugin {
  const stylesheet = themeStylesheet(context.siteDir);
  const trimmedStylesheet = path.join(context.generatedFilesDir, 'openapi-chunks', 'api-theme.css');
  writeTrimmedThemeStyles(stylesheet, trimmedStylesheet);
  return {
    name: 'openapi-chunks',
    configureWebpack() {
      // The theme's ApiItem imports pako for compressed front matter, which
      // this site does not generate (see pako-stub.js). The theme's client
      // stylesheet is replaced by its absolute path (see theme-styles.ts).
      // Fails the build if an upgrade of the theme moves or drops what is aliased.
      const resolve = {
        alias: assertAliasTargets(
          {
            pako$: path.join(context.siteDir, 'plugins/openapi-chunks/pako-stub.js'),
            // createSchemaExample colours one warning with chalk (see chalk-stub.js).
            chalk$: path.join(context.siteDir, 'plugins/openapi-chunks/chalk-stub.js'),
            [`${stylesheet}$`]: trimmedStylesheet,
          },
          {plugin: 'openapi-chunks', from: [themeDir(context.siteDir), context.siteDir]},
        ),
      };
      return {resolve};
    },
  };
}
