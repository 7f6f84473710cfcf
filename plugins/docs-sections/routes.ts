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
import {entryOf, entryPath, sectionEntries, sectionVersion, type Leaf} from './sections';

/** Attribute set on each section's DocRoot route: the section (sidebar) it renders. */
export const SECTION_ATTRIBUTE = 'docsSection';

type VersionRoute = RouteConfig & {props: {version: PropVersionMetadata}};

function isVersionRoute(route: RouteConfig): route is VersionRoute {
  const props = route.props as {version?: PropVersionMetadata} | undefined;
  return Boolean(props?.version?.docsSidebars && route.routes);
}

/** Splits one version route; returns it unchanged when there is nothing to split. */
export function splitVersionRoute(route: VersionRoute): RouteConfig[] {
  const version = route.props.version;
  const children = route.routes ?? [];
  const docRoots = children.filter((child) => child.routes);
  if (docRoots.length !== 1 || Object.keys(version.docsSidebars).length === 0) return [route];
  const [docRoot] = docRoots;
  const docLeaves = docRoot.routes ?? [];
  const versionLeaves = children.filter((child) => !child.routes);
  const sectionOf = (leaf: RouteConfig): string | null =>
    typeof leaf.sidebar === 'string' ? leaf.sidebar : null;

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
  const sectionRoute = (
    path: string,
    section: string | null,
    docs: RouteConfig[],
    others: RouteConfig[],
    priority: number | undefined,
  ): RouteConfig => ({
    ...route,
    path,
    props: {...route.props, version: sectionVersion(version, section)},
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
  return split;
}

/** The docs plugin's routes with every version route split into sections. */
export function splitDocsRoutes(routes: readonly RouteConfig[]): RouteConfig[] {
  return routes.map((docsRoot) => ({
    ...docsRoot,
    routes: docsRoot.routes?.flatMap((child) =>
      isVersionRoute(child) ? splitVersionRoute(child) : [child],
    ),
  }));
}
