/**
 * The error bodies of the catalogue and the engine, worded as in the spec's
 * error catalogue, and the cases of requests that fail before any lookup: a
 * schema error, a body that is not JSON, an upstream timeout, a path outside
 * the API.
 */
import type {TestCase} from '../types';
import {apiKey, UNKNOWN_ROUTE} from './shared';

/** Error bodies, worded as in the spec's error catalogue; the engine reuses them for generic answers. */
export const errorBodies = {
  schema: (path: string, message: string) => ({
    code: 4000,
    message: 'Request failed schema validation.',
    errors: [{path, message}],
  }),
  invalidEnd: {code: 4005, message: 'Invalid end time. Send milliseconds since the UNIX epoch.'},
  invalidStart: {
    code: 4006,
    message: 'Invalid start time. Send milliseconds since the UNIX epoch.',
  },
  startAfterEnd: {code: 4007, message: 'The start time must come before the end time.'},
  rangeTooLong: {code: 4008, message: 'The time range may not exceed 90 days.'},
  tooManyUsageTags: {code: 4009, message: 'Usage can be filtered by at most 3 tags.'},
  invalidKey: {
    code: 4010,
    message: 'Invalid Key. Please check that you have entered your API key correctly.',
  },
  urlNotAllowed: {
    code: 4011,
    message: "This request came from a URL that is not on the key's allowed URLs.",
  },
  invalidUserToken: {code: 4011, message: 'Forbidden. Send a valid management key (user_token).'},
  licenseeRequired: {
    code: 4013,
    message: 'This sublicensing key needs a licensee. Add the licensee parameter.',
  },
  sublicensingKeyRequired: {
    code: 4013,
    message: 'Licensees can only be managed on a sublicensing key.',
  },
  licenseeMismatch: {code: 4014, message: 'This licensee belongs to a different key.'},
  invalidContext: {
    code: 4016,
    message: 'The context is not a supported country for this operation.',
  },
  balanceDepleted: {
    code: 4020,
    message: 'Your key has no lookups remaining. Top up your balance to continue.',
  },
  limitReached: {
    code: 4021,
    message: 'A lookup limit on this key has been reached. Limits reset at midnight.',
  },
  noRoute: {code: 404, message: 'Not found. Check the method and the path of the request.'},
  postcodeNotFound: {code: 4040, message: 'Postcode not found', suggestions: []},
  keyNotFound: {code: 4042, message: 'Key not found.'},
  udprnNotFound: {code: 4044, message: 'UDPRN not found.'},
  licenseeNotFound: {code: 4045, message: 'Licensee not found.'},
  umprnNotFound: {code: 4046, message: 'UMPRN not found.'},
  configNotFound: {code: 4047, message: 'Config not found.'},
  addressNotFound: {
    code: 4048,
    message: 'Address not found. Suggestion identifiers can expire; search again.',
  },
  methodNotAllowed: {code: 405, message: 'Method not allowed. The Allow header lists the methods.'},
  storageLimit: {
    code: 40019,
    message:
      'A storage limit was reached: too many licensees or configs, a value too long, or settings too large.',
  },
  emailTooLong: {code: 40017, message: 'Email addresses are at most 320 characters long.'},
  nestedTooDeeply: {
    code: 4000,
    message: 'Request body could not be parsed as JSON: it is nested more than 32 levels deep.',
  },
  unsupportedMediaType: {
    code: 4150,
    message: 'Send the request body as JSON with Content-Type application/json.',
  },
  upstreamTimeout: {
    code: 4290,
    message: 'The request took too long to process. Try again later.',
  },
} as const;

/** Requests that fail before any lookup. */
export const errorCases: readonly TestCase[] = [
  {
    id: 'find-address-missing-query',
    operationId: 'FindAddress',
    description: 'A search without the required `query` fails schema validation (`4000`).',
    request: {method: 'GET', path: '/autocomplete/addresses', keys: apiKey},
    response: {
      status: 400,
      body: errorBodies.schema('query.query', "must have required property 'query'"),
    },
  },
  {
    id: 'find-address-bad-limit',
    operationId: 'FindAddress',
    description: 'A `limit` above 100 fails schema validation (`4000`).',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD', limit: '500'},
      keys: apiKey,
    },
    response: {status: 400, body: errorBodies.schema('query.limit', 'must be <= 100')},
  },
  {
    id: 'verify-address-not-json',
    operationId: 'AddressVerify',
    description: 'A verification body sent as plain text instead of JSON is refused (`4150`).',
    request: {
      method: 'POST',
      path: '/verify/addresses',
      keys: apiKey,
      headers: {'content-type': 'text/plain'},
      body: '2417 Maple Ridge Dr, Columbus, OH 43221',
    },
    response: {status: 415, body: errorBodies.unsupportedMediaType},
  },
  {
    id: 'verify-address-upstream-timeout',
    operationId: 'AddressVerify',
    description:
      'Verifying `test timeout` answers as if the verification service timed out (`4290`).',
    request: {
      method: 'POST',
      path: '/verify/addresses',
      keys: apiKey,
      body: {query: 'test timeout'},
    },
    response: {status: 429, body: errorBodies.upstreamTimeout},
  },
  {
    id: 'unknown-route',
    operationId: UNKNOWN_ROUTE,
    description: 'A path that is not part of the API answers a plain `404`.',
    request: {method: 'GET', path: '/postcode/ID1 1QD', keys: apiKey},
    response: {status: 404, body: errorBodies.noRoute},
  },
];
