/**
 * What the playground takes from the sandbox: the countries of the test key,
 * the test queries to suggest (both read from the test-input catalogue, never
 * retyped), free text to try on the sandbox's test dataset, and the request
 * handler, loaded on first use.
 */
import {casesFor, testKeys} from '../../sandbox/catalogue';
import type {TestCase} from '../../sandbox/types';
import type {Handle} from './DemoWidget';
import type {Format} from './config';
import type {Country} from './widget';

const resultOf = (testCase: TestCase | undefined): Record<string, unknown> | undefined =>
  (testCase?.response.body as {result?: Record<string, unknown>} | undefined)?.result;

/** The countries the test key can search, from its availability case. */
export const countries: readonly Country[] =
  (resultOf(
    casesFor('KeyAvailability').find(
      (testCase) => testCase.request.path === `/keys/${testKeys.usable}`,
    ),
  )?.contexts as Country[] | undefined) ?? [];

export interface TestQuery {
  /** Id of the Find Address case. */
  id: string;
  query: string;
  description: string;
  /** Country of the addresses it suggests (ISO alpha-3), when it suggests any. */
  context?: string;
  /** The format whose retrieve case answers for its first suggestion. */
  format?: Format;
}

/** Which format (and so country) has a retrieve case for a suggestion id. */
function formatOf(id: string | undefined): Format | undefined {
  if (!id) return undefined;
  const answers = (operationId: string) =>
    casesFor(operationId).some((testCase) => testCase.request.path.split('/')[3] === id);
  if (answers('RetrieveAddress')) return 'usa';
  if (answers('ResolveAddress')) return 'gbr';
  return undefined;
}

const CONTEXT_OF_FORMAT: Record<Format, string> = {usa: 'USA', gbr: 'GBR'};

/**
 * The Find Address cases a reader can type into the widget: those sent with
 * the usable test key and nothing but a `query`.
 */
export const testQueries: readonly TestQuery[] = casesFor('FindAddress').flatMap(
  (testCase): TestQuery[] => {
    const {query = {}, headers = {}} = testCase.request;
    const text = query.query;
    const key = headers.authorization ?? `api_key="${testKeys.usable}"`;
    if (typeof text !== 'string' || Object.keys(query).length !== 1) return [];
    if (key !== `api_key="${testKeys.usable}"`) return [];
    const hits = resultOf(testCase)?.hits as {id?: string}[] | undefined;
    const format = formatOf(hits?.[0]?.id);
    return [
      {
        id: testCase.id,
        query: text,
        description: testCase.description,
        ...(format ? {format, context: CONTEXT_OF_FORMAT[format]} : {}),
      },
    ];
  },
);

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

let loading: Promise<Handle> | undefined;

/** The sandbox engine's request handler, loaded once, on first use, in a chunk of its own. */
export function loadSandbox(): Promise<Handle> {
  loading ??= import('../../sandbox').then(({getSandbox}) => {
    const sandbox = getSandbox();
    return (request) => sandbox.handle(request);
  });
  return loading;
}
