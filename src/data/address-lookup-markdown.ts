/**
 * Markdown for the components whose content comes from data, so the Markdown
 * twins (plugins/agent-docs, registered in config/agent-docs.ts) show what the
 * page shows: the reference tables as GFM tables, the section cards and the
 * glossary list as lists. Each renderer takes the component's props and
 * reads the same spec as the component (src/data/address-lookup-tables.ts,
 * src/data/glossary.ts).
 */
import {
  callbacksTable,
  cssClassesTable,
  messagesTable,
  optionsTable,
  searchParametersTable,
  watchOptionsTable,
  type Card,
  type Cell,
  type TableSpec,
} from './address-lookup-tables';
import {glossaryAlphabetical, termPath} from './glossary';

/**
 * Backslash-escapes what Markdown inside a table cell or list item could read
 * as syntax: emphasis, code, links, HTML, table pipes, strikethrough, entities
 * and `:name` text directives (the twins' parser knows directives).
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<|~]|:(?=[A-Za-z])|&(?=#?\w+;)/g, '\\$&');
}

/** A code span that survives backticks in its text and pipes in a table cell. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = /^`|`$/.test(text) ? ` ${text} ` : text;
  return `${fence}${body.replace(/\s+/g, ' ').replace(/\|/g, '\\|')}${fence}`;
}

function cellMarkdown(cell: Cell): string {
  let markdown: string;
  if (cell.code) markdown = codeSpan(cell.text);
  else if (cell.strong) markdown = `**${escapeMarkdown(cell.text)}**`;
  else if (cell.emphasis) markdown = `_${escapeMarkdown(cell.text)}_`;
  else if (cell.quote) markdown = `“${escapeMarkdown(cell.text)}”`;
  else markdown = escapeMarkdown(cell.text);
  return cell.suffix ? `${markdown} ${escapeMarkdown(cell.suffix)}` : markdown;
}

/** A table spec as its caption in bold followed by a GFM table. */
export function tableMarkdown(table: TableSpec): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `**${escapeMarkdown(table.caption)}**`,
    '',
    line(table.columns.map((column) => escapeMarkdown(column.header))),
    line(table.columns.map(() => '---')),
    ...table.rows.map((row) => line(row.cells.map(cellMarkdown))),
  ].join('\n');
}

/** Section cards as a list: each card's title and description, its links nested. */
export function cardsMarkdown(cards: readonly Card[]): string {
  return cards
    .map((card) =>
      [
        `- **${escapeMarkdown(card.title)}**: ${escapeMarkdown(card.description)}`,
        ...card.links.map((link) => `  - [${escapeMarkdown(link.label)}](<${link.to}>)`),
      ].join('\n'),
    )
    .join('\n');
}

/** Every glossary term as `- [Term](/docs/terms/slug): definition`, alphabetically. */
export function glossaryMarkdown(): string {
  return glossaryAlphabetical()
    .map(
      (entry) =>
        `- [${escapeMarkdown(entry.term)}](${termPath(entry.slug)}): ${escapeMarkdown(entry.definition)}`,
    )
    .join('\n');
}

type Props = Readonly<Record<string, unknown>>;

/** The renderer of a table component: its props go to the spec function, which checks them. */
function table<P extends {caption: string}>(name: string, spec: (props: P) => TableSpec) {
  return (props: Props): string => {
    if (typeof props.caption !== 'string') {
      throw new Error(`<${name}> needs a caption: the twin could not read it as a string.`);
    }
    return tableMarkdown(spec(props as unknown as P));
  };
}

/**
 * Markdown renderers by component name, for the `components` option of the
 * agent-docs plugin (its attributes arrive evaluated, as the page wrote them).
 */
export const dataComponentsMarkdown: Record<string, (props: Props) => string> = {
  OptionsTable: table('OptionsTable', optionsTable),
  CallbacksTable: table('CallbacksTable', callbacksTable),
  MessagesTable: table('MessagesTable', messagesTable),
  CssClassesTable: table('CssClassesTable', cssClassesTable),
  WatchOptionsTable: table('WatchOptionsTable', watchOptionsTable),
  SearchParametersTable: table('SearchParametersTable', searchParametersTable),
  AddressLookupCards: (props) => cardsMarkdown((props.cards ?? []) as readonly Card[]),
  GlossaryList: () => glossaryMarkdown(),
};
