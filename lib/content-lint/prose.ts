/**
 * Reading the prose of a parsed page: the text of a paragraph, cell or
 * heading (inline code kept in backticks), its sentences, its line.
 */
import type {Node} from 'mdast';

/** The text of a node, inline code kept in backticks. */
export function textOf(node: Node): string {
  if (node.type === 'inlineCode' && 'value' in node) return `\`${String(node.value)}\``;
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node && Array.isArray(node.children))
    return (node.children as Node[]).map(textOf).join('');
  return '';
}

/** Where a sentence ends: after `.`, `!` or `?`, before a capital, a backtick, a quote or a parenthesis. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z`"(])/;

/** The sentences of a text, whitespace collapsed; `end` splits them. */
export function sentences(text: string, end: RegExp = SENTENCE_END): string[] {
  return text.replace(/\s+/g, ' ').split(end).filter(Boolean);
}

/** The 1-based line a node starts on. */
export function lineOf(node: Node): number {
  return node.position?.start.line ?? 1;
}
