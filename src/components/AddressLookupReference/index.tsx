/**
 * Reference tables of the address lookup widget, rendered from the typed
 * catalogue in src/data/address-lookup.ts so each fact is stated once.
 *
 * Every table has a caption and column headers, scrolls horizontally inside
 * a focusable region on narrow screens, and gives each row an anchor
 * (`#option-hideToolbar`, `#callback-onLoaded`...) that pages can link to.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  callbacks,
  cssClasses,
  messages,
  options,
  searchParameters,
  watchOptions,
  type OptionGroup,
  type ParameterRegion,
  type SearchParameter,
  type WidgetOption,
} from '@site/src/data/address-lookup';
import styles from './styles.module.css';

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Prose column that gets most of the width. */
  wide?: boolean;
}

interface TableProps<Row> {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Anchor prefix of each row, e.g. `option` gives `#option-apiKey`. */
  anchor: string;
  columns: readonly Column<Row>[];
}

function Code({children}: {children: string}) {
  return <code className={styles.code}>{children}</code>;
}

function ReferenceTable<Row>({caption, rows, rowKey, anchor, columns}: TableProps<Row>) {
  const brokenLinks = useBrokenLinks();
  if (rows.length === 0) {
    throw new Error(`The table "${caption}" has no rows: check the names passed to it.`);
  }
  const [first, ...rest] = columns;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = `${anchor}-${rowKey(row)}`;
            brokenLinks.collectAnchor(id);
            return (
              <tr key={id} id={id}>
                <th scope="row" className={styles.name}>
                  {first.cell(row)}
                </th>
                {rest.map((column) => (
                  <td key={column.header} className={column.wide ? styles.wide : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Keeps the catalogue order, or the order of `names` when given. */
function pick<Row>(
  rows: readonly Row[],
  key: (row: Row) => string,
  names?: readonly string[],
): Row[] {
  if (!names) return [...rows];
  return names.map((name) => {
    const row = rows.find((candidate) => key(candidate) === name);
    if (!row) throw new Error(`"${name}" is not in the address lookup catalogue.`);
    return row;
  });
}

interface OptionsTableProps {
  caption: string;
  /** Only these options, in this order. */
  names?: readonly string[];
  /** Only options of these groups (ignored when names is given). */
  groups?: readonly OptionGroup[];
}

/** Configuration options: name, type, default, effect and React availability. */
export function OptionsTable({caption, names, groups}: OptionsTableProps) {
  const byName = (option: WidgetOption) => option.name;
  const rows = pick(options, byName, names).filter(
    (option) => names !== undefined || !groups || groups.includes(option.group),
  );
  return (
    <ReferenceTable
      caption={caption}
      rows={rows}
      rowKey={byName}
      anchor="option"
      columns={[
        {header: 'Option', cell: (option) => <Code>{option.name}</Code>},
        {header: 'Type', cell: (option) => option.type},
        {
          header: 'Default',
          cell: (option) =>
            option.default === 'required' ? (
              <strong>required</strong>
            ) : (
              <Code>{option.default}</Code>
            ),
        },
        {
          header: 'Effect',
          wide: true,
          cell: (option) => (
            <>
              {option.description}
              {option.since ? <span className={styles.since}> Since {option.since}.</span> : null}
            </>
          ),
        },
        {header: 'React prop', cell: (option) => (option.react ? 'Yes' : 'No')},
      ]}
    />
  );
}

/** Callbacks: when each fires and what it receives. */
export function CallbacksTable({caption, names}: {caption: string; names?: readonly string[]}) {
  return (
    <ReferenceTable
      caption={caption}
      rows={pick(callbacks, (callback) => callback.name, names)}
      rowKey={(callback) => callback.name}
      anchor="callback"
      columns={[
        {header: 'Callback', cell: (callback) => <Code>{callback.name}</Code>},
        {header: 'Fires when', wide: true, cell: (callback) => callback.fires},
        {header: 'Argument', cell: (callback) => callback.argument},
      ]}
    />
  );
}

/** Message options with their default text and where it appears. */
export function MessagesTable({caption, names}: {caption: string; names?: readonly string[]}) {
  return (
    <ReferenceTable
      caption={caption}
      rows={pick(messages, (message) => message.option, names)}
      rowKey={(message) => message.option}
      anchor="message"
      columns={[
        {header: 'Option', cell: (message) => <Code>{message.option}</Code>},
        {
          header: 'Default text',
          cell: (message) =>
            message.default === '' ? <em>empty (off)</em> : <q>{message.default}</q>,
        },
        {header: 'Shown', wide: true, cell: (message) => message.shown},
      ]}
    />
  );
}

/** Class options, their default class names and the element that carries each. */
export function CssClassesTable({caption}: {caption: string}) {
  return (
    <ReferenceTable
      caption={caption}
      rows={cssClasses}
      rowKey={(cssClass) => cssClass.option}
      anchor="class"
      columns={[
        {header: 'Option', cell: (cssClass) => <Code>{cssClass.option}</Code>},
        {header: 'Default class', cell: (cssClass) => <Code>{cssClass.default}</Code>},
        {header: 'Element', wide: true, cell: (cssClass) => cssClass.element},
      ]}
    />
  );
}

/** Options of watch()'s second argument. */
export function WatchOptionsTable({caption}: {caption: string}) {
  return (
    <ReferenceTable
      caption={caption}
      rows={watchOptions}
      rowKey={(option) => option.name}
      anchor="watch"
      columns={[
        {header: 'Option', cell: (option) => <Code>{option.name}</Code>},
        {header: 'Type', cell: (option) => option.type},
        {header: 'Default', cell: (option) => option.default},
        {header: 'Effect', wide: true, cell: (option) => option.description},
      ]}
    />
  );
}

const regionLabel: Record<ParameterRegion, string> = {
  all: 'All countries',
  us: 'United States',
  uk: 'United Kingdom',
};

interface SearchParametersTableProps {
  caption: string;
  names?: readonly string[];
  region?: ParameterRegion;
  kind?: SearchParameter['kind'];
}

/** Find Address parameters that queryOptions can carry. */
export function SearchParametersTable({caption, names, region, kind}: SearchParametersTableProps) {
  const rows = pick(searchParameters, (parameter) => parameter.name, names).filter(
    (parameter) =>
      names !== undefined ||
      ((!region || parameter.region === region) && (!kind || parameter.kind === kind)),
  );
  return (
    <ReferenceTable
      caption={caption}
      rows={rows}
      rowKey={(parameter) => parameter.name}
      anchor="parameter"
      columns={[
        {header: 'Parameter', cell: (parameter) => <Code>{parameter.name}</Code>},
        {header: 'Kind', cell: (parameter) => parameter.kind},
        {header: 'Applies to', cell: (parameter) => regionLabel[parameter.region]},
        {header: 'Example', cell: (parameter) => <Code>{parameter.example}</Code>},
        {header: 'Effect', wide: true, cell: (parameter) => parameter.description},
      ]}
    />
  );
}
