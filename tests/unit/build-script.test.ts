import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const stub = path.join(root, 'tests/fixtures/build-script/docusaurus-stub.cjs');

/** Runs scripts/build.sh with the stub CLI; what each of its runs saw. */
function runBuild(args: string[], fail?: 'bundle' | 'render') {
  const record = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-sh-')), 'runs.jsonl');
  fs.writeFileSync(record, '');
  const result = spawnSync('bash', [path.join(root, 'scripts/build.sh'), ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DOCS_DOCUSAURUS_BIN: stub,
      STUB_RECORD: record,
      STUB_FAIL: fail ?? '',
      // Set by the caller: each run must still see its own switch only.
      DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true',
      DOCUSAURUS_SKIP_BUNDLING: 'true',
      DOCS_BUNDLE_GC: '1',
      SKIP_HTML_MINIFICATION: 'false',
    },
  });
  const runs = fs
    .readFileSync(record, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {status: result.status, runs};
}

describe('scripts/build.sh (npm run build)', () => {
  it('bundles in one process (collecting garbage), then renders in a fresh one, without the HTML minifier', () => {
    const {status, runs} = runBuild([]);
    expect(status).toBe(0);
    expect(runs).toEqual([
      {
        step: 'bundle',
        args: ['build'],
        exitAfterBundling: 'true',
        skipBundling: null,
        bundleGc: '1',
        skipHtmlMinification: 'false',
      },
      {
        step: 'render',
        args: ['build'],
        exitAfterBundling: null,
        skipBundling: 'true',
        bundleGc: null,
        skipHtmlMinification: 'true',
      },
    ]);
  });

  it('passes its arguments to both runs (npm run build -- --out-dir dir)', () => {
    const {runs} = runBuild(['--out-dir', 'elsewhere']);
    expect(runs.map((run) => run.args)).toEqual([
      ['build', '--out-dir', 'elsewhere'],
      ['build', '--out-dir', 'elsewhere'],
    ]);
  });

  it('stops with the bundling failure and renders nothing', () => {
    const {status, runs} = runBuild([], 'bundle');
    expect(status).toBe(3);
    expect(runs.map((run) => run.step)).toEqual(['bundle']);
  });

  it('fails when rendering fails', () => {
    expect(runBuild([], 'render').status).toBe(3);
  });
});
