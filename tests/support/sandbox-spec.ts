/**
 * The OpenAPI description as the sandbox and Try-it tests read it: bundled
 * from openapi/, walked with the one reader of lib/openapi/document.ts and
 * matched with the one path matcher of lib/openapi/path-template.ts, as the
 * sandbox routes requests.
 */
import {bundleOpenApi} from '../../config/openapi-source';
import {
  listOperations,
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
} from '../../lib/openapi/document';
import {matchPathTemplate, pathSegments} from '../../lib/openapi/path-template';
import {apiReference} from '../../config/api-docs';

/** The bundled description (linting and bundling take seconds, more on a busy machine). */
export function bundledSpec(): Promise<OpenApiDocument> {
  return bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
}

/**
 * The operation a request calls: its method, and its path (after `/v1`,
 * percent-encoded or not) matched against each template; undefined when no
 * operation has them.
 */
export function operationAt(
  spec: OpenApiDocument,
  method: string,
  path: string,
): OperationEntry | undefined {
  const segments = pathSegments(path);
  if (!segments) return undefined;
  return listOperations(spec).find(
    (entry) =>
      entry.method === method.toLowerCase() &&
      matchPathTemplate(entry.path, segments) !== undefined,
  );
}

/** A JSON pointer to a place in the document, `#/paths/~1postcodes~1{postcode}/get`. */
function jsonPointer(parts: readonly string[]): string {
  return '#/' + parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/**
 * The pointer (for Ajv, with the document added as `openapi.json`) to the
 * schema of an operation's answer with `status`, or null when the operation
 * documents no such answer or no body for it. A response given by reference
 * is pointed at where the reference leads.
 */
export function responseSchemaPointer(
  spec: OpenApiDocument,
  entry: OperationEntry,
  status: number,
): string | null {
  const response = entry.operation.responses?.[String(status)];
  if (!response) return null;
  const at =
    response.$ref ?? jsonPointer(['paths', entry.path, entry.method, 'responses', String(status)]);
  const type = Object.keys(resolveRef(spec, response).content ?? {})[0];
  return type === undefined ? null : `${at}${jsonPointer(['content', type, 'schema']).slice(1)}`;
}
