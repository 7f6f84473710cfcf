/**
 * Keeps the API reference's JavaScript out of the chunk every page loads.
 *
 * Docusaurus moves a module into the shared `common` chunk when more than
 * half of the routes use it. The ~35 API reference routes can be that half
 * (they are on a small site or a branch preview), and then every docs page
 * downloads the API theme. This plugin gives the API modules their own
 * async chunk, `api-reference`, with a higher priority than `common`, so
 * only API routes load them whatever the page count.
 *
 * API modules are: the reference pages (docs-api/), this site's API theme
 * wrappers and helpers, and every package reachable only through the
 * dependencies of the OpenAPI theme and plugin (not through the site's
 * other dependencies).
 *
 * It also points the theme's import of `pako` at a stub (pako-stub.js):
 * the pages are generated with uncompressed front matter, so the inflate
 * code would never run. And it replaces the theme's global stylesheet, part
 * of every page's render-blocking CSS, with a copy without the styles of the
 * theme's interactive panel, which the site never renders (theme-styles.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import {themeStylesheet, writeTrimmedThemeStyles} from './theme-styles';
import {assertAliasTargets} from '../../lib/alias-targets';

/** The API theme, and the plugin whose helpers it imports in the browser. */
const API_PACKAGES = ['docusaurus-theme-openapi-docs', 'docusaurus-plugin-openapi-docs'];

/**
 * Dependencies that only run in Node during the build (the OpenAPI bundler,
 * the tools that run it, the release gate and the API collections' converters). They never reach a page, so the packages they bring
 * (some of which the API theme also uses in the browser) are not "shared with
 * the rest of the site". A unit test checks that src/ imports none of them.
 */
export const BUILD_ONLY_PACKAGES = [
  '@redocly/openapi-core',
  'yaml',
  'tsx',
  'semver',
  'openapi-to-postmanv2',
  '@usebruno/converters',
];

/** Site folders whose modules belong to the API reference only. */
const API_PATHS = [
  'docs-api/',
  'src/theme/ApiExplorer/',
  'src/theme/ApiItem/',
  'src/theme/ParamsDetails/',
  'src/theme/RequestSchema/',
  'src/theme/ResponseSchema/',
  'src/components/ApiDeferred/',
  'src/theme/SchemaTabs/',
  'src/theme/Markdown/',
  'src/theme/utils/',
  // API-only modules of the OpenAPI toolkit (the request-sample languages);
  // lib/openapi/inline-markdown.ts is shared with the changelog, so not listed.
  'lib/openapi/sample-',
];

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Finds a package's folder the way Node does, walking up from `from`. */
function packageDir(name: string, from: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Names of the packages reachable from `roots` through `dependencies`. */
function dependencyClosure(roots: string[], siteDir: string): Set<string> {
  const names = new Set<string>();
  const seenDirs = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = packageDir(name, from);
    if (!dir || seenDirs.has(dir)) return;
    seenDirs.add(dir);
    names.add(name);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
    ) as PackageJson;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  for (const root of roots) visit(root, siteDir);
  return names;
}

/** The API theme's folder: its imports (such as `pako`) resolve from there. */
function themeDir(siteDir: string): string {
  return path.dirname(require.resolve(`${API_PACKAGES[0]}/package.json`, {paths: [siteDir]}));
}

/** The package a module file belongs to, from its path (`@scope/name` or `name`). */
export function packageOf(file: string): string | undefined {
  const normalized = file.split(path.sep).join('/');
  const index = normalized.lastIndexOf('/node_modules/');
  if (index === -1) return undefined;
  const [first, second] = normalized.slice(index + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Builds the test that tells whether a module file belongs to the API reference only. */
export function apiModuleTest(siteDir: string): (file: string) => boolean {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'),
  ) as PackageJson;
  const siteRoots = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !API_PACKAGES.includes(name) && !BUILD_ONLY_PACKAGES.includes(name),
  );
  const shared = dependencyClosure(siteRoots, siteDir);
  const apiOnly = new Set(
    [...dependencyClosure(API_PACKAGES, siteDir)].filter((name) => !shared.has(name)),
  );
  const localPaths = API_PATHS.map((folder) =>
    path.join(siteDir, folder).split(path.sep).join('/'),
  );
  return (file) => {
    const normalized = file.split(path.sep).join('/');
    const name = packageOf(normalized);
    if (name) return apiOnly.has(name);
    return localPaths.some((prefix) => normalized.startsWith(prefix));
  };
}

interface BundlerModule {
  nameForCondition?: () => string | null | undefined;
  resource?: string;
}

export default function openApiChunksPlugin(context: LoadContext): Plugin {
  const isApiModule = apiModuleTest(context.siteDir);
  const stylesheet = themeStylesheet(context.siteDir);
  const trimmedStylesheet = path.join(context.generatedFilesDir, 'openapi-chunks', 'api-theme.css');
  writeTrimmedThemeStyles(stylesheet, trimmedStylesheet);
  return {
    name: 'openapi-chunks',
    configureWebpack(_config, isServer) {
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
      if (isServer) return {resolve};
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                name: 'api-reference',
                chunks: 'async',
                minChunks: 2,
                // Above `common` (40), below the single CSS file (50).
                priority: 45,
                reuseExistingChunk: true,
                test: (module: BundlerModule) => {
                  const file = module.nameForCondition?.() ?? module.resource;
                  return typeof file === 'string' && isApiModule(file);
                },
              },
            },
          },
        },
      };
    },
  };
}
