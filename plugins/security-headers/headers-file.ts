import {HASHED_FOLDER, IMMUTABLE, REVALIDATE} from './policy';

/**
 * Renders `_headers` (Netlify and Cloudflare Pages format): a path pattern on
 * its own line, its headers indented below.
 *
 * Both hosts join the values of a header set by two matching rules, so
 * Cache-Control must come from exactly one rule per path: `/assets/*` is
 * immutable, and every other top-level entry of the build gets its own
 * revalidate rule (`/docs/*`, `/llms.txt`, `/` …), listed from the build.
 */
export function renderHeadersFile(
  security: readonly [string, string][],
  topLevel: readonly {name: string; isDirectory: boolean}[],
  header: string[] = [],
): string {
  const block = (pattern: string, headers: readonly [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', security),
    block(`/${HASHED_FOLDER}/*`, [['Cache-Control', IMMUTABLE]]),
  ];
  for (const pattern of revalidatePatterns(topLevel)) {
    blocks.push(block(pattern, [['Cache-Control', REVALIDATE]]));
  }
  return `${[...header.map((line) => `# ${line}`), ...blocks].join('\n')}\n`;
}

/** Host files of the build: configuration, never served. */
export const HOST_FILES = new Set(['_headers', '_redirects', '_nginx.conf']);

/**
 * Path patterns covering every URL of the build outside the hashed folder:
 * a folder `docs` gives `/docs` and `/docs/*`, `index.html` gives `/`, `search.html`
 * gives `/search`, other files their own path.
 */
export function revalidatePatterns(
  topLevel: readonly {name: string; isDirectory: boolean}[],
): string[] {
  const patterns = new Set<string>();
  for (const {name, isDirectory} of topLevel) {
    if (name === HASHED_FOLDER || HOST_FILES.has(name) || name.startsWith('.')) continue;
    if (isDirectory) {
      // The folder's own page (`/docs`, from docs/index.html or docs.html) and everything in it.
      patterns.add(`/${name}`);
      patterns.add(`/${name}/*`);
    } else if (name === 'index.html') patterns.add('/');
    else if (name.endsWith('.html')) patterns.add(`/${name.slice(0, -'.html'.length)}`);
    else patterns.add(`/${name}`);
  }
  return [...patterns].sort();
}
