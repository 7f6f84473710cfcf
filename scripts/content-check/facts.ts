/**
 * The facts lint (plugins/content-checks/facts.ts, from the `facts` branch):
 * statements in pages that contradict the sources of facts (widget options
 * against the widget catalogue, API paths, parameters and field names against
 * the OpenAPI description). `npm run check` prints its problems like the
 * others.
 */
import {lintFacts, loadSpecFacts} from '../../plugins/content-checks/facts';
import type {Problem} from './problems';

/** Runs the facts lint over the given sources, with the spec of `siteDir`. */
export function checkFacts(siteDir: string, files: {file: string; text: string}[]): Problem[] {
  return lintFacts(
    files.map(({file, text}) => ({path: file, content: text})),
    loadSpecFacts(siteDir),
  );
}
