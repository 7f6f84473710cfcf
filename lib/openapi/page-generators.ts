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
function createApiPage(pageData: ApiPageMetadata): string {
  const {info: _unused, ...api} = pageData.api as ApiPageMetadata['api'] & {info?: unknown};
  void _unused;
  pageData.api = api as ApiPageMetadata['api'];
  return createApiPageMD(pageData);
}

/** What the site adds to each operation page, right under its method and path. */
export interface OperationPageAddition {
  /** Import lines the addition needs, each ending with a line break. */
  imports: string;
  /** The MDX to insert after the method and path, for an operation id. */
  afterEndpoint: (operationId: string) => string;
}

/**
 * An operation page generator that also writes the site's addition under the
 * method and path (the "Changed in" line): the plugin's own page, with the
 * element inserted after its `MethodEndpoint`. Throws, naming the operation,
 * when the page has no `MethodEndpoint` to insert after.
 */
export function createApiPageWith(addition: OperationPageAddition) {
  return (pageData: ApiPageMetadata): string => {
    const operationId = String(pageData.api.operationId ?? '');
    const markdown = createApiPage(pageData);
    const start = markdown.indexOf('<MethodEndpoint');
    const close = markdown.indexOf('</MethodEndpoint>', start);
    const end = close >= 0 ? close + '</MethodEndpoint>'.length : markdown.indexOf('/>', start) + 2;
    if (start < 0 || end < 2) {
      throw new Error(
        `The API page of ${operationId} has no MethodEndpoint to add the site's line after.`,
      );
    }
    return `${addition.imports}${markdown.slice(0, end)}\n\n${addition.afterEndpoint(operationId)}${markdown.slice(end)}`;
  };
}
