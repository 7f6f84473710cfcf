/**
 * rehype plugin for the docs' Markdown tables: each table is wrapped in a
 * scrolling region (`<div class="table-region" role="region" tabindex="0"
 * aria-label="...">`), so a table wider than a phone scrolls sideways inside
 * its own box instead of squeezing its words, and keyboard users can focus
 * the box to scroll it. The label is the heading the table sits under (with
 * the column headers added when two tables share a heading), or the column
 * headers alone. Columns that hold running text get the class
 * `table-region__prose`, which gives them a readable minimum width; a
 * key/value table (two columns, running text in the second only) gets
 * `table-region--pairs` and reads as a list of key and value on a phone. The
 * styles are in src/css/tables.css, shared with the component tables
 * (src/components/DataTable).
 *
 * It runs at compile time on the MDX of both docs instances (registered in
 * docusaurus.config.ts and config/api-docs.ts), so the server HTML already
 * has the region: nothing moves at hydration and no JavaScript is added.
 */

/**
 * The parts of a hast node this plugin reads and writes. In MDX, a table
 * written in Markdown is a hast `element`; one written as HTML (the API
 * reference's security schemes, from the OpenAPI generator) is an
 * `mdxJsxFlowElement` with a `name` and `attributes`: both are handled.
 */
export interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: HastNode[];
}

/** Class of the scrolling region; the CSS lives in src/css/tables.css. */
export const REGION_CLASS = 'table-region';
/** Class of the cells of a column of running text. */
export const PROSE_CLASS = 'table-region__prose';
/** Class of the region of a key/value table, which reflows into a list on a phone. */
export const PAIRS_CLASS = 'table-region--pairs';

/** A column is running text when one of its cells is this long or longer (characters). */
const PROSE_LONGEST = 48;
/** ... or when its cells average this many characters. */
const PROSE_AVERAGE = 28;

const HEADING = /^h[1-6]$/;

/** The tag of an element, whether Markdown (`element`) or HTML in MDX (`mdxJsx*Element`). */
function tagOf(node: HastNode): string | undefined {
  if (node.type === 'element') return node.tagName;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    return node.name ?? undefined;
  }
  return undefined;
}

const isElement = (node: HastNode, tagName: string | RegExp): boolean => {
  const tag = tagOf(node);
  if (tag === undefined) return false;
  return typeof tagName === 'string' ? tag === tagName : tagName.test(tag);
};

/** An element's `role`, from its properties or its JSX attributes. */
function roleOf(node: HastNode): unknown {
  if (node.properties?.role !== undefined) return node.properties.role;
  return node.attributes?.find((attribute) => attribute.name === 'role')?.value;
}

/** The text of a node, whitespace collapsed. */
export function textOf(node: HastNode): string {
  const parts: string[] = [];
  const collect = (current: HastNode): void => {
    if (current.type === 'text' && current.value) parts.push(current.value);
    for (const child of current.children ?? []) collect(child);
  };
  collect(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The rows of a table (`tr` elements, in thead, tbody and tfoot alike), in order. */
function rowsOf(table: HastNode): HastNode[] {
  const rows: HastNode[] = [];
  const collect = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      if (isElement(child, 'tr')) rows.push(child);
      else if (isElement(child, 'table')) continue;
      else collect(child);
    }
  };
  collect(table);
  return rows;
}

const cellsOf = (row: HastNode): HastNode[] =>
  (row.children ?? []).filter((child) => isElement(child, 'th') || isElement(child, 'td'));

/** The texts of the header row (the first row made of `th` cells), if any. */
export function columnHeaders(table: HastNode): string[] {
  const header = rowsOf(table).find((row) => {
    const cells = cellsOf(row);
    return cells.length > 0 && cells.every((cell) => isElement(cell, 'th'));
  });
  return header ? cellsOf(header).map(textOf) : [];
}

