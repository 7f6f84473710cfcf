/**
 * Files that `npm run gen` writes before the build (gitignored), declared here
 * so the typecheck passes on a fresh clone before they exist.
 */
declare module '@site/.openapi/schema-fields.json' {
  import type {SchemaFieldsModule} from '@site/lib/openapi/schema-fields';

  const value: SchemaFieldsModule;
  export default value;
}

declare module '@site/.openapi/test-inputs.json' {
  import type {TestInputsView} from '@site/src/data/test-inputs';

  const value: TestInputsView;
  export default value;
}

declare module '@site/.openapi/test-keys.json' {
  import type {TestKeysView} from '@site/src/data/test-inputs';

  const value: TestKeysView;
  export default value;
}

declare module '@site/.openapi/first-request.json' {
  import type {FirstResponseView} from '@site/src/data/test-inputs';

  const value: FirstResponseView;
  export default value;
}

declare module '@site/.openapi/test-responses.json' {
  import type {TestResponsesView} from '@site/src/data/test-inputs';

  const value: TestResponsesView;
  export default value;
}
