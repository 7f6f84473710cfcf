/**
 * Placeholders of the OpenAPI source rendered from the bundled document
 * itself: `%%managementOperations%%` (which operations need the management
 * key) and `%%keyPathOperations%%` (which of the `/keys/{key}` operations
 * need no credential), both from each operation's `security`, so the
 * overview cannot drift from it. The bundler (bundle.ts) adds them to the
 * tokens its caller passes (the identity's and the docs content's, see
 * config/openapi-source.ts). Links point at the reference pages under
 * `docsUrl`, the public origin of the docs the caller passes.
 */
import {listOperations, type OpenApiDocument} from './document';
import {kebabCase} from './page-slugs';

/** Security schemes that carry the account's management key. */
const managementSchemes = ['UserToken', 'UserTokenHeader'];

interface OperationLink {
  operationId: string;
  summary: string;
  tag: string;
  path: string;
  security: Record<string, string[]>[] | undefined;
}

function operationLinks(document: OpenApiDocument): OperationLink[] {
  return listOperations(document).map(({path, operation}) => ({
    operationId: operation.operationId ?? '',
    summary: operation.summary ?? operation.operationId ?? '',
    tag: operation.tags?.[0] ?? '',
    path,
    security: operation.security as Record<string, string[]>[] | undefined,
  }));
}

/** Whether an operation can only be called with the management key. */
function needsManagementKey(security: Record<string, string[]>[] | undefined): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) =>
      Object.keys(requirement).some((scheme) => managementSchemes.includes(scheme)),
    )
  );
}

function link(operation: OperationLink, docsUrl: string): string {
  return `[${operation.summary}](${docsUrl}/docs/api/${kebabCase(operation.operationId)})`;
}

function list(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The operations that need the management key, grouped by tag in the
 * document's order: a tag whose every operation needs it is named as a whole
 * ("all 5 Licensees operations"), otherwise its operations are linked one by one.
 */
function managementOperationsMarkdown(document: OpenApiDocument, docsUrl: string): string {
  const operations = operationLinks(document);
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const tags = [...new Set(operations.map((operation) => operation.tag))].sort(
    (a, b) => tagOrder.indexOf(a) - tagOrder.indexOf(b),
  );
  const parts = tags.flatMap((tag) => {
    const inTag = operations.filter((operation) => operation.tag === tag);
    const managed = inTag.filter((operation) => needsManagementKey(operation.security));
    if (managed.length === 0) return [];
    if (managed.length === inTag.length && inTag.length > 1)
      return [`all ${inTag.length} ${tag} operations`];
    return [list(managed.map((operation) => link(operation, docsUrl)))];
  });
  // Groups are separated by semicolons, since a group may itself be a list.
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join('; ')}; and ${parts.at(-1)}`;
}

/** The `/keys/{key}` operations that take no credential besides the key in their path. */
function keyPathOperationsMarkdown(document: OpenApiDocument, docsUrl: string): string {
  return list(
    operationLinks(document)
      .filter((operation) => operation.path.startsWith('/keys/{key}'))
      .filter((operation) => Array.isArray(operation.security) && operation.security.length === 0)
      .map((operation) => link(operation, docsUrl)),
  );
}

/**
 * The placeholders rendered from the bundled document. Without a document
 * their values are empty (enough to check the names in a file).
 */
export function documentTokens(
  document: OpenApiDocument | undefined,
  docsUrl: string,
): Record<string, string> {
  return {
    managementOperations: document ? managementOperationsMarkdown(document, docsUrl) : '',
    keyPathOperations: document ? keyPathOperationsMarkdown(document, docsUrl) : '',
  };
}
