/**
 * Runs the API collections the built site offers, as a reader would, against
 * the sandbox (a step of `npm test`, after the build):
 *
 * 1. serves the build and downloads the Postman collection with its Test
 *    environment and the Bruno collection (the links of the API overview);
 * 2. starts a fresh sandbox server (the HTTP face of `npm run sandbox`) for
 *    each client, on a free loopback port (`COLLECTIONS_PORT` and the next
 *    port when set), and points the Test environment's base URL at it;
 * 3. runs the Postman collection with newman and the Bruno collection with
 *    the Bruno CLI (`bru run`, on the collection folder Bruno's import writes);
 * 4. checks every request was answered as its operation page documents: the
 *    page's sample is a success, so an HTTP 2xx with a `2xxx` code in a JSON
 *    body (the sample harness's rule, lib/doc-samples), and that no request
 *    carried a key in its URL.
 *
 *   npx tsx scripts/test-collections.ts [--json test-results/collections.json]
 *
 * Prints one line per failing request and `collections: <client>: N run, N
 * passed, N failed`; the JSON report has one result per request, which
 * scripts/test.sh counts as one test each.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import newman from 'newman';
import {collectionPaths} from '../config/collections';
import {createSandbox} from '../lib/sandbox';
import {testKeys} from '../lib/sandbox/test-keys';
import {serveBuild} from './lib/serve-build';
import {startSandboxServer, type SandboxServer} from './sandbox-server';

interface RequestResult {
  client: 'postman' | 'bruno';
  name: string;
  method: string;
  url: string;
  status?: number;
  code?: unknown;
  ok: boolean;
  problem?: string;
}

const BUILD = 'build';

/**
 * A credential in the query string is a failure whatever the answer: keys go
 * in the Authorization header. (The key a management path names, as in
 * `/keys/{key}`, is the resource, not the credential.)
 */
export function keyInQuery(url: string): boolean {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return (
    /(^|&)(api_key|user_token)=/.test(query) ||
    Object.values(testKeys).some((key) => query.includes(key))
  );
}

/** The sample harness's success: 2xx, and a `2xxx` code when the body is a JSON envelope. */
export function answeredAsDocumented(
  status: number | undefined,
  body: string,
): {ok: boolean; code?: unknown; problem?: string} {
  if (status === undefined) return {ok: false, problem: 'no answer'};
  let code: unknown;
  try {
    code = (JSON.parse(body) as {code?: unknown}).code;
  } catch {
    code = undefined;
  }
  if (status < 200 || status > 299) return {ok: false, code, problem: `HTTP ${status}`};
  if (code !== undefined && !/^2\d{3}$/.test(String(code))) {
    return {ok: false, code, problem: `code ${String(code)}`};
  }
  return {ok: true, code};
}

/** One request's result: answered as documented, and no credential in its query string. */
function requestResult(
  client: RequestResult['client'],
  name: string,
  method: string,
  url: string,
  status: number | undefined,
  verdict: {ok: boolean; code?: unknown; problem?: string},
): RequestResult {
  const inQuery = keyInQuery(url);
  const problem = inQuery ? 'a key in the query string' : verdict.problem;
  return {
    client,
    name,
    method,
    url,
    status,
    code: verdict.code,
    ok: verdict.ok && !inQuery,
    ...(problem ? {problem} : {}),
  };
}

async function sandboxOn(port: number): Promise<SandboxServer> {
  return startSandboxServer(createSandbox(), {port});
}

async function download(origin: string, sitePath: string): Promise<unknown> {
  const response = await fetch(`${origin}${sitePath}`);
  if (!response.ok) throw new Error(`${sitePath}: the built site answered ${response.status}.`);
  return response.json();
}

function runNewman(
  collection: unknown,
  environment: unknown,
  baseUrl: string,
): Promise<RequestResult[]> {
  return new Promise((resolve, reject) => {
    newman.run(
      {
        collection: collection as newman.NewmanRunOptions['collection'],
        environment: environment as newman.NewmanRunOptions['environment'],
        envVar: [{key: 'baseUrl', value: baseUrl}],
        reporters: [],
        timeoutRequest: 15_000,
      },
      (error, summary) => {
        if (error) return reject(error);
        resolve(
          summary.run.executions.map((execution) => {
            const url = execution.request.url.toString();
            const status = execution.response?.code;
            const verdict = answeredAsDocumented(
              status,
              execution.response?.stream?.toString() ?? '',
            );
            return requestResult(
              'postman',
              execution.item.name,
              execution.request.method,
              url,
              status,
              verdict,
            );
          }),
        );
      },
    );
  });
}

