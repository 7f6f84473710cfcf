/**
 * Pure glue between Docusaurus and the renderers: which docs exist (from the
 * docs plugins' loaded content) and which of them the build published (from
 * the route tree), in reading order.
 */
import {flattenRoutes} from '@docusaurus/utils';
import type {RouteBuildMetadata, RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docIdsBySidebar} from '../../lib/content-lint/sidebars';
import type {CheckedSidebars} from '../../lib/content-lint/sidebars';
import type {DocPage} from './llms-txt';

/** A docs page as the docs plugins loaded it. */
export interface LoadedDoc extends DocPage {
  /** Docs plugin instance id (`default`, `api`). */
  instanceId: string;
  /** Last segment of the doc id: the slug of a generated API page. */
  slug: string;
  /** Route of the docs version the page belongs to, e.g. `/docs/api`. */
  versionPath: string;
  /**
   * The operation a generated API page documents, from the `api: {operationId}`
   * marker of its front matter (lib/openapi/templates/api.mustache).
   */
  operationId?: string;
}

/** The part of a docs instance's loaded content read here. */
export interface DocsContent {
  loadedVersions: {
    path: string;
    docs: {
      id: string;
      title: string;
      permalink: string;
      source: string;
      frontMatter: Record<string, unknown>;
    }[];
    sidebars: CheckedSidebars;
  }[];
}

/** Gap between two sidebars in the global reading order. */
const SIDEBAR_STRIDE = 100_000;

/**
 * Every doc of every docs instance, keyed by source path relative to the
 * site (`docs/guides/testing.mdx`, as route metadata names it). `order`
 * follows the sidebars: first sidebar first, items top to bottom.
 */
export function collectDocs(
  instances: Record<string, DocsContent | LoadedContent>,
  normalizePermalink: (permalink: string) => string = (permalink) => permalink,
): Map<string, LoadedDoc> {
  const docs = new Map<string, LoadedDoc>();
  for (const [instanceId, content] of Object.entries(instances)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const order = new Map<string, number>();
      [...docIdsBySidebar(version.sidebars).values()].forEach((ids, sidebarIndex) =>
        [...ids].forEach((id, index) => {
          if (!order.has(id)) order.set(id, sidebarIndex * SIDEBAR_STRIDE + index);
        }),
      );
      for (const doc of version.docs) {
        const source = doc.source.replace(/^@site\//, '');
        const description = doc.frontMatter.description;
        const api = doc.frontMatter.api as {operationId?: unknown} | undefined;
        docs.set(source, {
          instanceId,
          slug: doc.id.split('/').at(-1) ?? doc.id,
          permalink: normalizePermalink(doc.permalink),
          title: doc.title,
          description: typeof description === 'string' ? description : '',
          source,
          order: order.get(doc.id),
          versionPath: normalizePermalink(version.path),
          ...(typeof api?.operationId === 'string' ? {operationId: api.operationId} : {}),
        });
      }
    }
  }
  return docs;
}

/**
 * The docs pages the build published: routes backed by a doc's source file
 * (so not category index, tags, search or 404 pages) that are indexable.
 */
export function publishedDocs(
  routes: RouteConfig[],
  docs: ReadonlyMap<string, LoadedDoc>,
  routesBuildMetadata: Record<string, RouteBuildMetadata>,
): LoadedDoc[] {
  return flattenRoutes(routes)
    .filter((route) => !routesBuildMetadata[route.path]?.noIndex)
    .map((route) => docs.get(route.metadata?.sourceFilePath ?? ''))
    .filter((doc): doc is LoadedDoc => doc !== undefined);
}
