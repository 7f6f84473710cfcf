import fs from 'node:fs';
import path from 'node:path';
import type {KnipConfig} from 'knip';

/**
 * knip, `npm run lint:deps` (part of `npm test`): every package the code
 * imports is declared, every declared package is used, every import
 * resolves, every file is reachable and every export and exported type is
 * imported somewhere (the tests are entries, so an export a unit test
 * imports counts as used; one used only inside its module is not exported); then, in production mode
 * (`knip --production --strict`, entries marked `!`), everything the build
 * and the MCP server load is in `dependencies`, so that
 * `npm ci --omit=dev && npm run build` works.
 *
 * The entry files are listed here rather than read from the configs: knip's
 * Docusaurus plugin calls every plugin function of the site config without a
 * context (ours read it when called), and its Playwright plugin would load
 * playwright.config.ts, which stops the process when there is no build.
 */

/** Docusaurus's client API (`@docusaurus/Link`, `@docusaurus/router`...): aliases of @docusaurus/core's lib/client/exports. */
const clientApi = fs
  .readdirSync(path.join(__dirname, 'node_modules/@docusaurus/core/lib/client/exports'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -'.js'.length));

/** `knip --production`: only what the build and the MCP server load counts. */
const production = process.argv.includes('--production');

/**
 * Packages the build loads by name, never through an import knip can follow
 * in production mode (where type imports do not count): the preset, theme and plugins the site config names as
 * strings, the commands `npm run build` runs (`tsx` in `npm run gen`: knip's
 * production mode reads only the `start` script and does not follow
 * `npm run`), and Pagefind, which plugins/pagefind-index/load.ts requires by
 * path. tests/unit/dependencies.test.ts checks this list against the config
 * and the build script, and that each is in `dependencies`.
 */
export const loadedByName = [
  '@docusaurus/core',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/preset-classic',
  'docusaurus-plugin-openapi-docs',
  'docusaurus-theme-openapi-docs',
  'pagefind',
  'tsx',
];

const config: KnipConfig = {
  entry: [
    // The site: its config (and through it config/, plugins/), the sidebars,
    // and the OpenAPI bundler that `npm run gen` runs (an npm script: knip
    // finds it in package.json, but production mode reads only `start`).
    'docusaurus.config.ts!',
    'sidebars.ts!',
    'sidebars-api.ts!',
    ...(production ? ['scripts/openapi-bundle.ts!'] : []),
    // What Docusaurus finds by folder or loads by path, not by import: pages,
    // swizzled components, client modules, the local plugins' theme folders,
    // client modules and alias targets (plugins/README.md).
    'src/pages/**/*.tsx!',
    'src/theme/**/*.{ts,tsx}!',
    'src/clientModules/*.ts!',
    'plugins/*/theme/**/*.{ts,tsx}!',
    'plugins/route-shards/{client,client-module}.ts!',
    'plugins/staged-start/client-entry.ts!',
    'plugins/prism-deferred/client.ts!',
    'plugins/openapi-chunks/{pako,chalk}-stub.js!',
    // The worker thread plugins/agent-docs/twin-workers.ts starts by path.
    'plugins/agent-docs/twin-worker.cjs!',
    // Docs pages import components.
    'docs/**/*.mdx!',
    'docs-api/**/*.mdx!',
    // The MCP server `npm run mcp` runs on a build: scripts/mcp.mjs bundles scripts/mcp.ts;
    // the build bundles scripts/mcp-package.ts into the MCP package (config/agent-docs.ts).
    'scripts/mcp.{mjs,ts}!',
    'scripts/mcp-package.ts!',
    // Scripts run by path (their headers say how): the nginx server of the
    // e2e tests (playwright.config.ts), the sandbox dataset, the social card,
    // the search benchmark's indexer, the benchmark's Lighthouse runner.
    // The other scripts are npm scripts, which knip reads from package.json.
    'scripts/{nginx,sandbox-dataset,social-card,search-index-dir}.ts',
    'bench/lighthouse-runner.mts',
    // Tests, their configuration, and the widget shim the sample harness bundles by path.
    'tests/unit/**/*.test.ts',
    'tests/e2e/**/*.spec.ts',
    'playwright.config.ts',
    'scripts/samples/widget-shim/*.{ts,tsx}',
  ],
  project: [
    '{src,lib,plugins,config,sidebars}/**/*.{ts,tsx,mts,mjs,cjs,js}!',
    '*.{ts,mts,mjs}!',
    '{docs,docs-api}/**/*.mdx!',
    '{scripts,bench,tests}/**/*.{ts,tsx,mts,mjs,js}',
    '!tests/fixtures/**',
  ],
  docusaurus: {config: []},
  playwright: {config: []},
  ignoreDependencies: [
    // Docusaurus's module aliases, resolved by the bundler.
    /^@theme(-original|-init)?\//,
    /^@generated\//,
    new RegExp(`^@docusaurus/(${clientApi.join('|')})$`),
    ...(production ? loadedByName : []),
    // Read as a file: tests/e2e/posthog.ts serves node_modules/posthog-js/dist/array.js.
    'posthog-js',
    // Run by path on Node 22 (scripts/lib/node22.ts): afdocs by scripts/agent-score.ts,
    // the MCP Inspector's CLI by the MCP package's test and bench.
    'afdocs',
    '@modelcontextprotocol/inspector',
  ],
  // Debian's: scripts/nginx.ts makes the e2e run's TLS certificate with it.
  ignoreBinaries: ['openssl'],
};

export default config;
