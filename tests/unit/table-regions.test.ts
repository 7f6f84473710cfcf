import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {
  columnHeaders,
  PAIRS_CLASS,
  proseColumns,
  PROSE_CLASS,
  REGION_CLASS,
  textOf,
  wrapTables,
  type HastNode,
} from '../../plugins/table-regions';

/** A hast tree of an HTML fragment, as rehype sees a page's Markdown. */
const tree = (html: string): HastNode =>
  unified().use(rehypeParse, {fragment: true}).parse(html) as unknown as HastNode;

const table = (head: string[], ...rows: string[][]): string =>
  `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const long = 'The 50 states and the District of Columbia, plus military APO, FPO and DPO addresses';

function find(node: HastNode, test: (node: HastNode) => boolean): HastNode[] {
  const found = test(node) ? [node] : [];
  return [...found, ...(node.children ?? []).flatMap((child) => find(child, test))];
}
const regions = (root: HastNode) => find(root, (node) => node.properties?.role === 'region');

describe('table regions', () => {
  it('wraps each table in a focusable region named after the heading above it', () => {
    const root = tree(
      `<h2 id="at-a-glance">At a <code>glance</code></h2><p>Intro.</p>${table(['Property', 'Value'], ['Dataset code', 'usps'])}`,
    );
    expect(wrapTables(root)).toEqual(['At a glance']);
    const [region] = regions(root);
    expect(region).toMatchObject({
      tagName: 'div',
      properties: {
        className: [REGION_CLASS],
        role: 'region',
        tabIndex: 0,
        ariaLabel: 'At a glance',
      },
    });
    expect(region.children?.[0].tagName).toBe('table');
  });

  it('names a table without a heading by its columns, and tells tables under one heading apart', () => {
    const root = tree(
      `${table(['Code', 'Meaning'], ['4020', 'Balance depleted'])}<h3>Errors</h3>${table(['Code', 'Meaning'], ['1', 'a'])}${table(['HTTP status', 'Action'], ['402', 'Buy'])}${table(['HTTP status', 'Action'], ['401', 'Fix'])}`,
    );
    expect(wrapTables(root)).toEqual([
      'Table: Code, Meaning',
      'Errors',
      'Errors: HTTP status, Action',
      'Errors: HTTP status, Action (2)',
    ]);
  });

  it('leaves a table that already sits in a region alone', () => {
    const root = tree(
      `<div role="region" aria-label="Test keys" tabindex="0">${table(['Key'], ['ak_test'])}</div>`,
    );
    expect(wrapTables(root)).toEqual([]);
    expect(regions(root)).toHaveLength(1);
  });

  it('wraps tables nested in other elements (tabs, admonitions)', () => {
    const root = tree(`<h2>Fields</h2><div class="tabs"><div>${table(['A'], ['b'])}</div></div>`);
    expect(wrapTables(root)).toEqual(['Fields']);
    expect(regions(root)[0].children?.[0].tagName).toBe('table');
  });

  it('marks the columns of running text, header cells included', () => {
    const markup = table(
      ['Property', 'Value', 'Code'],
      ['Coverage', long, 'usps'],
      ['Publisher', 'United States Postal Service (USPS)', 'usps'],
    );
    expect(proseColumns(tree(markup).children![0])).toEqual([1]);
    const root = tree(`<h2>At a glance</h2>${markup}`);
    wrapTables(root);
    const marked = find(
      root,
      (node) =>
        Array.isArray(node.properties?.className) &&
        (node.properties.className as string[]).includes(PROSE_CLASS),
    );
    expect(marked.map(textOf)).toEqual(['Value', long, 'United States Postal Service (USPS)']);
  });

  it('wraps a table written as HTML in MDX (a JSX element), named by its row headers', () => {
    const jsx = (name: string, children: HastNode[]): HastNode => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: [],
      children,
    });
    const text = (value: string): HastNode => ({type: 'text', value});
    const schemes = jsx('table', [
      jsx('tr', [jsx('th', [text('Security Scheme Type:')]), jsx('td', [text('apiKey')])]),
      jsx('tr', [jsx('th', [text('Header parameter name:')]), jsx('td', [text(long)])]),
    ]);
    const root: HastNode = {type: 'root', children: [schemes]};
    expect(wrapTables(root)).toEqual(['Table: Security Scheme Type, Header parameter name']);
    const [region] = regions(root);
    expect(region.children?.[0]).toBe(schemes);
    const cell = schemes.children![1].children![1];
    expect(cell.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'className', value: PROSE_CLASS},
    ]);
  });

  it('marks a key/value table, whose second column only is running text, to reflow on a phone', () => {
    const root = tree(
      `<h2>At a glance</h2>${table(['Property', 'Value'], ['Coverage', long], ['Dataset code', 'usps'])}` +
        `<h2>Codes</h2>${table(['Code', 'Meaning'], ['4020', 'Balance depleted'])}` +
        `<h2>Options</h2>${table(['Option', 'Type', 'Effect'], ['hide', 'boolean', long])}`,
    );
    wrapTables(root);
    expect(regions(root).map((region) => region.properties?.className)).toEqual([
      [REGION_CLASS, PAIRS_CLASS],
      [REGION_CLASS],
      [REGION_CLASS],
    ]);
  });

  it('reads column headers and text', () => {
    const [element] = tree(table(['Dataset <code>code</code>', ' Name '], ['a', 'b'])).children!;
    expect(columnHeaders(element)).toEqual(['Dataset code', 'Name']);
    expect(columnHeaders(tree('<table><tr><td>a</td></tr></table>').children![0])).toEqual([]);
  });
});
