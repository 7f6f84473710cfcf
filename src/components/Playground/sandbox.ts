/**
 * What the playground takes from the sandbox: the countries of the test key,
 * the test queries to suggest (both read from the test-input catalogue, never
 * retyped), free text to try on the sandbox's test dataset, and the request
 * handler, loaded on first use.
 */
import {keyAvailability, cases, testQueries} from '../../../lib/sandbox/catalogue';
import {loadSandbox as loadModule} from '../../../lib/sandbox/load';
import type {Handle} from './DemoWidget';
import type {Format} from './config';
import type {Country} from './widget';

/** The countries the test key can search, from its availability case. */
export const countries: readonly Country[] = keyAvailability(cases).contexts;

/**
 * The test queries of the catalogue (its Find Address cases a reader can
 * type into the widget), each with the country and format it suggests in.
 */
export {testQueries};

/** Free text to type: searched in the sandbox's fictional test dataset, so filters and biases change it. */
export interface FreeTextQuery {
  query: string;
  /** Country to search (ISO alpha-3) and the format that fits it. */
  context: string;
  format: Format;
  /** What to try with it, as Markdown inline text; it names `narrow`. */
  description: string;
  /** A filter that narrows its suggestions (the description names it). */
  narrow: Readonly<Record<string, string>>;
}

/**
 * Checked by tests/unit/playground-sandbox.test.ts: each finds several
 * dataset addresses (no test case) in its country, and the filter or bias
 * it names changes them.
 */
export const freeTextQueries: readonly FreeTextQuery[] = [
  {
    query: '1200 pearl st',
    context: 'USA',
    format: 'usa',
    description: 'The API reference’s example, in three states: add `state_code` `OR` to keep one.',
    narrow: {state_code: 'OR'},
  },
  {
    query: 'sample',
    context: 'USA',
    format: 'usa',
    description:
      'Fictional streets and businesses across the US: try `state_code` `CO`, `postal_code_3` or `bias_ip`.',
    narrow: {state_code: 'CO'},
  },
  {
    query: 'high street',
    context: 'GBR',
    format: 'gbr',
    description:
      'A business in every fictional UK post town: try `postcode_area` `QH` or `bias_country`.',
    narrow: {postcode_area: 'QH'},
  },
];

/** The sandbox engine's request handler, loaded on first use (lib/sandbox/load.ts). */
export function loadSandbox(): Promise<Handle> {
  return loadModule().then(({getSandbox}) => {
    const sandbox = getSandbox();
    return (request) => sandbox.handle(request);
  });
}
