/**
 * Files that `npm run gen` writes before the build (gitignored), declared here
 * so the typecheck passes on a fresh clone before they exist.
 */
declare module '@site/.openapi/schema-fields.json' {
  import type {SchemaFieldsModule} from '../../plugins/openapi-bundle/schema-fields';

  const value: SchemaFieldsModule;
  export default value;
}
