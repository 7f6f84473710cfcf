/**
 * The content rules of lib/content-lint as the tests call them: with the
 * site's values (plugins/content-checks/values.ts), over the docs sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sandboxExamples} from '../../config/openapi-source';
import {lintFacts} from '../../lib/content-lint/facts';
import {listSources} from '../../lib/content-lint/sources';
import {loadSpecFacts, type SpecFacts} from '../../lib/content-lint/spec-facts';
import {lintValues} from '../../plugins/content-checks/values';

const root = path.join(__dirname, '../..');

/** The site's values for the rules. */
export const values = lintValues();

/** The Markdown sources under a folder of the site, site-relative, partials included. */
export function docsFiles(dir = 'docs'): string[] {
  return listSources(root, dir);
}

/** The text of a source, by its site-relative path. */
export function readSource(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/** The facts lint with the spec of the site, its problems as `line: message`. */
export async function factsLint() {
  const spec: SpecFacts = await loadSpecFacts(root, undefined, sandboxExamples);
  const lint = (file: string, content: string) =>
    lintFacts([{path: file, content}], spec, values).map((p) => `${p.line}: ${p.message}`);
  return {
    spec,
    /** A page of the docs as it is. */
    lintPage: (file: string) => lint(file, readSource(file)),
    /** A page made of `lines` under a `# Page` heading, at `docs/x.mdx`. */
    lintText: (...lines: string[]) => lint('docs/x.mdx', ['# Page', '', ...lines, ''].join('\n')),
    /** The same, at another path (rules that depend on the folder). */
    lintTextAt: (file: string, ...lines: string[]) =>
      lint(file, ['# Page', '', ...lines, ''].join('\n')),
  };
}
