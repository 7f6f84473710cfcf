/**
 * The catalogue's answer to `GET /keys/ak_test` (the test key's availability
 * check), written by `npm run gen` to `.openapi/first-request.json`: what the
 * home page's Run button and the sandbox return, so pages that show this
 * response never retype it.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import firstResponse from '@site/.openapi/first-request.json';

export default function KeyCheckResponse(): ReactNode {
  return (
    <CodeBlock
      language="json"
      title={`Response to ${firstResponse.label} (HTTP ${firstResponse.status})`}
    >
      {firstResponse.body}
    </CodeBlock>
  );
}
