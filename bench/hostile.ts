/**
 * Hostile-body benchmark (issue 41): one request whose 1 MB JSON body holds
 * an array far past its `maxItems` (`allowed_urls` of Update Key Details,
 * about 500,000 items where the spec allows 10), each item of the wrong type
 * (a number where a URL string goes), sent
 *
 * - to `npm run sandbox` (scripts/sandbox.ts, the HTTP sandbox), and
 * - to `call_sandbox` of `npm run mcp -- --http` (the MCP server's Streamable
 *   HTTP transport), as the tool's `body` argument.
 *
 * Each server runs as its own process, started fresh for the measurement.
 * For each: the time from sending the request to the last byte of the answer
 * (median of `runs`), the size of the answer, and the server process's peak
 * resident memory (VmHWM from /proc) after the runs. The load average is
 * printed at the start and the end: figures taken while other work runs are
 * not comparable.
 *
 * Usage: npx tsx bench/hostile.ts [--build build] [--runs 3] [--bytes 1000000] [--json file]
 * Ports: BENCH_PORT_BASE (the sandbox on it, the MCP server on the next), else free ones.
 * Library: runHostileBench() for bench/bench.ts, hostileSection() for BENCHMARKS.md.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {authorizationFor} from '../lib/http/authorization';
import {testKeys} from '../lib/sandbox/test-keys';
import {HOSTILE_TARGETS, callSandboxMessage, hostileBody} from './hostile-bodies';
import {finishStep} from './files';
import {median} from './stats';

const root = path.resolve(__dirname, '..');

/** One server's figures. */
interface HostileRun {
  /** Time from sending to the answer's last byte, each run, in ms. */
  ms: number[];
  medianMs: number;
  /** Size of the answer (status line, headers and body), in bytes. */
  answerBytes: number;
  /** HTTP status of the answer. */
  status: number;
  /** Peak resident memory of the server process after the runs, in MB. */
  peakRssMb: number;
}

export interface HostileFigures {
  /** Size of the hostile body, in bytes. */
  bodyBytes: number;
  /** Items of the array in it. */
  items: number;
  runs: number;
  sandbox: HostileRun;
  mcp: HostileRun;
  /** 1-minute load average at the start and at the end. */
  load: [number, number];
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether something accepts connections on `port` now. */
async function listening(port: number): Promise<boolean> {
  const socket = net.connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** Resolves once `port` accepts connections (at most `timeoutMs`). */
async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Peak resident memory of a process, in MB (VmHWM). */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN) / 1024);
}

