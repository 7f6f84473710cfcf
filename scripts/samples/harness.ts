/**
 * `npm run test:samples`: runs every sample of the built site as a reader
 * copies it (see README.md, "Every sample runs").
 *
 * 1. Reads every code block of the built pages of the sitemap, in every tab
 *    of every tab group, as its Copy button copies it (./collect.ts; the
 *    browser tests check that a Copy button copies exactly that).
 * 2. Starts the sandbox API on 127.0.0.1 (./sandbox.ts, a fresh sandbox per
 *    sample) and, in each request sample, rewrites only the API base URL
 *    to it (lib/doc-samples/classify.ts).
 * 3. Runs each request sample with its real toolchain, languages side by
 *    side (./run.ts), and each widget snippet of the getting-started,
 *    form-layout and framework pages in the browser, on the playground's
 *    widget (./widget.ts); checks the other widget code with the sample
 *    checker of scripts/lib/code-samples.ts.
 * 4. Prints one line per failing sample and `samples: N run, N passed,
 *    N failed` per language; writes the totals to test-results/samples.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium';
import {serveBuild} from '../lib/serve-build';
import {portFrom} from '../sandbox-server';
import {identity} from '../../src/identity';
import {
  RUN_LANGUAGES,
  blockName,
  classify,
  rewriteBaseUrl,
  type CollectedBlock,
  type SiteUrls,
} from '../../lib/doc-samples/classify';
import {sampleFence, type SampleFence} from '../../lib/content-lint/fence-meta';
import {formatReport, summarise, type SampleOutcome} from '../../lib/doc-samples/report';
import {requireBuild} from '../lib/build';
import {missingRunnerPackage, sampleRunners} from '../lib/toolchains';
import {collectBlocks, pagesWithCodeBlocks} from './collect';
import {fencesByCode, metaOf} from './fences';
import {runSamples, type RequestSample} from './run';
import {startSampleSandbox} from './sandbox';
import {checkWidgetFragment, isBrowserRunPage, runWidgetSamples} from './widget';

export interface HarnessOptions {
  buildDir: string;
  /** Port of the served build (0: a free one); the sandbox takes the next one when set. */
  port: number;
  /** Only these site paths (for a quick look at one page). */
  pages?: string[];
  /**
   * Run the widget snippets of every page in the browser, not only those of
   * the getting-started, form-layout and framework pages (not part of npm
   * test: some snippets need a platform's page, such as HubSpot's forms).
   */
  allWidgets?: boolean;
  /** Processes run at the same time. */
  jobs: number;
  /** Where the totals go. */
  jsonFile?: string;
  log?: (line: string) => void;
}

/** The summary groups, in report order. */
const REPORT_ORDER = [...RUN_LANGUAGES, 'widget', 'fragment'];

/** The base URLs a request sample may use: the API's, and the sandbox's documented local one. */
export const SITE_URLS: SiteUrls = {
  // The testing guide shows requests to `npm run sandbox` at its default address.
  apiBases: [identity.urls.api, `http://127.0.0.1:${portFrom([], {})}/v1`],
  widgetMarkers: [
    identity.urls.widgetCdn,
    identity.packages.widget,
    identity.packages.react,
    `${identity.widget.global}.`,
  ],
};

export interface HarnessResult {
  outcomes: SampleOutcome[];
  notRun: {where: string; reason: string}[];
  failedPages: {page: string; error: string}[];
}

