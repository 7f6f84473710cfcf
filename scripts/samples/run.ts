/**
 * Runs request samples with the real toolchains (scripts/lib/toolchains.ts,
 * `sampleRunners`), each in a directory of its own, several at a time, and
 * judges each by what the sandbox answered it (lib/doc-samples/outcome.ts).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {RunLanguage} from '../../lib/doc-samples/classify';
import type {ExpectedCode} from '../../lib/content-lint/fence-meta';
import {judge, type RunResult, type Verdict} from '../../lib/doc-samples/outcome';
import {sampleRunners} from '../lib/toolchains';
import type {SampleSandbox} from './sandbox';

export interface RequestSample {
  /** Unique in the run; also the sandbox path prefix of the sample. */
  id: string;
  language: RunLanguage;
  /** The code as the reader copies it, API base URL already pointed at the sandbox. */
  code: string;
  expect?: ExpectedCode[];
}

export interface SampleRun {
  sample: RequestSample;
  result: RunResult;
  verdict: Verdict;
  /** Wall time of the process (ms). */
  ms: number;
}

/** Safety net only: a sample that hangs is killed after this long. */
const KILL_AFTER_MS = 120_000;

function runProcess(
  command: string,
  args: string[],
  cwd: string,
): Promise<Omit<RunResult, 'answers'>> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: {...process.env, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, KILL_AFTER_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({exitCode: null, stdout, stderr: `${stderr}\n${error.message}`});
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({exitCode, stdout, stderr, ...(timedOut ? {timedOut} : {})});
    });
  });
}

/** Runs one sample in `scratch/<id>/` and judges it. */
async function runSample(
  sample: RequestSample,
  scratch: string,
  sandbox: SampleSandbox,
): Promise<SampleRun> {
  const runner = sampleRunners[sample.language];
  const dir = path.join(scratch, sample.id);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, runner.file), sample.code);
  const started = performance.now();
  const ran = await runProcess(runner.command, runner.args, dir);
  const ms = Math.round(performance.now() - started);
  const result: RunResult = {...ran, answers: sandbox.answersOf(sample.id)};
  return {sample, result, verdict: judge(result, sample.expect), ms};
}

/** Slowest toolchains first, so their long runs overlap the quick ones. */
const START_ORDER: RunLanguage[] = [
  'java',
  'go',
  'ruby',
  'php',
  'python',
  'node',
  'javascript',
  'curl',
];

/** Runs every sample, `concurrency` processes at a time; results in the order given. */
export async function runSamples(
  samples: readonly RequestSample[],
  options: {scratch: string; sandbox: SampleSandbox; concurrency: number},
): Promise<SampleRun[]> {
  const queue = [...samples].sort(
    (a, b) => START_ORDER.indexOf(a.language) - START_ORDER.indexOf(b.language),
  );
  const results = new Map<string, SampleRun>();
  const worker = async () => {
    for (let sample = queue.shift(); sample; sample = queue.shift()) {
      results.set(sample.id, await runSample(sample, options.scratch, options.sandbox));
    }
  };
  await Promise.all(Array.from({length: options.concurrency}, worker));
  return samples.map((sample) => results.get(sample.id)!);
}
