/**
 * The sublicensing test key at work: `ak_sublicensing` needs its licensee
 * `sl_test_bakery` on every lookup of Royal Mail data, the licensee's allowed
 * URLs apply to the pages it is used from, and another key cannot use it.
 * Test inputs go through these checks like any request.
 */
import type {TestCase} from '../types';
import {testKeys} from '../test-keys';
import {errorBodies} from './errors';
import {apiKey} from './shared';
import {ukTestPostcodeAnswer} from './uk';

const sublicensingKey = {api_key: testKeys.sublicensing};
const licensee = 'sl_test_bakery';

/** Lookups with the sublicensing key and its licensee. */
export const sublicensingCases: readonly TestCase[] = [
  {
    id: 'postcodes-licensee-required',
    operationId: 'Postcodes',
    description: `The sublicensing key \`${testKeys.sublicensing}\` looks up Royal Mail data only for a licensee: without \`licensee\` it is refused (\`4013\`).`,
    request: {method: 'GET', path: '/postcodes/ID1 1QD', keys: sublicensingKey},
    response: {status: 401, body: errorBodies.licenseeRequired},
  },
  {
    id: 'postcodes-licensee',
    operationId: 'Postcodes',
    description: `With \`licensee=${licensee}\` the sublicensing key looks up the test postcode \`ID1 1QD\`.`,
    request: {
      method: 'GET',
      path: '/postcodes/ID1 1QD',
      query: {licensee},
      keys: sublicensingKey,
    },
    response: {status: 200, body: ukTestPostcodeAnswer},
  },
  {
    id: 'postcodes-licensee-url-not-allowed',
    operationId: 'Postcodes',
    description: `A lookup for \`${licensee}\` from a page outside its allowed URLs (\`https://harbourstreetbakery.example\`) is refused (\`4011\`).`,
    request: {
      method: 'GET',
      path: '/postcodes/ID1 1QD',
      query: {licensee},
      keys: sublicensingKey,
      headers: {origin: 'https://elsewhere.example'},
    },
    response: {status: 401, body: errorBodies.urlNotAllowed},
  },
  {
    id: 'postcodes-licensee-mismatch',
    operationId: 'Postcodes',
    description: `\`${licensee}\` belongs to \`${testKeys.sublicensing}\`, so \`${testKeys.usable}\` cannot send it (\`4014\`).`,
    request: {method: 'GET', path: '/postcodes/ID1 1QD', query: {licensee}, keys: apiKey},
    response: {status: 401, body: errorBodies.licenseeMismatch},
  },
];
