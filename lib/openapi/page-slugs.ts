/**
 * The names docusaurus-plugin-openapi-docs gives its pages, so other code
 * can find the page of an operation, a tag or the info page. The plugin
 * names them with lodash's kebab case, which kebabCase() reproduces:
 * `FindAddress` → `find-address`, `getUDPRN` → `get-udprn`. Pure, so browser
 * code may import it too.
 */
export function kebabCase(value: string): string {
  const words = value.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

/** Slug of an operation's page: from its operationId, else its summary, else method and path. */
export function operationSlug(
  operation: {operationId?: string; summary?: string},
  method: string,
  path: string,
): string {
  return kebabCase(operation.operationId ?? operation.summary ?? `${method} ${path}`);
}

/** Slug of the info page (and of a schema page), from a title as the plugin derives it. */
export function titleSlug(title: string): string {
  return kebabCase(title.replace(' ', '-').toLowerCase());
}
