import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {transform} from 'esbuild';
import {routeOfHtmlFile} from '../../lib/build-output';
import {builtHtmlPath} from '../../lib/build-output/files';
import {loadPagefindModule} from './load';
import {
  excludeSelectors,
  fragmentJson,
  prepareForIndex,
  VOCABULARY_FILE,
  vocabularyFile,
} from './prepare';

export interface PagefindIndexOptions {
  /** The API's base URL; its path (`/v1`) prefixes every operation path in the index. */
  readonly apiBaseUrl: string;
  /** Folder under the build output the index is written to; the search UI loads `/<folder>/pagefind.js`. */
  readonly outputFolder?: string;
}

/** Files Pagefind writes for its own prebuilt UIs, which the site does not use. */
const UNUSED_OUTPUT = /^pagefind-(ui|modular-ui|component-ui|highlight)\b.*\.(js|css)$/;

/** Pages sent to Pagefind ahead of its answers. */
const ADD_WINDOW = 16;

/**
 * Indexes a directory of built pages with Pagefind and writes the index to
 * `outDir/<outputFolder>`. Pages are sent in sorted order, a few ahead of
 * Pagefind's answers; two builds of the same pages write identical files. Exported for the
 * benchmark, which indexes a scaled copy of the site with the same code.
 */
export async function buildSearchIndex({
  outDir,
  routePaths,
  apiBaseUrl,
  outputFolder = 'pagefind',
  siteDir = process.cwd(),
  addWindow = ADD_WINDOW,
}: {
  outDir: string;
  routePaths: readonly string[];
  apiBaseUrl: string;
  outputFolder?: string;
  /** Where to look for the pagefind package. */
  siteDir?: string;
  /** Pages sent ahead of Pagefind's answers (1: one at a time). */
  addWindow?: number;
}): Promise<{pages: number; files: number}> {
  const pagefind = loadPagefindModule(siteDir);
  const apiBasePath = new URL(apiBaseUrl).pathname;
  const {index, errors} = await pagefind.createIndex({
    forceLanguage: 'en',
    excludeSelectors: [...excludeSelectors],
  });
  if (!index) throw new Error(`pagefind-index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    // Up to addWindow pages are sent before the first answer is awaited:
    // Pagefind's process works on them while this thread serves the other
    // postBuild steps. It writes the same files whatever order answers come in.
    let pages = 0;
    const pending: Array<Promise<{file: string; errors: string[]}>> = [];
    const settle = async () => {
      const {file, errors} = await pending.shift()!;
      if (errors.length > 0) {
        throw new Error(`pagefind-index: ${path.relative(outDir, file)}: ${errors.join('; ')}`);
      }
    };
    for (const routePath of [...new Set(routePaths)].sort()) {
      const file = builtHtmlPath(outDir, routePath);
      if (!file) continue;
      const content = prepareForIndex(
        await fs.promises.readFile(file, 'utf8'),
        routePath,
        apiBasePath,
      );
      if (content === undefined) continue;
      pending.push(
        index.addHTMLFile({url: routePath, content}).then(
          (added) => ({file, errors: added.errors}),
          (error: unknown) => ({file, errors: [String(error)]}),
        ),
      );
      if (pending.length >= addWindow) await settle();
      pages += 1;
    }
    while (pending.length > 0) await settle();
    if (pages === 0) throw new Error(`pagefind-index: no page of ${outDir} was indexed`);
    const outputPath = path.join(outDir, outputFolder);
    await fs.promises.rm(outputPath, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) {
      throw new Error(`pagefind-index: writing ${outputPath}: ${written.errors.join('; ')}`);
    }
    for (const name of await fs.promises.readdir(outputPath)) {
      if (UNUSED_OUTPUT.test(name)) await fs.promises.rm(path.join(outputPath, name));
    }
    await minifyRuntime(outputPath);
    await writeVocabulary(outputPath);
    const files = (await fs.promises.readdir(outputPath, {recursive: true})).length;
    return {pages, files};
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

/**
 * Minifies the runtime Pagefind writes (`pagefind.js`, whitespace-stripped
 * but with its long names kept) with esbuild: about 2 KB less over the wire
 * on every first search, the same module.
 */
async function minifyRuntime(outputPath: string): Promise<void> {
  const file = path.join(outputPath, 'pagefind.js');
  const source = await fs.promises.readFile(file, 'utf8');
  const {code} = await transform(source, {minify: true, format: 'esm', target: 'es2020'});
  await fs.promises.writeFile(file, code);
}

/**
 * Writes the vocabulary of the index (every word of the indexed text, read
 * back from the fragments Pagefind wrote) to `outputPath/vocabulary.txt`,
 * each word with the number of pages it is on, for the search UI's typo
 * correction.
 */
async function writeVocabulary(outputPath: string): Promise<void> {
  const folder = path.join(outputPath, 'fragment');
  const texts: string[] = [];
  for (const name of (await fs.promises.readdir(folder)).sort()) {
    const fragment = fragmentJson(
      zlib.gunzipSync(await fs.promises.readFile(path.join(folder, name))).toString('utf8'),
    );
    texts.push(`${fragment.meta?.title ?? ''} ${fragment.content ?? ''}`);
  }
  await fs.promises.writeFile(path.join(outputPath, VOCABULARY_FILE), vocabularyFile(texts));
}

/**
 * The route path of every HTML file under `outDir` (`docs/a.html` and
 * `docs/a/index.html` are `/docs/a`), for indexing a folder without the
 * build's route list (the benchmark's scaled copy).
 */
export function routePathsOf(outDir: string): string[] {
  return fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => routeOfHtmlFile(file.split(path.sep).join('/')))
    .sort();
}

/**
 * Builds the Pagefind search index from the rendered HTML after the build
 * (postBuild), so it runs inside `npm run build`. What is indexed and how is
 * decided in ./prepare.ts.
 */
export default function pagefindIndexPlugin(
  {siteDir}: LoadContext,
  options: PagefindIndexOptions,
): Plugin {
  return {
    name: 'pagefind-index',
    async postBuild({outDir, routesPaths}) {
      await buildSearchIndex({
        outDir,
        routePaths: routesPaths,
        apiBaseUrl: options.apiBaseUrl,
        outputFolder: options.outputFolder,
        siteDir,
      });
    },
  };
}
