/**
 * Load on the hosted MCP endpoint (issue 38): autocannon, from loopback,
 * sends `search_docs` tool calls (the 50 questions of
 * tests/fixtures/relevance-questions.json, in turn) at a fixed overall rate,
 * spread evenly over time, over a fixed number of connections, to one MCP
 * HTTP server behind nginx (`POST /mcp`, as deploy/nginx.conf serves it).
 * The run is bounded in count (rate x seconds requests) and in time (stopped
 * 15 s past its length whatever happens).
 *
 * Goals: p99 latency 50 ms or less, no error and no answer but 200, memory
 * 10 s after the load within 10% of the warmed baseline.
 *
 * Pacing. autocannon's own `overallRate` does not pace: it gives each
 * connection a budget of rate / connections requests a second (2 here),
 * spent at once (the first request on connect, the next as soon as the
 * previous is answered), and refills every budget from a 1 s timer per
 * connection; the 50 timers are set in the same tick, so they fire in the
 * same millisecond. Measured at a bare server: all 100 requests of a second
 * arrive within about 30 ms of each other, 16 of 400 ten-millisecond windows
 * get any request, up to 75 in one. A load like that measures how fast one
 * process clears its own burst of 100, not a steady 100 a second.
 * So the bench starts one autocannon instance per connection (one
 * connection, `overallRate` rate / connections, `amount` its share of the
 * count), instance k at k x 1000 / connections ms (20 ms apart here), each
 * from a scheduled time, not a chained delay. Every connection's 1 s window
 * then opens 20 ms after the previous one's: the server gets 2 requests
 * (one after the other on one connection) every 20 ms, 10 in every 100 ms.
 * The send time of every request is recorded (autocannon's `setupClient`
 * hook, its 'request' event) and the report gives the busiest 10 ms and
 * 100 ms (even pacing: 2 and 10). Latencies are every answer's own time,
 * gathered from all instances ('response' events); the percentiles are
 * of those values (nearest rank), not merged histograms.
 *
 * Memory: the server's resident memory, read from /proc. The cold baseline
 * is read once the server answers; then a warm-up run of the same load
 * (10 s, the same questions) is sent, and the baseline is read 5 s after it:
 * a server that has served these requests once (V8's heap grown to what
 * they need, the search answers kept: lib/mcp/search.ts keeps the latest
 * 500). The load's peak is sampled every 250 ms, and "after" is read 10 s
 * after it. Both baselines are printed; the goal is against the warmed one.
 *
 * nginx and the MCP server run as scripts/nginx.ts runs them for the browser
 * tests (scripts/lib/nginx-runner.ts): deploy/nginx.conf with the build's
 * rules, the server from the build's package as deploy/docs-mcp.service
 * starts it. The load average is read at the start and the end.
 *
 * Usage: npx tsx bench/mcp-load.ts [--build build] [--rate 100] [--seconds 30] [--connections 50] [--warmup-seconds 10] [--json file]
 * Ports: BENCH_PORT_BASE + 2 to + 5 (nginx's three ports, the MCP server), else free ones.
 * Library: runMcpLoadBench() for bench/bench.ts, loadSection() for BENCHMARKS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {startNginxRunner} from '../scripts/lib/nginx-runner';
import {freePort} from '../scripts/lib/serve-build';
import {finishStep} from './files';
import {residentMb} from './mcp';

const root = path.resolve(__dirname, '..');

export const LOAD_GOALS = {p99Ms: 50, rssGrowth: 0.1} as const;

interface LoadOptions {
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
  /** Length of the warm-up run before the baseline (default 10 s). */
  warmupSeconds?: number;
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
  /** The busiest 10 ms and 100 ms of the sends (even pacing at 100 a second: 2 and 10). */
  pacing?: {busiest10Ms: number; busiest100Ms: number};
  /** Resident memory: cold (server started), baseline (warmed), peak during the load, 10 s after. */
  rssMb: {cold?: number; baseline: number; peak: number; after: number};
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

