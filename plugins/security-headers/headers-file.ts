import {HOST_FILES} from '../../lib/host-files/names';
import type {HeaderRule} from '../../lib/host-files/headers';
import {HASHED_FOLDER, IMMUTABLE, REVALIDATE} from './policy';

/**
 * The rules of `_headers` (written by lib/host-files/headers.ts): the
 * security headers on every path, then the cache rules.
 *
 * Both hosts join the values of a header set by two matching rules, so
 * Cache-Control must come from exactly one rule per path: `/assets/*` is
 * immutable, and every other top-level entry of the build gets its own
 * revalidate rule (`/docs/*`, `/llms.txt`, `/` …), listed from the build.
 */
export function headerRules(
  security: readonly [string, string][],
  topLevel: readonly {name: string; isDirectory: boolean}[],
): HeaderRule[] {
  return [
    {pattern: '/*', headers: [...security]},
    {pattern: `/${HASHED_FOLDER}/*`, headers: [['Cache-Control', IMMUTABLE]]},
    ...revalidatePatterns(topLevel).map((pattern): HeaderRule => ({
      pattern,
      headers: [['Cache-Control', REVALIDATE]],
    })),
  ];
}

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
    // Dotfiles are not served, but for /.well-known/ (the agent skills).
    if (name === HASHED_FOLDER || HOST_FILES.has(name)) continue;
    if (name.startsWith('.') && name !== '.well-known') continue;
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
