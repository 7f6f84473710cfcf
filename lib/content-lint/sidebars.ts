/**
 * Sidebars: every listed doc is in exactly one sidebar, and every doc a
 * sidebar names exists. The build runs `checkSidebarMembership` on the docs
 * plugin's loaded content (plugins/content-checks), `npm run check` runs
 * `checkSidebars` on the sources and sidebars.ts; `docIdsBySidebar` gives
 * agent-docs its reading order. Pure.
 */
import type {Problem} from './problems';
import type {SourceFile} from './source-file';

export interface CheckedDoc {
  id: string;
  /** Source path with the `@site/` alias, e.g. `@site/docs/guides/index.mdx`. */
  source: string;
  frontMatter: Record<string, unknown>;
  unlisted?: boolean;
}

interface CheckedSidebarItem {
  type: string;
  id?: string;
  items?: CheckedSidebarItem[];
  link?: {type: string; id?: string};
}

export type CheckedSidebars = Record<string, CheckedSidebarItem[]>;

export function sourcePath(doc: CheckedDoc): string {
  return doc.source.replace(/^@site\//, '');
}

/** Doc ids each sidebar references (doc items, refs and category links). */
export function docIdsBySidebar(sidebars: CheckedSidebars): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  const walk = (items: CheckedSidebarItem[], ids: Set<string>) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.add(item.id);
      if (item.link?.type === 'doc' && item.link.id) ids.add(item.link.id);
      if (item.items) walk(item.items, ids);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) {
    const ids = new Set<string>();
    walk(items, ids);
    result.set(name, ids);
  }
  return result;
}

/** Every listed doc must appear in exactly one sidebar. */
export function checkSidebarMembership(docs: CheckedDoc[], sidebars: CheckedSidebars): string[] {
  const bySidebar = docIdsBySidebar(sidebars);
  const problems: string[] = [];
  for (const doc of docs) {
    if (doc.unlisted) continue;
    const owners = [...bySidebar].filter(([, ids]) => ids.has(doc.id)).map(([name]) => name);
    if (owners.length === 0) {
      problems.push(
        `${sourcePath(doc)}: the doc "${doc.id}" is in no sidebar. Add it to the right module in sidebars/.`,
      );
    } else if (owners.length > 1) {
      problems.push(
        `${sourcePath(doc)}: the doc "${doc.id}" is in several sidebars (${owners.join(', ')}); keep it in one.`,
      );
    }
  }
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
  pages: Pick<SourceFile, 'id' | 'file' | 'frontMatter'>[],
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
  for (const [name, ids] of docIdsBySidebar(normalized)) {
    for (const id of ids) {
      if (known.has(id)) continue;
      problems.push({
        file: sidebarsFile,
        line: 1,
        message: `sidebar "${name}" lists the doc "${id}", which does not exist.`,
      });
    }
  }
  return problems;
}
