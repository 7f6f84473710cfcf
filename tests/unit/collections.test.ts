/**
 * The API collections (lib/openapi/collections.ts) built from the bundled
 * site description: one request per operation, each the operation page's
 * sample with its key in the Authorization header from an environment
 * variable and never in the URL; Test and Live environments; the same bytes
 * on every build. And the checks scripts/test-collections.ts applies to
 * each answer.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {collectionOptions} from '../../config/collections';
import {
  buildCollections,
  collectionFileTexts,
  type Collections,
  type PostmanCollection,
} from '../../lib/openapi/collections';
import {listOperations, type OpenApiDocument} from '../../lib/openapi/document';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {identity} from '../../src/identity';
import {answeredAsDocumented, keyInQuery} from '../../scripts/test-collections';
import {bundleSiteSpec} from '../support/openapi';

let document: OpenApiDocument;
let collections: Collections;

beforeAll(async () => {
  document = await bundleSiteSpec();
  collections = await buildCollections(document, collectionOptions);
}, 60_000);

type Item = PostmanCollection['item'][number];
const requests = (items: readonly Item[]): Item[] =>
  items.flatMap((item) => (item.item ? requests(item.item) : [item]));

describe('the Postman collection', () => {
  it('has one request per operation, in folders by tag, named like the reference pages', () => {
    const items = requests(collections.postman.item);
    const operations = listOperations(document);
    expect(items).toHaveLength(operations.length);
    expect(items.map((item) => item.name).sort()).toEqual(
      operations.map((entry) => entry.operation.summary).sort(),
    );
    expect(collections.postman.info.schema).toMatch(/collection\/v2\.1\.0/);
    expect(collections.postman.auth).toBeUndefined();
  });

  it('sends every key in the Authorization header from the environment, never in the URL', () => {
    for (const item of requests(collections.postman.item)) {
      const request = item.request!;
      const authorization = request.header?.find((h) => h.key === 'Authorization')?.value ?? '';
      const query = (request.url.query ?? []).map((p) => p.key);
      expect(query, item.name).not.toContain('api_key');
      expect(query, item.name).not.toContain('user_token');
      expect(request.url.raw, item.name).not.toMatch(/api_key|user_token|ak_test|uk_test/);
      if (authorization) {
        expect(authorization, item.name).toMatch(
          /^(api_key="\{\{apiKey\}\}"|user_token="\{\{userToken\}\}")/,
        );
      }
    }
    const management = requests(collections.postman.item).find((i) => i.name === 'Key Details')!;
    expect(management.request!.header).toContainEqual({
      key: 'Authorization',
      value: 'user_token="{{userToken}}"',
    });
  });

  it('sends the operation page’s sample: its query values enabled, other parameters off', () => {
    const find = requests(collections.postman.item).find((item) => item.name === 'Find Address')!;
    const enabled = find
      .request!.url.query!.filter((p) => !p.disabled)
      .map((p) => [p.key, p.value]);
    expect(enabled).toEqual([['query', '1200 pearl st']]);
    expect(find.request!.url.query!.filter((p) => p.disabled).length).toBeGreaterThan(10);
  });
});

describe('the environments', () => {
  it('Test: the production base URL and the documented test keys; Live: placeholders, kept secret', () => {
    const values = (env: Collections['postmanEnvironments']['test']) =>
      Object.fromEntries(env.values.map((v) => [v.key, [v.value, v.type]]));
    expect(values(collections.postmanEnvironments.test)).toEqual({
      baseUrl: [identity.urls.api, 'default'],
      apiKey: [sampleCredentials.apiKey, 'default'],
      userToken: [sampleCredentials.managementKey, 'default'],
    });
    expect(values(collections.postmanEnvironments.live)).toEqual({
      baseUrl: [identity.urls.api, 'default'],
      apiKey: [collectionOptions.livePlaceholders.apiKey, 'secret'],
      userToken: [collectionOptions.livePlaceholders.managementKey, 'secret'],
    });
  });

  it('are inside the Bruno collection too, named Test and Live', () => {
    const environments = collections.bruno.environments as {name: string}[];
    expect(environments.map((env) => env.name)).toEqual(['Test', 'Live']);
  });
});

describe('the files', () => {
  it('are the same bytes on every build (no random ids)', async () => {
    const again = await buildCollections(document, collectionOptions);
    expect(collectionFileTexts(again)).toEqual(collectionFileTexts(collections));
  });
});

describe('what counts as answered as documented', () => {
  it('is a 2xx answer with a 2xxx code, or a 2xx answer that is not a JSON envelope', () => {
    expect(answeredAsDocumented(200, '{"code":2000}').ok).toBe(true);
    expect(answeredAsDocumented(200, 'email,time\n').ok).toBe(true);
    expect(answeredAsDocumented(401, '{"code":4010}')).toEqual({
      ok: false,
      code: 4010,
      problem: 'HTTP 401',
    });
    expect(answeredAsDocumented(200, '{"code":4040}').ok).toBe(false);
    expect(answeredAsDocumented(undefined, '').ok).toBe(false);
  });

  it('never has a credential in the query string (a key named in the path is the resource)', () => {
    expect(keyInQuery('http://h/v1/keys/ak_test/details')).toBe(false);
    expect(keyInQuery('http://h/v1/places?query=x&api_key=ak_live')).toBe(true);
    expect(keyInQuery(`http://h/v1/emails?key=${sampleCredentials.apiKey}`)).toBe(true);
  });
});
