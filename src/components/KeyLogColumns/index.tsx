/**
 * The columns of the Key Logs CSV, in order, from src/data/key-logs-csv.ts
 * (the same list the OpenAPI description shows).
 */
import type {ReactNode} from 'react';
import {keyLogColumns} from '@site/src/data/key-logs-csv';
import {identityTokens} from '@site/src/identity';
import InlineCode from '../SchemaFields/InlineCode';

function withTokens(text: string): string {
  return text.replace(/%%(\w+)%%/g, (match, key: string) => identityTokens[key] ?? match);
}

export default function KeyLogColumns(): ReactNode {
  return (
    <ol>
      {keyLogColumns.map((column) => (
        <li key={column.id}>
          <InlineCode text={withTokens(column.description)} />
        </li>
      ))}
    </ol>
  );
}
