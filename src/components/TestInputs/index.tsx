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
import InlineCode from '../SchemaFields/InlineCode';
import styles from '../AddressLookupReference/styles.module.css';

export default function TestInputs({operations}: {operations?: string[]}): ReactNode {
  const groups = operations
    ? view.groups.filter((group) => operations.includes(group.operationId))
    : view.groups;
  if (operations && groups.length !== operations.length) {
    throw new Error(
      `<TestInputs operations>: the catalogue has no cases for one of ${operations.join(', ')}.`,
    );
  }
  return groups.map((group) => {
    const caption = `Test inputs of ${group.operationId}`;
    return (
      <div
        key={group.operationId}
        className={styles.scroller}
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>
            {group.href ? <Link to={group.href}>{group.operationId}</Link> : group.operationId}
          </caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Answer</th>
              <th scope="col">What it shows</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.id} id={`test-${row.id}`}>
                <td>
                  <code className={styles.code}>{row.request}</code>
                </td>
                <td>{row.answer}</td>
                <td className={styles.wide}>
                  <InlineCode text={row.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  });
}
