/**
 * The cells a row of the test-input and test-key tables share: the request,
 * the sandbox's answer and what it shows (the catalogue's description, with
 * its inline code).
 */
import type {ReactNode} from 'react';
import InlineCode from '../SchemaFields/InlineCode';
import {dataTableStyles as styles} from '../DataTable';

/** The headers of those cells, in order. */
export const TEST_CASE_HEADERS = ['Request', 'Answer', 'What it shows'] as const;

export default function TestCaseCells({
  request,
  answer,
  description,
  requestClassName,
}: {
  request: string;
  answer: string;
  description: string;
  /** Class of the request's `<code>`. */
  requestClassName?: string;
}): ReactNode {
  return (
    <>
      <td>
        <code className={requestClassName}>{request}</code>
      </td>
      <td>{answer}</td>
      <td className={styles.wide}>
        <InlineCode text={description} />
      </td>
    </>
  );
}
