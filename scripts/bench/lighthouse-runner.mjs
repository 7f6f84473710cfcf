/**
 * Runs a list of Lighthouse audits in one Chromium and writes a summary of
 * each run as JSON. Started by scripts/bench.ts under Node 22: Lighthouse 13
 * requires Node >= 22.19, while the project runs on Node 20, so bench.ts
 * launches this file with the Node binary of the `node@22` npm package
 * (`npx -y node@22 scripts/bench/lighthouse-runner.mjs <jobs.json>`), which
 * comes from the npm registry like any other package.
 *
 * Input (the JSON file named by the first argument):
 *   {chromePath, chromeFlags: string[], blockedUrlPatterns: string[], out,
 *    jobs: [{url, preset, run}]}
 * Output (written to `out`): one RunSummary per job, in order.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

/** The figures the benchmark reports from one Lighthouse result. */
function summarize(job, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  // Audits that cost points in the non-performance categories, to say why a score is below 100.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
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
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? '',
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: input.chromePath,
  chromeFlags: input.chromeFlags,
});
const results = [];
try {
  for (const job of input.jobs) {
    const config = job.preset === 'desktop' ? desktopConfig : undefined;
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: input.blockedUrlPatterns ?? [],
    };
    const started = Date.now();
    const result = await lighthouse(job.url, flags, config);
    const summary = summarize(job, result.lhr);
    results.push(summary);
    console.log(
      `  ${job.preset.padEnd(7)} run ${job.run} ${job.url}: perf ${summary.performance}, ` +
        `a11y ${summary.accessibility}, bp ${summary.bestPractices}, seo ${summary.seo} ` +
        `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
} finally {
  await chrome.kill();
}
fs.writeFileSync(input.out, JSON.stringify(results, null, 2));
