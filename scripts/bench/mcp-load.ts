/**
 * Load on the hosted MCP endpoint (issue 38): autocannon, from loopback,
 * sends `search_docs` tool calls (the 50 questions of
 * tests/fixtures/relevance-questions.json, in turn) at a fixed overall rate
 * over a fixed number of connections, to one MCP HTTP server behind nginx
 * (`POST /mcp`, as deploy/nginx.conf serves it). The run is bounded in
 * count (rate x seconds requests) and in time (stopped 15 s past its length
 * whatever happens). The server's resident memory is read from /proc: after
 * a warm-up (the baseline), every 250 ms during the load (the peak), and
 * 10 s after it (back to the baseline?).
 *
 * Goals: p99 latency 50 ms or less, no error and no answer but 200, memory
 * 10 s after the load within 10% of the baseline.
 *
 * How autocannon paces a fixed rate: each connection sends its share
 * (rate / connections, 2 a second here) as soon as its one-second window
 * opens, and the windows of all connections open together. So the server
 * gets the second's 100 requests at once, then nothing: a burst each second,
 * not one request every 10 ms. The latencies measure how fast one process
 * clears that burst.
 *
 * nginx and the MCP server run as scripts/nginx.ts runs them for the browser
 * tests (scripts/lib/nginx-runner.ts): deploy/nginx.conf with the build's
 * rules, the server from the build's package as deploy/docs-mcp.service
 * starts it. The load average is read at the start and the end.
 *
 * Usage: npx tsx scripts/bench/mcp-load.ts [--build build] [--rate 100] [--seconds 30] [--connections 50] [--json file]
 * Ports: BENCH_PORT_BASE + 2 to + 5 (nginx's three ports, the MCP server), else free ones.
 * Library: runMcpLoadBench() for scripts/bench.ts, loadSection() for BENCHMARKS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {startNginxRunner} from '../lib/nginx-runner';
import {freePort} from '../lib/serve-build';
import {finishStep} from './files';
import {residentMb} from './mcp';

const root = path.resolve(__dirname, '../..');

export const LOAD_GOALS = {p99Ms: 50, rssGrowth: 0.1} as const;

export interface LoadOptions {
  /** The endpoint, e.g. http://127.0.0.1:5961/mcp. */
  url: string;
  /** The process whose memory is watched: the MCP server. */
  serverPid: number;
  /** Host and Origin headers to send (as a browser or an agent on the docs domain would). */
  headers?: Record<string, string>;
  /** Requests a second, over all connections. */
  rate?: number;
  seconds?: number;
  connections?: number;
}

export interface LoadFigures {
  rate: number;
  seconds: number;
  connections: number;
  requests: number;
  latencyMs: {p50: number; p90: number; p99: number; max: number};
  errors: number;
  timeouts: number;
  non2xx: number;
  throughput: number;
  rssMb: {baseline: number; peak: number; after: number};
  /** The 1-minute load average at the start and the end. */
  load?: [number, number];
}

/** One JSON-RPC `tools/call` of search_docs per question, as the requests autocannon cycles through. */
function searchCalls(): string[] {
  const file = path.join(root, 'tests/fixtures/relevance-questions.json');
  const {questions} = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    questions: {question: string}[];
  };
  return questions.map(({question}, id) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id: id + 1,
      method: 'tools/call',
      params: {name: 'search_docs', arguments: {query: question, limit: 5}},
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the load; resolves with its figures. */
export async function loadMcp(options: LoadOptions): Promise<LoadFigures> {
  const rate = options.rate ?? 100;
  const seconds = options.seconds ?? 30;
  const connections = options.connections ?? 50;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...options.headers,
  };
  const calls = searchCalls();
  // Warm-up: the index is built on the first search; then the baseline.
  for (const body of calls.slice(0, 10)) {
    const response = await fetch(options.url, {method: 'POST', headers, body});
    if (response.status !== 200) {
      throw new Error(`${options.url} answered ${response.status} to a search_docs call`);
    }
    await response.text();
  }
  await sleep(2000);
  const baseline = residentMb(options.serverPid);
  let peak = baseline;
  const watch = setInterval(() => {
    peak = Math.max(peak, residentMb(options.serverPid));
  }, 250);

  let guard: NodeJS.Timeout | undefined;
  let result: autocannon.Result;
  try {
    result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: options.url,
          method: 'POST',
          headers,
          connections,
          overallRate: rate,
          amount: rate * seconds,
          timeout: 10,
          // Each answer's own time. With a rate, autocannon otherwise adds
          // made-up samples for "coordinated omission" at an interval of
          // ceil(1 / per-connection rate) = 1 ms, one per millisecond of
          // every answer: not a measurement.
          ignoreCoordinatedOmission: true,
          requests: calls.map((body) => ({method: 'POST', body})),
        },
        (error, finished) => (error ? reject(error as Error) : resolve(finished)),
      );
      // Bounded in time too, whatever the server does.
      guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
    });
  } finally {
    clearTimeout(guard);
    clearInterval(watch);
  }
  await sleep(10_000);
  const after = residentMb(options.serverPid);
  return {
    rate,
    seconds,
    connections,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughput: result.requests.average,
    rssMb: {baseline, peak, after},
  };
}