/** Each connection's share of the rate: a whole number of requests a second. */
export function perConnectionRate(rate: number, connections: number): number {
  const share = rate / connections;
  if (!Number.isInteger(share) || share < 1) {
    throw new Error(
      `mcp-load: the rate (${rate}) must be a whole multiple of the connections (${connections}), so each connection sends a whole number of requests a second.`,
    );
  }
  return share;
}

/** When each connection starts, in ms after the first: evenly over one second. */
export function connectionStarts(connections: number): number[] {
  return Array.from({length: connections}, (_, k) => (k * 1000) / connections);
}

/** The most of `times` (ms) that fall within any `windowMs` (a sliding window). */
export function busiest(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while (sorted[last]! - sorted[first]! >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** The nearest-rank percentile `p` (0-100) of `values`, rounded to 0.1 ms. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

interface PacedResult {
  latencies: number[];
  sends: number[];
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * The load itself: one autocannon instance per connection, started evenly
 * over the first second (see the header), each bounded to its share of the
 * count, all stopped 15 s past the length whatever happens.
 */
async function pacedLoad(options: {
  url: string;
  headers: Record<string, string>;
  calls: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
}): Promise<PacedResult> {
  const {url, headers, calls, rate, seconds, connections} = options;
  const share = perConnectionRate(rate, connections);
  const latencies: number[] = [];
  const sends: number[] = [];
  const instances: autocannon.Instance[] = [];
  const runs: Promise<autocannon.Result>[] = [];
  const guard = setTimeout(
    () => instances.forEach((instance) => instance.stop()),
    (seconds + 15) * 1000,
  );
  const start = performance.now();
  try {
    for (const [k, offset] of connectionStarts(connections).entries()) {
      await sleep(Math.max(0, start + offset - performance.now()));
      // Each connection starts at another question.
      const turn = (k * share) % calls.length;
      const bodies = [...calls.slice(turn), ...calls.slice(0, turn)];
      runs.push(
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              method: 'POST',
              headers,
              connections: 1,
              overallRate: share,
              amount: share * seconds,
              timeout: 10,
              // Each answer's own time: no made-up samples for "coordinated omission".
              ignoreCoordinatedOmission: true,
              requests: bodies.map((body) => ({method: 'POST', body})),
              // A Client emits 'request' as it writes each request (autocannon's
              // run.js counts sends on it); its typings list other events only.
              setupClient: (client) => {
                (client as unknown as NodeJS.EventEmitter).on('request', () =>
                  sends.push(performance.now()),
                );
              },
            },
            (error, finished) => (error ? reject(error as Error) : resolve(finished)),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) =>
            latencies.push(responseTime),
          );
          instances.push(instance);
        }),
      );
    }
    const results = await Promise.all(runs);
    const sum = (pick: (result: autocannon.Result) => number) =>
      results.reduce((total, result) => total + pick(result), 0);
    return {
      latencies,
      sends,
      requests: sum((result) => result.requests.total),
      errors: sum((result) => result.errors),
      timeouts: sum((result) => result.timeouts),
      non2xx: sum((result) => result.non2xx),
    };
  } finally {
    clearTimeout(guard);
  }
}

