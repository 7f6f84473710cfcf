/**
 * The test keys at work: the availability check of each, a lookup with the
 * unknown and the failing key, and what the management key reads and
 * changes on `ak_test` (its details, usage and usage log).
 */
import type {CaseRequest, TestCase} from '../types';
import {testKeys} from '../test-keys';
import {initialAccount, initialKeyDetails, logsCsv, usageOf} from './account';
import {errorBodies} from './errors';
import {managementKey, success} from './shared';

const keyContexts = [
  {iso_3: 'USA', iso_2: 'US', description: 'United States', emoji: '🇺🇸', rgeo: false},
  {iso_3: 'GBR', iso_2: 'GB', description: 'United Kingdom', emoji: '🇬🇧', rgeo: true},
];

const usage = (start: string, end: string, tags?: string): CaseRequest => ({
  method: 'GET',
  path: `/keys/${testKeys.usable}/usage`,
  query: {start, end, ...(tags ? {tags} : {})},
  keys: managementKey,
});

/** The paid lookups of `ak_test`: usage and logs are computed from them. */
const usableLog = initialAccount[testKeys.usable].log;

/** 1 and 2 March 2026, in milliseconds: the window of the usage and logs cases. */
const twoDays = {
  start: Date.parse('2026-03-01T00:00:00.000Z'),
  end: Date.parse('2026-03-03T00:00:00.000Z'),
};

/** A key that is available, for the test key's countries. */
const available = {
  status: 200,
  body: success({available: true, contexts: keyContexts, context: 'USA'}),
};

