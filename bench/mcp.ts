/**
 * MCP server benchmark (issue 30), on the production build:
 *
 * - start-up: from spawning the server to the answer of `tools/list` over
 *   stdio, through the SDK's client, median of `runs` fresh processes, in
 *   wall time and in CPU time (user + system, read from /proc when the answer
 *   arrives: the figure that holds on a busy machine). Measured twice: the
 *   server alone (`node scripts/mcp.mjs`, what `npm run mcp` runs, its bundle
 *   already made) and through `npm run --silent mcp` as MCP clients start it
 *   (CPU of npm, its shell and the server together). Plus one first start,
 *   which makes the bundle (an empty cache folder);
 * - search_docs latency: the 30 eval questions sent as `search_docs` tool
 *   calls over stdio, round trip measured by the client, after one warm-up
 *   call (which waits for the index); median and 95th percentile;
 * - memory: the server process's resident set (VmRSS) after the searches;
 * - the eval scores (expected page in the top 3): the 30 integrator questions
 *   of tests/fixtures/mcp-questions.json, and the 50 of
 *   tests/fixtures/relevance-questions.json, which the site search answers
 *   too (issue 38);
 * - the published package (issue 38): the tarball the build writes
 *   (lib/mcp/package.ts) installed from build/ into an empty folder with
 *   `npm install`, then started as an agent's client starts it (its bin, on
 *   this Node) to `tools/list` answered: wall and CPU time, median of `runs`.
 *
 * Goals: ready in 1.5 s on 2 cores (the package: 1 s), search median ≤ 20 ms,
 * ≤ 200 MB resident.
 *
 * Usage: npx tsx bench/mcp.ts [--build build] [--runs 5] [--json file]
 * Library: runMcpBench() for bench/bench.ts, mcpSection() for BENCHMARKS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {loadDocsData} from '../lib/mcp/data';
import {runSearchEval, type EvalQuestion} from '../lib/mcp/eval';
import {DocsSearch} from '../lib/mcp/search';
import {identity, mcpPackage} from '../src/identity';
import {installMcpPackage} from '../scripts/lib/mcp-package-install';
import {median} from './stats';

const root = path.resolve(__dirname, '..');

const MCP_GOALS = {
  startupMs: 1500,
  packageStartupMs: 1000,
  searchMedianMs: 20,
  rssMb: 200,
  relevancePassed: 47,
} as const;

/** Start-up to `tools/list` answered, over `runs` fresh processes. */
interface StartupFigures {
  wallMs: number[];
  medianWallMs: number;
  cpuMs: number[];
  medianCpuMs: number;
}

export interface McpFigures {
  runs: number;
  /** `node scripts/mcp.mjs`, the bundle made. */
  startup: StartupFigures;
  /** `npm run --silent mcp`, as MCP clients start it. */
  npmStartup: StartupFigures;
  /** The first start, which bundles the server: wall time to `tools/list`. */
  firstStartMs: number;
  /** The installed package's bin, started fresh each run. */
  packageStartup: StartupFigures;
  search: {samples: number; medianMs: number; p95Ms: number};
  rssMb: number;
  eval: {passed: number; total: number; misses: string[]};
  relevance: {passed: number; total: number; misses: string[]};
}

function questions(fixture = 'mcp-questions.json'): EvalQuestion[] {
  const file = path.join(root, 'tests/fixtures', fixture);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {questions: EvalQuestion[]}).questions;
}

/** Resident set of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * CPU time (user + system, all threads) of a process and its living
 * descendants, in ms, from /proc (Linux; 10 ms resolution).
 */
