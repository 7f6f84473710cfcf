/**
 * The UK test inputs: the test postcodes `ID1 1QD`, `ID1 KFA`, `ID1 CLIP`,
 * `ID1 CHOP`, the UDPRN / UMPRN values `0`, `-1`, `-2`, `-3`, and the two
 * test records they answer with (a house and a Multiple Residence flat).
 */
import type {TestAddress} from '../search';
import type {TestCase} from '../types';
import {gbrRecord} from '../dataset/gbr-record';
import {errorBodies} from './errors';
import {apiKey, success} from './shared';

const ukTestAddress = gbrRecord({
  id: 'paf_0',
  dataset: 'paf',
  line_1: '2 Quayside Walk',
  premise: '2',
  post_town: 'LONDON',
  postcode: 'ID1 1QD',
  county: 'London',
  postal_county: 'London',
  traditional_county: 'Greater London',
  district: '',
  ward: '',
  thoroughfare: 'Quayside Walk',
  building_number: '2',
  delivery_point_suffix: '1A',
  udprn: 0,
  uprn: '',
  longitude: -0.02011,
  latitude: 51.50552,
  eastings: 537512,
  northings: 180321,
});

const ukTestFlat = {
  ...ukTestAddress,
  id: 'mr_0',
  dataset: 'mr',
  line_1: 'Flat 4',
  line_2: '6 Quayside Walk',
  premise: 'Flat 4, 6',
  building_number: '6',
  sub_building_name: 'Flat 4',
  delivery_point_suffix: '1B',
  umprn: 0,
};

const ukSuggestions = [
  {
    id: 'paf_0',
    suggestion: '2 Quayside Walk, London, ID1 1QD',
    udprn: 0,
    urls: {udprn: '/v1/udprn/0'},
  },
  {
    id: 'mr_0',
    suggestion: 'Flat 4, 6 Quayside Walk, London, ID1 1QD',
    udprn: 0,
    umprn: 0,
    urls: {udprn: '/v1/udprn/0', umprn: '/v1/umprn/0'},
  },
];

/** The UK test records, as the sandbox's dataset holds them (found by their postcode). */
export const ukTestAddresses: readonly TestAddress[] = [ukTestAddress, ukTestFlat].map(
  (record, index): TestAddress => ({
    format: 'gbr',
    record,
    suggestion: ukSuggestions[index].suggestion,
    query: record.postcode,
    lat: record.latitude,
    lon: record.longitude,
  }),
);

/** What `GET /postcodes/ID1 1QD` answers: the test address, on one page. */
export const ukTestPostcodeAnswer = {
  code: 2000,
  message: 'Success',
  result: [ukTestAddress],
  page: 0,
  limit: 100,
  total: 1,
};

