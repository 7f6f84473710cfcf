/**
 * Takes every code block of the built site as a reader gets it, without a
 * browser:
 *
 * - from each page's built HTML (./from-html.ts): a tab group's panels are
 *   all in the served page, hidden or not, and a block's lines are what its
 *   Copy button copies (tests/e2e/copy-buttons.spec.ts checks that in
 *   Chromium, tab by tab; every-page.spec.ts checks that every block a
 *   hydrated page shows is one read here);
 * - on API operation pages, the request samples render only their first tab
 *   in the served page and the others when chosen: their blocks are the
 *   generator's `x-codeSamples` (.openapi/reference.json), which
 *   api-reference.spec.ts checks each tab shows and copies byte for byte.
 *
 * The response examples in the left column of API operation pages (the
 * API theme's status-code and schema tabs) are JSON answers, not samples:
 * they are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CollectedBlock} from '../../lib/doc-samples/classify';
import {listOperations, type OpenApiDocument} from '../../lib/openapi/document';
import {operationSlug} from '../../lib/openapi/page-slugs';
import {languageOf} from '../../lib/openapi/sample-languages';
import {blocksInHtml, REQUEST_SAMPLES_REGION} from './from-html';

/** The built HTML file of a site path, if any. */
export function htmlFileOf(buildDir: string, sitePath: string): string | undefined {
  const clean = sitePath.replace(/\/$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => fs.existsSync(file));
}

/** Site paths of the sitemap whose built HTML has at least one code block. */
export function pagesWithCodeBlocks(buildDir: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    const sitePath = new URL(match[1]).pathname;
    const file = htmlFileOf(buildDir, sitePath);
    return file && fs.readFileSync(file, 'utf8').includes('theme-code-block') ? [sitePath] : [];
  });
}

/** The request samples of each API operation page, by site path, as its tabs show them. */
export function operationSamples(reference: OpenApiDocument): Map<string, CollectedBlock[]> {
  const byPage = new Map<string, CollectedBlock[]>();
  for (const {method, path: route, operation} of listOperations(reference)) {
    const page = `/docs/api/${operationSlug(operation, method, route)}`;
    const samples = (operation['x-codeSamples'] ?? []) as {lang: string; source: string}[];
    byPage.set(
      page,
      samples.map((sample) => {
        const language = languageOf(sample.lang);
        if (!language) throw new Error(`${page}: x-codeSamples language ${sample.lang} has no tab`);
        // A code block shows its code without the final newline.
        return {
          page,
          tab: language.label,
          language: language.highlight,
          code: sample.source.replace(/\n$/, ''),
        };
      }),
    );
  }
  return byPage;
}

export interface CollectOptions {
  buildDir: string;
  pages: readonly string[];
  /** The generator's input, for the request samples of the API operation pages. */
  referenceFile?: string;
}

export interface CollectResult {
  blocks: CollectedBlock[];
  /** Pages that could not be read, with the error. */
  errors: {page: string; error: string}[];
}

/** Collects the blocks of every page, in page order. */
export function collectBlocks(options: CollectOptions): CollectResult {
  const reference = JSON.parse(
    fs.readFileSync(options.referenceFile ?? path.join('.openapi', 'reference.json'), 'utf8'),
  ) as OpenApiDocument;
  const operations = operationSamples(reference);
  const blocks: CollectedBlock[] = [];
  const errors: CollectResult['errors'] = [];
  for (const page of options.pages) {
    const file = htmlFileOf(options.buildDir, page);
    if (!file) {
      errors.push({page, error: 'no built page'});
      continue;
    }
    const samples = operations.get(page);
    blocks.push(
      ...blocksInHtml(fs.readFileSync(file, 'utf8'), page, {
        skip: samples ? [REQUEST_SAMPLES_REGION] : [],
      }),
      ...(samples ?? []),
    );
  }
  return {blocks, errors};
}
