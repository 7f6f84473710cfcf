/**
 * Placeholders of the OpenAPI source whose values are docs content rather
 * than brand strings: lists the spec shares with the guides, stated once in
 * src/data and written into the bundle: `%%keyLogColumns%%` in the Key Logs
 * description, `%%allowedUrlMatching%%` in the `allowed_urls` fields, `%%testKeyTable%%`, `%%testInputTable%%` and `%%testInputSummary%%` (from the sandbox
 * catalogue) in the overview. They are replaced together with the identity placeholders,
 * so an unknown one still fails the bundle naming its file.
 *
 * `%%managementOperations%%` and `%%keyPathOperations%%` are facts of the
 * document itself (which operations need the management key, which of the
 * `/keys/{key}` operations need no credential): `documentTokens()` renders
 * them from each operation's `security`, so the overview cannot drift from it.
 */
import {allowedUrlMatchingMarkdown} from '../../src/data/allowed-urls';
import {keyLogColumnsMarkdown} from '../../src/data/key-logs-csv';
import {
  testInputOverviewMarkdown,
  testInputSummary,
  testKeyTableMarkdown,
} from '../../src/data/test-inputs';
import {replaceTokens, siteTokens} from '../../plugins/identity-tokens';
import {identity} from '../../src/identity';
import {listOperations, type OpenApiDocument} from './document';
import {kebabCase} from './page-slugs';

export function specContentTokens(): Record<string, string> {
  return {
    allowedUrlMatching: allowedUrlMatchingMarkdown(),
    keyLogColumns: replaceTokens(keyLogColumnsMarkdown(), 'src/data/key-logs-csv.ts'),
    testKeyTable: testKeyTableMarkdown(),
    testInputSummary: testInputSummary(),
    testInputTable: testInputOverviewMarkdown(),
  };
}

/** Security schemes that carry the account's management key. */
export const managementSchemes = ['UserToken', 'UserTokenHeader'];

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
export function needsManagementKey(security: Record<string, string[]>[] | undefined): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) =>
      Object.keys(requirement).some((scheme) => managementSchemes.includes(scheme)),
    )
  );
}

function link(operation: OperationLink): string {
  return `[${operation.summary}](${identity.urls.docs}/docs/api/${kebabCase(operation.operationId)})`;
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
export function managementOperationsMarkdown(document: OpenApiDocument): string {
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
    return [list(managed.map(link))];
  });
  // Groups are separated by semicolons, since a group may itself be a list.
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join('; ')}; and ${parts.at(-1)}`;
}

/** The `/keys/{key}` operations that take no credential besides the key in their path. */
export function keyPathOperationsMarkdown(document: OpenApiDocument): string {
  return list(
    operationLinks(document)
      .filter((operation) => operation.path.startsWith('/keys/{key}'))
      .filter((operation) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(link),
  );
}

/** The placeholders rendered from the bundled document itself. */
export function documentTokens(document?: OpenApiDocument): Record<string, string> {
  return {
    managementOperations: document ? managementOperationsMarkdown(document) : '',
    keyPathOperations: document ? keyPathOperationsMarkdown(document) : '',
  };
}

/**
 * Every placeholder the OpenAPI source may use. Without a document, the
 * tokens rendered from it are empty (enough to check the names in a file).
 */
export function specTokens(document?: OpenApiDocument): Record<string, string> {
  return {...siteTokens, ...specContentTokens(), ...documentTokens(document)};
}
