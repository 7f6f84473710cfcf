/**
 * Takes every code block of the built site as a reader gets it: opens each
 * page that has one in Chromium (pages side by side, one browser), selects
 * every tab of every tab group in turn and presses each block's Copy button,
 * reading what it put on the clipboard. The clipboard is the browser's own,
 * shared by its pages, so one copy happens at a time.
 *
 * The response examples in the left column of API operation pages (the
 * API theme's status-code and schema tabs) are JSON answers, not samples:
 * they are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import type {CollectedBlock} from '../../lib/doc-samples/classify';
import {CONSENT_KEY} from '../../src/consent/consent';

/** The built HTML file of a site path, if any. */
function htmlFileOf(buildDir: string, sitePath: string): string | undefined {
  const clean = sitePath.replace(/\/$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => fs.existsSync(file));
}

/** Languages whose blocks are answers or styles, never a sample to run. */
const NEVER_SAMPLES = new Set(['json', 'css', 'text', 'plaintext', 'txt', 'yaml', 'xml', 'csv']);

export interface BuiltPage {
  /** Site path, e.g. `/docs/guides/testing`. */
  path: string;
  /** Code blocks in the served HTML, by highlight language. */
  languages: string[];
  /** Whether the page has a tab group (whose lazy panels the served HTML may not hold). */
  tabs: boolean;
}

/** Pages of the sitemap whose built HTML has at least one code block with a Copy button. */
export function pagesWithCodeBlocks(buildDir: string): BuiltPage[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    const sitePath = new URL(match[1]).pathname;
    const file = htmlFileOf(buildDir, sitePath);
    if (!file) return [];
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('theme-code-block')) return [];
    const languages = [...html.matchAll(/class="?language-([\w-]+)[^>]*theme-code-block/g)].map(
      (found) => found[1],
    );
    return [
      {
        path: sitePath,
        languages,
        tabs: html.includes('role=tablist') || html.includes('role="tablist"'),
      },
    ];
  });
}

/**
 * Whether a page must be opened to collect its samples: it has a block in
 * a language samples are written in, or a tab group. A page whose blocks
 * are all JSON answers, CSS or text holds no sample to run.
 */
export function mayHoldSamples(page: BuiltPage): boolean {
  return page.tabs || page.languages.some((language) => !NEVER_SAMPLES.has(language));
}

