/**
 * Links between pages: relative file links, site paths and absolute links to
 * the site must reach a page, and their `#anchor` one of its headings. Pure:
 * it takes the parsed sources (sources.ts).
 */
import path from 'node:path';
import type {Problem} from './problems';
import type {SourceFile} from './source-file';

/** What a link may point at besides hand-written pages. */
export interface LinkTargets {
  /** Site paths served by pages whose anchors are not known here (API reference, tag pages). */
  opaquePaths: ReadonlySet<string>;
  /** Public origin of the site: absolute links to it are checked like site paths. */
  siteUrl: string;
}

function splitUrl(url: string): {pathname: string; hash: string} {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  return {pathname: beforeHash.split('?')[0], hash};
}

/**
 * Internal links between pages: relative file links (`../guides/testing.mdx`)
 * and site paths (`/docs/guides/testing`), with their `#anchor` checked
 * against the target's headings. Anchors may also come from the partials a
 * page imports.
 */
export function checkLinks(sources: SourceFile[], targets: LinkTargets): Problem[] {
  const byFile = new Map(sources.map((source) => [source.file, source]));
  const pages = sources.filter((source) => !source.partial);
  const byPermalink = new Map(pages.map((page) => [page.permalink, page]));
  const anchorsCache = new Map<string, Set<string>>();
  const anchorsOf = (source: SourceFile, seen: string[] = []): Set<string> => {
    const cached = anchorsCache.get(source.file);
    if (cached) return cached;
    const all = new Set(source.anchors);
    for (const imported of source.imports) {
      const partial = byFile.get(imported);
      if (partial && !seen.includes(imported)) {
        for (const anchor of anchorsOf(partial, [...seen, source.file])) all.add(anchor);
      }
    }
    anchorsCache.set(source.file, all);
    return all;
  };

  const problems: Problem[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      let url = link.url.trim();
      if (url.startsWith(targets.siteUrl)) url = url.slice(targets.siteUrl.length) || '/';
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue; // external
      const {pathname, hash} = splitUrl(url);
      const report = (message: string) =>
        problems.push({file: source.file, line: link.line, message});

      let target: SourceFile | undefined;
      let opaque = false;
      if (pathname === '') {
        if (source.partial) continue; // the anchor belongs to whichever page imports the partial
        target = source;
      } else if (/\.mdx?$/.test(pathname)) {
        const file = pathname.startsWith('/')
          ? pathname.replace(/^\/+/, '')
          : path.posix.normalize(
              path.posix.join(path.posix.dirname(source.file), decodeURI(pathname)),
            );
        target = byFile.get(file);
        if (!target || target.partial) {
          report(`broken link "${link.url}": no page at ${file}.`);
          continue;
        }
      } else {
        const absolute = pathname.startsWith('/')
          ? pathname
          : new URL(pathname, `https://site.invalid${source.permalink}`).pathname;
        if (!absolute.startsWith('/docs')) continue; // static files, home and search are not docs
        const route = decodeURI(absolute).replace(/\/+$/, '') || '/';
        target = byPermalink.get(route);
        opaque = !target && targets.opaquePaths.has(route);
        if (!target && !opaque) {
          report(`broken link "${link.url}": no page has the path ${route}.`);
          continue;
        }
      }
      if (hash && target && !anchorsOf(target).has(decodeURIComponent(hash))) {
        report(`broken anchor "${link.url}": ${target.file} has no heading with the id "${hash}".`);
      }
    }
  }
  return problems;
}
