/**
 * What each reference table of the address lookup widget shows: which rows
 * of the catalogue (src/data/address-lookup.ts) and which columns, stated
 * once. The React tables (src/components/AddressLookupReference) render
 * these specs; the Markdown twins are converted from the built page, so the
 * page and its twin cannot disagree.
 *
 * Pure data, no React: the docs build's Node side imports it too.
 */
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
} from './address-lookup';

/** One cell: its text and how it is set. */
export interface Cell {
  text: string;
  /** Set as code (an option name, a default value). */
  code?: boolean;
  strong?: boolean;
  emphasis?: boolean;
  /** Set in quotation marks (a message text). */
  quote?: boolean;
  /** A muted note after the text, e.g. `Since 2.3.0.`. */
  suffix?: string;
}

interface Column {
  header: string;
  /** Prose column that gets most of the width. */
  wide?: boolean;
}

export interface TableRow {
  /** Unique in the table; with the table's anchor it makes the row's id. */
  key: string;
  /** One cell per column; the first is the row header. */
  cells: Cell[];
}

export interface TableSpec {
  caption: string;
  /** Anchor prefix of each row, e.g. `option` gives `#option-apiKey`. */
  anchor: string;
  columns: Column[];
  rows: TableRow[];
}

/** Id of a row on the page, e.g. `option-apiKey`. */
export function rowId(table: TableSpec, row: TableRow): string {
  return `${table.anchor}-${row.key}`;
}

const code = (text: string): Cell => ({text, code: true});
const plain = (text: string): Cell => ({text});

function table(caption: string, anchor: string, columns: Column[], rows: TableRow[]): TableSpec {
  if (rows.length === 0) {
    throw new Error(`The table "${caption}" has no rows: check the names passed to it.`);
  }
  return {caption, anchor, columns, rows};
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

export interface OptionsTableProps {
  caption: string;
  /** Only these options, in this order. */
  names?: readonly string[];
  /** Only options of these groups (ignored when names is given). */
  groups?: readonly OptionGroup[];
}

/** Configuration options: name, type, default, effect and React availability. */
export function optionsTable({caption, names, groups}: OptionsTableProps): TableSpec {
  const rows = pick(options, (option) => option.name, names).filter(
    (option) => names !== undefined || !groups || groups.includes(option.group),
  );
  return table(
    caption,
    'option',
    [
      {header: 'Option'},
      {header: 'Type'},
      {header: 'Default'},
      {header: 'Effect', wide: true},
      {header: 'React prop'},
    ],
    rows.map((option) => ({
      key: option.name,
      cells: [
        code(option.name),
        code(option.type),
        option.default === 'required' ? {text: 'required', strong: true} : code(option.default),
        {
          text: option.description,
          ...(option.since ? {suffix: `Since ${option.since}.`} : {}),
        },
        plain(option.react ? 'Yes' : 'No'),
      ],
    })),
  );
}

export interface NamedTableProps {
  caption: string;
  /** Only these rows, in this order. */
  names?: readonly string[];
}

/** Callbacks: when each fires and what it receives. */
export function callbacksTable({caption, names}: NamedTableProps): TableSpec {
  return table(
    caption,
    'callback',
    [{header: 'Callback'}, {header: 'Fires when', wide: true}, {header: 'Argument'}],
    pick(callbacks, (callback) => callback.name, names).map((callback) => ({
      key: callback.name,
      cells: [code(callback.name), plain(callback.fires), plain(callback.argument)],
    })),
  );
}

/** Message options with their default text and where it appears. */
export function messagesTable({caption, names}: NamedTableProps): TableSpec {
  return table(
    caption,
    'message',
    [{header: 'Option'}, {header: 'Default text'}, {header: 'Shown', wide: true}],
    pick(messages, (message) => message.option, names).map((message) => ({
      key: message.option,
      cells: [
        code(message.option),
        message.default === ''
          ? {text: 'empty (off)', emphasis: true}
          : {text: message.default, quote: true},
        plain(message.shown),
      ],
    })),
  );
}

/** Class options, their default class names and the element that carries each. */
export function cssClassesTable({caption}: {caption: string}): TableSpec {
  return table(
    caption,
    'class',
    [{header: 'Option'}, {header: 'Default class'}, {header: 'Element', wide: true}],
    cssClasses.map((cssClass) => ({
      key: cssClass.option,
      cells: [code(cssClass.option), code(cssClass.default), plain(cssClass.element)],
    })),
  );
}

/** Options of watch()'s second argument. */
export function watchOptionsTable({caption}: {caption: string}): TableSpec {
  return table(
    caption,
    'watch',
    [{header: 'Option'}, {header: 'Type'}, {header: 'Default'}, {header: 'Effect', wide: true}],
    watchOptions.map((option) => ({
      key: option.name,
      cells: [
        code(option.name),
        code(option.type),
        plain(option.default),
        plain(option.description),
      ],
    })),
  );
}

const regionLabel: Record<ParameterRegion, string> = {
  all: 'All countries',
  us: 'United States',
  uk: 'United Kingdom',
};

export interface SearchParametersTableProps {
  caption: string;
  /** Only these parameters, in this order. */
  names?: readonly string[];
  /** Only parameters for this region (ignored when names is given). */
  region?: ParameterRegion;
  /** Only parameters of this kind (ignored when names is given). */
  kind?: SearchParameter['kind'];
}

/** Find Address parameters that queryOptions can carry. */
export function searchParametersTable({
  caption,
  names,
  region,
  kind,
}: SearchParametersTableProps): TableSpec {
  const rows = pick(searchParameters, (parameter) => parameter.name, names).filter(
    (parameter) =>
      names !== undefined ||
      ((!region || parameter.region === region) && (!kind || parameter.kind === kind)),
  );
  return table(
    caption,
    'parameter',
    [
      {header: 'Parameter'},
      {header: 'Kind'},
      {header: 'Applies to'},
      {header: 'Example'},
      {header: 'Effect', wide: true},
    ],
    rows.map((parameter) => ({
      key: parameter.name,
      cells: [
        code(parameter.name),
        plain(parameter.kind),
        plain(regionLabel[parameter.region]),
        code(parameter.example),
        plain(parameter.description),
      ],
    })),
  );
}

/** A link on a section card. */
interface CardLink {
  /** Site path or absolute URL. */
  to: string;
  label: string;
}

/** A card on a section's landing page: a part of the section and links to its pages. */
export interface Card {
  title: string;
  description: string;
  links: readonly CardLink[];
}
