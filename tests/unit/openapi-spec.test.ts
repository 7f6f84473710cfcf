/**
 * The OpenAPI description in openapi/: lint-clean, complete for the 28
 * operations, and every example valid against its schema.
 */
import fs from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {lintSource} from '../../config/openapi-source';
import {
  jsonPointer,
  listOperations,
  locateRef,
  resolveRef,
  type OpenApiDocument,
} from '../../lib/openapi/document';
import {kebabCase, operationSlug, titleSlug} from '../../lib/openapi/page-slugs';
import {apiReference} from '../../config/api-docs';
import {apiVersion} from '../../src/data/changelog';
import slugs from '../fixtures/openapi/slugs.json';
import {bundleSiteSpec, specValidator} from '../support/openapi';

type Json = Record<string, unknown>;

/** The operations of the API (method, path, operationId, tag), from FACTS section 2. */
const OPERATIONS: [string, string, string, string][] = [
  ['get', '/postcodes/{postcode}', 'Postcodes', 'UK'],
  ['get', '/udprn/{udprn}', 'UDPRN', 'UK'],
  ['get', '/umprn/{umprn}', 'UMPRN', 'UK'],
  ['get', '/addresses', 'Addresses', 'UK'],
  ['post', '/cleanse/addresses', 'AddressCleanse', 'UK'],
  ['post', '/verify/addresses', 'AddressVerify', 'US'],
  ['get', '/autocomplete/addresses', 'FindAddress', 'Address Search'],
  ['get', '/autocomplete/addresses/{address}/gbr', 'ResolveAddress', 'Address Search'],
  ['get', '/autocomplete/addresses/{address}/usa', 'RetrieveAddress', 'Address Search'],
  ['get', '/places', 'FindPlace', 'Place Search'],
  ['get', '/places/{place}', 'ResolvePlace', 'Place Search'],
  ['get', '/keys/{key}', 'KeyAvailability', 'Keys'],
  ['get', '/keys/{key}/details', 'KeyDetails', 'Keys'],
  ['put', '/keys/{key}/details', 'UpdateKeyDetails', 'Keys'],
  ['get', '/keys/{key}/usage', 'KeyUsage', 'Keys'],
  ['get', '/keys/{key}/lookups', 'KeyLogs', 'Keys'],
  ['get', '/keys/{key}/licensees', 'ListLicensees', 'Licensees'],
  ['post', '/keys/{key}/licensees', 'CreateLicensee', 'Licensees'],
  ['get', '/keys/{key}/licensees/{licensee}', 'RetrieveLicensee', 'Licensees'],
  ['put', '/keys/{key}/licensees/{licensee}', 'UpdateLicensee', 'Licensees'],
  ['delete', '/keys/{key}/licensees/{licensee}', 'DeleteLicensee', 'Licensees'],
  ['get', '/keys/{key}/configs', 'ListConfigs', 'Configs'],
  ['post', '/keys/{key}/configs', 'CreateConfig', 'Configs'],
  ['get', '/keys/{key}/configs/{config}', 'RetrieveConfig', 'Configs'],
  ['post', '/keys/{key}/configs/{config}', 'UpdateConfig', 'Configs'],
  ['delete', '/keys/{key}/configs/{config}', 'DeleteConfig', 'Configs'],
  ['get', '/emails', 'EmailValidation', 'Emails'],
  ['get', '/phone_numbers', 'PhoneNumberValidation', 'Phone Numbers'],
];

/** The pages of /docs/api the reference must produce (besides the landing page). */
const API_SLUGS: string[] = slugs;

let spec: OpenApiDocument;

function operations(): {method: string; path: string; op: Json}[] {
  return listOperations(spec).map(({method, path, operation}) => ({
    method,
    path,
    op: operation as Json,
  }));
}

interface ExampleCase {
  where: string;
  schemaPointer: string;
  value: unknown;
}

