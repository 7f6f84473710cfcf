/**
 * Pure checks over the docs plugin's loaded content. Each returns a list of
 * human-readable problems naming the source file, empty when all is well.
 */

export interface CheckedDoc {
  id: string;
  /** Source path with the `@site/` alias, e.g. `@site/docs/guides/index.mdx`. */
  source: string;
  frontMatter: Record<string, unknown>;
  unlisted?: boolean;
}

export interface CheckedSidebarItem {
  type: string;
  id?: string;
  items?: CheckedSidebarItem[];
  link?: {type: string; id?: string};
}

export type CheckedSidebars = Record<string, CheckedSidebarItem[]>;

function sourcePath(doc: CheckedDoc): string {
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

/** Every doc needs a non-empty `description` (used by meta tags and llms.txt). */
export function checkDescriptions(docs: CheckedDoc[]): string[] {
  return docs
    .filter((doc) => {
      const description = doc.frontMatter.description;
      return typeof description !== 'string' || description.trim() === '';
    })
    .map(
      (doc) =>
        `${sourcePath(doc)}: front matter has no "description". Add a one-sentence summary of the page.`,
    );
}
