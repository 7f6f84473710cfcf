/**
 * Pure parts of the stock baseline (bench/stock.ts): what the stock
 * site's package.json, docusaurus.config.ts and sidebars.ts say, which built
 * Markdown twins become its docs, and the hash that names its cache.
 *
 * The baseline is `create-docusaurus` classic (TypeScript) at the project's
 * Docusaurus version, left as the template makes it except for what the
 * comparison needs: no `@docusaurus/faster` (stock bundler), no blog and no
 * tutorial pages (the project has neither), docusaurus-plugin-openapi-docs and
 * its theme wired as their README shows, the project's bundled spec, and the
 * project's doc pages as Markdown (format "detect", so CommonMark is not read
 * as MDX). Nothing is tuned for speed.
 *
 * The scale benchmark (`--scale`) compares with a second flavour, `faster`:
 * the same site with `@docusaurus/faster` and every v4 flag
 * (`future: {v4: true, faster: true}`), the fastest stock setup, and the
 * generated pages' own folder in a sidebar of its own, as in the project.
 */
import crypto from 'node:crypto';

/** Registry overrides the project needs; the baseline installs with the same. */
export const STOCK_OVERRIDES = {
  '@docsearch/react': '4.7.0',
  '@swc/core': '1.16.18',
  '@swc/html': '1.16.2',
} as const;

/**
 * Which stock site: `classic` (stock bundler, no future flags; the quality
 * bench) or `faster` (Rspack and every v4 flag; the scale bench).
 */
export type StockFlavour = 'classic' | 'faster';

export interface StockVersions {
  /** The project's exact @docusaurus/core version. */
  docusaurus: string;
  /** The project's docusaurus-plugin-openapi-docs version. */
  openapiPlugin: string;
  /** The project's docusaurus-theme-openapi-docs version. */
  openapiTheme: string;
}

type PackageJson = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
  [key: string]: unknown;
};

/**
 * The template's package.json with the stock bundler (no `@docusaurus/faster`;
 * flavour `faster`: `@docusaurus/faster` at the project's version), the
 * OpenAPI plugin and theme at the project's versions, and the overrides.
 */
export function stockPackageJson(
  template: PackageJson,
  versions: StockVersions,
  flavour: StockFlavour = 'classic',
): PackageJson {
  const dependencies = {...template.dependencies};
  if (flavour === 'faster') dependencies['@docusaurus/faster'] = versions.docusaurus;
  else delete dependencies['@docusaurus/faster'];
  dependencies['docusaurus-plugin-openapi-docs'] = versions.openapiPlugin;
  dependencies['docusaurus-theme-openapi-docs'] = versions.openapiTheme;
  return {...template, dependencies, overrides: {...STOCK_OVERRIDES}};
}

/** The API docs folder of the baseline, and its route base. */
export const STOCK_API_DIR = 'docs/api';
/** The bundled spec, as copied into the baseline. */
export const STOCK_SPEC_FILE = 'openapi.json';

/**
 * docusaurus.config.ts of the baseline: the classic preset with the OpenAPI
 * docs wiring from docusaurus-openapi-docs' README (`docItemComponent`,
 * the plugin with `docsPluginId: 'classic'`, the theme); flavour `faster`
 * adds `future: {v4: true, faster: true}`.
 */
