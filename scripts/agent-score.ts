/**
 * The Agent Score of the production build, a step of `npm test`: afdocs (the
 * checker of the Agent-Friendly Documentation Spec, which Fern's Agent Score
 * runs) against build/ as scripts/serve.ts serves it, with the site's public
 * origin as the canonical one (`--canonical-origin`, so the absolute links of
 * llms.txt and the twins are followed on the local server), JSON output with
 * the score and the default thresholds. Two runs:
 *
 * - the site's root alone (`--sampling none`): the documented command;
 * - every page (`--sampling deterministic --max-links 1000`, more than the
 *   site has, no delay between requests on loopback): what llms.txt and the
 *   sitemap list, each page checked as the root is.
 *
 * Prints each run's scorecard and every check that did not pass, with its
 * message, the pages concerned and afdocs's suggested fix; exits 1 when a
 * run scores below 100. afdocs needs Node 22: it runs on the pinned `node`
 * package of the npm registry (scripts/lib/node22.ts).
 *
 * Usage: npx tsx scripts/agent-score.ts [--build DIR] [--url URL] [--root-only]
 *        [--json DIR]
 * `--url` scores a server already running (nginx) instead of serving DIR;
 * `--json` keeps each run's report (default test-results/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {identity} from '../src/identity';
import {serveBuild} from './lib/serve-build';
import {node22Version, spawnNode22} from './lib/node22';

const root = path.resolve(__dirname, '..');
const AFDOCS = path.join(root, 'node_modules/afdocs/bin/afdocs.mjs');
const PASSING_SCORE = 100;

interface CheckResult {
  id: string;
  category: string;
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error';
  message: string;
  details?: {pageResults?: Record<string, unknown>[]};
}

interface Report {
  results: CheckResult[];
  scoring: {
    overall: number;
    grade: string;
    categoryScores: Record<string, {score: number; grade: string}>;
    resolutions?: Record<string, string>;
  };
}

interface Run {
  name: string;
  file: string;
  args: string[];
}

const RUNS: Run[] = [
  {
    name: "the site's root (--sampling none)",
    file: 'agent-score-root.json',
    args: ['--sampling', 'none'],
  },
  {
    name: 'every page (--sampling deterministic --max-links 1000)',
    file: 'agent-score-pages.json',
    args: ['--sampling', 'deterministic', '--max-links', '1000', '--request-delay', '0'],
  },
];

/** The command line (see the header). */
const {values: args} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    url: {type: 'string'},
    json: {type: 'string'},
    'root-only': {type: 'boolean', default: false},
  },
});

/** Runs afdocs once; resolves with its JSON report (afdocs exits 1 when a check fails). */
function afdocs(url: string, run: Run): Promise<Report> {
  const child = spawnNode22(
    [
      AFDOCS,
      'check',
      url,
      '--canonical-origin',
      identity.urls.docs,
      ...run.args,
      '--format',
      'json',
      '--score',
      '--quiet',
    ],
    {cwd: root, stdio: ['ignore', 'pipe', 'inherit']},
  );
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(JSON.parse(text) as Report);
      } catch {
        reject(new Error(`afdocs exited ${code} without a JSON report:\n${text.slice(0, 2000)}`));
      }
    });
  });
}

/** The pages a check found wanting, from the page results afdocs reports. */
function pagesConcerned(check: CheckResult): string[] {
  const wanting = (page: Record<string, unknown>) =>
    page.status === 'fail' ||
    page.status === 'warn' ||
    page.found === false ||
    page.supported === false ||
    page.error !== undefined;
  return (check.details?.pageResults ?? []).filter(wanting).map((page) => {
    const issues = (page.sampleDiffs ?? page.issues ?? []) as string[];
    const reason = (page.error as string | undefined) ?? issues.slice(0, 2).join(' | ');
    return `${page.url as string}${reason ? `: ${reason.slice(0, 200)}` : ''}`;
  });
}

function printReport(run: Run, report: Report): void {
  const {overall, grade, categoryScores, resolutions} = report.scoring;
  console.log(`\n== Agent Score of ${run.name}: ${overall}/100 (${grade})`);
  for (const [category, {score}] of Object.entries(categoryScores)) {
    console.log(`   ${category.padEnd(28)} ${score}`);
  }
  const wanting = report.results.filter((check) =>
    ['warn', 'fail', 'error'].includes(check.status),
  );
  if (wanting.length === 0) {
    console.log('   every check passed (or does not apply)');
    return;
  }
  for (const check of wanting) {
    console.log(`   ${check.status.toUpperCase()} ${check.id}: ${check.message}`);
    const pages = pagesConcerned(check);
    for (const page of pages.slice(0, 10)) console.log(`        ${page}`);
    if (pages.length > 10) console.log(`        ... and ${pages.length - 10} more`);
    const fix = resolutions?.[check.id];
    if (fix) console.log(`        Fix: ${fix}`);
  }
}

async function main(): Promise<void> {
  const jsonDir = path.resolve(args.json ?? path.join(root, 'test-results'));
  const given = args.url;
  const server = given ? undefined : await serveBuild(args.build, {stderr: 'inherit'});
  const url = given ?? server!.url;
  const version = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/afdocs/package.json'), 'utf8'),
  ) as {version: string};
  console.log(`afdocs ${version.version} on Node ${node22Version(root)}, against ${url}`);
  const runs = args['root-only'] ? RUNS.slice(0, 1) : RUNS;
  let failed = 0;
  try {
    fs.mkdirSync(jsonDir, {recursive: true});
    for (const run of runs) {
      const report = await afdocs(url, run);
      fs.writeFileSync(path.join(jsonDir, run.file), JSON.stringify(report, null, 2));
      printReport(run, report);
      if (report.scoring.overall < PASSING_SCORE) failed++;
    }
  } finally {
    server?.stop();
  }
  if (failed > 0) {
    console.log(`\n${failed} of ${runs.length} runs scored below ${PASSING_SCORE}.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
