/**
 * Where a route is in the build output, stated once. The site builds with
 * `trailingSlash: false`, so a route's page is `<route>.html` or
 * `<route>/index.html` (the home page `/` is `index.html`), and its Markdown
 * twin sits beside it at `<route>.md` (the home page's is `/index.md`). The
 * twins (plugins/agent-docs), the Pagefind index (plugins/pagefind-index),
 * the MCP server (lib/mcp), the local servers (scripts/serve) and the host
 * headers (plugins/security-headers) all ask this module.
 *
 * Routes are site paths (`/docs/guides/testing`); files are relative to the
 * build folder with `/` (`docs/guides/testing.html`). Browser-safe (the home
 * page and the doc pages' twin links use it): no Node module here; the look-up
 * on the disk is `builtHtmlPath` of ./files.ts.
 */

/** `/docs/a/` → `/docs/a`; `/` stays `/`. */
function withoutTrailingSlash(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * The files a route's page may be, in the order hosts try them:
 * `/` → `index.html`; `/docs/a` (or `/docs/a/`) → `docs/a.html`, `docs/a/index.html`.
 */
export function htmlFileCandidates(route: string): string[] {
  const relative = withoutTrailingSlash(route).replace(/^\/+/, '');
  return relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
}

/** The first of a route's candidate files for which `isFile` holds (relative), or undefined. */
export function builtHtmlFile(
  route: string,
  isFile: (relative: string) => boolean,
): string | undefined {
  return htmlFileCandidates(route).find((candidate) => isFile(candidate));
}

/** The route of a built page: `docs/a.html` and `docs/a/index.html` → `/docs/a`; `index.html` → `/`. */
export function routeOfHtmlFile(relative: string): string {
  return `/${relative.replace(/^\/+/, '')}`.replace(/(\/index)?\.html$/, '') || '/';
}

/** Route path of a page's Markdown twin: `/docs/guides/testing` → `/docs/guides/testing.md`, `/` → `/index.md`. */
export function markdownTwinPath(route: string): string {
  const clean = withoutTrailingSlash(route);
  return clean === '/' ? '/index.md' : `${clean}.md`;
}

/** The route a twin file stands for: `docs/a.md` → `/docs/a`; `index.md` → `/`. */
export function routeOfTwin(relative: string): string {
  const clean = relative.replace(/^\/+/, '');
  return clean === 'index.md' ? '/' : `/${clean.replace(/\.md$/, '')}`;
}

/** Absolute URL of a site path on the public origin (no trailing slash on the origin). */
export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${route.startsWith('/') ? '' : '/'}${route}`;
}

/** Route path of llms.txt, the index of the docs for agents. */
export const LLMS_TXT_PATH = '/llms.txt';

/**
 * Site path of a doc page's Markdown twin, or undefined when the page has
 * none (unlisted pages; tag and category index pages render no doc at all).
 * The `rel=alternate` link and the Copy page button both ask this.
 */
export function docTwinPath(metadata: {permalink: string; unlisted?: boolean}): string | undefined {
  return metadata.unlisted ? undefined : markdownTwinPath(metadata.permalink);
}

/** Path segments of a route below `root`, or undefined when the route is not under it. */
export function segmentsBelow(permalink: string, root: string): string[] | undefined {
  const base = root.replace(/\/+$/, '');
  if (permalink === base) return [];
  if (!permalink.startsWith(`${base}/`)) return undefined;
  return permalink
    .slice(base.length + 1)
    .split('/')
    .filter(Boolean);
}
