/**
 * What the twin rules (./twins.ts) read from a twin's parsed tree: its code
 * blocks, and the text of its paragraphs, table cells and headings (the
 * widget claims rule). Parsing is most of a twin check's time, so the build
 * parses each twin on the worker thread that wrote it
 * (plugins/agent-docs/twin-worker.cjs) and hands the reading, plain data, to
 * the checker on the main thread; a twin without one is parsed there.
 */
import {codeBlocksOf, type CodeBlock} from '../markdown/code-blocks';
import {parseMarkdown} from '../markdown/parse';
import {claimTexts, type ClaimText} from './claims-widget';

export interface TwinReading {
  blocks: CodeBlock[];
  texts: ClaimText[];
}

/** Parses a twin (CommonMark and GFM, no MDX); throws the parser's error. */
export function readTwin(markdown: string, source: string): TwinReading {
  const tree = parseMarkdown(markdown, {mdx: false});
  return {blocks: codeBlocksOf(tree, source), texts: claimTexts(tree)};
}