function treeCpuMs(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) parents.set(Number(entry), Number(fields[1]));
  }
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
    }
  }
  let ticks = 0;
  for (const member of tree) {
    const fields = statFields(member);
    // utime and stime: fields 14 and 15 of stat, 11 and 12 after the name.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

type Launch = 'node' | 'npm' | {bin: string};

async function startServer(
  buildDir: string,
  {launch = 'node', cacheDir}: {launch?: Launch; cacheDir?: string} = {},
): Promise<{client: Client; pid: number; ms: number; cpuMs: number}> {
  const serverArgs = ['--build', buildDir];
  const started = performance.now();
  const transport = new StdioClientTransport({
    ...(typeof launch === 'object'
      ? {command: process.execPath, args: [launch.bin]}
      : launch === 'node'
        ? {command: process.execPath, args: ['scripts/mcp.mjs', ...serverArgs]}
        : {command: 'npm', args: ['run', '--silent', 'mcp', '--', ...serverArgs]}),
    cwd: root,
    stderr: 'ignore',
    env: {
      ...(process.env as Record<string, string>),
      ...(cacheDir ? {DOCS_MCP_CACHE_DIR: cacheDir} : {}),
    },
  });
  const client = new Client({name: 'mcp-bench', version: '1.0.0'});
  await client.connect(transport);
  await client.listTools();
  const ms = performance.now() - started;
  const pid = transport.pid!;
  return {client, pid, ms, cpuMs: treeCpuMs(pid)};
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The package's cold start: its tarball installed from the build into an
 * empty folder (npm, from the file: no network), then its bin started `runs`
 * times, each a fresh process, to `tools/list` answered.
 */
async function measurePackageStartup(build: string, runs: number): Promise<StartupFigures> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-bench-package-'));
  try {
    const bin = installMcpPackage(folder, path.join(build, mcpPackage.path));
    return await measureStartup(build, runs, {bin});
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

async function measureStartup(build: string, runs: number, launch: Launch) {
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = await startServer(build, {launch});
    wallMs.push(round(started.ms));
    cpuMs.push(started.cpuMs);
    await started.client.close();
  }
  return {wallMs, medianWallMs: round(median(wallMs)), cpuMs, medianCpuMs: round(median(cpuMs))};
}

export async function runMcpBench({
  buildDir = 'build',
  runs = 5,
}: {buildDir?: string; runs?: number} = {}): Promise<McpFigures> {
  const build = path.resolve(root, buildDir);

  // A first start: no bundle yet.
  const emptyCache = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-bench-cache-'));
  let firstStartMs: number;
  try {
    const first = await startServer(build, {cacheDir: emptyCache});
    firstStartMs = round(first.ms);
    await first.client.close();
  } finally {
    fs.rmSync(emptyCache, {recursive: true, force: true});
  }
  // Makes the bundle in the usual cache if the sources changed since it was made.
  await (await startServer(build)).client.close();

  const startup = await measureStartup(build, runs, 'node');
  const npmStartup = await measureStartup(build, runs, 'npm');
  const packageStartup = await measurePackageStartup(build, runs);

  const asked = questions();
  const {client, pid} = await startServer(build);
  const samples: number[] = [];
  let rssMb = Number.NaN;
  try {
    await client.callTool({name: 'search_docs', arguments: {query: 'warm up'}});
    for (let round = 0; round < 3; round++) {
      for (const {question} of asked) {
        const started = performance.now();
        await client.callTool({name: 'search_docs', arguments: {query: question, limit: 5}});
        samples.push(performance.now() - started);
      }
    }
  } finally {
    rssMb = residentMb(pid);
    await client.close();
  }
  samples.sort((a, b) => a - b);

  const data = loadDocsData({buildDir: build, siteUrl: identity.urls.docs});
  const search = new DocsSearch(data.pages);
  const result = runSearchEval(search, asked);
  const relevance = runSearchEval(search, questions('relevance-questions.json'));
  const missed = (evaluated: typeof result) =>
    evaluated.results.filter((r) => r.rank === undefined).map((r) => r.question);
  return {
    runs,
    startup,
    npmStartup,
    firstStartMs,
    packageStartup,
    search: {
      samples: samples.length,
      medianMs: round(median(samples)),
      p95Ms: round(samples[Math.floor(samples.length * 0.95)]!),
    },
    rssMb,
    eval: {passed: result.passed, total: result.total, misses: missed(result)},
    relevance: {passed: relevance.passed, total: relevance.total, misses: missed(relevance)},
  };
}

const mark = (value: number, goal: number, unit: string) =>
  value <= goal ? `✓ within ${goal} ${unit}` : `✗ over ${goal} ${unit}`;

/** The MCP section of BENCHMARKS.md. */
export function mcpSection(figures: McpFigures): string {
  return `## MCP server (project)

\`npm run mcp\` over stdio on the production build, measured by \`bench/mcp.ts\` with the
SDK's client (goals of issue 30):

| Measure | Value | Goal |
| --- | --- | --- |
| Start to \`tools/list\` answered, \`node scripts/mcp.mjs\` (median of ${figures.runs}; CPU time ${figures.startup.medianCpuMs} ms) | ${figures.startup.medianWallMs} ms | ${mark(figures.startup.medianWallMs, MCP_GOALS.startupMs, 'ms')} |
| Start to \`tools/list\` answered, \`npm run --silent mcp\` (median of ${figures.runs}; CPU time ${figures.npmStartup.medianCpuMs} ms) | ${figures.npmStartup.medianWallMs} ms | ${mark(figures.npmStartup.medianWallMs, MCP_GOALS.startupMs, 'ms')} |
| First start, bundling the server (once after a change to its sources) | ${figures.firstStartMs} ms | (not a goal) |
| Start to \`tools/list\` answered, the package installed from its tarball (its command, median of ${figures.runs}; CPU time ${figures.packageStartup.medianCpuMs} ms) | ${figures.packageStartup.medianWallMs} ms | ${mark(figures.packageStartup.medianWallMs, MCP_GOALS.packageStartupMs, 'ms')} |
| \`search_docs\` round trip, median (${figures.search.samples} calls; p95 ${figures.search.p95Ms} ms) | ${figures.search.medianMs} ms | ${mark(figures.search.medianMs, MCP_GOALS.searchMedianMs, 'ms')} |
| Resident memory after the searches | ${figures.rssMb} MB | ${mark(figures.rssMb, MCP_GOALS.rssMb, 'MB')} |
| Search eval: expected page in the top 3 | ${figures.eval.passed} / ${figures.eval.total} | ${figures.eval.passed >= 27 ? '✓' : '✗'} at least 27 |
| Questions of \`relevance-questions.json\` (the site search's too): expected page in the top 3 | ${figures.relevance.passed} / ${figures.relevance.total} | ${figures.relevance.passed >= MCP_GOALS.relevancePassed ? '✓' : '✗'} at least ${MCP_GOALS.relevancePassed} |
${figures.eval.misses.length ? `\nMissed: ${figures.eval.misses.map((q) => `"${q}"`).join(', ')}.\n` : ''}${figures.relevance.misses.length ? `\nMissed of the 50: ${figures.relevance.misses.map((q) => `"${q}"`).join(', ')}.\n` : ''}`;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

if (require.main === module) {
  const args = process.argv.slice(2);
  runMcpBench({
    buildDir: option(args, '--build') ?? 'build',
    runs: Number(option(args, '--runs') ?? 5),
  })
    .then((figures) => {
      const json = option(args, '--json');
      if (json) fs.writeFileSync(json, JSON.stringify(figures, null, 2));
      console.log(mcpSection(figures));
      for (const [name, runs] of [
        ['node scripts/mcp.mjs', figures.startup],
        ['npm run --silent mcp', figures.npmStartup],
        ['the package', figures.packageStartup],
      ] as const) {
        console.log(
          `${name}: wall (ms) ${runs.wallMs.join(', ')}; CPU (ms) ${runs.cpuMs.join(', ')}`,
        );
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
