/**
 * What to type into the widget with the test key: the US test queries, or
 * the UK test postcodes with `country="GBR"`. From the sandbox catalogue.
 */
import type {ReactNode} from 'react';
import view from '@site/.openapi/test-keys.json';
import type {TestCountry} from '@site/src/data/test-inputs';
import InlineCode from '../SchemaFields/InlineCode';

export default function TestQueries({country = 'USA'}: {country?: TestCountry}): ReactNode {
  return (
    <ul>
      {view.queries[country].map((entry) => (
        <li key={entry.query}>
          <code>{entry.query}</code>: <InlineCode text={entry.description} />
        </li>
      ))}
    </ul>
  );
}
