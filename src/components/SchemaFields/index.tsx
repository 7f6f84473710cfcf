/**
 * `<SchemaFields schema="..." group="...">`: a table of an OpenAPI schema's
 * fields (./SchemaFieldsTable.tsx), as a static island: the server renders
 * it, the client keeps that HTML, and the table's code and the spec data it
 * reads are loaded only when the client must render it itself.
 */
import {staticIsland} from '../StaticIsland';
import type SchemaFieldsTable from './SchemaFieldsTable';

type Props = Parameters<typeof SchemaFieldsTable>[0];

export default staticIsland<Props>({
  server:
    process.env.DOCS_BUNDLE === 'server'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only
        (require('./SchemaFieldsTable') as typeof import('./SchemaFieldsTable')).default
      : undefined,
  load: () => import('./SchemaFieldsTable'),
});
