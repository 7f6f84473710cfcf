/**
 * A table of an OpenAPI schema's fields, rendered from the bundled spec
 * (`.openapi/schema-fields.json`, written by `npm run gen`) with the groups and
 * notes of src/data/schema-tables.ts. `group` picks one section of a schema
 * that a page splits over several tables. The Markdown twins, converted from
 * the built page, carry the same table.
 */
import type {ReactNode} from 'react';
import schemaFields from '@site/.openapi/schema-fields.json';
import {selectFields, tableCaption, type FieldRow} from '@site/src/data/schema-tables';
import DataTable, {dataTableStyles as styles} from '../DataTable';
import InlineCode from './InlineCode';

function Description({field}: {field: FieldRow}): ReactNode {
  return (
    <>
      <InlineCode text={field.description} />
      {field.enum ? (
        <>
          {' '}
          Values:{' '}
          {field.enum.map((value, index) => (
            <span key={value}>
              {index > 0 ? ', ' : ''}
              {value === '' ? 'empty' : <code>{value}</code>}
            </span>
          ))}
          .
        </>
      ) : null}
      {field.note ? <> {field.note}</> : null}
    </>
  );
}

export default function SchemaFields({schema, group}: {schema: string; group?: string}): ReactNode {
  const rows = selectFields(schemaFields, schema, group);
  const caption = tableCaption(schema, group);
  return (
    <DataTable label={caption} headers={['Field', 'Type', 'Description', 'Example']}>
      {rows.map((field) => (
        <tr key={field.name}>
          <th scope="row" className={styles.name}>
            <code className={styles.code}>{field.name}</code>
          </th>
          <td>{field.type}</td>
          <td className={styles.wide}>
            <Description field={field} />
          </td>
          <td>{field.example === undefined ? '' : <code>{field.example}</code>}</td>
        </tr>
      ))}
    </DataTable>
  );
}