/** The test keys, key details, usage and usage log. */
export const keyCases: readonly TestCase[] = [
  {
    id: 'key-available',
    operationId: 'KeyAvailability',
    description: `The test key \`${testKeys.usable}\` is available and can search the US and the UK.`,
    request: {method: 'GET', path: `/keys/${testKeys.usable}`},
    response: available,
  },
  {
    id: 'key-unavailable',
    operationId: 'KeyAvailability',
    description: `The test key \`${testKeys.failing}\` exists but fails the availability check; its lookups answer \`402\` / \`4020\`.`,
    request: {method: 'GET', path: `/keys/${testKeys.failing}`},
    response: {status: 200, body: success({available: false, contexts: [], context: ''})},
  },
  {
    id: 'key-not-found',
    operationId: 'KeyAvailability',
    description: `The key \`${testKeys.unknown}\` does not exist, so its availability check is not found (\`4042\`).`,
    request: {method: 'GET', path: `/keys/${testKeys.unknown}`},
    response: {status: 404, body: errorBodies.keyNotFound},
  },
  {
    id: 'key-sublicensing-no-licensee',
    operationId: 'KeyAvailability',
    description: `The sublicensing test key \`${testKeys.sublicensing}\` is unavailable without a \`licensee\`.`,
    request: {method: 'GET', path: `/keys/${testKeys.sublicensing}`},
    response: {
      status: 200,
      body: success({available: false, contexts: keyContexts, context: 'USA'}),
    },
  },
  {
    id: 'key-sublicensing-available',
    operationId: 'KeyAvailability',
    description: `The sublicensing test key \`${testKeys.sublicensing}\` is available for its licensee \`sl_test_bakery\`.`,
    request: {
      method: 'GET',
      path: `/keys/${testKeys.sublicensing}`,
      query: {licensee: 'sl_test_bakery'},
    },
    response: available,
  },
  {
    id: 'find-address-invalid-key',
    operationId: 'FindAddress',
    description: `A search with the unknown key \`${testKeys.unknown}\` is refused as an invalid key (\`4010\`).`,
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      keys: {api_key: testKeys.unknown},
    },
    response: {status: 401, body: errorBodies.invalidKey},
  },
  {
    id: 'find-address-unavailable-key',
    operationId: 'FindAddress',
    description: `A search with the failing key \`${testKeys.failing}\` answers as if the key had no lookups left (\`4020\`).`,
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      keys: {api_key: testKeys.failing},
    },
    response: {status: 402, body: errorBodies.balanceDepleted},
  },
  {
    id: 'key-details',
    operationId: 'KeyDetails',
    description: `The management key \`${testKeys.managementToken}\` reads the settings and balance of \`${testKeys.usable}\`.`,
    request: {method: 'GET', path: `/keys/${testKeys.usable}/details`, keys: managementKey},
    response: {status: 200, body: success(initialKeyDetails)},
  },
  {
    id: 'key-details-invalid-token',
    operationId: 'KeyDetails',
    description: `The unknown management key \`${testKeys.unknownManagementToken}\` is refused (\`4011\`).`,
    request: {
      method: 'GET',
      path: `/keys/${testKeys.usable}/details`,
      keys: {user_token: testKeys.unknownManagementToken},
    },
    response: {status: 401, body: errorBodies.invalidUserToken},
  },
  {
    id: 'update-key-details',
    operationId: 'UpdateKeyDetails',
    description: `Raising the daily limit of \`${testKeys.usable}\` to 2,000 returns the updated settings.`,
    request: {
      method: 'PUT',
      path: `/keys/${testKeys.usable}/details`,
      keys: managementKey,
      body: {daily_limit: {limit: 2000}},
    },
    response: {
      status: 200,
      body: success({
        ...initialKeyDetails,
        daily_limit: {...(initialKeyDetails.daily_limit as object), limit: 2000},
      }),
    },
  },
  {
    id: 'key-usage',
    operationId: 'KeyUsage',
    description: `Usage of \`${testKeys.usable}\` for 1 and 2 March 2026 lists the paid lookups of each day; test lookups are free and never counted.`,
    request: usage(String(twoDays.start), String(twoDays.end)),
    response: {status: 200, body: success(usageOf(usableLog, twoDays))},
  },
  {
    id: 'key-usage-tagged',
    operationId: 'KeyUsage',
    description: `Usage of \`${testKeys.usable}\` for 1 and 2 March 2026 counts only the lookups tagged \`checkout\` with \`tags=checkout\`.`,
    request: usage(String(twoDays.start), String(twoDays.end), 'checkout'),
    response: {status: 200, body: success(usageOf(usableLog, {...twoDays, tags: ['checkout']}))},
  },
  {
    id: 'key-usage-too-many-tags',
    operationId: 'KeyUsage',
    description: 'Usage filtered by four tags is refused: at most 3 (`4009`).',
    request: usage(String(twoDays.start), String(twoDays.end), 'checkout,web,mobile,app'),
    response: {status: 400, body: errorBodies.tooManyUsageTags},
  },
  {
    id: 'key-usage-invalid-end',
    operationId: 'KeyUsage',
    description: 'An `end` sent as a date instead of milliseconds is refused (`4005`).',
    request: usage('1772323200000', '2026-03-03'),
    response: {status: 400, body: errorBodies.invalidEnd},
  },
  {
    id: 'key-usage-invalid-start',
    operationId: 'KeyUsage',
    description: 'A `start` that is not a number of milliseconds is refused (`4006`).',
    request: usage('yesterday', '1772496000000'),
    response: {status: 400, body: errorBodies.invalidStart},
  },
  {
    id: 'key-usage-start-after-end',
    operationId: 'KeyUsage',
    description: 'A `start` later than `end` is refused (`4007`).',
    request: usage('1772496000000', '1772323200000'),
    response: {status: 400, body: errorBodies.startAfterEnd},
  },
  {
    id: 'key-usage-range-too-long',
    operationId: 'KeyUsage',
    description: 'A window from 1 December 2025 to 3 March 2026 exceeds 90 days (`4008`).',
    request: usage('1764547200000', '1772496000000'),
    response: {status: 400, body: errorBodies.rangeTooLong},
  },
  {
    id: 'key-logs',
    operationId: 'KeyLogs',
    description: `The usage log of \`${testKeys.usable}\` for 1 and 2 March 2026 downloads as CSV, one line per paid lookup.`,
    request: {
      method: 'GET',
      path: `/keys/${testKeys.usable}/lookups`,
      query: {start: String(twoDays.start), end: String(twoDays.end)},
      keys: managementKey,
    },
    response: {status: 200, body: logsCsv(usableLog, [], twoDays)},
  },
];
