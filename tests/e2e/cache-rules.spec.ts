import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {headersFor, parseHeadersFile, patternMatches} from '../../lib/host-files/headers';
import {HEADERS_FILE, HOST_FILES} from '../../lib/host-files/names';
import {HASHED_FOLDER, IMMUTABLE, REVALIDATE} from '../../plugins/security-headers/policy';
import {buildDir} from '../../scripts/lib/build';
import {expectNon200Revalidate} from './non-200-cache';

/**
 * Cache rules of the final build (issue 28, finding 4): `_headers` is written
 * after the other plugins' postBuild steps, so every top-level entry of the
 * build, the Pagefind index, llms.txt and llms-full.txt included, matches
 * exactly one Cache-Control rule (the hosts join the values of two), and is
 * served with it.
 */

const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, HEADERS_FILE), 'utf8'));
const cacheRules = rules.filter((rule) =>
  rule.headers.some(([name]) => name.toLowerCase() === 'cache-control'),
);

/** The first file under a folder of the build, as a site path. */
function firstFileUnder(folder: string): string {
  const entries = fs
    .readdirSync(path.join(buildDir, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .sort();
  expect(entries.length, `${folder}/ holds a file`).toBeGreaterThan(0);
  return `/${entries[0]
    .split(path.sep)
    .join('/')
    .replace(/(?:\/index)?\.html$/, '')}`;
}

/** Site paths that reach each top-level entry: a file's own URL, a folder's page and a file in it. */
const served = fs
  .readdirSync(buildDir, {withFileTypes: true})
  .filter((entry) => !HOST_FILES.has(entry.name))
  .map((entry) => {
    if (!entry.isDirectory()) {
      const url = entry.name === 'index.html' ? '/' : `/${entry.name.replace(/\.html$/, '')}`;
      return {entry: entry.name, paths: [url]};
    }
    return {entry: `${entry.name}/`, paths: [`/${entry.name}/x`, firstFileUnder(entry.name)]};
  });

test('the build has the entries other plugins write after the pages', () => {
  const names = served.map(({entry}) => entry);
  for (const name of [
    'pagefind/',
    'llms.txt',
    'llms-full.txt',
    'sitemap.xml',
    `${HASHED_FOLDER}/`,
  ]) {
    expect(names).toContain(name);
  }
});

test('every top-level entry of the build matches exactly one cache rule', () => {
  const problems: string[] = [];
  for (const {entry, paths} of served) {
    for (const pathname of paths) {
      const matching = cacheRules.filter((rule) => patternMatches(rule.pattern, pathname));
      if (matching.length !== 1) {
        problems.push(
          `${entry} (${pathname}): ${matching.length} rules${matching.length ? ` (${matching.map((r) => r.pattern).join(', ')})` : ''}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});

test('each entry is served with its one Cache-Control value', async ({request}) => {
  for (const {entry, paths} of served) {
    const pathname = paths.at(-1)!;
    const expected = entry === `${HASHED_FOLDER}/` ? IMMUTABLE : REVALIDATE;
    expect(headersFor(rules, pathname).get('cache-control'), entry).toBe(expected);
    const response = await request.get(pathname, {maxRedirects: 0});
    // A page, a file, a redirect of _redirects (the client redirect pages' paths), or the 404 page.
    expect([200, 301, 302], pathname).toContain(entry === '404.html' ? 200 : response.status());
    if (entry === '404.html') expect(response.status()).toBe(404);
    expect(response.headers()['cache-control'], `${entry} (${pathname})`).toBe(expected);
  }
});

test('answers other than 200 carry the /404 rule, never immutable (missing assets included)', async ({
  request,
}) => {
  await expectNon200Revalidate(request);
});