export function stockConfigSource(title: string, flavour: StockFlavour = 'classic'): string {
  const future =
    flavour === 'faster'
      ? `
  // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads,
  // persistent cache) and every v4 flag: the fastest stock setup.
  future: {v4: true, faster: true},`
      : '';
  return `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

// Stock baseline written by the project's bench (bench/stock-config.ts).
const config: Config = {
  title: ${JSON.stringify(title)},
  tagline: 'Docusaurus classic with docusaurus-openapi-docs',
  favicon: 'img/favicon.ico',
  url: 'http://localhost',
  baseUrl: '/',
  // Served like the project (clean URLs, no trailing slash).
  trailingSlash: false,
  // The project's Markdown twins link to its public domain, not to this site.
  onBrokenLinks: 'warn',
  markdown: {format: 'detect'},
  i18n: {defaultLocale: 'en', locales: ['en']},${future}
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          docItemComponent: '@theme/ApiItem',
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'api',
        docsPluginId: 'classic',
        config: {
          api: {
            specPath: ${JSON.stringify(STOCK_SPEC_FILE)},
            outputDir: ${JSON.stringify(STOCK_API_DIR)},
            sidebarOptions: {groupPathsBy: 'tag'},
          } satisfies OpenApiPlugin.Options,
        },
      },
    ],
  ],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig: {
    navbar: {
      title: ${JSON.stringify(title)},
      items: [
        {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API'},
      ],
    },
    footer: {style: 'dark', copyright: 'Built with Docusaurus.'},
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
`;
}

/**
 * sidebars.ts of the baseline: the docs in one sidebar (a top-level page, or a
 * category per folder, linked to the folder's own page when there is one) and
 * the sidebar docusaurus-plugin-openapi-docs generates for the API.
 * `entries` are the top-level names under docs/ (files without `.md`,
 * folders with a trailing `/`), the API folder excluded. Folders named in
 * `ownSidebars` (the scale bench's generated section) get a sidebar of their
 * own, autogenerated, named after the folder.
 */
export function stockSidebarsSource(entries: string[], ownSidebars: string[] = []): string {
  const own = ownSidebars.filter((name) => entries.includes(`${name}/`));
  const folders = entries
    .filter((e) => e.endsWith('/'))
    .map((e) => e.slice(0, -1))
    .filter((name) => !own.includes(name));
  const files = entries.filter((e) => !e.endsWith('/'));
  const items = [...new Set([...files, ...folders])].sort().map((name) => {
    if (!folders.includes(name)) return JSON.stringify(name);
    const link = files.includes(name) ? `link: {type: 'doc', id: ${JSON.stringify(name)}}, ` : '';
    return `{type: 'category', label: ${JSON.stringify(name)}, ${link}items: [{type: 'autogenerated', dirName: ${JSON.stringify(name)}}]}`;
  });
  return `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import apiSidebar from './${STOCK_API_DIR}/sidebar';

const sidebars: SidebarsConfig = {
  docsSidebar: [
${items.map((item) => `    ${item},`).join('\n')}
  ],
${own.map((name) => `  ${JSON.stringify(name)}: [{type: 'autogenerated', dirName: ${JSON.stringify(name)}}],\n`).join('')}  apiSidebar,
};

export default sidebars;
`;
}

/**
 * The built Markdown twins that become the baseline's docs: every
 * `docs/**.md` of the project's build except the API pages, which the
 * baseline generates from the spec. Paths are relative to the build.
 */
export function stockDocTwins(builtMarkdown: string[]): string[] {
  return builtMarkdown
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.startsWith('docs/') && file.endsWith('.md'))
    .filter((file) => !file.startsWith(`${STOCK_API_DIR}/`))
    .sort();
}

/** Top-level entries of the twins under docs/ (see stockSidebarsSource). */
export function topLevelEntries(twins: string[]): string[] {
  const names = twins.map((file) => {
    const rest = file.slice('docs/'.length);
    const slash = rest.indexOf('/');
    return slash === -1 ? rest.replace(/\.md$/, '') : `${rest.slice(0, slash)}/`;
  });
  return [...new Set(names)].sort();
}

/** A short, stable hash of named inputs (order of keys does not matter). */
export function inputsHash(inputs: Record<string, string>): string {
  const hash = crypto.createHash('sha256');
  for (const key of Object.keys(inputs).sort()) {
    hash.update(`${key}\0${inputs[key]}\0`);
  }
  return hash.digest('hex').slice(0, 12);
}
