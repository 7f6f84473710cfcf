/**
 * The handlers of lookups that no catalogue case answered: searches,
 * retrieves and the UK lookups from the test dataset (../search.ts), and
 * what verification, cleanse, email and phone validation answer for an input
 * the catalogue does not hold. Never the spec's example: the spec's examples
 * are these answers.
 */
import {emailAnswer, phoneNotValid, success} from '../catalogue/shared';
import {
  findAddresses,
  findPlaces,
  lookupPostcode,
  lookupUdprn,
  lookupUmprn,
  resolvePlace,
  retrieveAddress,
  searchAddresses,
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
    case 'Postcodes':
      return lookupPostcode(dataset.index(), params.postcode, values);
    case 'UDPRN':
      return success(lookupUdprn(dataset.index(), Number(params.udprn), values));
    case 'UMPRN':
      return success(lookupUmprn(dataset.index(), Number(params.umprn), values));
    case 'Addresses':
      return success(searchAddresses(dataset.index(), values));
    default:
      return null;
  }
}

const stringField = (body: unknown, name: string): string => {
  const value = (body as Json | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Verification, cleanse, email and phone validation of an input the
 * catalogue does not hold: the sandbox knows no other address, mailbox or
 * number, so it answers as the API does when nothing matches or nothing can
 * be checked (all free): an unmatched verification or cleanse, an `unknown`
 * email, an invalid number. Null for other operations.
 */
export function unknownInput(op: OperationSpec, request: Parsed): Json | null {
  switch (op.operationId) {
    case 'AddressVerify':
      return success({
        query: stringField(request.body, 'query'),
        query_city: stringField(request.body, 'city'),
        query_state: stringField(request.body, 'state'),
        query_zip_code: stringField(request.body, 'zip_code'),
        match: null,
        count: 0,
        fit: 0,
        confidence: 0,
        match_information: 'No address matched the query.',
        address_line_one: '',
        address_line_two: '',
        city: '',
        state: '',
        zip_code: '',
        country_iso_2: '',
      });
    case 'AddressCleanse':
      return success({
        query: stringField(request.body, 'query'),
        match: null,
        count: 0,
        fit: 0,
        confidence: 0,
        organisation_match: 'NO_MATCH',
        premise_match: 'NO_MATCH',
        thoroughfare_match: 'NO_MATCH',
        locality_match: 'NO_MATCH',
        post_town_match: 'NO_MATCH',
        postcode_match: 'NO_MATCH',
      });
    case 'EmailValidation':
      return success(emailAnswer('unknown'));
    case 'PhoneNumberValidation':
      return success({...phoneNotValid});
    default:
      return null;
  }
}