interface BrunoReport {
  results: {
    test?: {filename?: string};
    request?: {method?: string; url?: string};
    response?: {status?: number; data?: unknown};
    error?: string | null;
  }[];
}

async function runBruno(
  collection: Record<string, unknown>,
  baseUrl: string,
): Promise<RequestResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bruno-collection-'));
  try {
    // What Bruno's "Import collection" writes to disk, by the CLI's own code.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {createCollectionFromBrunoObject} = require('@usebruno/cli/src/utils/collection') as {
      createCollectionFromBrunoObject: (
        c: unknown,
        dir: string,
        options?: {format?: string},
      ) => Promise<void>;
    };
    await createCollectionFromBrunoObject(collection, dir, {format: 'bru'});
    const report = path.join(dir, 'report.json');
    const bru = require.resolve('@usebruno/cli/bin/bru.js');
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          bru,
          'run',
          '-r',
          '--env',
          'Test',
          '--env-var',
          `baseUrl=${baseUrl}`,
          '--reporter-json',
          report,
        ],
        {cwd: dir, stdio: ['ignore', 'ignore', 'pipe']},
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (status) => {
        if (status !== 0 && !fs.existsSync(report)) console.error(stderr);
        resolve(status ?? 1);
      });
    });
    if (!fs.existsSync(report)) throw new Error(`bru run exited ${code} without a report.`);
    const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as BrunoReport | BrunoReport[];
    const results = (Array.isArray(parsed) ? parsed : [parsed]).flatMap((entry) => entry.results);
    return results.map((result) => {
      const url = result.request?.url ?? '';
      const data = result.response?.data;
      const verdict = result.error
        ? {ok: false, problem: result.error}
        : answeredAsDocumented(
            result.response?.status,
            typeof data === 'string' ? data : JSON.stringify(data ?? ''),
          );
      return requestResult(
        'bruno',
        (result.test?.filename ?? '').replace(/\.bru$/, ''),
        result.request?.method ?? '',
        url,
        result.response?.status,
        verdict,
      );
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

function summary(client: string, results: readonly RequestResult[]): string {
  const passed = results.filter((result) => result.ok).length;
  return `collections: ${client}: ${results.length} run, ${passed} passed, ${results.length - passed} failed`;
}

async function main(): Promise<void> {
  const jsonIndex = process.argv.indexOf('--json');
  const jsonFile = jsonIndex >= 0 ? process.argv[jsonIndex + 1] : undefined;
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('Run npm run build first.');
  const port = Number(process.env.COLLECTIONS_PORT ?? 0);
  const served = await serveBuild(BUILD, {stderr: 'ignore'});
  const servers: SandboxServer[] = [];
  try {
    const postman = await download(served.url, collectionPaths.postman);
    const testEnvironment = await download(served.url, collectionPaths.postmanTest);
    const bruno = (await download(served.url, collectionPaths.bruno)) as Record<string, unknown>;

    const forPostman = await sandboxOn(port);
    servers.push(forPostman);
    const postmanResults = await runNewman(postman, testEnvironment, forPostman.url);
    const forBruno = await sandboxOn(port ? port + 1 : 0);
    servers.push(forBruno);
    const brunoResults = await runBruno(bruno, forBruno.url);

    const results = [...postmanResults, ...brunoResults];
    for (const result of results.filter((r) => !r.ok)) {
      console.log(
        `FAIL ${result.client}: ${result.name} (${result.method} ${result.url}): ${result.problem}`,
      );
    }
    const lines = [
      summary('postman (newman)', postmanResults),
      summary('bruno (bru run)', brunoResults),
    ];
    for (const line of lines) console.log(line);
    if (jsonFile) {
      fs.mkdirSync(path.dirname(jsonFile), {recursive: true});
      fs.writeFileSync(jsonFile, `${JSON.stringify({results}, null, 2)}\n`);
    }
    const expected = Number(process.env.COLLECTIONS_EXPECTED ?? 0);
    const short = [postmanResults, brunoResults].some(
      (list) => list.length === 0 || (expected > 0 && list.length !== expected),
    );
    process.exitCode = results.some((result) => !result.ok) || short ? 1 : 0;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    served.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