export async function runHarness(options: HarnessOptions): Promise<HarnessResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const lap = (what: string) =>
    log(`[samples] ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  requireBuild(options.buildDir);

  const server = await serveBuild(options.buildDir, options.port ? {port: options.port} : {});
  const sandbox = await startSampleSandbox(options.port ? options.port + 1 : 0);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-samples-'));
  try {
    const pages = pagesWithCodeBlocks(options.buildDir).filter(
      (page) => !options.pages || options.pages.includes(page),
    );
    const collected = collectBlocks({buildDir: options.buildDir, pages});
    lap(
      `read ${collected.blocks.length} code blocks from the ${pages.length} built pages that have one`,
    );

    const fences = fencesByCode();
    const outcomes: SampleOutcome[] = [];
    const notRun: HarnessResult['notRun'] = [];
    const requests: (RequestSample & {where: string})[] = [];
    const widgets: {id: string; block: CollectedBlock; fence: SampleFence}[] = [];
    const missing = new Map<string, string | undefined>();

    collected.blocks.forEach((block, index) => {
      const where = blockName(block);
      const {meta, conflict} = metaOf(fences, block.code);
      let fence: SampleFence;
      try {
        if (conflict) throw new Error(conflict);
        fence = sampleFence(meta);
      } catch (error) {
        outcomes.push({
          language: block.language || 'text',
          where,
          passed: false,
          error: (error as Error).message,
        });
        return;
      }
      const kind = classify(block, SITE_URLS);
      if (fence.norun) {
        notRun.push({where, reason: `norun: ${fence.norun}`});
        if (kind.kind === 'widget') widgets.push({id: `w${index}`, block, fence});
        return;
      }
      if (kind.kind === 'other') {
        notRun.push({where, reason: kind.reason});
        return;
      }
      if (kind.kind === 'widget') {
        widgets.push({id: `w${index}`, block, fence});
        return;
      }
      const id = `s${index}`;
      const {code, count} = rewriteBaseUrl(block.code, SITE_URLS.apiBases, sandbox.baseFor(id));
      const host = new URL(identity.urls.api).host;
      if (count === 0 || code.includes(host)) {
        outcomes.push({
          language: kind.language,
          where,
          passed: false,
          error: `calls ${host} in a way the harness cannot point at the sandbox (only the base URL ${identity.urls.api} is rewritten)`,
        });
        return;
      }
      if (!missing.has(kind.language))
        missing.set(kind.language, missingRunnerPackage(sampleRunners[kind.language]));
      const lacking = missing.get(kind.language);
      if (lacking) {
        outcomes.push({
          language: kind.language,
          where,
          passed: false,
          error: `cannot run: install the Debian package ${lacking}`,
        });
        return;
      }
      requests.push({id, language: kind.language, code, expect: fence.expect, where});
    });

    lap(`running ${requests.length} request samples, ${options.jobs} at a time`);
    const runs = await runSamples(requests, {scratch, sandbox, concurrency: options.jobs});
    for (const run of runs) {
      const where = requests.find((request) => request.id === run.sample.id)!.where;
      outcomes.push({
        language: run.sample.language,
        where,
        passed: run.verdict.passed,
        ...(run.verdict.error ? {error: run.verdict.error} : {}),
        ms: run.ms,
      });
    }
    lap('request samples done');

    const inBrowser = widgets.filter(
      (widget) =>
        !widget.fence.norun && (options.allWidgets || isBrowserRunPage(widget.block.page)),
    );
    for (const widget of widgets.filter((w) => !inBrowser.includes(w))) {
      outcomes.push({...checkWidgetFragment(widget.block), where: blockName(widget.block)});
    }
    outcomes.push(
      ...(await runWidgetSamples(inBrowser, {
        browser,
        sandbox,
        serverUrl: server.url,
        scratch,
        concurrency: 3,
      })),
    );
    lap('widget samples done');

    for (const line of formatReport(outcomes, REPORT_ORDER)) log(line);
    const reasons = new Map<string, number>();
    for (const item of notRun) reasons.set(item.reason, (reasons.get(item.reason) ?? 0) + 1);
    log(
      `not run (not samples, or norun=): ${notRun.length} blocks: ${[...reasons]
        .sort((a, b) => b[1] - a[1])
        .map(([reason, n]) => `${reason} ${n}`)
        .join(', ')}`,
    );
    for (const failed of collected.errors) log(`FAIL page ${failed.page}: ${failed.error}`);
    lap('done');
    if (options.jsonFile) {
      fs.mkdirSync(path.dirname(options.jsonFile), {recursive: true});
      fs.writeFileSync(
        options.jsonFile,
        `${JSON.stringify({summary: summarise(outcomes, REPORT_ORDER), pageErrors: collected.errors, outcomes, notRun}, null, 2)}\n`,
      );
    }
    return {outcomes, notRun, failedPages: collected.errors};
  } finally {
    await browser.close();
    await sandbox.close();
    server.stop();
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}
