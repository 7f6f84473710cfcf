/**
 * The route transformation of plugins/docs-sections (pure): the docs
 * plugin's route tree in, the same pages under one version route per
 * section out (see sections.ts).
 *
 * Upstream shape (@docusaurus/plugin-content-docs, lib/routes.js):
 *
 *     DocsRoot /docs
 *       DocVersionRoot /docs  props.version (whole version metadata)
 *         DocRoot /docs       → doc pages and category index pages (leaves)
 *         tag pages           (leaves)
 *
 * Result:
 *
 *     DocsRoot /docs
 *       DocVersionRoot /docs/:s0(guides|...)  props.version (the guides sidebar only)
 *         DocRoot /docs       → the section's doc pages
 *       ... one per section and prefix depth, deepest first ...
 *       DocVersionRoot /docs  props.version (no sidebar): the rest
 *         DocRoot /docs       → pages without a sidebar
 *         tag pages
 */
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {
  entryOf,
  entryPath,
  lazyCategories,
  prunedSidebar,
  sectionEntries,
  sectionVersion,
  type LazyCategory,
  type Leaf,
} from './sections';

/** Attribute set on each section's DocRoot route: the section (sidebar) it renders. */
export const SECTION_ATTRIBUTE = 'docsSection';

type VersionRoute = RouteConfig & {props: {version: PropVersionMetadata}};

function isVersionRoute(route: RouteConfig): route is VersionRoute {
  const props = route.props as {version?: PropVersionMetadata} | undefined;
  return Boolean(props?.version?.docsSidebars && route.routes);
}

export interface SplitOptions {
  /** A collapsed-by-default category with at least this many links loads lazily (sections.ts). */
  minLazyLinks: number;
  /** Names a lazy category's published items after their content. */
  hash: (text: string) => string;
}

/** A section: a sidebar, and one of its lazy categories or (null) the rest of it. */
interface Section {
  sidebar: string;
  lazy: LazyCategory | null;
}

/**
 * Splits one version route into section routes, and lists the lazy categories
 * whose items must be published; returns the route unchanged when there is
 * nothing to split.
 */
function splitVersionRoute(
  route: VersionRoute,
  options: SplitOptions,
): {routes: RouteConfig[]; lazy: LazyCategory[]} {
  const version = route.props.version;
  const children = route.routes ?? [];
  const docRoots = children.filter((child) => child.routes);
  if (docRoots.length !== 1 || Object.keys(version.docsSidebars).length === 0) {
    return {routes: [route], lazy: []};
  }
  const [docRoot] = docRoots;
  const docLeaves = docRoot.routes ?? [];
  const versionLeaves = children.filter((child) => !child.routes);
  const lazyBySidebar = new Map(
    Object.entries(version.docsSidebars).map(([name, items]) => [
      name,
      lazyCategories(items, options.minLazyLinks, options.hash),
    ]),
  );
  // Sections by key: the sidebar's name, and `name/n` for its n-th lazy category.
  const sections = new Map<string, Section>();
  const sectionOf = (leaf: RouteConfig): string | null => {
    if (typeof leaf.sidebar !== 'string') return null;
    const lazy = lazyBySidebar.get(leaf.sidebar) ?? [];
    const index = lazy.findIndex((l) => l.paths.has(leaf.path));
    const key = index === -1 ? leaf.sidebar : `${leaf.sidebar}/${index}`;
    sections.set(key, {sidebar: leaf.sidebar, lazy: index === -1 ? null : lazy[index]});
    return key;
  };

  const leaves: Leaf[] = [
    ...docLeaves.map((leaf) => ({path: leaf.path, section: sectionOf(leaf)})),
    ...versionLeaves.map((leaf) => ({path: leaf.path, section: null})),
  ];
  const base = route.path;
  const entries = sectionEntries(base, leaves);
  const docsIn = entries.map(() => [] as RouteConfig[]);
  const versionIn = entries.map(() => [] as RouteConfig[]);
  const fallbackDocs: RouteConfig[] = [];
  const fallbackVersion: RouteConfig[] = [];
  for (const leaf of docLeaves) {
    const at = entryOf(base, entries, leaf.path);
    (at === -1 ? fallbackDocs : docsIn[at]).push(leaf);
  }
  for (const leaf of versionLeaves) {
    const at = entryOf(base, entries, leaf.path);
    (at === -1 ? fallbackVersion : versionIn[at]).push(leaf);
  }
  const metadata = (key: string | null) => {
    const section = key === null ? undefined : sections.get(key);
    if (!section) return sectionVersion(version, null);
    const items: PropSidebarItem[] = version.docsSidebars[section.sidebar];
    const lazy = lazyBySidebar.get(section.sidebar) ?? [];
    return sectionVersion(version, section.sidebar, prunedSidebar(items, lazy, section.lazy));
  };
  const sectionRoute = (
    path: string,
    section: string | null,
    docs: RouteConfig[],
    others: RouteConfig[],
    priority: number | undefined,
  ): RouteConfig => ({
    ...route,
    path,
    props: {...route.props, version: metadata(section)},
    ...(priority === undefined ? {} : {priority}),
    routes: [
      {
        ...docRoot,
        routes: docs,
        ...(section === null ? {} : {[SECTION_ATTRIBUTE]: section}),
      },
      ...others,
    ],
  });
  const split = entries.map((entry, index) =>
    sectionRoute(
      entryPath(base, entry, index),
      entry.section,
      docsIn[index],
      versionIn[index],
      // Deeper prefixes first (Docusaurus sorts sibling routes by priority).
      entry.depth,
    ),
  );
  split.push(sectionRoute(base, null, fallbackDocs, fallbackVersion, route.priority));
  return {routes: split, lazy: [...lazyBySidebar.values()].flat()};
}

/**
 * The docs plugin's routes with every version route split into sections,
 * and the lazy categories whose items must be published.
 */
export function splitDocsRoutes(
  routes: readonly RouteConfig[],
  options: SplitOptions,
): {routes: RouteConfig[]; lazy: LazyCategory[]} {
  const lazy: LazyCategory[] = [];
  const out = routes.map((docsRoot) => ({
    ...docsRoot,
    routes: docsRoot.routes?.flatMap((child) => {
      if (!isVersionRoute(child)) return [child];
      const split = splitVersionRoute(child, options);
      lazy.push(...split.lazy);
      return split.routes;
    }),
  }));
  return {routes: out, lazy};
}
