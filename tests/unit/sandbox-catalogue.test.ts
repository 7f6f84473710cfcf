/**
 * The test-input catalogue (lib/sandbox/catalogue/) against the OpenAPI
 * description: every case calls a real operation, every answer validates
 * against the schema of its operation and status, and it covers what the
 * docs promise.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {listOperations, type OpenApiDocument} from '../../lib/openapi/document';
import {parseAuthorization} from '../../lib/http/authorization';
import {
  cases,
  casesFor,
  keyAvailability,
  testKeys,
  testQueries,
  UNKNOWN_ROUTE,
  usTestQueries,
} from '../../lib/sandbox/catalogue';
import {createSandbox, dataset} from '../../lib/sandbox';
import type {SandboxRequest} from '../../lib/sandbox/types';
import {extractSpecData} from '../../lib/sandbox/spec-data';
import {testInputCatalogue} from '../../lib/sandbox/publish';
import {bundledSpec, operationAt, responseSchemaPointer} from '../support/sandbox-spec';

type Json = Record<string, unknown>;

let spec: OpenApiDocument;
let ajv: Ajv2020;

function operationIds(): string[] {
  return listOperations(spec).map((entry) => String(entry.operation.operationId));
}

const ERROR_RESPONSE = '#/components/schemas/ErrorResponse';

/** The schema pointer of the answer to a request (a path outside the API: the error body), or null when the spec has none. */
function responseSchema(method: string, path: string, status: number): string | null {
  const entry = operationAt(spec, method, path);
  return entry ? responseSchemaPointer(spec, entry, status) : ERROR_RESPONSE;
}

beforeAll(async () => {
  spec = await bundledSpec();
  ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(spec, 'openapi.json');
}, 60_000);

