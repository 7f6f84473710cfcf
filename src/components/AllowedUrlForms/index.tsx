/**
 * How allowed URL entries are matched, from lib/sandbox/allowed-urls.ts (the
 * same rule the OpenAPI description states for `allowed_urls`): the table of
 * the three entry forms, or the rule as one sentence (`variant="sentence"`).
 */
import type {ReactNode} from 'react';
import {allowedUrlForms, allowedUrlMatchingMarkdown} from '@site/lib/sandbox/allowed-urls';
import InlineCode from '../SchemaFields/InlineCode';
import DataTable, {dataTableStyles as styles} from '../DataTable';

export default function AllowedUrlForms({
  variant = 'table',
}: {
  variant?: 'table' | 'sentence';
}): ReactNode {
  if (variant === 'sentence') {
    return (
      <p>
        <InlineCode text={allowedUrlMatchingMarkdown()} />
      </p>
    );
  }
  return (
    <DataTable label="Allowed URL entry forms" headers={['Entry form', 'Example', 'Matches']}>
      {allowedUrlForms.map((form) => (
        <tr key={form.id}>
          <th scope="row">
            <InlineCode text={form.form} />
          </th>
          <td>
            <code className={styles.code}>{form.example}</code>
          </td>
          <td className={styles.wide}>
            <InlineCode text={form.matches} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
