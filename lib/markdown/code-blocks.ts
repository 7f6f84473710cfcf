/**
 * The code blocks of a page: every fenced (or indented) block of the MDX
 * tree, in order, with its language, its meta string and the `key=value`
 * pairs of that meta, its code, and the line of its opening fence. The one
 * MDX → code blocks reader of the content rules, the sample harness and the
 * tests.
 *
 *     ```json operation=AddressVerify status=200 pointer=/result
 *     ```bash expect=4010
 *     ```js norun="runs inside Wix's backend"
 *     ```json request='POST /verify/addresses {"query":"test vacant"}' status=200
 *     ```json illustrative
 */
import {visit} from 'unist-util-visit';
import type {Code, Node} from 'mdast';
import {fenceAttributes} from './fence-attributes';
import {parseMarkdown, type ParseOptions} from './parse';

export interface CodeBlock {
  /** Language of the fence, lower case; '' when the fence names none. */
  lang: string;
  /** What follows the language on the opening line; '' when nothing does. */
  meta: string;
  /** The `key=value` pairs of `meta` (`fenceAttributes`). */
  attributes: Record<string, string>;
  /** The code, as a reader copies it. */
  value: string;
  /** The page, as the caller names it (site-relative path). */
  file: string;
  /** 1-based line of the opening fence; the code starts on the next line. */
  line: number;
}

export {fenceAttributes};

/** One `code` node as a block of `file`. */
export function codeBlock(node: Code, file: string): CodeBlock {
  const meta = node.meta ?? '';
  return {
    lang: (node.lang ?? '').toLowerCase(),
    meta,
    attributes: fenceAttributes(meta),
    value: node.value,
    file,
    line: node.position?.start.line ?? 1,
  };
}

/** The code blocks of a parsed page (or of a part of it), in document order. */
export function codeBlocksOf(tree: Node, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push(codeBlock(node, file));
  });
  return blocks;
}

/**
 * The code blocks of a page's text (placeholders already replaced). Throws
 * the parser's error, with its `line`, when the page does not parse.
 */
export function codeBlocks(text: string, file: string, options?: ParseOptions): CodeBlock[] {
  return codeBlocksOf(parseMarkdown(text, options), file);
}
