/**
 * Markdown for `<SchemaFields>` and `<OperationExample>` in the Markdown twins
 * (plugins/agent-docs): the same rows and JSON as the page, read from the
 * bundled spec's `.openapi/schema-fields.json` (written by `npm run gen`).
 * Node only: the twins are written in `postBuild`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SchemaFieldsModule} from '../../lib/openapi/schema-fields';
import {replaceTokens} from '../../plugins/identity-tokens';
import {escapeMarkdown} from './address-lookup-markdown';
import {keyLogColumnsMarkdown} from './key-logs-csv';
import {
  testInputsMarkdown,
  testKeyTableMarkdown,
  testQueriesMarkdown,
  type TestCountry,
} from './test-inputs';
import {exampleJson, selectFields, tableCaption, type FieldRow} from './schema-tables';

let cached: SchemaFieldsModule | null = null;

function load(): SchemaFieldsModule {
  const file = path.resolve(__dirname, '../../.openapi/schema-fields.json');
  if (!cached) {
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: run npm run gen (the build does) first.`);
    }
    cached = JSON.parse(fs.readFileSync(file, 'utf8')) as SchemaFieldsModule;
  }
  return cached;
}

/** Keeps `code` spans, escapes the rest, for a table cell. */
function inline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (/^`[^`]+`$/.test(part) ? part.replace(/\|/g, '\\|') : escapeMarkdown(part)))
    .join('');
}

function description(field: FieldRow): string {
  const parts = [inline(field.description)];
  if (field.enum) {
    const values = field.enum.map((value) => (value === '' ? 'empty' : `\`${value}\``));
    parts.push(`Values: ${values.join(', ')}.`);
  }
  if (field.note) parts.push(escapeMarkdown(field.note));
  return parts.join(' ');
}

export function schemaFieldsMarkdown(
  module: SchemaFieldsModule,
  schema: string,
  group?: string,
): string {
  const rows = selectFields(module, schema, group);
  return [
    `**${escapeMarkdown(tableCaption(schema, group))}**`,
    '',
    '| Field | Type | Description | Example |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (field) =>
        `| \`${field.name}\` | ${escapeMarkdown(field.type)} | ${description(field)} | ${
          field.example === undefined ? '' : `\`${field.example.replace(/\|/g, '\\|')}\``
        } |`,
    ),
  ].join('\n');
}

type Props = Readonly<Record<string, unknown>>;

function text(props: Props, name: string, component: string): string {
  const value = props[name];
  if (typeof value !== 'string') {
    throw new Error(`<${component}> needs a string ${name}: the twin could not read it.`);
  }
  return value;
}

/** Renderers for the agent-docs `components` option. */
export const schemaComponentsMarkdown: Record<string, (props: Props) => string> = {
  KeyLogColumns: () => replaceTokens(keyLogColumnsMarkdown(), 'src/data/key-logs-csv.ts'),
  TestKeyTable: (props) =>
    testKeyTableMarkdown(Array.isArray(props.keys) ? (props.keys as string[]) : undefined),
  TestInputs: (props) =>
    testInputsMarkdown(
      Array.isArray(props.operations) ? (props.operations as string[]) : undefined,
    ),
  TestQueries: (props) =>
    testQueriesMarkdown(props.country === 'GBR' ? 'GBR' : ('USA' satisfies TestCountry)),
  SchemaFields: (props) =>
    schemaFieldsMarkdown(
      load(),
      text(props, 'schema', 'SchemaFields'),
      typeof props.group === 'string' ? props.group : undefined,
    ),
  OperationExample: (props) =>
    [
      '```json',
      exampleJson(
        load(),
        text(props, 'operation', 'OperationExample'),
        text(props, 'status', 'OperationExample'),
        text(props, 'name', 'OperationExample'),
      ),
      '```',
    ].join('\n'),
};