/** Postcodes, Find Address, Resolve Address, cleanse, Addresses, UDPRN and UMPRN on the UK test inputs. */
export const ukCases: readonly TestCase[] = [
  {
    id: 'postcodes-success',
    operationId: 'Postcodes',
    description: 'The test postcode `ID1 1QD` returns its test address for free.',
    request: {method: 'GET', path: '/postcodes/ID1 1QD', keys: apiKey},
    response: {status: 200, body: ukTestPostcodeAnswer},
  },
  {
    id: 'postcodes-not-found',
    operationId: 'Postcodes',
    description: 'The test postcode `ID1 KFA` is not found (`4040`) and has no suggestions.',
    request: {method: 'GET', path: '/postcodes/ID1 KFA', keys: apiKey},
    response: {status: 404, body: errorBodies.postcodeNotFound},
  },
  {
    id: 'postcodes-balance-depleted',
    operationId: 'Postcodes',
    description: 'The test postcode `ID1 CLIP` answers as if the key had no lookups left (`4020`).',
    request: {method: 'GET', path: '/postcodes/ID1 CLIP', keys: apiKey},
    response: {status: 402, body: errorBodies.balanceDepleted},
  },
  {
    id: 'postcodes-limit-reached',
    operationId: 'Postcodes',
    description:
      'The test postcode `ID1 CHOP` answers as if a lookup limit had been reached (`4021`).',
    request: {method: 'GET', path: '/postcodes/ID1 CHOP', keys: apiKey},
    response: {status: 402, body: errorBodies.limitReached},
  },
  {
    id: 'find-address-uk-success',
    operationId: 'FindAddress',
    description: 'The query `ID1 1QD` suggests the two test addresses of the test postcode.',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      keys: apiKey,
    },
    response: {status: 200, body: success({hits: ukSuggestions})},
  },
  {
    id: 'find-address-uk-empty',
    operationId: 'FindAddress',
    description: 'The query `ID1 KFA` finds nothing: an empty `hits` list with code `2000`.',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 KFA'},
      keys: apiKey,
    },
    response: {status: 200, body: success({hits: []})},
  },
  {
    id: 'find-address-balance-depleted',
    operationId: 'FindAddress',
    description: 'The query `ID1 CLIP` answers as if the key had no lookups left (`4020`).',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 CLIP'},
      keys: apiKey,
    },
    response: {status: 402, body: errorBodies.balanceDepleted},
  },
  {
    id: 'find-address-limit-reached',
    operationId: 'FindAddress',
    description: 'The query `ID1 CHOP` answers as if a lookup limit had been reached (`4021`).',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 CHOP'},
      keys: apiKey,
    },
    response: {status: 402, body: errorBodies.limitReached},
  },
  {
    id: 'resolve-address-uk-success',
    operationId: 'ResolveAddress',
    description: 'Resolving the test suggestion `paf_0` returns the test address in the UK format.',
    request: {method: 'GET', path: '/autocomplete/addresses/paf_0/gbr', keys: apiKey},
    response: {status: 200, body: success(ukTestAddress)},
  },
  {
    id: 'resolve-address-uk-flat',
    operationId: 'ResolveAddress',
    description:
      'Resolving the test suggestion `mr_0` returns the test Multiple Residence flat in the UK format.',
    request: {method: 'GET', path: '/autocomplete/addresses/mr_0/gbr', keys: apiKey},
    response: {status: 200, body: success(ukTestFlat)},
  },
  {
    id: 'cleanse-address-uk-success',
    operationId: 'AddressCleanse',
    description:
      'Cleansing `2 Quayside Walk, London, ID1 1QD` matches the test address, every part in full.',
    request: {
      method: 'POST',
      path: '/cleanse/addresses',
      keys: apiKey,
      body: {query: '2 Quayside Walk, London, ID1 1QD'},
    },
    response: {
      status: 200,
      body: success({
        query: '2 Quayside Walk, London, ID1 1QD',
        match: ukTestAddress,
        count: 1,
        fit: 1,
        confidence: 1,
        organisation_match: 'NA',
        premise_match: 'FULL',
        thoroughfare_match: 'FULL',
        locality_match: 'NA',
        post_town_match: 'FULL',
        postcode_match: 'FULL',
      }),
    },
  },
  {
    id: 'addresses-success',
    operationId: 'Addresses',
    description: 'Searching addresses for `ID1 1QD` returns the test address in `result.hits`.',
    request: {method: 'GET', path: '/addresses', query: {query: 'ID1 1QD'}, keys: apiKey},
    response: {
      status: 200,
      body: success({hits: [ukTestAddress], total: 1, limit: 10, page: 0}),
    },
  },
  {
    id: 'addresses-empty',
    operationId: 'Addresses',
    description: 'Searching addresses for `ID1 KFA` returns an empty `result.hits` list, for free.',
    request: {method: 'GET', path: '/addresses', query: {query: 'ID1 KFA'}, keys: apiKey},
    response: {status: 200, body: success({hits: [], total: 0, limit: 10, page: 0})},
  },
  {
    id: 'addresses-balance-depleted',
    operationId: 'Addresses',
    description:
      'Searching addresses for `ID1 CLIP` answers as if the key had no lookups left (`4020`).',
    request: {method: 'GET', path: '/addresses', query: {query: 'ID1 CLIP'}, keys: apiKey},
    response: {status: 402, body: errorBodies.balanceDepleted},
  },
  {
    id: 'addresses-limit-reached',
    operationId: 'Addresses',
    description:
      'Searching addresses for `ID1 CHOP` answers as if a lookup limit had been reached (`4021`).',
    request: {method: 'GET', path: '/addresses', query: {query: 'ID1 CHOP'}, keys: apiKey},
    response: {status: 402, body: errorBodies.limitReached},
  },
  ...(['udprn', 'umprn'] as const).flatMap((kind): TestCase[] => {
    const operationId = kind.toUpperCase();
    const label = kind.toUpperCase();
    return [
      {
        id: `${kind}-success`,
        operationId,
        description:
          kind === 'udprn'
            ? 'UDPRN `0` returns the test address.'
            : 'UMPRN `0` returns the test Multiple Residence flat.',
        request: {method: 'GET', path: `/${kind}/0`, keys: apiKey},
        response: {status: 200, body: success(kind === 'udprn' ? ukTestAddress : ukTestFlat)},
      },
      {
        id: `${kind}-not-found`,
        operationId,
        description: `${label} \`-1\` is not found (\`${kind === 'udprn' ? 4044 : 4046}\`).`,
        request: {method: 'GET', path: `/${kind}/-1`, keys: apiKey},
        response: {
          status: 404,
          body: kind === 'udprn' ? errorBodies.udprnNotFound : errorBodies.umprnNotFound,
        },
      },
      {
        id: `${kind}-balance-depleted`,
        operationId,
        description: `${label} \`-2\` answers as if the key had no lookups left (\`4020\`).`,
        request: {method: 'GET', path: `/${kind}/-2`, keys: apiKey},
        response: {status: 402, body: errorBodies.balanceDepleted},
      },
      {
        id: `${kind}-limit-reached`,
        operationId,
        description: `${label} \`-3\` answers as if a lookup limit had been reached (\`4021\`).`,
        request: {method: 'GET', path: `/${kind}/-3`, keys: apiKey},
        response: {status: 402, body: errorBodies.limitReached},
      },
    ];
  }),
];
