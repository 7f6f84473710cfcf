/** The test keys and what each does, from the sandbox catalogue (via `.openapi/test-keys.json`). */
import type {ReactNode} from 'react';
import view from '@site/.openapi/test-keys.json';
import DataTable, {dataTableStyles as styles} from '../DataTable';
import TestCaseCells, {TEST_CASE_HEADERS} from './TestCaseCells';

export default function TestKeyTable({keys}: {keys?: string[]}): ReactNode {
  const rows = keys ? view.keys.filter((row) => keys.includes(row.key)) : view.keys;
  if (keys && rows.length !== keys.length) {
    throw new Error(
      `<TestKeyTable keys>: one of ${keys.join(', ')} is not a test key of the catalogue.`,
    );
  }
  const caption = 'Test keys';
  return (
    <DataTable label={caption} headers={['Key', ...TEST_CASE_HEADERS]}>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className={styles.name}>
            <code className={styles.code}>{row.key}</code>
          </th>
          <TestCaseCells request={row.request} answer={row.answer} description={row.description} />
        </tr>
      ))}
    </DataTable>
  );
}
