/**
 * What the playground takes from the sandbox: the countries of the test key,
 * the test queries to suggest (both read from the test-input catalogue, never
 * retyped) and the request handler, loaded on first use.
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

let loading: Promise<Handle> | undefined;

/** The sandbox engine's request handler, loaded once, on first use, in a chunk of its own. */
export function loadSandbox(): Promise<Handle> {
  loading ??= import('../../sandbox').then(({getSandbox}) => {
    const sandbox = getSandbox();
    return (request) => sandbox.handle(request);
  });
  return loading;
}
