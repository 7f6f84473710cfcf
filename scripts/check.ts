/**
 * `npm run check`: checks the docs sources in seconds, without a production
 * build (front matter and tags, sidebars, placeholders, internal links and
 * anchors, the facts lint, Markdown style). Prints one `file:line: message`
 * per problem and exits 1 if there is any; a clean tree prints nothing.
 *
 * Usage: npm run check [-- <site dir>]   (the project root by default)
 */
import {formatProblem} from '../lib/content-lint/problems';
import {runContentCheck} from './content-check/run';

async function main(): Promise<void> {
  const problems = await runContentCheck({siteDir: process.argv[2]});
  for (const problem of problems) console.log(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s). Fix them before opening a pull request.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
