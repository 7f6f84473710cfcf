/**
 * What every bench mode shares at run time: the machine's description and
 * load, a browser, and Lighthouse under Node 22 (lighthouse-runner.mts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium';
import {BLOCKED_URL_PATTERNS, CHROME_FLAGS, NODE22_PACKAGE, QUIET_LOAD} from './pages';
import type {Machine} from './report';
import type {Job, RunSummary} from './stats';

const log = (line = '') => console.log(line);

export function machine(): Machine {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const count = (cpuinfo.match(/^processor\s*:/gm) ?? []).length || os.cpus().length;
  const memKb = Number(/^MemTotal:\s*(\d+)/m.exec(fs.readFileSync('/proc/meminfo', 'utf8'))?.[1]);
  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8'}).stdout?.trim();
  return {
    cpu: `${model} × ${count}`,
    memory: `${(memKb / 1024 / 1024).toFixed(1)} GiB`,
    node: process.version,
    chromium: chromium || 'not found',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  };
}

/** Prints the 1-minute load average; loudly when it is too high for honest figures. */
export function reportLoad(when: string): number {
  const load = os.loadavg()[0];
  log(`Load average (1 min) ${when}: ${load.toFixed(2)} on ${os.cpus().length} cores`);
  if (load > QUIET_LOAD) {
    log('!'.repeat(78));
    log(
      `!! WARNING: load ${load.toFixed(2)} > ${QUIET_LOAD}: other work is running on this machine.`,
    );
    log('!! Lighthouse scores, TBT and LCP will be worse than on a quiet machine; only the');
    log('!! ratios against stock from this same run mean something. Do not publish these.');
    log('!'.repeat(78));
  }
  return load;
}

/** Fails unless `dir` holds a build with every page of `paths`. */
export function assertBuilt(dir: string, paths: string[]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no build: run without --skip-build, or npm run build first`);
  }
  for (const p of paths) {
    const file = p === '/' ? 'index.html' : `${p.slice(1)}.html`;
    const alt = p === '/' ? 'index.html' : `${p.slice(1)}/index.html`;
    if (!fs.existsSync(path.join(dir, file)) && !fs.existsSync(path.join(dir, alt))) {
      throw new Error(`${p} is not in ${dir}: bench/pages.ts names a page the build lacks`);
    }
  }
}

export async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Runs Lighthouse under Node 22 from the npm registry (see
 * lighthouse-runner.mts); job list, summaries and whole reports go to `outDir`.
 */
export function lighthouse(
  jobs: Job[],
  {root, outDir}: {root: string; outDir: string},
): {summaries: RunSummary[]; node22: string} {
  fs.mkdirSync(outDir, {recursive: true});
  const jobsFile = path.join(outDir, 'lighthouse-jobs.json');
  const out = path.join(outDir, 'lighthouse-runs.json');
  fs.writeFileSync(
    jobsFile,
    JSON.stringify(
      {
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROME_FLAGS,
        blockedUrlPatterns: BLOCKED_URL_PATTERNS,
        out,
        reportsDir: path.join(outDir, 'lighthouse'),
        jobs,
      },
      null,
      2,
    ),
  );
  const version = spawnSync('npx', ['-y', NODE22_PACKAGE, '--version'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (version.status !== 0) throw new Error(`npx -y ${NODE22_PACKAGE} failed: ${version.stderr}`);
  const node22 = version.stdout.trim();
  log(
    `Lighthouse under Node ${node22} (npx -y ${NODE22_PACKAGE}), ${jobs.length} runs, sites alternating`,
  );
  const result = spawnSync(
    'npx',
    ['-y', NODE22_PACKAGE, path.join('bench', 'lighthouse-runner.mts'), jobsFile],
    {cwd: root, stdio: 'inherit'},
  );
  if (result.status !== 0) throw new Error(`lighthouse-runner.mts failed (exit ${result.status})`);
  return {summaries: JSON.parse(fs.readFileSync(out, 'utf8')) as RunSummary[], node22};
}
