/**
 * Property test (issue 28): 10,000 generated hostile requests to one sandbox
 * engine never throw, never answer 5xx, and leave its write state within its
 * caps. The requests mix real routes and credentials (so writes succeed and
 * the state grows towards its caps) with prototype names, bad encodings,
 * unknown methods, deep and huge bodies and values of every type.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {createSandbox} from '../../lib/sandbox';
import {MAX_BODY_DEPTH, STATE_LIMITS} from '../../lib/sandbox/engine';
import type {SandboxRequest} from '../../lib/sandbox/types';

const RUNS = 10_000;

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

const hostileText = fc.oneof(
  fc.string(),
  fc.string({unit: 'binary', maxLength: 40}),
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom('%', '%E0%A4%A', '%zz', '..', '/', '\u0000', '\u2028', '<script>', "'; --"),
  fc.constantFrom('ak_test', 'ak_fails', 'ak_unknown', 'sl_test_bakery', 'woocommerce', 'paf_0'),
  fc.nat({max: 9999}).map(String),
  fc.integer({min: 1, max: 70_000}).map((n) => 'x'.repeat(n)),
);

const segment = fc.oneof(hostileText, hostileText.map(encodeURIComponent));

/** Paths of the API's routes with hostile segments, and paths made of anything. */
const path = fc.oneof(
  fc.constantFrom(
    '/autocomplete/addresses',
    '/addresses',
    '/places',
    '/emails',
    '/phone_numbers',
    '/verify/addresses',
    '/cleanse/addresses',
    '/keys/ak_sublicensing/licensees',
    '/keys/ak_test/configs',
    '/keys/ak_test/details',
    '/keys/ak_test/usage',
    '/keys/ak_test/lookups',
  ),
  fc
    .tuple(
      fc.constantFrom(
        '/postcodes/',
        '/udprn/',
        '/umprn/',
        '/places/',
        '/keys/',
        '/keys/ak_sublicensing/licensees/',
        '/keys/ak_test/configs/',
        '/autocomplete/addresses/',
      ),
      segment,
      fc.constantFrom('', '/usa', '/gbr', '/details', '/x/y'),
    )
    .map(([start, middle, end]) => start + middle + end),
  fc.array(segment, {maxLength: 6}).map((parts) => `/${parts.join('/')}`),
);

const queryString = fc
  .array(fc.tuple(hostileText, hostileText), {maxLength: 6})
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
  .chain((pairs) =>
    fc.constantFrom(pairs.join('&'), `${pairs.join('&')}&%zz=1`, `${pairs.join('&')}&a=%E0%A4%A`),
  );

const searchParameter = fc.constantFrom(
  'query',
  'q',
  'context',
  'limit',
  'dataset',
  'state',
  'state_code',
  'city',
  'postal_code',
  'postal_code_2',
  'is_pobox',
  'set',
  'postcode',
  'postcode_area',
  'box',
  'uprn',
  'bias_lonlat',
  'bias_ip',
  'bias_state_code',
  'bias_thoroughfare',
  'country_iso',
  'start',
  'end',
  'page',
  'starting_after',
);

const query = fc.dictionary(
  fc.oneof(searchParameter, fc.constantFrom(...PROTOTYPE_NAMES), hostileText),
  fc.oneof(hostileText, fc.array(hostileText, {maxLength: 3})),
  {maxKeys: 8},
);

const headers = fc.record(
  {
    authorization: fc.constantFrom(
      'api_key="ak_test"',
      'user_token="uk_test"',
      'api_key="ak_test", user_token="uk_test"',
      'api_key="ak_fails"',
      'Bearer ak_test',
      'api_key="',
      '',
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/vnd.api+json',
      '',
    ),
    constructor: hostileText,
    __proto__: hostileText,
  },
  {requiredKeys: []},
);

