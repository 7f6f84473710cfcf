/**
 * A docs source as the reader of sources.ts returns it and the rules of
 * front-matter.ts, placeholders.ts, sidebars.ts and links.ts read it. Types
 * only, so the build's rules do not load the reader.
 */

/** A docs instance: a folder of sources served under a route. */
export interface DocsInstance {
  /** Folder from the site directory, e.g. `docs`. */
  dir: string;
  /** Route of the instance, e.g. `/docs`. */
  routeBasePath: string;
  /** Generated files of the instance, not checked (they have no hand-written source). */
  generated?: RegExp;
}

interface SourceLink {
  url: string;
  line: number;
}

export interface SourceFile {
  /** Path from the site directory, e.g. `docs/guides/testing.mdx`. */
  file: string;
  instance: DocsInstance;
  /** Partials (`_name.mdx` or inside `_folder/`) are imported into pages, not pages themselves. */
  partial: boolean;
  text: string;
  /** Front matter, `undefined` when the file has none or it does not parse. */
  frontMatter?: Record<string, unknown>;
  frontMatterError?: string;
  /** Line of each top-level front matter key. */
  frontMatterLines: Record<string, number>;
  id: string;
  permalink: string;
  /** Anchor ids of the file's own headings and of `id` attributes of its elements. */
  anchors: Set<string>;
  /** `.mdx`/`.md` files it imports (site-relative paths). */
  imports: string[];
  links: SourceLink[];
  parseError?: {line: number; message: string};
}
