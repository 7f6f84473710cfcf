/**
 * Kebab case as lodash writes it (docusaurus-plugin-openapi-docs names its
 * pages with lodash.kebabCase): `FindAddress` → `find-address`,
 * `getUDPRN` → `get-udprn`. Pure, so browser code may import it too.
 */
export function kebabCase(value: string): string {
  const words = value.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}
