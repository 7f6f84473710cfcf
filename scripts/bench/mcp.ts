/**
 * MCP server benchmark (issue 30), on the production build:
 *
 * - start-up: from spawning the server (`node --import tsx scripts/mcp.ts`,
 *   what `npm run mcp` runs, without npm's own start) to the answer of
 *   `tools/list` over stdio, through the SDK's client; median of `runs`
 *   fresh processes;
 * - search_docs latency: the 30 eval questions sent as `search_docs` tool
 *   calls over stdio, round trip measured by the client, after one warm-up
 *   call (which builds the index); median and 95th percentile;
 * - memory: the server process's resident set (VmRSS) after the searches;
 * - the eval score (tests/fixtures/mcp-questions.json, expected page in the top 3).
 *
 * Goals: ready in 1.5 s on 2 cores, search median ≤ 20 ms, ≤ 200 MB resident.
 *
 * Usage: npx tsx scripts/bench/mcp.ts [--build build] [--runs 5] [--json file]
 * Library: runMcpBench() for scripts/bench.ts, mcpSection() for BENCHMARKS.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {loadDocsData} from '../../lib/mcp/data';
import {runSearchEval, type EvalQuestion} from '../../lib/mcp/eval';
import {DocsSearch} from '../../lib/mcp/search';
import {identity} from '../../src/identity';
import {median} from './stats';

const root = path.resolve(__dirname, '../..');

export const MCP_GOALS = {startupMs: 1500, searchMedianMs: 20, rssMb: 200} as const;

export interface McpFigures {
  runs: number;
  startupMs: number[];
  startupMedianMs: number;
  search: {samples: number; medianMs: number; p95Ms: number};
  rssMb: number;
  eval: {passed: number; total: number; misses: string[]};
}

function questions(): EvalQuestion[] {
  const file = path.join(root, 'tests/fixtures/mcp-questions.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {questions: EvalQuestion[]}).questions;
}

/** Resident set of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

async function startServer(buildDir: string): Promise<{client: Client; pid: number; ms: number}> {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/mcp.ts', '--build', buildDir],
    cwd: root,
    stderr: 'ignore',
  });
  const client = new Client({name: 'mcp-bench', version: '1.0.0'});
  await client.connect(transport);
  await client.listTools();
  const ms = performance.now() - started;
  return {client, pid: transport.pid!, ms};
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function runMcpBench({
  buildDir = 'build',
  runs = 5,
}: {buildDir?: string; runs?: number} = {}): Promise<McpFigures> {
  const build = path.resolve(root, buildDir);
  const startupMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const {client, ms} = await startServer(build);
    startupMs.push(round(ms));
    await client.close();
  }

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
  const result = runSearchEval(new DocsSearch(data.pages), asked);
  return {
    runs,
    startupMs,
    startupMedianMs: round(median(startupMs)),
    search: {
      samples: samples.length,
      medianMs: round(median(samples)),
      p95Ms: round(samples[Math.floor(samples.length * 0.95)]!),
    },
    rssMb,
    eval: {
      passed: result.passed,
      total: result.total,
      misses: result.results.filter((r) => r.rank === undefined).map((r) => r.question),
    },
  };
}

const mark = (value: number, goal: number, unit: string) =>
  value <= goal ? `✓ within ${goal} ${unit}` : `✗ over ${goal} ${unit}`;

/** The MCP section of BENCHMARKS.md. */
export function mcpSection(figures: McpFigures): string {
  return `## MCP server (project)

\`npm run mcp\` over stdio on the production build, measured by \`scripts/bench/mcp.ts\` with the
SDK's client (goals of issue 30):

| Measure | Value | Goal |
| --- | --- | --- |
| Start to \`tools/list\` answered (median of ${figures.runs}) | ${figures.startupMedianMs} ms | ${mark(figures.startupMedianMs, MCP_GOALS.startupMs, 'ms')} |
| \`search_docs\` round trip, median (${figures.search.samples} calls; p95 ${figures.search.p95Ms} ms) | ${figures.search.medianMs} ms | ${mark(figures.search.medianMs, MCP_GOALS.searchMedianMs, 'ms')} |
| Resident memory after the searches | ${figures.rssMb} MB | ${mark(figures.rssMb, MCP_GOALS.rssMb, 'MB')} |
| Search eval: expected page in the top 3 | ${figures.eval.passed} / ${figures.eval.total} | ${figures.eval.passed >= 27 ? '✓' : '✗'} at least 27 |
${figures.eval.misses.length ? `\nMissed: ${figures.eval.misses.map((q) => `"${q}"`).join(', ')}.\n` : ''}`;
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
      console.log(`start-up runs (ms): ${figures.startupMs.join(', ')}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
