/**
 * `<TestCaseResponse id="find-place" />`: the exact answer of a sandbox
 * catalogue case, printed under a sample that sends its request, so the page
 * shows what the reader gets when running the sample against the sandbox.
 * The answers come from `.openapi/test-responses.json` (written by
 * `npm run gen` for the ids of `shownCaseIds` in src/data/test-inputs.ts).
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import responses from '@site/.openapi/test-responses.json';

export default function TestCaseResponse({id}: {id: string}): ReactNode {
  const response = responses[id];
  if (!response) {
    throw new Error(
      `<TestCaseResponse id="${id}">: add "${id}" to shownCaseIds in src/data/test-inputs.ts (the answers printed: ${Object.keys(responses).join(', ')}).`,
    );
  }
  return (
    <CodeBlock language="json" title={`Response to ${response.label} (HTTP ${response.status})`}>
      {response.body}
    </CodeBlock>
  );
}
