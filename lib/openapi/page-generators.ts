/**
 * Page generators passed to docusaurus-plugin-openapi-docs
 * (`markdownGenerators`). They reuse the plugin's own Markdown and only
 * trim what the browser does not need.
 */
import {createApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';

/**
 * Writes an operation page. The plugin passes the whole operation to the
 * template (templates/api.mustache writes it as the page module's `api`
 * export), including a copy of the document's `info` (with the long
 * introduction) that no component reads; dropping it keeps about 10 KB out
 * of every operation page. The plugin serialises `api` after this generator
 * returns.
 */
export function createApiPage(pageData: ApiPageMetadata): string {
  const {info: _unused, ...api} = pageData.api as ApiPageMetadata['api'] & {info?: unknown};
  void _unused;
  pageData.api = api as ApiPageMetadata['api'];
  return createApiPageMD(pageData);
}
