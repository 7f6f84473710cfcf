/**
 * The rules of `npm run check`, each a pure function from parsed sources to
 * problems. See scripts/check.ts for how they are run.
 */
import path from 'node:path';
import {replaceTokens, UnknownTokenError} from '../../plugins/identity-tokens';
import {
  checkSidebarMembership,
  type CheckedDoc,
  type CheckedSidebarItem,
  type CheckedSidebars,
} from '../../plugins/content-checks/checks';
import type {Problem} from './problems';
import type {SourceFile} from './sources';

/** CONTRIBUTING.md: one sentence, under 160 characters. */
export const MAX_DESCRIPTION = 160;

/** Pages only (partials have no front matter): title, description and known tags. */
export function checkFrontMatter(source: SourceFile, allowedTags: ReadonlySet<string>): Problem[] {
  if (source.partial) return [];
  const problems: Problem[] = [];
  const at = (key: string) => source.frontMatterLines[key] ?? 1;
  if (source.frontMatterError) {
    return [{file: source.file, line: 1, message: source.frontMatterError}];
  }
  const fm = source.frontMatter;
  if (!fm) {
    return [
      {
        file: source.file,
        line: 1,
        message: 'no front matter; start the page with `---`, a title, a description and tags.',
      },
    ];
  }
  for (const key of ['title', 'description']) {
    const value = fm[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({
        file: source.file,
        line: at(key),
        message: `front matter needs a non-empty "${key}".`,
      });
    }
  }
  if (typeof fm.description === 'string' && fm.description.length >= MAX_DESCRIPTION) {
    problems.push({
      file: source.file,
      line: at('description'),
      message: `"description" has ${fm.description.length} characters; keep it under ${MAX_DESCRIPTION}.`,
    });
  }
  if (fm.tags !== undefined) {
    if (!Array.isArray(fm.tags)) {
      problems.push({
        file: source.file,
        line: at('tags'),
        message: '"tags" must be a list of tag keys.',
      });
    } else {
      for (const tag of fm.tags) {
        const key = typeof tag === 'string' ? tag : undefined;
        if (!key || !allowedTags.has(key)) {
          problems.push({
            file: source.file,
            line: at('tags'),
            message: `unknown tag "${String(key ?? JSON.stringify(tag))}"; use one of docs/tags.yml (${[...allowedTags].join(', ')}).`,
          });
        }
      }
    }
  }
  return problems;
}

/** Every `%%token%%` must be a placeholder of src/identity.ts. */
export function checkTokens(
  source: SourceFile,
  tokens?: Readonly<Record<string, string>>,
): Problem[] {
  const problems: Problem[] = [];
  source.text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/%%[A-Za-z][A-Za-z0-9]*%%/g)) {
      try {
        replaceTokens(match[0], source.file, tokens);
      } catch (error) {
        if (!(error instanceof UnknownTokenError)) throw error;
        problems.push({
          file: source.file,
          line: index + 1,
          message: `unknown placeholder ${match[0]}; the known ones are listed in CONTRIBUTING.md.`,
        });
      }
    }
  });
  return problems;
}

/** Sidebars as written in sidebars.ts: string shorthands allowed. */
export type WrittenSidebarItem = string | (CheckedSidebarItem & {items?: WrittenSidebarItem[]});

function normalize(items: WrittenSidebarItem[]): CheckedSidebarItem[] {
  return items.map((item) =>
    typeof item === 'string'
      ? {type: 'doc', id: item}
      : {...item, items: item.items ? normalize(item.items) : undefined},
  );
}

/**
 * Every page is in exactly one sidebar (the build's own rule, reused) and
 * every doc a sidebar names exists. `sidebarsFile` is named for the latter.
 */
export function checkSidebars(
  pages: SourceFile[],
  sidebars: Record<string, WrittenSidebarItem[]>,
  sidebarsFile: string,
): Problem[] {
  const normalized: CheckedSidebars = Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [name, normalize(items)]),
  );
  const docs: CheckedDoc[] = pages.map((page) => ({
    id: page.id,
    source: `@site/${page.file}`,
    frontMatter: page.frontMatter ?? {},
    unlisted: page.frontMatter?.unlisted === true,
  }));
  const problems: Problem[] = checkSidebarMembership(docs, normalized).map((text) => {
    const separator = text.indexOf(': ');
    return {file: text.slice(0, separator), line: 1, message: text.slice(separator + 2)};
  });
  const known = new Set(pages.map((page) => page.id));
  const walk = (name: string, items: CheckedSidebarItem[]) => {
    for (const item of items) {
      const ids = [
        (item.type === 'doc' || item.type === 'ref') && item.id ? item.id : undefined,
        item.link?.type === 'doc' ? item.link.id : undefined,
      ];
      for (const id of ids) {
        if (id && !known.has(id)) {
          problems.push({
            file: sidebarsFile,
            line: 1,
            message: `sidebar "${name}" lists the doc "${id}", which does not exist.`,
          });
        }
      }
      if (item.items) walk(name, item.items);
    }
  };
  for (const [name, items] of Object.entries(normalized)) walk(name, items);
  return problems;
}

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
