/**
 * URL helpers shared by the plugin (Node) and its theme component (browser),
 * so the alternate link in a page head and the file written in postBuild
 * always agree. A route's twin path and absolute URL are lib/build-output's.
 */
import {markdownTwinPath} from '../../lib/build-output';

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
