/**
 * Pure logic of plugins/docs-sections: which pages of a docs version form a
 * section (one per sidebar), the route path that matches exactly a section's
 * pages, and the version metadata each section's pages need.
 *
 * Upstream, a docs version is one route whose props hold the metadata of the
 * whole version (every sidebar, and every doc's title and description), a
 * chunk every doc page loads, whatever its sidebar. Here the version route is
 * split into one route per section, each with the metadata of its own
 * sidebar only; the theme's components (DocsRoot, DocVersionRoot, DocRoot)
 * render them unchanged.
 *
 * A section's route path is a react-router pattern listing the path
 * prefixes under which its pages sit: `/docs/:s3(guides|styling-with-css)`.
 * Prefixes are chosen on the tree of page paths: the shallowest folder whose
 * pages all belong to one section, or a page's own path when other sections'
 * pages sit below it. Routes are tried deepest prefix first (route
 * `priority`), so a deeper prefix wins over a shallower one, and a final
 * route with the version's own path catches the rest (pages without a
 * sidebar, tag pages, unknown paths).
 */
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {LAZY_ITEMS} from './lazy-items';

export {LAZY_ITEMS};

/** A leaf route of the version: its path and its section (null: the version's fallback). */
export interface Leaf {
  path: string;
  section: string | null;
}

/** A route of the split: a section, the depth of its prefixes (segments below the base) and the prefixes. */
export interface Entry {
  section: string | null;
  depth: number;
  /** Paths relative to the version path, without leading slash (`guides/scale-generated`). */
  prefixes: string[];
}

/** Characters a path segment may hold to be written into a route pattern. */
const SAFE_SEGMENT = /^[A-Za-z0-9_\-.~%@]+$/;

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Section of the leaf at exactly this path (null: fallback); undefined: no leaf here. */
  own: string | null | undefined;
  sections: Set<string | null>;
}

const node = (): TrieNode => ({children: new Map(), own: undefined, sections: new Set()});

/** Path segments of `path` below `base` (`/docs/a/b` under `/docs` → ['a', 'b']). */
function segmentsBelow(base: string, path: string): string[] | null {
  const root = base.replace(/\/$/, '');
  if (path !== root && !path.startsWith(`${root}/`)) return null;
  return path
    .slice(root.length)
    .split('/')
    .filter((segment) => segment !== '');
}

/**
 * The routes of the split, deepest first (the version's fallback route is
 * not among them). Throws, naming the path, when a leaf sits outside the
 * version path or holds characters a route pattern cannot express.
 */
export function sectionEntries(base: string, leaves: readonly Leaf[]): Entry[] {
  const root = node();
  for (const leaf of leaves) {
    const segments = segmentsBelow(base, leaf.path);
    if (segments === null) throw new Error(`${leaf.path} is not under the version path ${base}`);
    const unsafe = segments.find((segment) => !SAFE_SEGMENT.test(segment));
    if (unsafe !== undefined) {
      throw new Error(`${leaf.path}: the segment "${unsafe}" cannot go into a route pattern`);
    }
    let at = root;
    at.sections.add(leaf.section);
    for (const segment of segments) {
      let child = at.children.get(segment);
      if (!child) {
        child = node();
        at.children.set(segment, child);
      }
      at = child;
      at.sections.add(leaf.section);
    }
    if (at === root && leaf.section !== null) {
      throw new Error(`${leaf.path}: a page at the version path itself cannot have a section`);
    }
    if (at !== root) at.own = leaf.section;
  }

  const emitted: Array<{section: string | null; segments: string[]}> = [];
  const visit = (at: TrieNode, segments: string[], inherited: string | null) => {
    if (at.sections.size === 1) {
      const [only] = at.sections;
      if (only !== inherited) emitted.push({section: only, segments});
      return;
    }
    let next = inherited;
    if (at.own !== undefined && at.own !== inherited) {
      emitted.push({section: at.own, segments});
      next = at.own;
    }
    for (const [segment, child] of [...at.children].sort(([a], [b]) => a.localeCompare(b))) {
      visit(child, [...segments, segment], next);
    }
  };
  for (const [segment, child] of [...root.children].sort(([a], [b]) => a.localeCompare(b))) {
    visit(child, [segment], null);
  }

  const byKey = new Map<string, Entry>();
  for (const {section, segments} of emitted) {
    const key = `${segments.length}\0${section ?? ''}\0${section === null ? 'fallback' : ''}`;
    const entry = byKey.get(key) ?? {section, depth: segments.length, prefixes: []};
    entry.prefixes.push(segments.join('/'));
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      b.depth - a.depth ||
      String(a.section).localeCompare(String(b.section)) ||
      a.prefixes[0].localeCompare(b.prefixes[0]),
  );
}

const escapeRegex = (text: string) => text.replace(/[.]/g, '\\.');

/** The route path of an entry: `/docs/:s0(a|b/c)` (index makes the parameter name unique). */
export function entryPath(base: string, entry: Entry, index: number): string {
  const alternatives = entry.prefixes.map(escapeRegex).join('|');
  return `${base.replace(/\/$/, '')}/:s${index}(${alternatives})`;
}

