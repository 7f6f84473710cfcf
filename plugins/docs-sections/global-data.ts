/**
 * The docs plugin's global data, trimmed (pure). Upstream, it lists every doc
 * of every version (id, path, sidebar) and goes into the main bundle, so
 * every page of the site carries it: about 14 KB gzip at 2,000 pages. The
 * theme reads the list only to resolve navbar items that point at docs
 * (`type: 'doc'` by id; `docSidebar`, `docsVersion` and the version dropdown,
 * whose active state looks the current page up in it) and the version banner
 * (shown for versions other than the current one).
 *
 * When the navbar has none of those items and the version has no banner,
 * the list keeps only the docs the navbar names and each version's main doc;
 * otherwise it is kept whole.
 */

interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

interface GlobalVersion {
  name: string;
  mainDocId: string;
  docs: GlobalDoc[];
  [key: string]: unknown;
}

export interface DocsGlobalData {
  versions: GlobalVersion[];
  [key: string]: unknown;
}

/** Navbar item types whose behaviour depends on the whole docs list. */
const NEEDS_EVERY_DOC = new Set(['docSidebar', 'docsVersion', 'docsVersionDropdown']);

interface NavbarItem {
  type?: string;
  docId?: string;
  docsPluginId?: string;
  items?: NavbarItem[];
}

function flatten(items: readonly unknown[]): NavbarItem[] {
  return (items as NavbarItem[]).flatMap((item) => [item, ...flatten(item.items ?? [])]);
}

/** Doc ids the navbar names for this docs instance, or null when it needs every doc. */
export function navbarDocIds(items: readonly unknown[], pluginId = 'default'): Set<string> | null {
  const ids = new Set<string>();
  for (const item of flatten(items)) {
    const forThis = (item.docsPluginId ?? 'default') === pluginId;
    if (!forThis) continue;
    if (item.type && NEEDS_EVERY_DOC.has(item.type)) return null;
    if (item.type === 'doc' && item.docId) ids.add(item.docId);
  }
  return ids;
}

/** The global data with each version's docs list cut to what the navbar needs. */
export function trimGlobalData(
  data: DocsGlobalData,
  navbarItems: readonly unknown[],
  pluginId = 'default',
): DocsGlobalData {
  const keep = navbarDocIds(navbarItems, pluginId);
  if (keep === null) return data;
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId || keep.has(doc.id)),
    })),
  };
}
