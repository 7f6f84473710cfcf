/**
 * Pure functions that choose the pages of llms.txt and render llms.txt and
 * llms-full.txt (format: https://llmstxt.org). No file system access here;
 * the plugin in index.ts feeds them the route tree and writes the results.
 */
import {createMatcher} from '@docusaurus/utils';
import {absoluteUrl, markdownTwinPath, segmentsBelow} from '../../lib/build-output';

/** One docs page, as the route tree and the docs plugin describe it. */
export interface DocPage {
  /** Route path, e.g. `/docs/guides/testing`. */
  permalink: string;
  /** Page title (front matter `title`, else the first heading). */
  title: string;
  /** Front matter `description`; empty when the page has none. */
  description: string;
  /** Source file relative to the site directory, e.g. `docs/guides/testing.mdx`. */
  source: string;
  /** Position in the reading order of its sidebar; undefined when in no sidebar. */
  order?: number;
}

/** A route group of llms.txt: one H2 section listing the pages under `path`. */
interface LlmsSection {
  title: string;
  /** Group root, e.g. `/docs/guides`. */
  path: string;
}

export interface LlmsTxtOptions {
  /** H1 of llms.txt: the site name. */
  title: string;
  /** Blockquote under the H1: the tagline. */
  summary: string;
  /** First sentences of the paragraph on how to use the docs. */
  about: string;
  /** Route groups, in the order they appear. */
  sections: LlmsSection[];
  /**
   * Deepest page kept in a group, counted in path segments below the group
   * root: with 2, `/docs/guides` (0), `/docs/guides/testing` (1) and
   * `/docs/guides/keys/rotate` (2) are listed, anything deeper is not.
   */
  sectionDepth: number;
  /**
   * Pages outside every group, kept only up to `depth` segments below `path`
   * ("overall depth 1": `/docs/changelog` yes, `/docs/terms/term` no), listed
   * in one last section.
   */
  other: LlmsSection & {depth: number};
  /** Route globs never listed (e.g. `/docs/openapi/**`). */
  exclude: string[];
}

export interface LlmsSectionPages {
  title: string;
  pages: DocPage[];
}

/** Thrown when a listed page has no description; the message names each file. */
export class MissingDescriptionError extends Error {}

/** Group root first, then sidebar reading order, then path (pages in no sidebar last). */
function byReadingOrder(depthOf: (page: DocPage) => number) {
  const rootFirst = (page: DocPage) => (depthOf(page) === 0 ? 0 : 1);
  return (a: DocPage, b: DocPage): number =>
    rootFirst(a) - rootFirst(b) ||
    (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
    a.permalink.localeCompare(b.permalink);
}

/**
 * Sorts pages into the llms.txt sections: the configured groups in order,
 * then the "other" section. A group's root page comes first, the rest follow
 * their sidebar order. Empty sections are dropped. Throws
 * MissingDescriptionError when a listed page has no description.
 */
export function selectLlmsPages(pages: DocPage[], options: LlmsTxtOptions): LlmsSectionPages[] {
  const excluded = createMatcher(options.exclude);
  const candidates = pages.filter((page) => !excluded(page.permalink));
  const claimed = new Set<DocPage>();

  const pick = (section: LlmsSection, maxDepth: number): LlmsSectionPages => {
    const depth = (page: DocPage) => segmentsBelow(page.permalink, section.path)?.length ?? -1;
    const inSection = candidates.filter((page) => depth(page) >= 0 && !claimed.has(page));
    inSection.forEach((page) => claimed.add(page));
    return {
      title: section.title,
      pages: inSection.filter((page) => depth(page) <= maxDepth).sort(byReadingOrder(depth)),
    };
  };

  const result = [
    ...options.sections.map((section) => pick(section, options.sectionDepth)),
    pick(options.other, options.other.depth),
  ].filter((section) => section.pages.length > 0);

  const missing = result
    .flatMap((section) => section.pages)
    .filter((page) => page.description.trim() === '')
    .map((page) => `${page.source}: front matter has no "description", which llms.txt needs.`);
  if (missing.length > 0) {
    throw new MissingDescriptionError(`llms.txt cannot be written:\n- ${missing.join('\n- ')}`);
  }
  return result;
}

/** One line of text: Markdown link titles and descriptions must not wrap. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1');
}

/**
 * Renders llms.txt: H1, blockquote, how-to paragraph, one H2 per section. Each
 * page is linked by its Markdown twin, what an agent reading llms.txt wants.
 */
export function renderLlmsTxt(
  sections: LlmsSectionPages[],
  options: Pick<LlmsTxtOptions, 'title' | 'summary' | 'about'>,
  siteUrl: string,
): string {
  const example = sections[0]?.pages[0];
  const htmlExample = example ? ` (for example ${absoluteUrl(siteUrl, example.permalink)})` : '';
  const lines = [
    `# ${oneLine(options.title)}`,
    '',
    `> ${oneLine(options.summary)}`,
    '',
    `${oneLine(options.about)} Every link below is a page's Markdown; its URL without \`.md\` is the page itself${htmlExample}. [llms-full.txt](${absoluteUrl(siteUrl, '/llms-full.txt')}) holds the Markdown of every page listed here in one file.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const url = absoluteUrl(siteUrl, markdownTwinPath(page.permalink));
      lines.push(`- [${escapeLinkText(page.title)}](${url}): ${oneLine(page.description)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Renders llms-full.txt: the Markdown twin of every listed page, in llms.txt
 * order, each under its own H1 followed by its URL.
 */
export function renderLlmsFullTxt(
  sections: LlmsSectionPages[],
  twins: ReadonlyMap<string, string>,
  options: Pick<LlmsTxtOptions, 'title' | 'summary'>,
  siteUrl: string,
): string {
  const parts = [
    `# ${oneLine(options.title)}: full documentation\n\n> ${oneLine(options.summary)}\n\nThe Markdown of every page listed in ${absoluteUrl(siteUrl, '/llms.txt')}, in the same order. Each page starts with its title and its URL.`,
  ];
  for (const page of sections.flatMap((section) => section.pages)) {
    const twin = twins.get(page.permalink);
    if (twin === undefined) {
      throw new Error(`${page.source}: no Markdown twin was written for ${page.permalink}.`);
    }
    const [heading, ...body] = twin.trim().split('\n');
    parts.push(
      [heading, '', `URL: ${absoluteUrl(siteUrl, page.permalink)}`, ...body].join('\n').trim(),
    );
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
