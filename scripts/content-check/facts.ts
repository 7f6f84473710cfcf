/**
 * The facts lint (plugins/content-checks/facts.ts, from the `facts` branch):
 * statements in pages that contradict the sources of facts (widget options
 * against the widget catalogue, API paths, parameters and field names against
 * the OpenAPI description). `npm run check` prints its problems like the
 * others.
 */
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {lintFacts, loadSpecFacts} from '../../plugins/content-checks/facts';
import {identityTokens} from '../../src/identity';
import type {Problem} from './problems';

/** Unknown placeholders are the token rule's to report; the lint sees their bare names. */
function withoutUnknownTokens(text: string): string {
  return text.replace(/%%([A-Za-z][A-Za-z0-9]*)%%/g, (match, key: string) =>
    Object.hasOwn(identityTokens, key) ? match : key,
  );
}

/** Runs the facts lint over the given sources, with the spec of `siteDir`, one file at a time. */
export function checkFacts(siteDir: string, files: {file: string; text: string}[]): Problem[] {
  const spec = loadSpecFacts(siteDir);
  return files.flatMap(({file, text}) => {
    try {
      // Custom heading ids (`## Title {#id}`) are escaped as Docusaurus does
      // before parsing; the lint's MDX parser would read them as expressions.
      const content = escapeMarkdownHeadingIds(withoutUnknownTokens(text));
      return lintFacts([{path: file, content}], spec);
    } catch (error) {
      return [{file, line: 1, message: `the facts lint cannot read this file: ${String(error)}`}];
    }
  });
}
