/**
 * The handlers of lookups that no catalogue case answered: searches and
 * retrieves from the test dataset (../search.ts), and the spec's first
 * success example for the other operations.
 */
import {success} from '../catalogue/shared';
import {
  findAddresses,
  findPlaces,
  resolvePlace,
  retrieveAddress,
  type SearchIndex,
} from '../search';
import type {OperationSpec} from '../spec-data';
import type {Json, Table} from './common';
import type {Parsed} from './parse';

/** What a dataset lookup needs besides the request: the index and the usable key's countries. */
export interface DatasetContext {
  index: () => SearchIndex;
  contexts: string[];
  defaultContext: string;
}

/**
 * Searches and retrieves, answered from the dataset; null for an operation
 * the dataset does not answer. `fallbackContext` is the country of a
 * catalogue case that yielded to the dataset, for a request that names none.
 */
export function fromDataset(
  dataset: DatasetContext,
  op: OperationSpec,
  request: Parsed,
  params: Table<string>,
  fallbackContext: string | undefined,
): Json | null {
  const values = new Map<string, string>();
  for (const name of Object.keys(request.query)) values.set(name, request.query[name][0]);
  if (!values.has('context') && fallbackContext) values.set('context', fallbackContext);
  const {contexts, defaultContext} = dataset;
  switch (op.operationId) {
    case 'FindAddress':
      return success(findAddresses(dataset.index(), values, {contexts, defaultContext}));
    case 'RetrieveAddress':
      return success(retrieveAddress(dataset.index(), params.address, 'usa'));
    case 'ResolveAddress':
      return success(retrieveAddress(dataset.index(), params.address, 'gbr'));
    case 'FindPlace':
      return success(findPlaces(dataset.index(), values));
    case 'ResolvePlace':
      return success(resolvePlace(dataset.index(), params.place));
    default:
      return null;
  }
}

/** The spec's success example of an operation; verify and cleanse repeat the `query` that was sent. */
export function exampleAnswer(op: OperationSpec, body: unknown): unknown {
  const example = op.success.body;
  const result = (example as Json | undefined)?.result as Json | undefined;
  const query = (body as Json | undefined)?.query;
  if (!result || typeof result.query !== 'string' || typeof query !== 'string') return example;
  return {...(example as Json), result: {...result, query}};
}
