/**
 * `npm run feedback -- --csv FILE`: the writers' report of readers' feedback
 * (lib/feedback/report.ts) from a PostHog events export. Prints the pages
 * ranked by "No" answers, with the reasons given, and the code samples
 * ranked by the problems reported on them.
 *
 * Options: --csv FILE (required), --top N (rows per table, default 20).
 * Bad input (no file, not CSV, no event column) ends with one line naming
 * the file, and exit code 1.
 */
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {formatReport, readFeedbackCsv} from '../lib/feedback/report';

function main(): void {
  const {values} = parseArgs({
    options: {csv: {type: 'string'}, top: {type: 'string'}},
    allowPositionals: false,
  });
  if (!values.csv)
    throw new Error('Name the PostHog events export: npm run feedback -- --csv FILE');
  const top = values.top === undefined ? 20 : Number(values.top);
  if (!Number.isInteger(top) || top < 1)
    throw new Error(`--top must be a whole number, not "${values.top}".`);
  let csv: string;
  try {
    csv = fs.readFileSync(values.csv, 'utf8');
  } catch (error) {
    throw new Error(
      `${values.csv}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    );
  }
  process.stdout.write(formatReport(readFeedbackCsv(csv, values.csv), {top}));
}

try {
  main();
} catch (error) {
  process.stderr.write(`feedback: ${(error as Error).message}\n`);
  process.exit(1);
}
