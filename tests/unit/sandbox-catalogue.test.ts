/**
 * The test-input catalogue (src/sandbox/catalogue.ts) against the OpenAPI
 * description: every case calls a real operation, every answer validates
 * against the schema of its operation and status, and it covers what the
 * docs promise.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {bundleOpenApi} from '../../config/openapi-source';
import {HTTP_METHODS, type OpenApiDocument} from '../../lib/openapi/document';
import {apiReference} from '../../config/api-docs';
import {cases, casesFor, testKeys, UNKNOWN_ROUTE, usTestQueries} from '../../src/sandbox/catalogue';
import {createSandbox, dataset} from '../../src/sandbox';
import type {SandboxRequest} from '../../src/sandbox/types';
import {extractSpecData} from '../../src/sandbox/spec-data';
import {testInputCatalogue} from '../../src/sandbox/publish';

type Json = Record<string, unknown>;

let spec: OpenApiDocument;
let ajv: Ajv2020;

function pointer(parts: string[]): string {
  return '#/' + parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

function deref(value: unknown): {node: Json; at: string[] | null} {
  const ref = (value as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return {node: value as Json, at: null};
  const parts = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const target = parts.reduce<unknown>((node, key) => (node as Json)[key], spec);
  const inner = deref(target);
  return {node: inner.node, at: inner.at ?? parts};
}

/** The operation (template path, method, operationId) a concrete request path calls. */
function route(method: string, path: string): {template: string; operationId: string} | null {
  const segments = path.split('/');
  for (const [template, item] of Object.entries(spec.paths as Json)) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    const fits = parts.every((part, i) => /^\{.+\}$/.test(part) || part === segments[i]);
    const op = (item as Json)[method.toLowerCase()] as Json | undefined;
    if (fits && op) return {template, operationId: String(op.operationId)};
  }
  return null;
}

function operationIds(): string[] {
  return Object.values(spec.paths as Json).flatMap((item) =>
    HTTP_METHODS.filter((m) => (item as Json)[m]).map((m) =>
      String(((item as Json)[m] as Json).operationId),
    ),
  );
}

/** The schema pointer of the response of a case, or null when the spec has none. */
function responseSchema(template: string, method: string, status: number): string | null {
  const op = (spec.paths as Json)[template] as Json;
  const responses = (op[method.toLowerCase()] as Json).responses as Json;
  const response = responses[String(status)];
  if (!response) return null;
  const {node, at} = deref(response);
  const base = at ?? ['paths', template, method.toLowerCase(), 'responses', String(status)];
  const type = Object.keys((node.content ?? {}) as Json)[0];
  if (!type) return null;
  return pointer([...base, 'content', type, 'schema']);
}

beforeAll(async () => {
  spec = await bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
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
      const found = route(c.request.method, c.request.path);
      if (c.operationId === UNKNOWN_ROUTE) {
        expect(found, c.id).toBeNull();
      } else {
        expect(found?.operationId, `${c.id}: ${c.request.method} ${c.request.path}`).toBe(
          c.operationId,
        );
      }
    }
  });

  it('validates every response body against the schema of its operation and status', () => {
    const failures: string[] = [];
    for (const c of cases) {
      const schema =
        c.operationId === UNKNOWN_ROUTE
          ? '#/components/schemas/ErrorResponse'
          : (() => {
              const found = route(c.request.method, c.request.path);
              return found && responseSchema(found.template, c.request.method, c.response.status);
            })();
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
      const found = route(request.method, decodeURIComponent(path));
      const schema = found
        ? responseSchema(found.template, request.method, response.status)
        : '#/components/schemas/ErrorResponse';
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
    expect(find('key-details')?.request.headers?.authorization).toContain(testKeys.managementToken);
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
    const operations = Object.values(spec.paths as Json).flatMap((item) =>
      HTTP_METHODS.map((method) => (item as Json)[method] as Json | undefined).filter(
        (op): op is Json => Boolean(op && (op.tags as string[] | undefined)?.includes('UK')),
      ),
    );
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
    for (const op of data.operations) expect(op.success.body, op.operationId).toBeDefined();
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
    expect(() => testInputCatalogue('')).toThrow(/src\/sandbox\/publish\.ts/);
  });
});
