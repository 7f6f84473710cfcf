/**
 * A guard for front matter the MDX loader would corrupt. Docusaurus's
 * mdx-loader writes each page's front matter into the page module with
 * stringify-object 3.3.0 (`export const frontMatter = ...`), which does not
 * escape backslashes (and eats the one before a quote): `a \ b` arrives as
 * `a  b`, a `\n` escape as a newline, `\"` as `"`. The metadata JSON
 * Docusaurus writes beside it is right, so the page's server HTML and its
 * hydrated page may even disagree.
 *
 * No front matter of this site needs a backslash (an API operation, which
 * holds code samples, is a module export, not front matter: see
 * lib/openapi/README.md), so the build refuses any: `config/markdown.ts`
 * calls `assertFrontMatterSurvives` from the parseFrontMatter hook.
 */

/** Where a string with a backslash sits in a front matter value, e.g. `api.x-codeSamples[0].source`. */
export function backslashPaths(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.includes('\\') ? [at || '(value)'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => backslashPaths(item, `${at}[${index}]`));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, item]) => {
      const here = at ? `${at}.${key}` : key;
      return [...(key.includes('\\') ? [here] : []), ...backslashPaths(item, here)];
    });
  }
  return [];
}

/** Throws, naming the file and each field, when the front matter holds a backslash. */
export function assertFrontMatterSurvives(
  frontMatter: Record<string, unknown>,
  file: string,
): void {
  const paths = backslashPaths(frontMatter);
  if (paths.length === 0) return;
  const shown =
    paths.slice(0, 5).join(', ') + (paths.length > 5 ? ` and ${paths.length - 5} more` : '');
  throw new Error(
    `${file}: front matter ${shown} contains a backslash, which the MDX loader (stringify-object) ` +
      `drops from the page's JavaScript. Remove it, or move the value out of front matter ` +
      `(an MDX "export const" keeps every character; see lib/front-matter-guard.ts).`,
  );
}
