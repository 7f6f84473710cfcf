import {expect, test, type Browser} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir} from './build-pages';
import {rememberConsent, waitForHydration, sitemapPaths} from './helpers';

/**
 * Tables on a 390 px phone, on every built page that has one (from the
 * sitemap): no word of any cell is broken across two lines, and a table that
 * is wider than its column scrolls sideways inside a labelled region that
 * keyboard users can focus, while the page itself never scrolls sideways.
 *
 * A word is a run of non-space characters of a cell's text (across inline
 * elements: `foo<code>bar</code>` is one word). It counts as broken when the
 * client rects of a Range over it lie on two lines. Outside code, a word may
 * wrap after a hyphen or a dash ("sub-building"), as prose does; a code
 * token may not wrap at all.
 *
 * The pages are split over two tests (two workers), each opening its pages in
 * sequence in one browser context; a test fails with the list of every
 * broken word and every unlabelled or clipped table it met.
 */

const PHONE = {viewport: {width: 390, height: 844}, deviceScaleFactor: 1, isMobile: true};
const WORKERS = 2;

/** The HTML file of a site path (`trailingSlash: false`). */
function htmlOf(sitePath: string): string | undefined {
  const candidates = [`${sitePath}.html`, path.join(sitePath, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return undefined;
}

/** Every page of the sitemap whose served HTML has a table (PAGES=/a,/b narrows the run). */
function pagesWithTables(): string[] {
  const only = process.env.PAGES?.split(',').filter(Boolean);
  return sitemapPaths()
    .filter((p) => !only || only.includes(p))
    .filter((p) => /<table\b/.test(htmlOf(p) ?? ''));
}

interface PageReport {
  cells: number;
  brokenCells: number;
  words: number;
  broken: string[];
  regions: string[];
  tables: number;
}

/** Runs in the page: checks every table cell's words and every table's region. */
function inspectTables(): PageReport {
  const report: PageReport = {
    cells: 0,
    brokenCells: 0,
    words: 0,
    broken: [],
    regions: [],
    tables: 0,
  };
  const viewport = document.documentElement.clientWidth;

  // Text positions of a cell: one entry per character, with its node and offset.
  function characters(cell: Element): {text: string; at: Array<[Text, number]>} {
    const at: Array<[Text, number]> = [];
    let text = '';
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const data = node.data;
      for (let i = 0; i < data.length; i += 1) {
        at.push([node, i]);
        text += data[i];
      }
    }
    return {text, at};
  }

  // The distinct lines a range's boxes lie on (rects on one line share most of their height).
  function lines(range: Range): number {
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const tops: Array<{top: number; bottom: number}> = [];
    for (const rect of rects) {
      const same = tops.find(
        (line) =>
          Math.min(line.bottom, rect.bottom) - Math.max(line.top, rect.top) > rect.height / 2,
      );
      if (!same) tops.push({top: rect.top, bottom: rect.bottom});
    }
    return tops.length;
  }

  const inCode = (node: Node): boolean => !!node.parentElement?.closest('code, kbd, samp, pre');

  for (const table of document.querySelectorAll('main table')) {
    if (!(table instanceof HTMLElement) || table.offsetParent === null) continue;
    report.tables += 1;
    const name = (
      table.querySelector('caption')?.textContent ??
      table.querySelector('th')?.textContent ??
      'table'
    )
      .trim()
      .slice(0, 40);

    for (const cell of table.querySelectorAll('th, td')) {
      report.cells += 1;
      const {text, at} = characters(cell);
      const before = report.broken.length;
      for (const match of text.matchAll(/\S+/g)) {
        report.words += 1;
        const start = match.index;
        const end = start + match[0].length;
        // Allowed breaks: after a hyphen or dash in prose text.
        const pieces: Array<[number, number]> = [];
        let from = start;
        for (let i = start; i < end - 1; i += 1) {
          if (/[-\u2010-\u2014]/.test(text[i]) && !inCode(at[i][0])) {
            pieces.push([from, i + 1]);
            from = i + 1;
          }
        }
        pieces.push([from, end]);
        for (const [a, b] of pieces) {
          const range = document.createRange();
          range.setStart(at[a][0], at[a][1]);
          range.setEnd(at[b - 1][0], at[b - 1][1] + 1);
          if (lines(range) > 1) {
            report.broken.push(`${name}: "${text.slice(a, b)}"`);
            break;
          }
        }
      }
      if (report.broken.length > before) report.brokenCells += 1;
    }

    const region = table.closest('[role="region"]');
    if (!(region instanceof HTMLElement)) {
      report.regions.push(`${name}: no role=region around the table`);
      continue;
    }
    const labelledBy = region.getAttribute('aria-labelledby');
    const label = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim()
      : (region.getAttribute('aria-label') ?? '').trim();
    if (!label) report.regions.push(`${name}: the region has no accessible name`);
    if (region.tabIndex !== 0) report.regions.push(`${name}: the region is not focusable`);
    const box = region.getBoundingClientRect();
    if (box.left < -0.5 || box.right > viewport + 0.5) {
      report.regions.push(`${name}: the region overflows the page (${box.left}-${box.right})`);
    }
    if (table.scrollWidth > region.clientWidth + 1) {
      const overflow = getComputedStyle(region).overflowX;
      if (!['auto', 'scroll'].includes(overflow) || region.scrollWidth <= region.clientWidth) {
        report.regions.push(`${name}: wider than its region, which does not scroll`);
      }
    }
  }
  if (document.documentElement.scrollWidth > viewport + 1) {
    report.regions.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  }
  return report;
}

async function checkPages(browser: Browser, pages: string[]): Promise<void> {
  const context = await browser.newContext(PHONE);
  await rememberConsent(context, 'rejected');
  const page = await context.newPage();
  const problems: string[] = [];
  let cells = 0;
  let brokenCells = 0;
  let brokenWords = 0;
  let brokenPages = 0;
  try {
    for (const sitePath of pages) {
      await page.goto(sitePath);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const report = await page.evaluate(inspectTables);
      cells += report.cells;
      brokenCells += report.brokenCells;
      brokenWords += report.broken.length;
      if (report.brokenCells > 0) brokenPages += 1;
      if (report.tables === 0) problems.push(`${sitePath}: no visible table at 390 px`);
      for (const word of report.broken) problems.push(`${sitePath}: broken word in ${word}`);
      for (const region of report.regions) problems.push(`${sitePath}: ${region}`);
    }
  } finally {
    await context.close();
  }
  const summary =
    `${brokenCells} of ${cells} cells on ${brokenPages} of ${pages.length} pages ` +
    `break a word (${brokenWords} broken words)`;
  test.info().annotations.push({type: 'tables', description: summary});
  expect(problems, summary).toEqual([]);
}

const all = pagesWithTables();

test('the build has pages with tables', () => {
  expect(all.length).toBeGreaterThan(10);
});

for (let shard = 0; shard < WORKERS; shard += 1) {
  const pages = all.filter((_, index) => index % WORKERS === shard);
  test(`at 390 px no table cell breaks a word, wide tables scroll in a labelled region (pages ${shard + 1} of ${WORKERS})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000 + pages.length * 10_000);
    await checkPages(browser, pages);
  });
}
