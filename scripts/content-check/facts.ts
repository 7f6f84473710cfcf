/**
 * EXTENSION POINT for the facts lint (issue 21, "the facts lint, when it
 * exists"). The `facts` branch is writing `lintFacts(files)`, which returns
 * `{file, line, message}[]` for statements that contradict the sources of
 * facts (the OpenAPI file, the widget catalogue, the test inputs). It had not
 * landed when the content check was written. Once it has, import it here and
 * return `lintFacts(files)`; the check then prints its problems like the
 * others, and tests/unit/content-check.test.ts keeps the real tree clean.
 */
import type {Problem} from './problems';

/** Runs the facts lint over the given site-relative files. No lint yet: no problems. */
export function checkFacts(files: string[]): Problem[] {
  void files;
  return [];
}

/** Whether a facts lint is wired in (reported in the check's timing line). */
export const factsLintAvailable = false;
