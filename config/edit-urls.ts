import {kebabCase} from '../lib/openapi/page-slugs';
import {listSourceOperations, readYamlFile, type ReadYaml} from '../lib/openapi/source-files';
import {editUrlOf} from '../src/utils/repository';

/**
 * "Edit this page" links. Hand-written pages link to their own file; the API
 * reference's operation pages (`docs-api/<slug>.api.mdx`, generated and not
 * committed) link to the OpenAPI file that describes the operation, and the
 * other generated pages (tag, info, schema) have no source file and no link.
 */

/** Arguments Docusaurus passes to a docs instance's `editUrl` function. */
export interface EditUrlParams {
  versionDocsDirPath: string;
  docPath: string;
}

/**
 * Maps each operation page's slug (lodash kebab case of the `operationId`, the
 * generator's naming) to the repository path of the file that holds the
 * operation: the `$ref`'d file under `openapi/paths/`, or the root file for a
 * path item written inline. `readYaml` reads a repository path.
 */
export function operationSources(rootPath: string, readYaml: ReadYaml): Map<string, string> {
  const sources = new Map<string, string>();
  for (const {method, path, file, operation} of listSourceOperations(rootPath, readYaml)) {
    if (!operation.operationId) {
      throw new Error(`${file}: ${method.toUpperCase()} ${path} has no operationId.`);
    }
    sources.set(kebabCase(operation.operationId), file);
  }
  return sources;
}

/** Edit URL of a page of the main docs instance: its own file. */
export function docsEditUrl({versionDocsDirPath, docPath}: EditUrlParams): string {
  return editUrlOf(`${versionDocsDirPath}/${docPath}`);
}

/**
 * Edit URL function of the API docs instance: an operation page links to its
 * OpenAPI source, other generated pages get none (undefined), hand-written
 * pages (index.mdx) their own file.
 */
export function apiEditUrl(sources: ReadonlyMap<string, string>, sourceRoot: string) {
  return ({versionDocsDirPath, docPath}: EditUrlParams): string | undefined => {
    const operation = /^(?:.*\/)?([^/]+)\.api\.mdx$/.exec(docPath);
    if (operation) {
      const source = sources.get(operation[1]);
      if (!source) {
        throw new Error(
          `${versionDocsDirPath}/${docPath}: no operation of ${sourceRoot} has the slug "${operation[1]}"; run \`npm run gen\` again.`,
        );
      }
      return editUrlOf(source);
    }
    if (/\.(?:tag|info|schema)\.mdx$/.test(docPath)) return undefined;
    return docsEditUrl({versionDocsDirPath, docPath});
  };
}

/** The API instance's edit URL function, built from the OpenAPI source on disk. */
export function apiEditUrlFromSource(
  sourceRoot: string,
): (params: EditUrlParams) => string | undefined {
  return apiEditUrl(
    operationSources(sourceRoot, (file) => readYamlFile(file)),
    sourceRoot,
  );
}
