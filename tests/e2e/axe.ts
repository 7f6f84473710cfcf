import type {BrowserContext, Page} from '@playwright/test';
import fs from 'node:fs';
import type {AxeResults, ImpactValue, RunOptions} from 'axe-core';

/**
 * axe-core, run in the page. The engine is added to a browser context once
 * as an init script, so each page load has it without a per-scan injection
 * of its 500 KB source, and each scan asks only for the violations (axe
 * then skips the details of passing checks): about a third of the time of
 * a full AxeBuilder analysis, which matters over every page of the site.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set<ImpactValue | undefined>(['serious', 'critical']);

/** Makes axe available in every page of the context. */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({content: AXE_SOURCE});
}

export interface ScanOptions {
  /** CSS selector of the part of the page to scan; the whole document by default. */
  include?: string;
  /** Rule tags to run (WCAG 2.1 A and AA by default). */
  tags?: string[];
  /** Rule ids to run instead of tags. */
  rules?: string[];
}

/**
 * Scans the page (after installAxe) and describes each violation of impact
 * serious or critical on one line per element, prefixed with `label`.
 */
export async function blockingViolations(
  page: Page,
  label: string,
  {include, tags = WCAG_TAGS, rules}: ScanOptions = {},
): Promise<string[]> {
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: tags},
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([selector, runOptions]) => {
      const {axe} = window as unknown as {axe: typeof import('axe-core')};
      return axe.run(selector ? {include: [[selector]]} : document, runOptions);
    },
    [include ?? null, options] as const,
  );
  return (results as AxeResults).violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? undefined))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `[${label}] ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${summary}`;
      }),
    );
}