/** Every example in the document with the schema it must satisfy. */
function examples(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const fromMedia = (media: Json, mediaAt: string[], where: string) => {
    const schemaPointer = jsonPointer([...mediaAt, 'schema']);
    if ('example' in media) cases.push({where, schemaPointer, value: media.example});
    for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
      const {value: node} = locateRef(spec, example as Json, [...mediaAt, 'examples', name]);
      cases.push({where: `${where} example ${name}`, schemaPointer, value: node.value});
    }
  };
  for (const {method, path, op} of operations()) {
    const opAt = ['paths', path, method];
    const label = `${method.toUpperCase()} ${path}`;
    for (const [index, param] of ((op.parameters ?? []) as Json[]).entries()) {
      const {value: node, at} = locateRef(spec, param, [...opAt, 'parameters', String(index)]);
      if ('example' in node) {
        cases.push({
          where: `${label} parameter ${String(node.name)}`,
          schemaPointer: jsonPointer([...at, 'schema']),
          value: node.example,
        });
      }
    }
    if (op.requestBody) {
      const {value: node, at} = locateRef(spec, op.requestBody as Json, [...opAt, 'requestBody']);
      for (const [type, media] of Object.entries(node.content as Json)) {
        fromMedia(media as Json, [...at, 'content', type], `${label} request body`);
      }
    }
    for (const [status, response] of Object.entries(op.responses as Json)) {
      const {value: node, at} = locateRef(spec, response as Json, [...opAt, 'responses', status]);
      for (const [type, media] of Object.entries((node.content ?? {}) as Json)) {
        fromMedia(media as Json, [...at, 'content', type], `${label} ${status}`);
      }
    }
  }
  // Schema-level examples, at any depth of the component schemas.
  const walk = (schema: unknown, at: string[]) => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    const node = schema as Json;
    if ('example' in node && !('$ref' in node)) {
      cases.push({
        where: `schema ${at.join('/')}`,
        schemaPointer: jsonPointer(at),
        value: node.example,
      });
    }
    for (const key of ['properties', 'patternProperties']) {
      for (const [name, child] of Object.entries((node[key] ?? {}) as Json)) {
        walk(child, [...at, key, name]);
      }
    }
    for (const key of ['items', 'additionalProperties', 'not']) walk(node[key], [...at, key]);
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      ((node[key] ?? []) as unknown[]).forEach((child, index) =>
        walk(child, [...at, key, String(index)]),
      );
    }
  };
  const schemas = (spec.components as Json).schemas as Json;
  for (const name of Object.keys(schemas)) walk(schemas[name], ['components', 'schemas', name]);
  return cases;
}

beforeAll(async () => {
  spec = await bundleSiteSpec();
}, 60_000);