/** Whether each goal is met: p99, no failed answer, memory back near its baseline. */
export function loadGoalsMet(figures: LoadFigures): {
  p99: boolean;
  clean: boolean;
  memory: boolean;
} {
  const growth = (figures.rssMb.after - figures.rssMb.baseline) / figures.rssMb.baseline;
  return {
    p99: figures.latencyMs.p99 <= LOAD_GOALS.p99Ms,
    clean:
      figures.errors + figures.timeouts + figures.non2xx === 0 &&
      figures.requests >= figures.rate * figures.seconds,
    memory: growth <= LOAD_GOALS.rssGrowth,
  };
}

/**
 * Starts nginx and one MCP server on the build (scripts/lib/nginx-runner.ts),
 * runs the load through nginx's /mcp, and stops both.
 */
export async function runMcpLoadBench(options: {
  buildDir: string;
  rate?: number;
  seconds?: number;
  connections?: number;
}): Promise<LoadFigures> {
  const base = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
  const port = async (offset: number) => (base === undefined ? freePort() : base + offset);
  const loadStart = os.loadavg()[0]!;
  const nginxPort = await port(2);
  const runner = await startNginxRunner({
    dir: path.resolve(options.buildDir),
    port: nginxPort,
    tlsPort: await port(3),
    redirectPort: await port(4),
    mcpPort: await port(5),
    acmeToken: 'bench-token',
    stdio: 'ignore',
  });
  try {
    const figures = await loadMcp({
      url: `http://127.0.0.1:${nginxPort}/mcp`,
      serverPid: runner.mcpPid,
      rate: options.rate,
      seconds: options.seconds,
      connections: options.connections,
    });
    return {...figures, load: [loadStart, os.loadavg()[0]!]};
  } finally {
    await runner.stop();
  }
}

const mark = (met: boolean, goal: string) => (met ? `✓ ${goal}` : `✗ ${goal}`);

/** The load section of BENCHMARKS.md. */
export function loadSection(figures: LoadFigures): string {
  const met = loadGoalsMet(figures);
  const load = figures.load
    ? ` Load average ${figures.load[0].toFixed(2)} at the start, ${figures.load[1].toFixed(2)} at the end.`
    : '';
  return `### Hosted \`/mcp\` under load

autocannon from loopback, \`search_docs\` calls at ${figures.rate} requests a second for ${figures.seconds} s over ${figures.connections} connections, to one MCP HTTP server behind nginx (\`scripts/bench/mcp-load.ts\`).${load}

| Measure | Value | Goal |
| --- | --- | --- |
| Requests answered | ${figures.requests} | ${mark(figures.requests >= figures.rate * figures.seconds, `${figures.rate * figures.seconds}`)} |
| Latency p50 / p90 / max | ${figures.latencyMs.p50} / ${figures.latencyMs.p90} / ${figures.latencyMs.max} ms | (not a goal) |
| Latency p99 | ${figures.latencyMs.p99} ms | ${mark(met.p99, `within ${LOAD_GOALS.p99Ms} ms`)} |
| Errors, timeouts, answers other than 2xx | ${figures.errors}, ${figures.timeouts}, ${figures.non2xx} | ${mark(met.clean, 'none')} |
| Server memory: before, peak, 10 s after | ${figures.rssMb.baseline} / ${figures.rssMb.peak} / ${figures.rssMb.after} MB | ${mark(met.memory, `back within ${LOAD_GOALS.rssGrowth * 100}% of before`)} |
`;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      rate: {type: 'string', default: '100'},
      seconds: {type: 'string', default: '30'},
      connections: {type: 'string', default: '50'},
      json: {type: 'string'},
    },
  });
  finishStep(
    runMcpLoadBench({
      buildDir: values.build,
      rate: Number(values.rate),
      seconds: Number(values.seconds),
      connections: Number(values.connections),
    }),
    values.json,
    loadSection,
  );
}
