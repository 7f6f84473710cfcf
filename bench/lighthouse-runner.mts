/**
 * Runs a list of Lighthouse audits (mobile preset) in one Chromium and writes
 * a summary of each run as JSON. Started by bench/bench.ts under Node 22:
 * Lighthouse 13 requires Node >= 22.19 while the project runs on Node 20, so
 * bench.ts launches this file with the Node binary of the `node` npm
 * package at an exact 22.x version (`NODE22_PACKAGE` in runtime.ts:
 * `npx -y node@22.x.y bench/lighthouse-runner.mts <jobs.json>`),
 * which comes from the npm registry like any other package. Node 22.18+
 * strips the TypeScript types itself, so this file uses only erasable syntax
 * (type annotations and `import type`; no enums, namespaces or parameter
 * properties) and imports nothing from the project.
 *
 * Input (the JSON file named by the first argument):
 *   {chromePath, chromeFlags: string[], blockedUrlPatterns: string[], out,
 *    reportsDir?, jobs: [{site, pageType, url, run}]}
 * Output (written to `out`): one summary per job, in order, with its long
 * tasks and main-thread breakdown; each whole report goes to `reportsDir`.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type {Result} from 'lighthouse';

interface Job {
  site: string;
  pageType: string;
  url: string;
  run: number;
}

interface Input {
  chromePath: string;
  chromeFlags: string[];
  blockedUrlPatterns?: string[];
  out: string;
  /** Folder for each run's whole Lighthouse report (JSON), when given. */
  reportsDir?: string;
  jobs: Job[];
}

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Input;

/** The figures the benchmark reports from one Lighthouse result. */
function summarize(job: Job, lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const details = lhr.audits['resource-summary']?.details as
    {items?: Array<{resourceType: string; transferSize: number; requestCount: number}>} | undefined;
  const scripts = details?.items?.find((item) => item.resourceType === 'script');
  // Audits that cost points in the non-performance categories, to say why a score is below 100.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  const items = (id: string) =>
    (lhr.audits[id]?.details as {items?: Array<Record<string, unknown>>} | undefined)?.items ?? [];
  const file = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
  return {
    ...job,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    failing,
    // Where the blocking time comes from: Lighthouse's long tasks (simulated
    // 4x CPU) and main-thread time by category, to say what to cut next.
    longTasks: items('long-tasks').map((item) => ({
      url: file(item.url),
      startMs: Math.round(Number(item.startTime)),
      durationMs: Math.round(Number(item.duration)),
    })),
    mainThread: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [
        String(item.group),
        Math.round(Number(item.duration)),
      ]),
    ),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? '',
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: input.chromePath,
  chromeFlags: input.chromeFlags,
});
const results: ReturnType<typeof summarize>[] = [];
try {
  for (const job of input.jobs) {
    const started = Date.now();
    const result = await lighthouse(job.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: input.blockedUrlPatterns ?? [],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${job.url}`);
    const summary = summarize(job, result.lhr);
    if (input.reportsDir) {
      fs.mkdirSync(input.reportsDir, {recursive: true});
      const name = `${job.site}-${job.pageType.replace(/\W+/g, '-').toLowerCase()}-${job.run}.json`;
      fs.writeFileSync(`${input.reportsDir}/${name}`, JSON.stringify(result.lhr));
    }
    results.push(summary);
    console.log(
      `  ${job.site.padEnd(7)} run ${job.run} ${job.pageType}: perf ${summary.performance}, ` +
        `TBT ${Math.round(summary.tbtMs ?? 0)} ms, LCP ${((summary.lcpMs ?? 0) / 1000).toFixed(2)} s, ` +
        `a11y ${summary.accessibility}, bp ${summary.bestPractices}, seo ${summary.seo} ` +
        `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
} finally {
  await chrome.kill();
}
fs.writeFileSync(input.out, JSON.stringify(results, null, 2));
