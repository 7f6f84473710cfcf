/**
 * An example response of an API operation, printed from the bundled spec
 * (`.openapi/schema-fields.json`), so the page shows exactly what the API
 * reference shows and what the spec's lint validated against the schema,
 * titled with the request the sandbox answered with it.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import schemaFields from '@site/.openapi/schema-fields.json';
import {exampleJson, exampleRequest} from '@site/src/data/schema-tables';

export default function OperationExample({
  operation,
  status,
  name,
}: {
  operation: string;
  status: string;
  name: string;
}): ReactNode {
  // The bundle wrote the example from the sandbox's answer to this request: say which.
  const request = exampleRequest(schemaFields, operation, status, name);
  return (
    <CodeBlock
      language="json"
      metastring={request ? `request='${request}' status=${status}` : undefined}
    >
      {exampleJson(schemaFields, operation, status, name)}
    </CodeBlock>
  );
}
