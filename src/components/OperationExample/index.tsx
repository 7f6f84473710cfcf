/**
 * An example response of an API operation, printed from the bundled spec
 * (`.openapi/schema-fields.json`), so the page shows exactly what the API
 * reference shows and what the spec's lint validated against the schema.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import schemaFields from '@site/.openapi/schema-fields.json';
import {exampleJson} from '@site/src/data/schema-tables';

export default function OperationExample({
  operation,
  status,
  name,
}: {
  operation: string;
  status: string;
  name: string;
}): ReactNode {
  return (
    <CodeBlock language="json">{exampleJson(schemaFields, operation, status, name)}</CodeBlock>
  );
}