/** The texts of the row headers (a `th` first in a row of `td`s), for a key/value table. */
function rowHeaders(table: HastNode): string[] {
  return rowsOf(table).flatMap((row) => {
    const [first, ...rest] = cellsOf(row);
    return first && isElement(first, 'th') && rest.some((cell) => isElement(cell, 'td'))
      ? [textOf(first).replace(/:$/, '')]
      : [];
  });
}

/** Whether every row of the table has exactly two cells. */
function twoColumns(table: HastNode): boolean {
  const rows = rowsOf(table);
  return rows.length > 0 && rows.every((row) => cellsOf(row).length === 2);
}

/** Indexes of the columns whose body cells hold running text. */
export function proseColumns(table: HastNode): number[] {
  const lengths: number[][] = [];
  for (const row of rowsOf(table)) {
    const cells = cellsOf(row);
    if (cells.every((cell) => isElement(cell, 'th'))) continue;
    cells.forEach((cell, index) => (lengths[index] ??= []).push(textOf(cell).length));
  }
  return lengths.flatMap((column, index) => {
    const longest = Math.max(0, ...column);
    const average = column.reduce((sum, length) => sum + length, 0) / (column.length || 1);
    return longest >= PROSE_LONGEST || average >= PROSE_AVERAGE ? [index] : [];
  });
}

function addClass(node: HastNode, name: string): void {
  if (node.type !== 'element') {
    const attributes = (node.attributes ??= []);
    const current = attributes.find((attribute) => attribute.name === 'className');
    if (current && typeof current.value === 'string') current.value = `${current.value} ${name}`;
    else if (!current) attributes.push({type: 'mdxJsxAttribute', name: 'className', value: name});
    return;
  }
  const properties = (node.properties ??= {});
  const current = properties.className;
  const list = Array.isArray(current)
    ? current.map(String)
    : typeof current === 'string'
      ? current.split(/\s+/).filter(Boolean)
      : [];
  if (!list.includes(name)) list.push(name);
  properties.className = list;
}

/**
 * Wraps every table of `tree` in a labelled, focusable region (a table
 * already inside an element with `role="region"` is left as it is) and marks
 * its prose columns. Returns the labels given, in order.
 */
export function wrapTables(tree: HastNode): string[] {
  const labels: string[] = [];
  let heading = '';
  const visit = (node: HastNode, insideRegion: boolean): void => {
    const children = node.children;
    if (!children) return;
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index];
      if (isElement(child, HEADING)) {
        heading = textOf(child);
        continue;
      }
      const region = insideRegion || roleOf(child) === 'region';
      if (isElement(child, 'table') && !region) {
        const headers = columnHeaders(child).filter(Boolean);
        const keys = rowHeaders(child).filter(Boolean);
        const columns = headers.length > 0 ? headers.join(', ') : keys.join(', ') || 'table';
        let label = heading || `Table: ${columns}`;
        if (labels.includes(label)) label = `${heading || 'Table'}: ${columns}`;
        for (let n = 2; labels.includes(label); n += 1) label = `${label} (${n})`;
        labels.push(label);
        const prose = new Set(proseColumns(child));
        const pairs = twoColumns(child) && prose.has(1) && !prose.has(0);
        for (const row of rowsOf(child)) {
          cellsOf(row).forEach((cell, column) => {
            if (prose.has(column)) addClass(cell, PROSE_CLASS);
          });
        }
        children[index] = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: pairs ? [REGION_CLASS, PAIRS_CLASS] : [REGION_CLASS],
            role: 'region',
            tabIndex: 0,
            ariaLabel: label,
          },
          children: [child],
        };
        continue;
      }
      visit(child, region);
    }
  };
  visit(tree, false);
  return labels;
}

/** The rehype attacher: `rehypePlugins: [rehypeTableRegions]`. */
export default function rehypeTableRegions() {
  return (tree: HastNode): void => {
    wrapTables(tree);
  };
}
