/**
 * Removes the pages docusaurus-plugin-openapi-docs generated into an output
 * folder, so that an operation taken out of the specification loses its page.
 * The same files as the plugin's `clean-api-docs` command (`*.api.mdx`,
 * `*.info.mdx`, `*.tag.mdx`, the generated sidebar, externalised JSON but
 * `versions.json`, and `schemas/`), without starting Docusaurus: that
 * command loads the whole site configuration and every plugin first, a few
 * seconds of every build. Hand-written files (`index.mdx`) stay.
 */
import fs from 'node:fs';
import path from 'node:path';

const GENERATED = /^(?:.+\.(?:api|info|tag)\.mdx|sidebar\.(?:js|ts)|(?!versions\.json$).+\.json)$/;

/** Deletes the generated pages of `outputDir` and returns the names removed, sorted. */
export function cleanGeneratedApiPages(outputDir: string): string[] {
  if (!fs.existsSync(outputDir)) return [];
  const removed: string[] = [];
  for (const entry of fs.readdirSync(outputDir, {withFileTypes: true})) {
    if (entry.isFile() && GENERATED.test(entry.name)) {
      fs.rmSync(path.join(outputDir, entry.name));
      removed.push(entry.name);
    }
  }
  if (fs.existsSync(path.join(outputDir, 'schemas'))) {
    fs.rmSync(path.join(outputDir, 'schemas'), {recursive: true});
    removed.push('schemas/');
  }
  return removed.sort();
}
