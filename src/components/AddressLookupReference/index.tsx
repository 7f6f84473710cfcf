/**
 * Reference tables of the address lookup widget. Which rows and columns each
 * table shows is stated once in src/data/address-lookup-tables.ts; this file
 * only draws those specs (the Markdown twins draw the same specs as GFM).
 *
 * Every table has a caption and column headers, scrolls horizontally inside
 * a focusable region on narrow screens, and gives each row an anchor
 * (`#option-hideToolbar`, `#callback-onLoaded`...) that pages can link to.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {parse} from '@site/lib/openapi/inline-markdown';
import {renderInline} from '@site/src/components/InlineMarkdown';
import {
  options,
  reactInputProps,
  requiredOptions,
  type RequiredOptionRule,
} from '@site/src/data/address-lookup';
import {
  callbacksTable,
  cssClassesTable,
  messagesTable,
  optionsTable,
  rowId,
  searchParametersTable,
  watchOptionsTable,
  type Cell,
  type NamedTableProps,
  type OptionsTableProps,
  type SearchParametersTableProps,
  type TableSpec,
} from '@site/src/data/address-lookup-tables';
import DataTable from '../DataTable';
import styles from './styles.module.css';

function CellContent({cell}: {cell: Cell}): ReactNode {
  let content: ReactNode = cell.text;
  if (cell.code) content = <code className={styles.code}>{cell.text}</code>;
  else if (cell.strong) content = <strong>{cell.text}</strong>;
  else if (cell.emphasis) content = <em>{cell.text}</em>;
  else if (cell.quote) content = <q>{cell.text}</q>;
  return (
    <>
      {content}
      {cell.suffix ? <span className={styles.since}> {cell.suffix}</span> : null}
    </>
  );
}

function ReferenceTable({table}: {table: TableSpec}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const {caption, columns, rows} = table;
  return (
    <DataTable label={caption} headers={columns.map((column) => column.header)}>
      {rows.map((row) => {
        const id = rowId(table, row);
        brokenLinks.collectAnchor(id);
        const [first, ...rest] = row.cells;
        return (
          <tr key={id} id={id}>
            <th scope="row" className={styles.name}>
              <CellContent cell={first} />
            </th>
            {rest.map((cell, index) => {
              const column = columns[index + 1];
              return (
                <td key={column.header} className={column.wide ? styles.wide : undefined}>
                  <CellContent cell={cell} />
                </td>
              );
            })}
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Configuration options: name, type, default, effect and React availability. */
export function OptionsTable(props: OptionsTableProps): ReactNode {
  return <ReferenceTable table={optionsTable(props)} />;
}

/** Callbacks: when each fires and what it receives. */
export function CallbacksTable(props: NamedTableProps): ReactNode {
  return <ReferenceTable table={callbacksTable(props)} />;
}

/** Message options with their default text and where it appears. */
export function MessagesTable(props: NamedTableProps): ReactNode {
  return <ReferenceTable table={messagesTable(props)} />;
}

/** Class options, their default class names and the element that carries each. */
export function CssClassesTable(props: {caption: string}): ReactNode {
  return <ReferenceTable table={cssClassesTable(props)} />;
}

/** Options of watch()'s second argument. */
export function WatchOptionsTable(props: {caption: string}): ReactNode {
  return <ReferenceTable table={watchOptionsTable(props)} />;
}

/** Find Address parameters that queryOptions can carry. */
export function SearchParametersTable(props: SearchParametersTableProps): ReactNode {
  return <ReferenceTable table={searchParametersTable(props)} />;
}

function RuleText({rule, react}: {rule: RequiredOptionRule; react: boolean}): ReactNode {
  const text = react && rule.reactNote ? `${rule.text} ${rule.reactNote}` : rule.text;
  const [paragraph] = parse(text) ?? [];
  if (!paragraph) {
    throw new Error(
      `src/data/address-lookup.ts: the requiredOptions rule on ${rule.options.join(', ')} leaves the inline Markdown subset.`,
    );
  }
  return renderInline(paragraph);
}

/**
 * What a widget needs, rendered from `requiredOptions` of the catalogue: a
 * list of the rules it cannot work without, then (unless `optional` is
 * false) what it does without the optional ones. `react={false}` leaves out
 * the notes on the React component, for pages about the script tag.
 */
export function RequiredOptions({
  optional = true,
  react = true,
}: {
  optional?: boolean;
  react?: boolean;
}): ReactNode {
  const needed = requiredOptions.filter((rule) => rule.requirement !== 'optional');
  const notNeeded = requiredOptions.filter((rule) => rule.requirement === 'optional');
  return (
    <>
      <ul>
        {needed.map((rule) => (
          <li key={rule.options.join()}>
            <RuleText rule={rule} react={react} />
          </li>
        ))}
      </ul>
      {optional
        ? notNeeded.map((rule) => (
            <p key={rule.options.join()}>
              <RuleText rule={rule} react={react} />
            </p>
          ))
        : null}
    </>
  );
}

/** Names the catalogue lists, for `<OptionNames of="...">`. */
const optionNameLists = {
  /** Options the React component leaves out because they reach into the page. */
  'not-react': () => options.filter((option) => !option.react).map((option) => option.name),
  /** HTML attributes the React component passes to the input it renders. */
  'react-input': () =>
    reactInputProps.filter((name) => !['children', 'key', 'ref'].includes(name)) as string[],
} as const;

/** A list of names from the catalogue, inline: `a`, `b` and `c`. */
export function OptionNames({of}: {of: keyof typeof optionNameLists}): ReactNode {
  const names = optionNameLists[of]();
  return names.map((name, index) => (
    <span key={name}>
      {index === 0 ? '' : index === names.length - 1 ? ' and ' : ', '}
      <code>{name}</code>
    </span>
  ));
}