/** One at a time: the clipboard belongs to the whole browser. */
function mutex(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

const BLOCK = '.theme-code-block';
/** Blocks the harness skips: the API theme's response examples. */
const SKIPPED = '.openapi-left-panel__container';
const COPY = 'button[aria-label="Copy code to clipboard"]';
const SENTINEL = '\u0000samples-harness\u0000';

/**
 * Copies every visible block not taken yet, in the page: presses its Copy
 * button (the page's own handler puts the text on the clipboard) and reads
 * the clipboard back. Returns each block's tab path, language and text.
 */
async function copyVisibleBlocks(
  page: Page,
): Promise<{tab?: string; language: string; code: string}[]> {
  return page.evaluate(
    async ({block, skipped, copy, sentinel}) => {
      const found: {tab?: string; language: string; code: string}[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(block)) {
        if (element.dataset.samplesTaken || element.closest(skipped)) continue;
        // Visible: no hidden tab panel (or other hidden ancestor) around it.
        if (element.closest('[hidden]') || element.getClientRects().length === 0) continue;
        element.dataset.samplesTaken = 'true';
        // Each tab panel around the block is its group's selected one (lazy
        // groups render only that panel): its label is the selected tab's.
        const labels: string[] = [];
        for (let panel = element.closest('[role=tabpanel]'); panel;) {
          const group = panel.closest('.tabs-container');
          const label = group
            ?.querySelector(':scope > ul > [role=tab][aria-selected=true]')
            ?.textContent?.trim();
          if (label) labels.unshift(label);
          panel = panel.parentElement?.closest('[role=tabpanel]') ?? null;
        }
        const language = [...element.classList]
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length);
        const button = element.querySelector<HTMLButtonElement>(copy);
        if (!button) throw new Error(`a code block has no Copy button (${language ?? 'text'})`);
        await navigator.clipboard.writeText(sentinel);
        button.click();
        let code = sentinel;
        for (let tries = 0; code === sentinel; tries++) {
          if (tries === 500) throw new Error('the Copy button put nothing on the clipboard');
          code = await navigator.clipboard.readText();
          if (code === sentinel) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        found.push({
          tab: labels.length ? labels.join(' › ') : undefined,
          language: language ?? '',
          code,
        });
      }
      return found;
    },
    {block: BLOCK, skipped: SKIPPED, copy: COPY, sentinel: SENTINEL},
  );
}

const debug = process.env.SAMPLES_DEBUG
  ? (page: Page, message: string) =>
      console.log(`${Math.round(performance.now())} ${new URL(page.url()).pathname} ${message}`)
  : () => undefined;

/** Every code block of one page, every tab of every tab group selected in turn. */
async function collectPage(
  page: Page,
  url: string,
  sitePath: string,
  exclusive: <T>(task: () => Promise<T>) => Promise<T>,
): Promise<CollectedBlock[]> {
  await page.goto(url + sitePath, {waitUntil: 'domcontentloaded'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const blocks: CollectedBlock[] = [];
  // A lazy tab group renders its panel again each time its tab is chosen,
  // and a stored tab choice can select any tab first: the same block in the
  // same tab counts once.
  const seen = new Set<string>();
  const take = async () => {
    for (const found of await exclusive(() => copyVisibleBlocks(page))) {
      const key = `${found.tab ?? ''}\n${found.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      blocks.push({page: sitePath, ...found});
    }
  };
  debug(page, 'hydrated');
  await take();
  // Tab groups outside the skipped region, including those a tab reveals.
  const groups = page.locator(`.tabs-container:not(${SKIPPED} .tabs-container)`);
  for (let g = 0; g < (await groups.count()); g++) {
    const tabs = groups.nth(g).locator(':scope > ul > [role=tab]');
    for (let t = 0; t < (await tabs.count()); t++) {
      const tab = tabs.nth(t);
      if ((await tab.getAttribute('aria-selected')) !== 'true') {
        debug(page, `tab ${g}/${t}`);
        await tab.click();
        const handle = await tab.elementHandle();
        await page.waitForFunction(
          (element) => element?.getAttribute('aria-selected') === 'true',
          handle,
        );
      }
      await take();
    }
  }
  return blocks;
}

export interface CollectOptions {
  browser: Browser;
  /** Base URL of the served build, e.g. http://localhost:5100. */
  url: string;
  pages: readonly string[];
  /** Pages open at the same time. */
  concurrency?: number;
  /** Called after each page with the time it took (ms). */
  onPage?: (page: string, ms: number) => void;
}

export interface CollectResult {
  blocks: CollectedBlock[];
  /** Pages that could not be read, with the error. */
  errors: {page: string; error: string}[];
}

/** Collects the blocks of every page, `concurrency` pages at a time, in one browser context. */
export async function collectBlocks(options: CollectOptions): Promise<CollectResult> {
  const exclusive = mutex();
  const queue = [...options.pages];
  const blocks = new Map<string, CollectedBlock[]>();
  const errors: CollectResult['errors'] = [];
  // One context per worker: a tab choice (stored, and synced between the
  // pages of a context) made on one page must not switch tabs on another.
  const worker = async () => {
    const context: BrowserContext = await options.browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: {width: 1280, height: 900},
      serviceWorkers: 'block',
    });
    // A reader who has answered the consent banner.
    await context.addInitScript(([key]) => window.localStorage.setItem(key, 'rejected'), [
      CONSENT_KEY,
    ] as const);
    // Images and fonts do not change what a Copy button copies.
    await context.route(/\.(png|jpe?g|gif|webp|avif|svg|woff2?|ttf)(\?|$)/, (route) =>
      route.abort(),
    );
    // A loaded machine (CI, a shared runner) can take long to hydrate a page.
    context.setDefaultTimeout(60_000);
    context.setDefaultNavigationTimeout(60_000);
    const page = await context.newPage();
    for (let sitePath = queue.shift(); sitePath !== undefined; sitePath = queue.shift()) {
      try {
        const started = performance.now();
        blocks.set(sitePath, await collectPage(page, options.url, sitePath, exclusive));
        options.onPage?.(sitePath, performance.now() - started);
      } catch (error) {
        errors.push({page: sitePath, error: (error as Error).message.split('\n')[0]});
      }
    }
    await context.close();
  };
  await Promise.all(Array.from({length: options.concurrency ?? 3}, worker));
  return {blocks: options.pages.flatMap((page) => blocks.get(page) ?? []), errors};
}
