/**
 * The one reader of the docs sources: MDX (or plain Markdown, for `.md`
 * files) into an mdast tree, read as Docusaurus reads it. Every content rule
 * (lib/content-lint), the sample harness and the tests parse pages here.
 *
 * - GitHub Flavored Markdown (tables, strikethrough, autolinks) and YAML
 *   front matter, as the docs plugin enables them.
 * - Custom heading ids (`## Title {#id}`) are escaped first, as Docusaurus
 *   does, so MDX does not read `{#id}` as an expression.
 * - With `directives`, admonitions (`:::note Title`) are container
 *   directives with their title as the label. Off by default: a text
 *   directive (`key:value` in prose) would take words out of the text the
 *   facts lint reads.
 *
 * Placeholders (`%%token%%`) are the caller's to replace before parsing.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Root} from 'mdast';

export interface ParseOptions {
  /** MDX (the default), or CommonMark for a `.md` file. */
  mdx?: boolean;
  /** Read admonitions (`:::note Title`) and other directives. */
  directives?: boolean;
}

/** The admonition types whose `:::type Title` line gets its title as the directive label. */
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];

const parsers = new Map<string, {parse(text: string): Root}>();

function parser(mdx: boolean, directives: boolean): {parse(text: string): Root} {
  const key = `${mdx}:${directives}`;
  let found = parsers.get(key);
  if (!found) {
    found = unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkGfm)
      .use(directives ? [remarkDirective] : [])
      .use(mdx ? [remarkMdx] : [])
      .freeze();
    parsers.set(key, found);
  }
  return found;
}

/** Parses a page; throws the parser's error (with its `line`) when the MDX is malformed. */
export function parseMarkdown(text: string, options: ParseOptions = {}): Root {
  const {mdx = true, directives = false} = options;
  let source = escapeMarkdownHeadingIds(text);
  if (directives) source = admonitionTitleToDirectiveLabel(source, ADMONITIONS);
  return parser(mdx, directives).parse(source);
}
