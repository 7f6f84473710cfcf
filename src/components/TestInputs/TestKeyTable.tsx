/** The test keys and what each does, from the sandbox catalogue (via `.openapi/test-keys.json`). */
import type {ReactNode} from 'react';
import view from '@site/.openapi/test-keys.json';
import InlineCode from '../SchemaFields/InlineCode';
import styles from '../AddressLookupReference/styles.module.css';

export default function TestKeyTable({keys}: {keys?: string[]}): ReactNode {
  const rows = keys ? view.keys.filter((row) => keys.includes(row.key)) : view.keys;
  if (keys && rows.length !== keys.length) {
    throw new Error(
      `<TestKeyTable keys>: one of ${keys.join(', ')} is not a test key of the catalogue.`,
    );
  }
  const caption = 'Test keys';
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Request</th>
            <th scope="col">Answer</th>
            <th scope="col">What it shows</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.name}>
                <code className={styles.code}>{row.key}</code>
              </th>
              <td>
                <code>{row.request}</code>
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
}
