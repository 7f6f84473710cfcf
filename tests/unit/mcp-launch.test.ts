/**
 * `npm run mcp` (scripts/mcp.mjs): the server runs from an esbuild bundle of
 * scripts/mcp.ts, made on the first start, reused while none of its input
 * files has changed and made again when one has. Each test spawns the
 * launcher as npm does, with its cache in a temporary folder
 * (DOCS_MCP_CACHE_DIR) and a build folder that is empty, so the server
 * stops at once with its one line.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
let cacheDir: string;
let emptyBuild: string;

beforeAll(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-cache-'));
  emptyBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-empty-'));
});
afterAll(() => {
  fs.rmSync(cacheDir, {recursive: true, force: true});
  fs.rmSync(emptyBuild, {recursive: true, force: true});
});

function launch() {
  return spawnSync(process.execPath, ['scripts/mcp.mjs', '--build', emptyBuild], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, DOCS_MCP_CACHE_DIR: cacheDir},
  });
}

const bundleFile = () => path.join(cacheDir, 'server.cjs');
const inputsFile = () => path.join(cacheDir, 'inputs.json');
const readInputs = () =>
  JSON.parse(fs.readFileSync(inputsFile(), 'utf8')) as {
    inputs: Record<string, {size: number; mtimeMs: number; sha256: string}>;
  };

/** Changes what the cache recorded of one input, as if the file had changed since. */
function recordAsChanged(file: string, change: {mtimeMs?: number; sha256?: string}) {
  const recorded = readInputs();
  const actual = recorded.inputs[file]!;
  recorded.inputs[file] = {...actual, ...change};
  fs.writeFileSync(inputsFile(), JSON.stringify(recorded));
  return actual;
}

/** The server's whole answer without a build: one line naming the command, exit 1. */
function expectMissingBuildLine(run: ReturnType<typeof launch>) {
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(/^\[mcp\] No docs build in .*: run `npm run build` first/);
}

/** Launches and checks that the cached stand-in bundle (the test writes it) ran. */
function expectCachedBundleRan() {
  const run = launch();
  expect(run.stderr).toBe('the cached bundle ran\n');
  expect(run.status).toBe(3);
}

describe('npm run mcp', () => {
  it('bundles the server on its first start, then prints the missing-build line alone', () => {
    expectMissingBuildLine(launch());
    expect(fs.existsSync(bundleFile())).toBe(true);
    // The inputs recorded are the server's sources, the sandbox engine and the packages.
    expect(Object.keys(readInputs().inputs)).toEqual(
      expect.arrayContaining([
        'scripts/mcp.ts',
        'lib/mcp/server.ts',
        'lib/sandbox/index.ts',
        'lib/sandbox/spec-data.generated.json',
        expect.stringMatching(/^node_modules\/@modelcontextprotocol\/sdk\//),
      ]),
    );
  });

  it('runs the bundle it made while no input has changed', () => {
    fs.writeFileSync(
      bundleFile(),
      "process.stderr.write('the cached bundle ran\\n'); process.exit(3);\n",
    );
    expectCachedBundleRan();
  });

  it('keeps the bundle when an input was rewritten with the same content', () => {
    // As a build rewrites the sandbox's spec data: a new modification time only.
    const {mtimeMs} = readInputs().inputs['lib/sandbox/spec-data.generated.json']!;
    recordAsChanged('lib/sandbox/spec-data.generated.json', {mtimeMs: mtimeMs - 1000});
    expectCachedBundleRan();
  });

  it('bundles again when an input has changed', () => {
    // As if lib/mcp/server.ts had been edited since the bundle was made.
    const actual = recordAsChanged('lib/mcp/server.ts', {
      mtimeMs: readInputs().inputs['lib/mcp/server.ts']!.mtimeMs - 1000,
      sha256: '0'.repeat(64),
    });

    expectMissingBuildLine(launch());
    expect(fs.readFileSync(bundleFile(), 'utf8')).not.toContain('the cached bundle ran');
    expect(readInputs().inputs['lib/mcp/server.ts']).toEqual(actual);
  });
});