describe('OpenAPI description', () => {
  it('passes the recommended Redocly ruleset with no errors or warnings', async () => {
    expect(await lintSource({root: apiReference.sourceRoot, configPath: 'redocly.yaml'})).toEqual(
      [],
    );
  });

  it('describes exactly the 28 operations, with their operationId, method, path and tag', () => {
    const actual = operations()
      .map(({method, path, op}) => [method, path, op.operationId, (op.tags as string[])[0]])
      .sort((a, b) => String(a[2]).localeCompare(String(b[2])));
    const expected = [...OPERATIONS].sort((a, b) => a[2].localeCompare(b[2]));
    expect(actual).toEqual(expected);
  });

  it('gives every operation a summary, a description and one tag that is declared', () => {
    const declared = (spec.tags as {name: string}[]).map((tag) => tag.name);
    for (const {op} of operations()) {
      expect(op.summary, String(op.operationId)).toBeTruthy();
      expect(String(op.description).length, String(op.operationId)).toBeGreaterThan(300);
      expect(op.tags).toHaveLength(1);
      expect(declared).toContain((op.tags as string[])[0]);
    }
  });

  it('opens every description with one sentence short enough for a page description', () => {
    const first = (text: string) => text.trim().split('\n')[0];
    const texts = [
      ...operations().map(({op}) => [String(op.operationId), String(op.description)]),
      ['info.summary', String((spec.info as Json).summary)],
    ];
    for (const [name, text] of texts) {
      expect(first(text).length, name).toBeLessThan(160);
      expect(first(text), name).toMatch(/[.]$/);
    }
  });

  it('groups every declared tag in x-tagGroups and describes it in prose', () => {
    const grouped = (spec['x-tagGroups'] as {tags: string[]}[]).flatMap((group) => group.tags);
    for (const tag of spec.tags as {name: string; description: string}[]) {
      expect(grouped, tag.name).toContain(tag.name);
      expect(tag.description.length, tag.name).toBeGreaterThan(150);
    }
    expect(grouped.at(-1)).toBe('Configs');
  });

  it('declares the API key and management key security schemes and the API server', () => {
    const schemes = (spec.components as Json).securitySchemes as Json;
    expect(schemes).toMatchObject({
      ApiKey: {type: 'apiKey', in: 'query', name: 'api_key'},
      ApiKeyHeader: {type: 'apiKey', in: 'header', name: 'Authorization'},
      UserToken: {type: 'apiKey', in: 'query', name: 'user_token'},
      UserTokenHeader: {type: 'apiKey', in: 'header', name: 'Authorization'},
    });
    expect((spec.servers as {url: string}[])[0].url).toMatch(/^https:\/\/api\.[^/]+\/v1$/);
    const management = operations().filter(({path}) =>
      /\/keys\/\{key\}\/(details|usage|lookups|licensees)/.test(path),
    );
    for (const {op} of management) {
      expect(op.security, String(op.operationId)).toEqual([{UserToken: []}, {UserTokenHeader: []}]);
    }
  });

  it('names in the introduction exactly the operations that need the management key (#27)', () => {
    const description = String((spec.info as Json).description);
    const sentence = (start: string) =>
      description.split('\n').find((line) => line.startsWith(start)) ?? '';
    const linked = (text: string) =>
      [...text.matchAll(/\]\([^)]*\/docs\/api\/([a-z-]+)\)/g)].map((match) => match[1]);
    const bySecurity = (test: (security: unknown) => boolean) =>
      operations()
        .filter(({op}) => test(op.security))
        .map(({op}) => kebabCase(String(op.operationId)));
    const management = sentence('Management operations');
    const named = linked(management.split('. ')[0]);
    const licensees = operations().filter(({op}) => (op.tags as string[])[0] === 'Licensees');
    expect(management).toContain(`all ${licensees.length} Licensees operations`);
    const needsToken = bySecurity(
      (security) =>
        Array.isArray(security) &&
        security.length > 0 &&
        security.every(
          (requirement) => 'UserToken' in requirement || 'UserTokenHeader' in requirement,
        ),
    );
    expect(
      [...named, ...licensees.map(({op}) => kebabCase(String(op.operationId)))].sort(),
    ).toEqual([...needsToken].sort());
    // RetrieveConfig is read with the key alone: the overview says so.
    const open = bySecurity((security) => Array.isArray(security) && security.length === 0);
    expect(open).toEqual(expect.arrayContaining(['key-availability', 'retrieve-config']));
    expect(linked(management.split('. ').find((part) => /no credential/.test(part)) ?? '')).toEqual(
      open.filter((slug) => slug.startsWith('key-') || slug.endsWith('-config')),
    );
    // The sentence once published made every config operation need the management key.
    expect(description).not.toMatch(/\(details, usage, logs, licensees and configs\) also need/);
  });

  it('documents test keys, test inputs, the envelope and rate-limit headers in the introduction', () => {
    const description = String((spec.info as Json).description);
    for (const text of [
      'ak_test',
      'ak_fails',
      'ID1 1QD',
      'ID1 KFA',
      'ID1 CLIP',
      'ID1 CHOP',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      '`code`',
      '`message`',
      '`result`',
    ]) {
      expect(description).toContain(text);
    }
    expect(description).toMatch(/UDPRN or UMPRN `-3`/);
  });

  it('has at least one success example and one error example for every operation', () => {
    for (const {method, path, op} of operations()) {
      const statuses = Object.entries(op.responses as Json).map(([status, response]) => {
        const node = resolveRef(spec, response as Json);
        const media = Object.values((node.content ?? {}) as Json) as Json[];
        const count = media.reduce(
          (sum, m) =>
            sum + Object.keys((m.examples ?? {}) as Json).length + ('example' in m ? 1 : 0),
          0,
        );
        return {status, count};
      });
      const label = `${method} ${path}`;
      expect(
        statuses.some((s) => s.status.startsWith('2') && s.count > 0),
        label,
      ).toBe(true);
      expect(
        statuses.some((s) => /^[45]/.test(s.status) && s.count > 0),
        label,
      ).toBe(true);
      for (const {status, count} of statuses)
        expect(count, `${label} ${status}`).toBeGreaterThan(0);
    }
  });

  it('gives every error example a body code that starts with its HTTP status', () => {
    for (const {method, path, op} of operations()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (!/^[45]/.test(status)) continue;
        const node = resolveRef(spec, response as Json);
        for (const media of Object.values((node.content ?? {}) as Json) as Json[]) {
          for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
            const code = String((resolveRef(spec, example as Json).value as Json).code);
            expect(code.startsWith(status), `${method} ${path} ${status} ${name}: ${code}`).toBe(
              true,
            );
            expect(code.length, `${method} ${path} ${name}`).toBeGreaterThanOrEqual(4);
          }
        }
      }
    }
  });

  it('validates every example against its schema with Ajv', () => {
    const {ajv, schemaAt} = specValidator(spec);
    const cases = examples();
    expect(cases.length).toBeGreaterThan(300);
    const failures = cases.flatMap(({where, schemaPointer, value}) => {
      const validate = schemaAt(schemaPointer);
      if (!validate) return [`${where}: no schema at ${schemaPointer}`];
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(failures).toEqual([]);
    // The harness itself must catch a wrong example.
    const envelope = schemaAt('#/components/schemas/KeyAvailabilityResponse');
    expect(envelope?.({code: 2000, message: 'Success', result: {available: 'yes'}})).toBe(false);
  });

  it('states the document version and OpenAPI version on the OpenAPI specification page', () => {
    const page = fs.readFileSync('docs/libraries/open-api.mdx', 'utf8');
    // The version is the placeholder the build fills from the changelog (tests/unit/changelog.test.ts).
    expect(page).toContain('| Document version (`info.version`) | %%apiVersion%%');
    expect((spec.info as Json).version).toBe(apiVersion);
    expect(page).toContain(`| OpenAPI version | ${String(spec.openapi)} `);
  });

  it('produces exactly the reference slugs: the introduction, one page per operation and tag page', () => {
    const slugs = [
      titleSlug(spec.info.title),
      ...operations().map(({method, path, op}) => operationSlug(op, method, path)),
      ...apiReference.tagPages.map((tag) => kebabCase(tag)),
    ];
    expect([...slugs].sort()).toEqual([...API_SLUGS].sort());
  });
});
