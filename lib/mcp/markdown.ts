/**
 * The structure of a Markdown twin: its headings (with the anchor the built
 * page gives each one), its sections, and the parts a long page or section is
 * cut into so that one answer never floods an agent's context window.
 */
import {createSlugger} from '@docusaurus/utils/lib/slugger';

/** One heading of a twin, with the character range of its section. */
export interface Heading {
  depth: number;
  /** The heading as a reader sees it: inline Markdown removed. */
  text: string;
  /**
   * The id of the heading on the built page (`#test-keys`), as Docusaurus
   * gives it (github-slugger over the heading text, duplicates numbered).
   * Undefined where the page's HTML is not written from the twin's headings.
   */
  anchor?: string;
  /** Offset of the heading line in the twin. */
  start: number;
  /** Offset where its section ends: the next heading of the same or a higher level, or the end. */
  end: number;
}

/** Roughly four characters per token, the usual estimate for English prose and code. */
const CHARS_PER_TOKEN = 4;
/** A part of a page is at most about this many tokens. */
export const PART_TOKENS = 4000;
const PART_CHARS = PART_TOKENS * CHARS_PER_TOKEN;

/** Inline Markdown reduced to its text: code spans, links, emphasis, escapes. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=$|[^\w*])/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
    .trim();
}

/**
 * The headings of a twin, outside fenced code blocks. With `anchors`, each
 * heading gets the id the built page gives it.
 */
export function parseHeadings(markdown: string, anchors = true): Heading[] {
  const headings: Heading[] = [];
  const slugger = createSlugger();
  let fence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (fence === undefined) {
      const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
      if (heading) {
        const text = plainText(heading[2]!);
        headings.push({
          depth: heading[1]!.length,
          text,
          anchor: anchors ? slugger.slug(text) : undefined,
          start: offset,
          end: markdown.length,
        });
      }
    }
    offset += line.length + 1;
  }
  for (const [index, heading] of headings.entries()) {
    const next = headings.slice(index + 1).find((later) => later.depth <= heading.depth);
    if (next) heading.end = next.start;
  }
  return headings;
}

/** Normalises a heading reference for comparison: `#Test keys` and `test-keys` match `Test keys`. */
function headingKey(value: string): string {
  return value
    .replace(/^#/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The heading a reference names: its anchor, or its text, case and punctuation aside. */
export function findHeading(headings: readonly Heading[], reference: string): Heading | undefined {
  const bare = reference.replace(/^#/, '');
  const byAnchor = headings.find((heading) => heading.anchor === bare);
  if (byAnchor) return byAnchor;
  const key = headingKey(reference);
  return headings.find((heading) => headingKey(heading.text) === key);
}

/**
 * Cuts text into parts of at most `limit` characters, at the best boundary
 * before the limit: a heading, else a blank line outside code, else a line
 * end. A fence cut in two is closed at the end of one part and reopened at
 * the start of the next, so every part is valid Markdown.
 */
export function splitIntoParts(text: string, limit = PART_CHARS): string[] {
  if (text.length <= limit) return [text];
  const parts: string[] = [];
  let rest = text;
  let reopen = '';
  while (rest.length > 0) {
    const budget = limit - reopen.length - 8;
    if (reopen.length + rest.length <= limit) {
      parts.push(reopen + rest);
      break;
    }
    const window = rest.slice(0, budget);
    const cut = bestCut(window);
    const chunk = rest.slice(0, cut);
    rest = rest.slice(cut);
    const open = openFence(reopen + chunk);
    parts.push(open ? `${reopen}${chunk.replace(/\n?$/, '\n')}${open.marker}\n` : reopen + chunk);
    reopen = open ? `${open.line}\n` : '';
  }
  return parts;
}

function bestCut(window: string): number {
  const minimum = Math.floor(window.length / 2);
  const heading = window.lastIndexOf('\n#');
  if (heading > minimum && !openFence(window.slice(0, heading))) return heading + 1;
  let blank = window.lastIndexOf('\n\n');
  while (blank > minimum && openFence(window.slice(0, blank))) {
    blank = window.lastIndexOf('\n\n', blank - 1);
  }
  if (blank > minimum) return blank + 2;
  const line = window.lastIndexOf('\n');
  return line > 0 ? line + 1 : window.length;
}

/** The fence left open at the end of `text`, if any: its marker and its opening line. */
function openFence(text: string): {marker: string; line: string} | undefined {
  let open: {marker: string; line: string} | undefined;
  for (const line of text.split('\n')) {
    const match = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (!match) continue;
    const marker = match[1]!;
    if (!open) open = {marker, line};
    else if (marker[0] === open.marker[0] && marker.length >= open.marker.length) open = undefined;
  }
  return open;
}

/** The estimated number of tokens of a text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