/** One request; resolves with its status, the answer's size and the time to its last byte. */
function send(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body: string,
): Promise<{status: number; bytes: number; ms: number; text: string}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {...headers, 'content-length': Buffer.byteLength(body)},
      },
      (res) => {
        let bytes = 0;
        const head: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (head.length < 4) head.push(chunk);
        });
        res.on('end', () => {
          const headerBytes = Object.entries(res.headers).reduce(
            (sum, [name, value]) => sum + name.length + String(value).length + 4,
            `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2,
          );
          resolve({
            status: res.statusCode ?? 0,
            bytes: bytes + headerBytes,
            ms: performance.now() - started,
            text: Buffer.concat(head).toString('utf8').slice(0, 300),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(
  name: string,
  command: string[],
  port: number,
  request: () => ReturnType<typeof send>,
  runs: number,
): Promise<HostileRun> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForPort(port, child);
    const ms: number[] = [];
    let last: Awaited<ReturnType<typeof send>> | undefined;
    for (let run = 0; run < runs; run += 1) {
      last = await request();
      ms.push(Math.round(last.ms));
    }
    const figures: HostileRun = {
      ms,
      medianMs: median(ms),
      answerBytes: last!.bytes,
      status: last!.status,
      peakRssMb: peakRssMb(child.pid!),
    };
    log(
      `  ${name}: ${figures.status}, ${(figures.answerBytes / 1024).toFixed(1)} KB answered, median ${figures.medianMs} ms (${ms.join(', ')}), server peak ${figures.peakRssMb} MB`,
    );
    log(`    ${last!.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}

export async function runHostileBench({
  buildDir = 'build',
  runs = 3,
  bytes = 1_000_000,
}: {buildDir?: string; runs?: number; bytes?: number} = {}): Promise<HostileFigures> {
  const loadStart = os.loadavg()[0]!;
  log(`Load average (1 min) at the start: ${loadStart.toFixed(2)}`);
  const target = HOSTILE_TARGETS.find((t) => t.field.join('.') === 'allowed_urls')!;
  // Each item fails on its own (a number, not a string): one error each, unchecked.
  const body = hostileBody(target, {bytes, item: '1'});
  const items = (JSON.parse(body) as {allowed_urls: unknown[]}).allowed_urls.length;
  log(
    `Hostile body: ${Buffer.byteLength(body)} bytes, allowed_urls with ${items} items (maxItems ${target.maxItems})`,
  );
  const base = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
  const sandboxPort = base ?? (await freePort());
  const mcpPort = base !== undefined ? base + 1 : await freePort();
  const authorization = authorizationFor({
    api_key: testKeys.usable,
    user_token: testKeys.managementToken,
  });

  const sandbox = await measure(
    'npm run sandbox',
    [process.execPath, '--import', 'tsx', 'scripts/sandbox.ts', '--port', String(sandboxPort)],
    sandboxPort,
    () =>
      send(
        sandboxPort,
        target.method,
        target.path,
        {host: `127.0.0.1:${sandboxPort}`, 'content-type': 'application/json', authorization},
        body,
      ),
    runs,
  );

  const call = callSandboxMessage({
    method: target.method,
    path: target.path,
    headers: {Authorization: authorization},
    body: JSON.parse(body) as unknown,
  });
  const mcp = await measure(
    'npm run mcp -- --http, call_sandbox',
    [
      process.execPath,
      'scripts/mcp.mjs',
      '--http',
      '--port',
      String(mcpPort),
      '--build',
      path.resolve(buildDir),
    ],
    mcpPort,
    () =>
      send(
        mcpPort,
        'POST',
        '/mcp',
        {
          host: `127.0.0.1:${mcpPort}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        call,
      ),
    runs,
  );
  const loadEnd = os.loadavg()[0]!;
  log(`Load average (1 min) at the end: ${loadEnd.toFixed(2)}`);
  if (Math.max(loadStart, loadEnd) > 1.5) {
    log('Warning: the machine was busy (load above 1.5); these figures are not comparable.');
  }
  return {
    bodyBytes: Buffer.byteLength(body),
    items,
    runs,
    sandbox,
    mcp,
    load: [loadStart, loadEnd],
  };
}

export function hostileSection(figures: HostileFigures): string {
  const row = (name: string, run: HostileRun) =>
    `| ${name} | ${run.status} | ${(run.answerBytes / 1024).toFixed(1)} KB | ${run.medianMs} ms | ${run.peakRssMb} MB |`;
  return `## Hostile request body (project)

One request whose ${(figures.bodyBytes / 1e6).toFixed(1)} MB JSON body holds \`allowed_urls\` with ${figures.items} items
(the spec allows 10), each a number where a URL string goes, measured by \`bench/hostile.ts\` (median of ${figures.runs}; each server a
fresh process; load average ${figures.load[0].toFixed(2)} at the start, ${figures.load[1].toFixed(2)} at the end):

| Server | Status | Answer | Time to the answer's last byte | Server's peak memory |
| --- | --- | --- | --- | --- |
${row('`npm run sandbox`', figures.sandbox)}
${row('`call_sandbox` of `npm run mcp -- --http`', figures.mcp)}
`;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      bytes: {type: 'string', default: '1000000'},
      build: {type: 'string', default: 'build'},
      json: {type: 'string'},
    },
  });
  finishStep(
    runHostileBench({
      buildDir: values.build,
      runs: Number(values.runs),
      bytes: Number(values.bytes),
    }),
    values.json,
  );
}
