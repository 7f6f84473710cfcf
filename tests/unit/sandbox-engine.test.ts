/**
 * The sandbox engine (lib/sandbox/engine/ through createSandbox): answers
 * every catalogue case exactly, validates like the API, keeps write state per
 * instance and never throws.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import {cases, createSandbox, getSandbox, initialKeyDetails, specVersion} from '../../lib/sandbox';
import {MAX_BODY_DEPTH, STATE_LIMITS} from '../../lib/sandbox/engine';
import type {Sandbox, SandboxRequest} from '../../lib/sandbox/types';
import {isEmail} from '../../lib/sandbox/validate';

type Json = Record<string, unknown>;

const key = {authorization: 'api_key="ak_test"'};
const management = {authorization: 'user_token="uk_test"'};

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox();
});

const send = (request: SandboxRequest) => sandbox.handle(request);
const code = (request: SandboxRequest) => (send(request).body as Json).code;

describe('sandbox engine: catalogue cases', () => {
  it('answers every catalogue case with its exact status and body, and names the case', () => {
    for (const testCase of cases) {
      sandbox.reset();
      const response = send(testCase.request);
      expect(response.status, testCase.id).toBe(testCase.response.status);
      expect(response.body, testCase.id).toEqual(testCase.response.body);
      expect(response.matchedCase?.id, testCase.id).toBe(testCase.id);
    }
  });

  it('matches a case whatever the spelling of the path, the key transport and extra parameters', () => {
    const viaQuery = send({
      method: 'get',
      path: '/v1/postcodes/id1%201qd',
      query: {api_key: 'ak_test', page: '0'},
    });
    expect(viaQuery.matchedCase?.id).toBe('postcodes-success');
    const packed = send({method: 'GET', path: '/postcodes/ID11QD', headers: key});
    expect(packed.matchedCase?.id).toBe('postcodes-success');
    const withQueryString = send({
      method: 'GET',
      path: '/v1/autocomplete/addresses?query=TEST%20vacant&context=USA',
      headers: {Authorization: 'api_key="ak_test"'},
    });
    expect(withQueryString.matchedCase?.id).toBe('find-address-us-vacant');
  });

  it('prefers the most specific case and still validates extra parameters of a success case', () => {
    const bad = send({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD', limit: '500'},
      headers: key,
    });
    expect(bad.matchedCase?.id).toBe('find-address-bad-limit');
    const wrongType = send({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD', limit: 'ten'},
      headers: key,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({
      code: 4000,
      message: 'Request failed schema validation.',
      errors: [{path: 'query.limit', message: 'must be integer'}],
    });
  });

  it('does not answer a search with the missing-query case when a query is sent', () => {
    const response = send({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'parkway'},
      headers: key,
    });
    expect(response.status).toBe(200);
    expect(response.matchedCase).toBeUndefined();
    expect((response.body as Json).code).toBe(2000);
  });
});

describe('sandbox engine: routing, keys and validation', () => {
  it('answers a plain 404 in the error envelope for an unknown route', () => {
    for (const request of [
      {method: 'GET', path: '/nowhere', headers: key},
      {method: 'BREW', path: '/nowhere/at/all'},
    ]) {
      const response = send(request);
      expect(response.status).toBe(404);
      expect((response.body as Json).code).toBe(404);
      expect(typeof (response.body as Json).message).toBe('string');
    }
  });

  it('answers 405 with Allow to a method the path does not have (404 before)', () => {
    for (const request of [
      {method: 'DELETE', path: '/postcodes/SW1A 2AA', headers: key},
      {method: 'BREW', path: '/postcodes/SW1A 2AA'},
      {method: 'PATCH', path: '/keys/ak_test/configs/woocommerce'},
    ]) {
      const response = send(request);
      expect(response.status, request.method).toBe(405);
      expect((response.body as Json).code).toBe(405);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(send({method: 'DELETE', path: '/postcodes/SW1A 2AA'}).headers.allow).toBe(
      'GET, OPTIONS',
    );
    expect(send({method: 'PATCH', path: '/keys/ak_test/configs/woocommerce'}).headers.allow).toBe(
      'GET, POST, DELETE, OPTIONS',
    );
    const options = send({method: 'OPTIONS', path: '/keys/ak_sublicensing/licensees'});
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, POST, OPTIONS');
  });

  it('refuses a lookup without a key, with an unknown key or with a Bearer token (4010)', () => {
    expect(code({method: 'GET', path: '/postcodes/SW1A 2AA'})).toBe(4010);
    expect(code({method: 'GET', path: '/postcodes/SW1A 2AA', query: {api_key: 'ak_nope'}})).toBe(
      4010,
    );
    expect(
      code({
        method: 'GET',
        path: '/postcodes/SW1A 2AA',
        headers: {authorization: 'Bearer ak_test'},
      }),
    ).toBe(4010);
    expect(send({method: 'GET', path: '/postcodes/SW1A 2AA'}).status).toBe(401);
  });

  it('needs the management key on management operations (4011) and knows only ak_test (4042)', () => {
    expect(code({method: 'GET', path: '/keys/ak_test/details', headers: key})).toBe(4011);
    expect(
      code({method: 'GET', path: '/keys/ak_test/details', query: {user_token: 'uk_test'}}),
    ).toBe(2000);
    expect(code({method: 'GET', path: '/keys/ak_other/details', headers: management})).toBe(4042);
    expect(code({method: 'GET', path: '/keys/ak_other'})).toBe(4042);
  });

  it('answers a request with no case from the dataset, never from the spec examples', () => {
    const response = send({method: 'GET', path: '/postcodes/SW1A 2AA', headers: key});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const result = (response.body as Json).result as Json[];
    expect(result.map((record) => record.id)).toEqual(['paf_23747771']);
    // A postcode, UDPRN or UMPRN the dataset does not hold is not found.
    expect(send({method: 'GET', path: '/postcodes/QA9 9ZZ', headers: key}).status).toBe(404);
    expect(code({method: 'GET', path: '/postcodes/SW1A 2AB', headers: key})).toBe(4040);
    expect(
      (send({method: 'GET', path: '/postcodes/SW1A 2AB', headers: key}).body as Json).suggestions,
    ).toEqual(['SW1A 2AA']);
    expect(code({method: 'GET', path: '/udprn/12345', headers: key})).toBe(4044);
    expect(code({method: 'GET', path: '/umprn/12345', headers: key})).toBe(4046);
    // UDPRNs are at most 8 digits: a value beyond 2,000,000,000 is never found.
    expect(code({method: 'GET', path: '/udprn/2000000001', headers: key})).toBe(4044);
    expect(code({method: 'GET', path: '/udprn/99999999999999999999', headers: key})).toBe(4044);
    // Unknown inputs of verification and validation answer as unmatched or unknown.
    const verify = send({
      method: 'POST',
      path: '/verify/addresses',
      headers: key,
      body: {query: '1 Nowhere Road, Springfield, IL'},
    });
    expect(((verify.body as Json).result as Json).match).toBeNull();
    const email = send({
      method: 'GET',
      path: '/emails',
      query: {query: 'a@b.example'},
      headers: key,
    });
    expect(((email.body as Json).result as Json).result).toBe('unknown');
  });

  it('answers the UK test inputs on Postcodes and Addresses alike: ID1 CLIP 4020, ID1 CHOP 4021', () => {
    for (const [input, expected] of [
      ['ID1 CLIP', 4020],
      ['ID1 CHOP', 4021],
    ] as const) {
      expect(code({method: 'GET', path: `/postcodes/${input}`, headers: key}), input).toBe(
        expected,
      );
      expect(
        code({method: 'GET', path: '/addresses', query: {query: input}, headers: key}),
        input,
      ).toBe(expected);
    }
  });

  it('refuses a country an operation does not support with 4016, and more than 3 usage tags with 4009', () => {
    const verify = (context: string) =>
      code({
        method: 'POST',
        path: '/verify/addresses',
        query: {context},
        headers: key,
        body: {query: '1200 Pearl Street Suite 210, Boulder, CO 80302'},
      });
    expect(verify('FRA')).toBe(4016);
    expect(verify('US')).toBe(4016);
    expect(verify('usa')).toBe(2000);
    expect(
      code({method: 'GET', path: '/postcodes/SW1A 2AA', query: {context: 'XYZ'}, headers: key}),
    ).toBe(4016);
    const usage = (tags: string) =>
      code({method: 'GET', path: '/keys/ak_test/usage', query: {tags}, headers: management});
    expect(usage('a,b,c')).toBe(2000);
    expect(usage('a,b,c,d')).toBe(4009);
  });

  it('needs a licensee on a sublicensing key’s Royal Mail lookups, and applies its allowed URLs', () => {
    const sublicensing = {authorization: 'api_key="ak_sublicensing"'};
    const postcode = (query: Record<string, string>, headers: Record<string, string>) =>
      code({method: 'GET', path: '/postcodes/SW1A 2AA', query, headers});
    expect(postcode({}, sublicensing)).toBe(4013);
    expect(postcode({licensee: 'sl_test_bakery'}, sublicensing)).toBe(2000);
    expect(postcode({licensee: 'sl_test_unknown'}, sublicensing)).toBe(4014);
    expect(postcode({licensee: 'sl_test_bakery'}, key)).toBe(4014);
    // A server sends no Origin; a page must be on the licensee's allowed URLs.
    const from = (origin: string) =>
      postcode({licensee: 'sl_test_bakery'}, {...sublicensing, origin});
    expect(from('https://harbourstreetbakery.example')).toBe(2000);
    expect(from('https://elsewhere.example')).toBe(4011);
    // US data needs no licensee; UK suggestions do.
    const find = (context: string) =>
      code({
        method: 'GET',
        path: '/autocomplete/addresses',
        query: {query: 'pearl st', context},
        headers: sublicensing,
      });
    expect(find('USA')).toBe(2000);
    expect(find('GBR')).toBe(4013);
    // A test input goes through the same checks.
    expect(code({method: 'GET', path: '/postcodes/ID1 1QD', headers: sublicensing})).toBe(4013);
    // The key's own allowed URLs apply once it has some.
    send({
      method: 'PUT',
      path: '/keys/ak_test/details',
      headers: management,
      body: {allowed_urls: ['https://shop.example.com']},
    });
    expect(postcode({}, {...key, origin: 'https://shop.example.com'})).toBe(2000);
    expect(postcode({}, {...key, referer: 'https://other.example/page'})).toBe(4011);
    expect(postcode({}, key)).toBe(2000);
  });

  it('computes usage, logs and the consumed figures of key details from one lookup log', () => {
    const details = (
      send({method: 'GET', path: '/keys/ak_test/details', headers: management}).body as Json
    ).result as Json;
    const usage = (
      send({
        method: 'GET',
        path: '/keys/ak_test/usage',
        query: {start: String(Date.parse('2026-03-02T00:00:00Z'))},
        headers: management,
      }).body as Json
    ).result as Json;
    expect(usage.total).toBe((details.daily_limit as Json).consumed);
    const csv = send({method: 'GET', path: '/keys/ak_test/lookups', headers: management});
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split('\n');
    const purchases = details.current_purchases as Json[];
    expect(lines).toHaveLength(purchases[0].consumed as number);
    expect(details.lookups_remaining).toBe(
      (purchases[0].purchased as number) - (purchases[0].consumed as number),
    );
    // Test lookups are free: none is in the log.
    for (const line of lines) expect(line, line).not.toMatch(/,(ID1 |test |ak_)/);
  });

  it('reports a missing required parameter, a bad type, a bad enum and an out-of-range limit', () => {
    expect(send({method: 'GET', path: '/places', headers: key}).body).toEqual({
      code: 4000,
      message: 'Request failed schema validation.',
      errors: [{path: 'query.query', message: "must have required property 'query'"}],
    });
    expect(send({method: 'GET', path: '/udprn/abc', headers: key}).body).toEqual({
      code: 4000,
      message: 'Request failed schema validation.',
      errors: [{path: 'params.udprn', message: 'must be integer'}],
    });
    const badEnum = send({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'main st', set: 'everything'},
      headers: key,
    });
    expect((badEnum.body as Json).errors).toEqual([
      {path: 'query.set', message: 'must be equal to one of the allowed values'},
    ]);
    const zero = send({
      method: 'GET',
      path: '/addresses',
      query: {query: 'high street', limit: '0'},
      headers: key,
    });
    expect(zero.status).toBe(400);
    expect((zero.body as Json).errors).toEqual([{path: 'query.limit', message: 'must be >= 1'}]);
  });

  it('checks usage time windows with their own codes', () => {
    const usage = (query: Record<string, string>) =>
      code({method: 'GET', path: '/keys/ak_test/lookups', query, headers: management});
    expect(usage({start: 'monday'})).toBe(4006);
    expect(usage({end: '2026-01-01'})).toBe(4005);
    expect(usage({start: '2000', end: '1000'})).toBe(4007);
    expect(usage({start: '0', end: String(91 * 24 * 3600 * 1000)})).toBe(4008);
  });

  it('answers 4150 to a body that is not JSON and 4000 to malformed JSON', () => {
    const request = {method: 'POST', path: '/cleanse/addresses', headers: key};
    expect(send({...request, body: 'Flat 4, 6 Quayside Walk'}).status).toBe(415);
    expect(code({...request, body: 'Flat 4, 6 Quayside Walk'})).toBe(4150);
    expect(
      code({
        ...request,
        headers: {...key, 'content-type': 'application/x-www-form-urlencoded'},
        body: {query: 'x'},
      }),
    ).toBe(4150);
    expect(
      code({...request, headers: {...key, 'content-type': 'application/json'}, body: '{"query":'}),
    ).toBe(4000);
    expect(code({...request, body: '{"query": "10 Downing St"}'})).toBe(2000);
    expect(code({...request, body: {}})).toBe(40018);
  });

  it('sends the content type and, for autocomplete, the rate-limit headers', () => {
    const first = send({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      headers: key,
    });
    const second = send({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      headers: key,
    });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-ratelimit-limit']).toBe('3000');
    expect(Number(second.headers['x-ratelimit-remaining'])).toBe(
      Number(first.headers['x-ratelimit-remaining']) - 1,
    );
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    const logs = cases.find((c) => c.id === 'key-logs')!;
    expect(send(logs.request).headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      send({method: 'GET', path: '/postcodes/ID1 1QD', headers: key}).headers,
    ).not.toHaveProperty('x-ratelimit-limit');
  });
});

describe('sandbox engine: write operations keep state per instance', () => {
  const licensees = '/keys/ak_sublicensing/licensees';
  const list = (s: Sandbox) =>
    (
      (s.handle({method: 'GET', path: licensees, headers: management}).body as Json).result as {
        licensees: Json[];
      }
    ).licensees;

  it('lists a created licensee, shows an update and forgets a deleted one', () => {
    const created = send({
      method: 'POST',
      path: licensees,
      headers: management,
      body: {name: 'Lantern Books Ltd', address: '9 Quay Street, Bristol', postcode: 'BS1 4DB'},
    });
    expect(created.status).toBe(200);
    const newKey = ((created.body as Json).result as Json).key as string;
    expect(newKey).toMatch(/^sl_/);
    expect(list(sandbox).map((l) => l.key)).toContain(newKey);

    send({
      method: 'PUT',
      path: `${licensees}/${newKey}`,
      headers: management,
      body: {name: 'Lantern Books and Maps Ltd'},
    });
    const retrieved = send({method: 'GET', path: `${licensees}/${newKey}`, headers: management});
    expect(((retrieved.body as Json).result as Json).name).toBe('Lantern Books and Maps Ltd');

    expect(code({method: 'DELETE', path: `${licensees}/${newKey}`, headers: management})).toBe(
      2000,
    );
    expect(list(sandbox).map((l) => l.key)).not.toContain(newKey);
    expect(code({method: 'GET', path: `${licensees}/${newKey}`, headers: management})).toBe(4045);
  });

  it('refuses invalid licensee data with 4001 and errors[]', () => {
    const response = send({method: 'POST', path: licensees, headers: management, body: {name: ''}});
    expect(response.status).toBe(400);
    expect((response.body as Json).code).toBe(4001);
    expect((response.body as Json).errors).toEqual(
      expect.arrayContaining([
        {path: 'body.name', message: 'must NOT have fewer than 1 characters'},
        {path: 'body', message: "must have required property 'address'"},
      ]),
    );
  });

  it('creates, updates and deletes configs, and keeps instances apart', () => {
    const configs = '/keys/ak_test/configs';
    send({
      method: 'POST',
      path: configs,
      headers: management,
      body: {name: 'storefront', payload: '{}'},
    });
    expect(code({method: 'GET', path: `${configs}/storefront`})).toBe(2000);
    send({
      method: 'POST',
      path: `${configs}/storefront`,
      headers: management,
      body: {payload: '{"a":1}'},
    });
    const config = send({method: 'GET', path: `${configs}/storefront`}).body as Json;
    expect((config.result as Json).payload).toBe('{"a":1}');
    expect(
      code({
        method: 'POST',
        path: configs,
        headers: management,
        body: {name: 'storefront', payload: ''},
      }),
    ).toBe(4001);

    const other = createSandbox();
    expect(other.handle({method: 'GET', path: `${configs}/storefront`}).status).toBe(404);
    send({method: 'DELETE', path: `${configs}/storefront`, headers: management});
    expect(code({method: 'GET', path: `${configs}/storefront`})).toBe(4047);
    sandbox.reset();
    expect(list(sandbox)).toHaveLength(1);
  });

  it('updates key details and shows them on the next read', () => {
    send({
      method: 'PUT',
      path: '/keys/ak_test/details',
      headers: management,
      body: {name: 'Renamed key', daily_limit: {limit: 5}},
    });
    const details = (
      send({method: 'GET', path: '/keys/ak_test/details', headers: management}).body as Json
    ).result as Json;
    expect(details.name).toBe('Renamed key');
    expect(details.daily_limit).toEqual({limit: 5, consumed: 7});
  });

  it('shares one instance per page session through getSandbox()', () => {
    expect(getSandbox()).toBe(getSandbox());
    expect(specVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('sandbox engine: hostile input', () => {
  it('answers malformed requests with an error and never throws', () => {
    const hostile: unknown[] = [
      {method: 'GET', path: '/postcodes/%E0%A4%A', headers: key},
      {method: 'GET', path: '/autocomplete/addresses?query=%zz', headers: key},
      {method: '', path: ''},
      {method: 'GET', path: '/\u0000/postcodes'},
      {method: 'POST', path: '/verify/addresses', headers: key, body: '\u0000{'},
      {method: 'PUT', path: '/keys/ak_test/details', headers: management, body: [1, 2]},
      {
        method: 'GET',
        path: '/keys/ak_sublicensing/licensees',
        headers: management,
        query: {limit: ['1', '2']},
      },
      {method: 'GET', path: '/'.repeat(5000)},
      {},
      null,
      {method: 42, path: {}, headers: {authorization: 7}},
    ];
    for (const request of hostile) {
      let response;
      expect(() => {
        response = sandbox.handle(request as SandboxRequest);
      }, JSON.stringify(request)).not.toThrow();
      expect(response!.status, JSON.stringify(request)).toBeGreaterThanOrEqual(200);
      expect(
        typeof (response!.body as Json | null)?.code === 'number' || response!.status < 300,
      ).toBe(true);
    }
    expect(sandbox.handle({method: 'GET', path: '/postcodes/%E0%A4%A', headers: key}).status).toBe(
      400,
    );
  });

  it('works with eval and the Function constructor disabled, as under a strict CSP', () => {
    const saved = {eval: globalThis.eval, Function: globalThis.Function};
    const refuse = () => {
      throw new EvalError('code generation from strings is disallowed');
    };
    try {
      globalThis.eval = refuse as typeof eval;
      globalThis.Function = refuse as unknown as FunctionConstructor;
      const strict = createSandbox();
      for (const testCase of cases) {
        strict.reset();
        expect(strict.handle(testCase.request).status, testCase.id).toBe(testCase.response.status);
      }
      expect(strict.handle({method: 'GET', path: '/places', headers: key}).status).toBe(400);
      // The dataset's index is built on first use, with code generation still refused.
      const found = strict.handle({
        method: 'GET',
        path: '/autocomplete/addresses',
        query: {query: '1200 perl street', state_code: 'OR', bias_lonlat: '-123.09,44.05,5000'},
        headers: key,
      });
      const hits = ((found.body as Json).result as {hits: {id: string}[]}).hits;
      expect(hits).toHaveLength(1);
      const retrieved = strict.handle({
        method: 'GET',
        path: `/autocomplete/addresses/${encodeURIComponent(hits[0].id)}/gbr`,
        headers: key,
      });
      expect(retrieved.status).toBe(200);
      expect(
        strict.handle({method: 'GET', path: '/places', query: {query: 'bould'}, headers: key})
          .status,
      ).toBe(200);
    } finally {
      globalThis.eval = saved.eval;
      globalThis.Function = saved.Function;
    }
  });
});

describe('sandbox engine: hardening (issue 28)', () => {
  const details = '/keys/ak_test/details';
  const readDetails = () =>
    (send({method: 'GET', path: details, headers: management}).body as Json).result as Json;
  const putDetails = (body: unknown) =>
    send({method: 'PUT', path: details, headers: management, body});
  // An unknown property: the schema does not stop it, so the old engine stored it (and then
  // answered 500 to every details request).
  const nested = (depth: number) => `{"name":"ok","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('answers prototype names in the query string, the query object and headers (500 before)', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const inPath = send({
        method: 'GET',
        path: `/autocomplete/addresses?query=test%20vacant&${name}=1`,
        headers: key,
      });
      expect(inPath.status, `?${name}=1`).toBe(200);
      const inObject = send({
        method: 'GET',
        path: '/postcodes/ID1 1QD',
        query: {[name]: '1'},
        headers: {...key, [name]: 'x'},
      });
      expect(inObject.status, name).toBe(200);
      expect(
        send({
          method: 'GET',
          path: `/keys/ak_sublicensing/licensees?${name}=2`,
          headers: management,
        }).status,
      ).toBe(200);
    }
    expect(({} as Json).polluted).toBeUndefined();
  });

  it(`refuses a body nested deeper than ${MAX_BODY_DEPTH} levels and keeps answering (500 after it before)`, () => {
    for (const body of [nested(5000), nested(MAX_BODY_DEPTH + 1)]) {
      const response = putDetails(body);
      expect(response.status).toBe(400);
      expect((response.body as Json).code).toBe(4000);
    }
    let deep: unknown = [];
    for (let level = 0; level < 5000; level += 1) deep = [deep];
    expect(putDetails({name: 'ok', x: deep}).status).toBe(400);
    expect(readDetails()).toEqual(initialKeyDetails);
    expect(send({method: 'GET', path: details, headers: management}).status).toBe(200);
    // Within the cap the body is read, and the unknown property is dropped.
    expect(putDetails(nested(MAX_BODY_DEPTH - 1)).status).toBe(200);
    expect(readDetails()).not.toHaveProperty('x');
  });

  it('stores only the properties the schema knows, and no prototype', () => {
    const response = putDetails(
      '{"name":"Renamed","unknown_setting":{"a":1},"notifications":{"enabled":false,"extra":1},"__proto__":{"polluted":true}}',
    );
    expect(response.status).toBe(200);
    const stored = readDetails();
    expect(stored.name).toBe('Renamed');
    expect(stored).not.toHaveProperty('unknown_setting');
    expect(stored.notifications).toEqual({
      ...(initialKeyDetails.notifications as object),
      enabled: false,
    });
    expect(Object.keys(stored)).not.toContain('__proto__');
    expect((stored as {polluted?: unknown}).polluted).toBeUndefined();
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('caps licensees, configs, string lengths and total size with 400 / 40019, state unchanged', () => {
    const licensees = '/keys/ak_sublicensing/licensees';
    const create = (i: number) =>
      send({
        method: 'POST',
        path: licensees,
        headers: management,
        body: {name: `Licensee ${i}`, address: '1 Sample Road, Exampleton', postcode: 'QA1 1AA'},
      });
    let created = 0;
    while (create(created).status === 200) created += 1;
    expect(sandbox.usage().licensees).toBe(STATE_LIMITS.licensees);
    expect((create(0).body as Json).code).toBe(40019);
    expect(created).toBe(STATE_LIMITS.licensees - 1);

    const configs = '/keys/ak_test/configs';
    let made = 0;
    while (
      send({
        method: 'POST',
        path: configs,
        headers: management,
        body: {name: `config-${made}`, payload: '{}'},
      }).status === 200
    ) {
      made += 1;
    }
    expect(sandbox.usage().configs).toBe(STATE_LIMITS.configs);

    sandbox.reset();
    const long = send({
      method: 'POST',
      path: licensees,
      headers: management,
      body: {
        name: 'Long Ltd',
        address: '1 Sample Road',
        postcode: 'Q'.repeat(STATE_LIMITS.stringLength + 1),
      },
    });
    expect(long.status).toBe(400);
    expect((long.body as Json).code).toBe(40019);
    expect(sandbox.usage().licensees).toBe(1);

    const before = readDetails();
    const huge = putDetails({
      name: 'Must not stick',
      datasets: Object.fromEntries(
        [...Array(80)].map((_, i) => [String(i).padEnd(4000, 'x'), true]),
      ),
    });
    expect(huge.status).toBe(400);
    expect((huge.body as Json).code).toBe(40019);
    expect(readDetails()).toEqual(before);
    const longName = putDetails({datasets: {['x'.repeat(STATE_LIMITS.stringLength + 1)]: true}});
    expect((longName.body as Json).code).toBe(40019);
    expect(sandbox.usage().size).toBeLessThanOrEqual(STATE_LIMITS.totalSize);
  });

  it('checks an email’s length before its format, in one pass (60 KB blocked 4 s before)', () => {
    const long = `a@${'a'.repeat(60_000)}`;
    const response = putDetails({notifications: {emails: [long]}});
    expect(response.status).toBe(400);
    expect((response.body as Json).errors).toEqual([
      {path: 'body.notifications.emails.0', message: 'must NOT have more than 320 characters'},
    ]);
    // Email validation answers its own code for it, as its reference says.
    const query = send({method: 'GET', path: '/emails', query: {query: long}, headers: key});
    expect(query.body).toEqual({
      code: 40017,
      message: 'Email addresses are at most 320 characters long.',
    });
    // The check itself is linear: two million characters that backtracked the old pattern.
    expect(isEmail(`a@${'a'.repeat(2_000_000)}`)).toBe(false);
    for (const [value, valid] of [
      ['ops@harbourstreetbakery.example', true],
      ['a.b+c@d.example', true],
      ['no-at.example', false],
      ['two@@ats.example', false],
      ['a@b@c.example', false],
      ['space @x.example', false],
      ['@x.example', false],
      ['a@example', false],
      ['a@.example', false],
      ['a@example.', false],
    ] as const) {
      expect(isEmail(value), value).toBe(valid);
    }
  });
});
