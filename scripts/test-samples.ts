/**
 * `npm run test:samples`: runs every sample of the built site exactly as a
 * reader copies it, against the sandbox (scripts/samples/harness.ts).
 * Needs `npm run build` first. Exits 1 if any sample fails.
 *
 *   npm run test:samples                         # every page
 *   npm run test:samples -- --pages /docs/api/find-address,/docs/guides/testing
 *   SAMPLES_PORT=5160 npm run test:samples       # serve on 5160, sandbox on 5161
 *   SAMPLES_JOBS=4 npm run test:samples          # processes at a time (default 3)
 *   npm run test:samples -- --all-widgets        # run every page's widget snippets in the browser
 */
import path from 'node:path';
import {runHarness} from './samples/harness';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const pages = option('--pages');
  const {outcomes, failedPages} = await runHarness({
    buildDir: path.resolve(option('--build') ?? 'build'),
    port: Number(process.env.SAMPLES_PORT ?? 0),
    jobs: Number(process.env.SAMPLES_JOBS ?? 3),
    pages: pages ? pages.split(',') : undefined,
    allWidgets: process.argv.includes('--all-widgets'),
    jsonFile: option('--json') ?? 'test-results/samples.json',
  });
  const failed = outcomes.filter((outcome) => !outcome.passed).length + failedPages.length;
  if (failed > 0 || outcomes.length === 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`[samples] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
