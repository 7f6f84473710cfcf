/**
 * A parser for the small Markdown subset the specification's schema,
 * parameter and response descriptions use: paragraphs, `code`, **strong**,
 * *emphasis* and [links](url). The reference pages render such text without
 * the theme's full Markdown pipeline (react-markdown, remark-gfm and
 * rehype-raw); anything outside the subset is left to that pipeline.
 */

export type Inline =
  | {type: 'text'; value: string}
  | {type: 'code'; value: string}
  | {type: 'strong'; children: Inline[]}
  | {type: 'emphasis'; children: Inline[]}
  | {type: 'link'; href: string; children: Inline[]};

export type Paragraph = Inline[];

/** Block syntax, HTML, tables, images, admonitions and escapes are outside the subset. */
const BLOCK_SYNTAX = /^\s{0,3}(?:[-*+]\s|\d+[.)]\s|#|>|\||```|~~~|:::|={3,}|-{3,})/m;
const UNSUPPORTED_INLINE = /<|!\[|\\/;

/**
 * Whether `text` stays within the subset this parser renders faithfully.
 * Code spans may hold anything (the theme writes `<= 100` and regular
 * expressions in them), so inline syntax is only checked outside them.
 */
export function isSimpleMarkdown(text: string): boolean {
  const outsideCode = text.replace(/`[^`\n]*`/g, '');
  return !BLOCK_SYNTAX.test(text) && !UNSUPPORTED_INLINE.test(outsideCode) && parse(text) !== null;
}

const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])|\[([^\]]+)\]\(([^)\s]+)\)/g;

function parseInline(text: string): Inline[] | null {
  const result: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) result.push({type: 'text', value: text.slice(last, index)});
    const [, code, strong, emphasis, underscore, linkText, href] = match;
    if (code !== undefined) {
      result.push({type: 'code', value: code});
    } else if (strong !== undefined) {
      const children = parseInline(strong);
      if (!children) return null;
      result.push({type: 'strong', children});
    } else if (emphasis !== undefined || underscore !== undefined) {
      const children = parseInline(emphasis ?? underscore);
      if (!children) return null;
      result.push({type: 'emphasis', children});
    } else {
      const children = parseInline(linkText);
      if (!children) return null;
      result.push({type: 'link', href, children});
    }
    last = index + match[0].length;
  }
  if (last < text.length) result.push({type: 'text', value: text.slice(last)});
  // Markers left unpaired in plain text mean the subset was misread.
  const plain = result
    .filter((node): node is {type: 'text'; value: string} => node.type === 'text')
    .map((node) => node.value)
    .join('');
  // An empty pair of backticks (the theme writes one for an empty enum
  // value) stays literal text, as in Markdown.
  if (/`|\*\*|\[[^\]]*\]\(/.test(plain.replace(/``/g, ''))) return null;
  return result;
}

/**
 * Splits text into paragraphs of inline nodes, or returns null when the
 * text uses syntax outside the subset. Single line breaks join lines, as
 * in Markdown.
 */
export function parse(text: string): Paragraph[] | null {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  const parsed = paragraphs.map(parseInline);
  return parsed.every((paragraph) => paragraph !== null) ? (parsed as Paragraph[]) : null;
}