/** Runs the warm-up and the load; resolves with the figures. */
async function loadMcp(options: LoadOptions): Promise<LoadFigures> {
  const rate = options.rate ?? 100;
  const seconds = options.seconds ?? 30;
  const connections = options.connections ?? 50;
  const warmupSeconds = options.warmupSeconds ?? 10;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...options.headers,
  };
  const calls = searchCalls();
  // The cold baseline: the server answers (one call, which builds the index).
  const first = await fetch(options.url, {method: 'POST', headers, body: calls[0]});
  if (first.status !== 200) {
    throw new Error(`${options.url} answered ${first.status} to a search_docs call`);
  }
  await first.text();
  await sleep(2000);
  const cold = residentMb(options.serverPid);
  // The warm-up: the same load, shorter; then the (warmed) baseline.
  const warmup = await pacedLoad({
    url: options.url,
    headers,
    calls,
    rate,
    seconds: warmupSeconds,
    connections,
  });
  if (warmup.errors + warmup.timeouts + warmup.non2xx > 0) {
    throw new Error(
      `${options.url}: the warm-up met ${warmup.errors} errors, ${warmup.timeouts} timeouts and ${warmup.non2xx} answers other than 2xx`,
    );
  }
  await sleep(5000);
  const baseline = residentMb(options.serverPid);
  let peak = baseline;
  const watch = setInterval(() => {
    peak = Math.max(peak, residentMb(options.serverPid));
  }, 250);
  let result: PacedResult;
  try {
    result = await pacedLoad({url: options.url, headers, calls, rate, seconds, connections});
  } finally {
    clearInterval(watch);
  }
  await sleep(10_000);
  const after = residentMb(options.serverPid);
  const duration = (Math.max(...result.sends) - Math.min(...result.sends)) / 1000;
  return {
    rate,
    seconds,
    connections,
    requests: result.requests,
    latencyMs: {
      p50: percentile(result.latencies, 50),
      p90: percentile(result.latencies, 90),
      p99: percentile(result.latencies, 99),
      max: percentile(result.latencies, 100),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughput: Math.round((result.requests / Math.max(duration, 1)) * 10) / 10,
    pacing: {busiest10Ms: busiest(result.sends, 10), busiest100Ms: busiest(result.sends, 100)},
    rssMb: {cold, baseline, peak, after},
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
  warmupSeconds?: number;
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
      warmupSeconds: options.warmupSeconds,
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
  const pacing = figures.pacing
    ? `| Pacing: most requests sent in any 10 ms / 100 ms | ${figures.pacing.busiest10Ms} / ${figures.pacing.busiest100Ms} | (even: ${Math.max(figures.rate / figures.connections, Math.ceil(figures.rate / 100))} / ${figures.rate / 10}) |\n`
    : '';
  const cold =
    figures.rssMb.cold === undefined ? '' : ` (cold, before the warm-up: ${figures.rssMb.cold} MB)`;
  return `### Hosted \`/mcp\` under load

autocannon from loopback, \`search_docs\` calls at ${figures.rate} requests a second for ${figures.seconds} s over ${figures.connections} connections, spread evenly over time (one autocannon instance per connection, started ${1000 / figures.connections} ms apart), to one MCP HTTP server behind nginx (\`bench/mcp-load.ts\`). The memory baseline is the warmed server's: read after a warm-up run of the same load${cold}.${load}

| Measure | Value | Goal |
| --- | --- | --- |
| Requests answered | ${figures.requests} | ${mark(figures.requests >= figures.rate * figures.seconds, `${figures.rate * figures.seconds}`)} |
${pacing}| Latency p50 / p90 / max | ${figures.latencyMs.p50} / ${figures.latencyMs.p90} / ${figures.latencyMs.max} ms | (not a goal) |
| Latency p99 | ${figures.latencyMs.p99} ms | ${mark(met.p99, `within ${LOAD_GOALS.p99Ms} ms`)} |
| Errors, timeouts, answers other than 2xx | ${figures.errors}, ${figures.timeouts}, ${figures.non2xx} | ${mark(met.clean, 'none')} |
| Server memory: warmed baseline, peak, 10 s after | ${figures.rssMb.baseline} / ${figures.rssMb.peak} / ${figures.rssMb.after} MB | ${mark(met.memory, `back within ${LOAD_GOALS.rssGrowth * 100}% of the baseline`)} |
`;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      rate: {type: 'string', default: '100'},
      seconds: {type: 'string', default: '30'},
      connections: {type: 'string', default: '50'},
      'warmup-seconds': {type: 'string', default: '10'},
      json: {type: 'string'},
    },
  });
  finishStep(
    runMcpLoadBench({
      buildDir: values.build,
      rate: Number(values.rate),
      seconds: Number(values.seconds),
      connections: Number(values.connections),
      warmupSeconds: Number(values['warmup-seconds']),
    }),
    values.json,
    loadSection,
  );
}