describe('sandbox test-input catalogue', () => {
  it('has at least 40 cases with unique kebab-case ids, covering at least 24 operations', () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const covered = new Set(cases.map((c) => c.operationId).filter((id) => id !== UNKNOWN_ROUTE));
    const all = operationIds();
    for (const id of covered) expect(all, id).toContain(id);
    console.log(
      `[sandbox] ${cases.length} cases covering ${covered.size} of ${all.length} operations` +
        (covered.size < all.length
          ? ` (missing: ${all.filter((id) => !covered.has(id)).join(', ')})`
          : ''),
    );
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(covered.size).toBeGreaterThanOrEqual(24);
  });

  it('gives every case one sentence of description', () => {
    for (const c of cases) {
      expect(c.description, c.id).toMatch(/^[A-Z`].*[.]$/);
      expect(c.description.split(/\.\s+[A-Z]/).length, c.id).toBe(1);
      expect(c.description.length, c.id).toBeLessThan(200);
    }
  });

  it('sends every request to the path and method of the operation it names', () => {
    for (const c of cases) {
      const found = operationAt(spec, c.request.method, c.request.path);
      if (c.operationId === UNKNOWN_ROUTE) {
        expect(found, c.id).toBeUndefined();
      } else {
        expect(found?.operation.operationId, `${c.id}: ${c.request.method} ${c.request.path}`).toBe(
          c.operationId,
        );
      }
    }
  });

  it('validates every response body against the schema of its operation and status', () => {
    const failures: string[] = [];
    for (const c of cases) {
      const entry = operationAt(spec, c.request.method, c.request.path);
      const schema =
        c.operationId === UNKNOWN_ROUTE
          ? ERROR_RESPONSE
          : entry && responseSchemaPointer(spec, entry, c.response.status);
      if (!schema) {
        failures.push(`${c.id}: the spec has no ${c.response.status} response for this operation`);
        continue;
      }
      const validate = ajv.getSchema(`openapi.json${schema}`);
      if (!validate) {
        failures.push(`${c.id}: no schema at ${schema}`);
      } else if (!validate(c.response.body)) {
        failures.push(`${c.id}: ${ajv.errorsText(validate.errors)}`);
      }
      const code = (c.response.body as Json | null)?.code;
      if (typeof code === 'number' && c.response.status !== 200) {
        expect(String(code).startsWith(String(c.response.status)), c.id).toBe(true);
      }
    }
    expect(failures).toEqual([]);
  });

  it('validates the answers the sandbox gives from its dataset against the same schemas', () => {
    const sandbox = createSandbox();
    const key = {authorization: `api_key="${testKeys.usable}"`};
    const management = {authorization: `user_token="${testKeys.managementToken}"`};
    const get = (path: string, query?: Record<string, string>): SandboxRequest => ({
      method: 'GET',
      path,
      query,
      headers: key,
    });
    const find = (query: Record<string, string>) => get('/autocomplete/addresses', query);
    const requests: SandboxRequest[] = [
      find({query: 'sample', limit: '100'}),
      find({query: 'st', context: 'GBR', limit: '100'}),
      find({query: 'box', limit: '100', is_pobox: 'true', set: 'contiguous'}),
      find({query: 'ltd', context: 'GBR', postcode_type: 'L', bias_lonlat: '-1.6,52.4,50000'}),
      find({query: 'zzqx qqvv'}),
      find({query: 'sample', state_code: 'a,b,c,d,e,f,g,h,i,j,k'}),
      find({query: 'sample', bias_state_code: 'a,b,c,d,e,f'}),
      find({query: 'sample', bias_lonlat: '1,2,999999'}),
      find({query: '???'}),
      get('/autocomplete/addresses/usps_unknown/usa'),
      get('/places', {query: 'e', bias_ip: 'true'}),
      get('/places/geonames_1'),
      {method: 'PATCH', path: '/postcodes/ID1 1QD', headers: key},
      {
        method: 'PUT',
        path: `/keys/${testKeys.usable}/details`,
        headers: management,
        body: {
          datasets: Object.fromEntries([...Array(80)].map((_, i) => [`${i}`.repeat(4000), true])),
        },
      },
    ];
    for (const row of [...dataset.usAddresses, ...dataset.ukAddresses]) {
      const id = encodeURIComponent(row.id);
      requests.push(
        get(`/autocomplete/addresses/${id}/usa`),
        get(`/autocomplete/addresses/${id}/gbr`),
      );
    }
    for (const place of dataset.places) requests.push(get(`/places/${place.id}`));
    const failures: string[] = [];
    let validated = 0;
    for (const request of requests) {
      const response = sandbox.handle(request);
      const path = request.path.split('?')[0];
      const schema = responseSchema(request.method, path, response.status);
      const label = `${request.method} ${path} ${JSON.stringify(request.query ?? {})} -> ${response.status}`;
      if (!schema) {
        failures.push(`${label}: the spec has no such response`);
        continue;
      }
      const validate = ajv.getSchema(`openapi.json${schema}`)!;
      if (!validate(response.body)) failures.push(`${label}: ${ajv.errorsText(validate.errors)}`);
      validated += 1;
    }
    expect(failures).toEqual([]);
    expect(validated).toBeGreaterThan(700);
  });

  it('catches a response that does not match its schema (the harness can fail)', () => {
    const validate = ajv.getSchema('openapi.json#/components/schemas/VerifyResponse');
    expect(validate?.({code: 2000, message: 'Success', result: {query: 'x'}})).toBe(false);
  });

  it('holds every documented test key and input', () => {
    const find = (id: string) => cases.find((c) => c.id === id);
    expect(find('key-available')?.request.path).toBe(`/keys/${testKeys.usable}`);
    expect(find('key-unavailable')?.request.path).toBe(`/keys/${testKeys.failing}`);
    expect((find('key-not-found')?.response.body as Json).code).toBe(4042);
    expect((find('find-address-invalid-key')?.response.body as Json).code).toBe(4010);
    expect(find('key-details')?.request.keys?.user_token).toBe(testKeys.managementToken);
    const codes = (operationId: string) =>
      casesFor(operationId).map((c) => (c.response.body as Json).code);
    for (const operationId of ['Postcodes', 'FindAddress']) {
      expect(codes(operationId)).toEqual(expect.arrayContaining([2000, 4020, 4021]));
    }
    expect(codes('Postcodes')).toContain(4040);
    expect(codes('UDPRN')).toEqual([2000, 4044, 4020, 4021]);
    expect(codes('UMPRN')).toEqual([2000, 4046, 4020, 4021]);
    expect(codes('KeyUsage')).toEqual(expect.arrayContaining([4005, 4006, 4007, 4008]));
    expect(codes('AddressVerify')).toEqual(expect.arrayContaining([4150, 4290]));
    const all = cases.map((c) => (c.response.body as Json | null)?.code);
    expect(all).toEqual(expect.arrayContaining([4000, 404, 4010, 4011, 4045, 4047]));
  });

  it('has a free test input with ID1 1QD or UDPRN 0 for every UK operation, as the UK tag promises', () => {
    const uk = (spec.tags ?? []).find((tag) => tag.name === 'UK');
    expect(uk?.description).toMatch(/`ID1 1QD`.*UDPRN `0`/);
    const operations = listOperations(spec)
      .map((entry) => entry.operation)
      .filter((op) => op.tags?.includes('UK'));
    expect(operations.length).toBeGreaterThanOrEqual(5);
    for (const op of operations) {
      const free = casesFor(String(op.operationId)).filter((c) => {
        const request = JSON.stringify(c.request);
        const testValue = /ID1 ?1QD/i.test(request) || /\/(udprn|umprn)\/0$/.test(c.request.path);
        return testValue && c.response.status === 200;
      });
      expect(
        free.length,
        `${String(op.operationId)} has no ID1 1QD or UDPRN 0 case`,
      ).toBeGreaterThan(0);
    }
  });

  it('has the US edge-case kit on autocomplete, retrieve, verify and cleanse', () => {
    const situations = [
      'dpv-y',
      'dpv-s',
      'dpv-d',
      'dpv-n',
      'vacant',
      'po-box',
      'apo',
      'fpo',
      'dpo',
      'urbanization',
      'rural-route',
      'highway-contract',
      'pmb',
      'fractional',
      'utah-grid',
      'queens',
    ];
    for (const slug of situations) {
      for (const prefix of ['find-address-us', 'retrieve-address-us', 'verify-address-us']) {
        expect(
          cases.some((c) => c.id === `${prefix}-${slug}`),
          `${prefix}-${slug}`,
        ).toBe(true);
      }
      expect(
        cases.some((c) => c.id === `cleanse-address-us-${slug}`),
        slug,
      ).toBe(true);
    }
    const dpv = casesFor('AddressVerify').map(
      (c) => ((c.response.body as Json).result as Json | undefined)?.match as Json | undefined,
    );
    expect(new Set(dpv.map((m) => m?.dpv))).toEqual(new Set(['Y', 'S', 'D', 'N', undefined]));
    expect(usTestQueries.every((q) => q.query.startsWith('test '))).toBe(true);
  });

  it('derives the test queries a reader types: plain Find Address cases with the usable key', () => {
    const ids = testQueries.map((test) => test.id);
    // Every US kit query and every UK test postcode, in catalogue order...
    const us = usTestQueries.map((entry) => entry.query.slice('test '.length).replace(/ /g, '-'));
    expect(ids).toEqual([
      'find-address-uk-success',
      'find-address-uk-empty',
      'find-address-balance-depleted',
      'find-address-limit-reached',
      ...us.map((slug) => `find-address-us-${slug}`),
    ]);
    // ...but not the cases with another key or another parameter.
    for (const id of [
      'find-address-invalid-key',
      'find-address-unavailable-key',
      'find-address-bad-limit',
    ]) {
      expect(ids).not.toContain(id);
    }
    // Each in the country and format of the retrieve case of its first suggestion.
    const byId = new Map(testQueries.map((test) => [test.id, test]));
    expect(byId.get('find-address-uk-success')).toMatchObject({
      query: 'ID1 1QD',
      context: 'GBR',
      format: 'gbr',
    });
    expect(byId.get('find-address-us-vacant')).toMatchObject({
      query: 'test vacant',
      context: 'USA',
      format: 'usa',
    });
    expect(byId.get('find-address-uk-empty')?.format).toBeUndefined();
    expect(byId.get('find-address-balance-depleted')?.context).toBeUndefined();
  });

  it('reads the countries of a test key from its availability case', () => {
    const usable = keyAvailability(cases);
    expect(usable.contexts.map((context) => context.iso_3)).toEqual(['USA', 'GBR']);
    expect(usable.context).toBe('USA');
    expect(keyAvailability(cases, testKeys.failing)).toEqual({contexts: [], context: ''});
    expect(keyAvailability(cases, 'ak_none')).toEqual({contexts: [], context: undefined});
  });

  it('answers each management operation of licensees and configs', () => {
    for (const operationId of [
      'ListLicensees',
      'CreateLicensee',
      'RetrieveLicensee',
      'UpdateLicensee',
      'DeleteLicensee',
      'ListConfigs',
      'CreateConfig',
      'RetrieveConfig',
      'UpdateConfig',
      'DeleteConfig',
      'EmailValidation',
      'PhoneNumberValidation',
      'FindPlace',
      'ResolvePlace',
    ]) {
      expect(casesFor(operationId).length, operationId).toBeGreaterThan(0);
    }
  });

  it('extracts the spec data the engine ships: 28 routes with parameters, security and examples', () => {
    const data = extractSpecData(spec);
    expect(data.version).toBe(String((spec.info as Json).version));
    expect(data.operations).toHaveLength(operationIds().length);
    const find = data.operations.find((op) => op.operationId === 'FindAddress')!;
    expect(find).toMatchObject({method: 'GET', path: '/autocomplete/addresses', auth: 'api_key'});
    expect(find.rateLimited).toBe(true);
    expect(find.parameters.find((p) => p.name === 'limit')?.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    const details = data.operations.find((op) => op.operationId === 'KeyDetails')!;
    expect(details.auth).toBe('user_token');
    const availability = data.operations.find((op) => op.operationId === 'KeyAvailability')!;
    expect(availability.auth).toBe('none');
    const create = data.operations.find((op) => op.operationId === 'CreateLicensee')!;
    expect(create.body?.schema.required).toEqual(['name', 'address', 'postcode']);
    expect(create.badRequestCodes).toContain(4001);
    expect(JSON.stringify(data)).not.toContain('$ref');
    // No example bodies: the spec's examples are the sandbox's answers, not its input.
    for (const op of data.operations) expect(op.success, op.operationId).not.toHaveProperty('body');
    const verify = data.operations.find((op) => op.operationId === 'AddressVerify')!;
    expect(verify.unauthorizedCodes).toContain(4016);
  });

  it('names the keys each case sends, and writes them into its Authorization header', () => {
    const withKeys = cases.filter((c) => c.request.keys);
    expect(withKeys.length).toBeGreaterThan(100);
    for (const c of cases) {
      const {keys, headers} = c.request;
      // The header is made from the keys, first among the headers, and says nothing else.
      expect(parseAuthorization(headers?.authorization), c.id).toEqual(keys ?? {});
      if (keys) expect(Object.keys(headers ?? {})[0], c.id).toBe('authorization');
    }
    const find = (id: string) => cases.find((c) => c.id === id)!.request;
    expect(find('find-address-invalid-key').keys).toEqual({api_key: testKeys.unknown});
    expect(find('find-address-invalid-key').headers).toEqual({
      authorization: `api_key="${testKeys.unknown}"`,
    });
    expect(find('verify-address-not-json').headers).toEqual({
      authorization: `api_key="${testKeys.usable}"`,
      'content-type': 'text/plain',
    });
    expect(find('key-details').keys).toEqual({user_token: testKeys.managementToken});
    expect(find('key-available').keys).toBeUndefined();
    expect(find('key-available').headers).toBeUndefined();
  });

  it('publishes exactly the contract field names with the spec version', () => {
    const published = testInputCatalogue('9.9.9');
    expect(Object.keys(published)).toEqual(['version', 'cases']);
    expect(published.version).toBe('9.9.9');
    expect(published.cases).toHaveLength(cases.length);
    for (const c of published.cases) {
      expect(Object.keys(c)).toEqual(['id', 'operationId', 'description', 'request', 'response']);
      for (const key of Object.keys(c.request)) {
        expect(['method', 'path', 'query', 'headers', 'body']).toContain(key);
      }
      expect(Object.keys(c.response)).toEqual(['status', 'body']);
    }
    expect(() => testInputCatalogue('')).toThrow(/lib\/sandbox\/publish\.ts/);
  });
});
