/**
 * Indexes a folder of built pages with the site's indexer
 * (plugins/pagefind-index), writing `<folder>/pagefind/`. Used by the search
 * benchmark on its scaled copy of the site; the build runs the same code in
 * its postBuild step.
 *
 * Usage: npx tsx scripts/search-index-dir.ts <folder>
 */
import {buildSearchIndex, routePathsOf} from '../plugins/pagefind-index';
import {identity} from '../src/identity';

async function main(outDir: string | undefined): Promise<void> {
  if (!outDir) throw new Error('Usage: npx tsx scripts/search-index-dir.ts <folder>');
  const started = Date.now();
  const {pages, files} = await buildSearchIndex({
    outDir,
    routePaths: routePathsOf(outDir),
    apiBaseUrl: identity.urls.api,
  });
  console.log(`indexed ${pages} pages into ${files} files in ${Date.now() - started} ms`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
