import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import {createApiPageWith} from '../lib/openapi/page-generators';
import openApiChunksPlugin from '../plugins/openapi-chunks';
import {apiEditUrlFromSource} from './edit-urls';
import {docsRehypePlugins, docsRemarkPlugins} from './markdown';

/**
 * Where the API reference comes from and where it goes. `npm run gen`
 * bundles `sourceRoot` into the published files and `specPath`, and
 * `docusaurus gen-api-docs all` writes the pages into `outputDir`.
 */
export const apiReference = {
  /** Root of the OpenAPI source (the single source of endpoint facts). */
  sourceRoot: 'openapi/openapi.yaml',
  /** Bundled input of the page generator (gitignored). */
  specPath: '.openapi/reference.json',
  /** Docs folder of the API instance; generated pages sit beside index.mdx. */
  outputDir: 'docs-api',
  /** Tags that get an overview page (slug from the tag name, e.g. /docs/api/uk). */
  tagPages: ['Address Search', 'Place Search', 'UK', 'Keys', 'Licensees'],
} as const;

/**
 * The API reference is its own docs instance under /docs/api, so the API
 * theme's components are only loaded by API pages. docusaurus-plugin-openapi-docs
 * generates its pages from the bundled specification.
 */
export const apiDocsPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'api',
      path: apiReference.outputDir,
      routeBasePath: 'docs/api',
      sidebarPath: './sidebars-api.ts',
      docItemComponent: '@theme/ApiItem',
      // Operation pages link to their file under openapi/paths/ (config/edit-urls.ts).
      editUrl: apiEditUrlFromSource(apiReference.sourceRoot),
      lastVersion: 'current',
      versions: {current: {label: 'Next'}},
      // Tables scroll inside a labelled region (plugins/table-regions).
      rehypePlugins: docsRehypePlugins,
      // A response block names its request or says it is illustrative.
      beforeDefaultRemarkPlugins: docsRemarkPlugins,
    } satisfies DocsOptions,
  ],
  [
    'docusaurus-plugin-openapi-docs',
    {
      id: 'openapi',
      docsPluginId: 'api',
      config: {
        reference: {
          specPath: apiReference.specPath,
          outputDir: apiReference.outputDir,
          template: 'lib/openapi/templates/api.mustache',
          infoTemplate: 'lib/openapi/templates/info.mustache',
          tagTemplate: 'lib/openapi/templates/tag.mustache',
          sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
          // Each operation page says which release last changed it (src/components/ChangedIn).
          markdownGenerators: {
            createApiPageMD: createApiPageWith({
              imports: 'import ChangedIn from "@site/src/components/ChangedIn";\n',
              afterEndpoint: (operationId) => `<ChangedIn operationId="${operationId}" />\n\n`,
            }),
          },
          showSchemas: false,
          // Store each operation in its page's front matter as JSON, not as
          // deflated base64: the page's JavaScript is served gzip-compressed
          // anyway, and the browser then has nothing to inflate, so the
          // inflate library stays out of API pages (see plugins/openapi-chunks).
          disableCompression: true,
          // Keep generated files to *.api.mdx, *.tag.mdx, *.info.mdx and sidebar.ts.
          externalJsonProps: false,
        } satisfies OpenApiPlugin.Options,
      },
    },
  ],
  // Bundles the API reference's modules apart from the chunk all pages share.
  openApiChunksPlugin,
];