/** Whether `path` is, or sits under, one of the entry's prefixes. */
function entryMatches(base: string, entry: Entry, path: string): boolean {
  const segments = segmentsBelow(base, path);
  if (segments === null) return false;
  const relative = segments.join('/');
  return entry.prefixes.some((prefix) => relative === prefix || relative.startsWith(`${prefix}/`));
}

/** The index of the first entry a path falls into, or -1 (the fallback). */
export function entryOf(base: string, entries: readonly Entry[], path: string): number {
  return entries.findIndex((entry) => entryMatches(base, entry, path));
}

/** Doc ids a sidebar's items link to (pages, and categories' own pages). */
export function sidebarDocIds(items: readonly PropSidebarItem[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly PropSidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'link' && item.docId) ids.add(item.docId);
      if (item.type === 'category') walk(item.items);
    }
  };
  walk(items);
  return ids;
}

/**
 * A category whose items load only when it is opened: a collapsed-by-default
 * category of a sidebar (the outermost one on its branch) with at least
 * `minLinks` links. Its pages form a section of their own; on the sidebar's
 * other pages it is a stub: one link, the first, which the theme's
 * DocSidebarItem wrapper replaces with the category's items, fetched from
 * `url` when the category is opened (theme/DocSidebarItem).
 */
export interface LazyCategory {
  category: Extract<PropSidebarItem, {type: 'category'}>;
  /** The paths of the category's pages (its items' links and its own link). */
  paths: Set<string>;
  /** Where its items are published, relative to the base URL. */
  url: string;
  /** The JSON published there: the category's items. */
  json: string;
}

type Category = Extract<PropSidebarItem, {type: 'category'}>;
type Link = Extract<PropSidebarItem, {type: 'link'}>;

function firstLink(items: readonly PropSidebarItem[]): Link | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted) return item;
    if (item.type === 'category') {
      const found = firstLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

function pathsOf(category: Category): Set<string> {
  const paths = new Set<string>(category.href ? [category.href] : []);
  const walk = (items: readonly PropSidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link') paths.add(item.href);
      if (item.type === 'category') {
        if (item.href) paths.add(item.href);
        walk(item.items);
      }
    }
  };
  walk(category.items);
  return paths;
}

/**
 * The lazy categories of a sidebar, in order: the outermost collapsed-by-default
 * (and collapsible) categories with at least `minLinks` links below them.
 * `hash` names each one's published file after its content.
 */
export function lazyCategories(
  items: readonly PropSidebarItem[],
  minLinks: number,
  hash: (text: string) => string,
): LazyCategory[] {
  const found: LazyCategory[] = [];
  const walk = (list: readonly PropSidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      const collapsedByDefault = item.collapsed !== false && item.collapsible !== false;
      const links = sidebarDocIds(item.items).size;
      if (collapsedByDefault && links >= minLinks && firstLink(item.items)) {
        const json = JSON.stringify(item.items);
        found.push({
          category: item,
          paths: pathsOf(item),
          url: `assets/docs-sections/${hash(json)}.json`,
          json,
        });
      } else {
        walk(item.items);
      }
    }
  };
  walk(items);
  return found;
}

/**
 * The sidebar as a section's pages get it: every lazy category but `keep`
 * (the section's own, if any) reduced to a stub, its first link carrying the
 * URL of its items.
 */
export function prunedSidebar(
  items: readonly PropSidebarItem[],
  lazy: readonly LazyCategory[],
  keep: LazyCategory | null,
): PropSidebarItem[] {
  const stubs = new Map(lazy.filter((l) => l !== keep).map((l) => [l.category, l]));
  const prune = (list: readonly PropSidebarItem[]): PropSidebarItem[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      const stub = stubs.get(item);
      if (!stub) return {...item, items: prune(item.items)};
      const anchor = firstLink(item.items)!;
      return {
        ...item,
        items: [{...anchor, customProps: {...anchor.customProps, [LAZY_ITEMS]: stub.url}}],
      };
    });
  return prune(items);
}

/**
 * The version metadata a section's pages need: the section's sidebar only
 * (`items`, pruned), and the docs its items link to (DocCard reads their
 * descriptions). The fallback section (null) gets no sidebar and no docs.
 */
export function sectionVersion(
  version: PropVersionMetadata,
  sidebar: string | null,
  items?: PropSidebarItem[],
): PropVersionMetadata {
  const own = sidebar === null ? undefined : (items ?? version.docsSidebars[sidebar]);
  if (sidebar !== null && !version.docsSidebars[sidebar]) {
    throw new Error(`docs-sections: the version has no sidebar "${sidebar}"`);
  }
  const ids = own ? sidebarDocIds(own) : new Set<string>();
  return {
    ...version,
    docsSidebars: own ? {[sidebar!]: own} : {},
    docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => ids.has(id))),
  };
}
