/** The test keys and what each does, from the sandbox catalogue (src/data/test-inputs.ts). */
import type {ReactNode} from 'react';
import {testKeyRows} from '@site/src/data/test-inputs';
import InlineCode from '../SchemaFields/InlineCode';
import styles from '../AddressLookupReference/styles.module.css';

export default function TestKeyTable({keys}: {keys?: string[]}): ReactNode {
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
          {testKeyRows(keys).map((row) => (
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