/** A JSON text nested `depth` levels, around the cap and far past it. */
const deepText = fc
  .integer({min: MAX_BODY_DEPTH - 2, max: 6000})
  .map((depth) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`);

/** Bodies shaped like the write operations', with hostile values, so that writes succeed. */
const writeBody = fc.record(
  {
    name: hostileText,
    address: hostileText,
    postcode: hostileText,
    payload: hostileText,
    whitelist: fc.array(hostileText, {maxLength: 11}),
    daily: fc.record({limit: fc.oneof(fc.nat(), fc.constant(null), hostileText)}),
    daily_limit: fc.record({limit: fc.oneof(fc.nat(), fc.constant(null))}),
    allowed_urls: fc.array(hostileText, {maxLength: 11}),
    notifications: fc.record({emails: fc.array(hostileText, {maxLength: 3})}, {requiredKeys: []}),
    datasets: fc.dictionary(hostileText, fc.boolean(), {maxKeys: 5}),
    query: hostileText,
    __proto__: fc.record({polluted: fc.boolean()}),
  },
  {requiredKeys: []},
);

const body = fc.oneof(
  fc.constant(undefined),
  writeBody,
  writeBody.map((value) => JSON.stringify(value)),
  fc.jsonValue({maxDepth: 6}),
  deepText,
  hostileText,
);

/** Writes that mostly pass validation, so that the state grows towards (and against) its caps. */
const management = {authorization: 'user_token="uk_test"', 'content-type': 'application/json'};
const text = (max: number) => fc.string({minLength: 1, maxLength: max});
const configName = fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/);
const plausibleWrite: fc.Arbitrary<SandboxRequest> = fc.oneof(
  fc
    .record({
      name: text(200),
      address: text(500),
      postcode: fc.oneof(
        text(10),
        fc.integer({min: 4000, max: 9000}).map((n) => 'Q'.repeat(n)),
      ),
      whitelist: fc.array(text(60), {maxLength: 10}),
    })
    .map((value) => ({
      method: 'POST',
      path: '/keys/ak_sublicensing/licensees',
      headers: management,
      body: value,
    })),
  fc.record({name: configName, payload: fc.string({maxLength: 4096})}).map((value) => ({
    method: 'POST',
    path: '/keys/ak_test/configs',
    headers: management,
    body: JSON.stringify(value),
  })),
  fc
    .record(
      {
        name: text(100),
        allowed_urls: fc.array(text(2048), {maxLength: 10}),
        datasets: fc.dictionary(text(4200), fc.boolean(), {maxKeys: 40}),
        redact_days: fc.nat({max: 400}),
      },
      {requiredKeys: []},
    )
    .filter((value) => Object.keys(value).length > 0)
    .map((value) => ({
      method: 'PUT',
      path: '/keys/ak_test/details',
      headers: management,
      body: value,
    })),
  fc
    .tuple(fc.constantFrom('licensees/sl_test_4121', 'configs/woocommerce'), configName)
    .map(([target, name]) => ({
      method: target.startsWith('configs') ? 'POST' : 'PUT',
      path: `/keys/ak_test/${target}`,
      headers: management,
      body: target.startsWith('configs') ? {payload: name} : {name},
    })),
);

const hostileRequest: fc.Arbitrary<SandboxRequest> = fc.record({
  method: fc.oneof(
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD', 'TRACE', 'get'),
    hostileText,
  ),
  path: fc
    .tuple(fc.constantFrom('', '/v1', '//v1//'), path, fc.option(queryString, {nil: undefined}))
    .map(
      ([prefix, route, search]) => `${prefix}${route}${search === undefined ? '' : `?${search}`}`,
    ),
  query,
  headers,
  body,
});

const request = fc.oneof(
  {arbitrary: hostileRequest, weight: 3},
  {arbitrary: plausibleWrite, weight: 2},
);

describe('sandbox engine under generated hostile requests', () => {
  it(`answers ${RUNS.toLocaleString('en')} of them without throwing, without a 5xx, within its caps`, () => {
    const sandbox = createSandbox();
    let writes = 0;
    fc.assert(
      fc.property(request, (generated) => {
        const response = sandbox.handle(generated);
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        if (
          response.status === 200 &&
          ['POST', 'PUT', 'DELETE'].includes(String(generated.method).toUpperCase())
        ) {
          writes += 1;
        }
        const usage = sandbox.usage();
        expect(usage.licensees).toBeLessThanOrEqual(STATE_LIMITS.licensees);
        expect(usage.configs).toBeLessThanOrEqual(STATE_LIMITS.configs);
        expect(usage.size).toBeLessThanOrEqual(STATE_LIMITS.totalSize);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      {numRuns: RUNS},
    );
    console.log(
      `[property] ${RUNS} hostile requests, ${writes} successful writes`,
      sandbox.usage(),
    );
    // The run reached the write paths, not only the error paths.
    expect(writes).toBeGreaterThan(50);
  }, 600_000);
});
