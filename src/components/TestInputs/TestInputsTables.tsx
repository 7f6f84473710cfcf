/**
 * Every test input of the sandbox catalogue (or those of the operations
 * given), one table per operation: the request, the answer and what it shows.
 * Rendered from `.openapi/test-inputs.json`, which `npm run gen` writes from
 * src/data/test-inputs.ts (so pages do not ship the whole catalogue); the
 * Markdown twins draw the same rows.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import view from '@site/.openapi/test-inputs.json';
import DataTable, {dataTableStyles as styles} from '../DataTable';
import TestCaseCells, {TEST_CASE_HEADERS} from './TestCaseCells';

export default function TestInputs({operations}: {operations?: string[]}): ReactNode {
  const groups = operations
    ? view.groups.filter((group) => operations.includes(group.operationId))
    : view.groups;
  if (operations && groups.length !== operations.length) {
    throw new Error(
      `<TestInputs operations>: the catalogue has no cases for one of ${operations.join(', ')}.`,
    );
  }
  // One root element: the page keeps it as a static island (./index.tsx).
  return (
    <div>
      {groups.map((group) => {
        const caption = `Test inputs of ${group.operationId}`;
        return (
          <DataTable
            key={group.operationId}
            label={caption}
            caption={
              group.href ? <Link to={group.href}>{group.operationId}</Link> : group.operationId
            }
            headers={TEST_CASE_HEADERS}
          >
            {group.rows.map((row) => (
              <tr key={row.id} id={`test-${row.id}`}>
                <TestCaseCells
                  request={row.request}
                  answer={row.answer}
                  description={row.description}
                  requestClassName={styles.code}
                />
              </tr>
            ))}
          </DataTable>
        );
      })}
    </div>
  );
}
