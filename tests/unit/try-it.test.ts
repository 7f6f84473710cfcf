/**
 * The Try-it console's logic (src/components/TryIt/request.ts): the keys
 * each operation asks for, the Authorization header they travel in, filling
 * the form from a catalogue case and sending it back out unchanged, and the
 * messages a reader sees when something is missing or unreachable.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {
  listOperations,
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
} from '../../lib/openapi/document';
import {cases, testKeys, UNKNOWN_ROUTE} from '../../lib/sandbox/catalogue';
import {
  applyCase,
  authorizationHeader,
  initialForm,
  jsonError,
  keyKinds,
  keysAfterCase,
  liveUrl,
  matchPath,
  missingKeys,
  directiveSources,
  networkFailureMessage,
  parseAuthorization,
  policyRefusalMessage,
  refusesRequest,
  prepareRequest,
  toSandboxRequest,
  type Operation,
} from '../../src/components/TryIt/request';
import {
  LOCAL_SANDBOX_ORIGINS,
  LOCAL_SANDBOX_PORT,
  LOCAL_SANDBOX_URL,
} from '../../src/components/TryIt/local-sandbox';
import {portFrom} from '../../scripts/sandbox-server';
import {securityHeadersOptions} from '../../config/security-headers';
import {bundledSpec} from '../support/sandbox-spec';

let spec: OpenApiDocument;
const operations = new Map<string, Operation>();

/** An operation as the OpenAPI theme hands it to the console (`item`). */
function itemOf({method, path, operation, parameters}: OperationEntry): Operation {
  const body = operation.requestBody ? resolveRef(spec, operation.requestBody) : undefined;
  const media = body?.content?.['application/json'];
  const firstExample = media?.examples
    ? resolveRef(spec, Object.values(media.examples)[0]).value
    : media?.example;
  return {
    operationId: String(operation.operationId),
    method,
    path,
    parameters: parameters as Operation['parameters'],
    security: (operation.security ?? spec.security) as Operation['security'],
    securitySchemes: spec.components?.securitySchemes as Operation['securitySchemes'],
    requestBody: body as Operation['requestBody'],
    jsonRequestBodyExample: firstExample,
  };
}

beforeAll(async () => {
  spec = await bundledSpec();
  for (const entry of listOperations(spec)) {
    operations.set(String(entry.operation.operationId), itemOf(entry));
  }
  // Linting and bundling the description takes seconds, more on a busy machine.
}, 60_000);

function operation(id: string): Operation {
  const found = operations.get(id);
  if (!found) throw new Error(`No operation ${id}`);
  return found;
}

describe('keys', () => {
  it('asks lookups for the API key, management operations for the management key, the availability check for none', () => {
    expect(keyKinds(operation('FindAddress'))).toEqual(['api_key']);
    expect(keyKinds(operation('AddressVerify'))).toEqual(['api_key']);
    expect(keyKinds(operation('ListLicensees'))).toEqual(['user_token']);
    expect(keyKinds(operation('KeyAvailability'))).toEqual([]);
  });

  it('puts the keys in one Authorization header, quoted and comma separated', () => {
    expect(
      authorizationHeader(['api_key', 'user_token'], {api_key: 'ak_x', user_token: 'uk_y'}),
    ).toBe('api_key="ak_x", user_token="uk_y"');
    expect(authorizationHeader(['api_key'], {api_key: '  '})).toBeUndefined();
    expect(parseAuthorization('api_key="ak_x", user_token="uk_y"')).toEqual({
      api_key: 'ak_x',
      user_token: 'uk_y',
    });
  });

  it('reports the keys that are still empty', () => {
    expect(missingKeys(['api_key', 'user_token'], {api_key: 'ak_x', user_token: ''})).toEqual([
      'user_token',
    ]);
  });

  it("an example replaces the keys on the sandbox, and on a live host keeps the reader's own unless the example is about the key", () => {
    const standard = {api_key: testKeys.usable};
    const own = {api_key: 'ak_mine'};
    const usable = {api_key: testKeys.usable};
    const failing = {api_key: testKeys.failing};
    expect(keysAfterCase('sandbox', usable, own, standard)).toEqual(usable);
    for (const target of ['live', 'custom'] as const) {
      expect(keysAfterCase(target, usable, own, standard)).toEqual(own);
      expect(keysAfterCase(target, failing, own, standard)).toEqual(failing);
      expect(keysAfterCase(target, {api_key: ''}, own, standard)).toEqual({api_key: ''});
      // Nothing typed yet: the example's test key is shown, as on the sandbox.
      expect(keysAfterCase(target, usable, {api_key: ' '}, standard)).toEqual(usable);
    }
    // Each key is decided on its own.
    expect(
      keysAfterCase(
        'live',
        {api_key: testKeys.usable, user_token: testKeys.unknownManagementToken},
        {api_key: 'ak_mine', user_token: 'uk_mine'},
        {api_key: testKeys.usable, user_token: testKeys.managementToken},
      ),
    ).toEqual({api_key: 'ak_mine', user_token: testKeys.unknownManagementToken});
  });

  it('never sends a key in the query string, for any operation', () => {
    for (const item of operations.values()) {
      const form = initialForm(item, {api_key: 'ak_secret', user_token: 'uk_secret'});
      const {request} = prepareRequest(item, form);
      const url = liveUrl('https://api.example.test/v1', request);
      expect(url, item.operationId).not.toMatch(/ak_secret|uk_secret|api_key=|user_token=/);
      if (keyKinds(item).length > 0) {
        expect(request.headers.authorization, item.operationId).toMatch(/_secret"/);
      }
    }
  });
});

describe('the form', () => {
  it('starts with the examples of required parameters and the example body, optional ones empty', () => {
    const find = initialForm(operation('FindAddress'), {api_key: testKeys.usable});
    expect(find.params.query.query).not.toBe('');
    expect(find.params.query.limit).toBe('');
    expect(find.keys).toEqual({api_key: testKeys.usable});
    const verify = initialForm(operation('AddressVerify'));
    expect(JSON.parse(verify.body)).toHaveProperty('query');
  });

  it('splits a case path by the operation template and decodes it', () => {
    expect(matchPath('/postcodes/{postcode}', '/postcodes/ID1 1QD')).toEqual({postcode: 'ID1 1QD'});
    expect(matchPath('/postcodes/{postcode}', '/v1/postcodes/ID1%201QD')).toEqual({
      postcode: 'ID1 1QD',
    });
    expect(matchPath('/keys/{key}/configs/{config}', '/keys/ak_test/configs/shop')).toEqual({
      key: 'ak_test',
      config: 'shop',
    });
    expect(matchPath('/postcodes/{postcode}', '/postcode/ID1 1QD')).toBeUndefined();
  });

  it('turns every catalogue case back into the request it documents', () => {
    const documented = cases.filter((testCase) => testCase.operationId !== UNKNOWN_ROUTE);
    expect(documented.length).toBeGreaterThan(40);
    for (const testCase of documented) {
      const item = operation(testCase.operationId);
      const form = applyCase(item, testCase);
      expect(form.pathOverride, testCase.id).toBeUndefined();
      const sent = toSandboxRequest(prepareRequest(item, form).request);
      const expected = testCase.request;
      expect(sent.method, testCase.id).toBe(expected.method);
      expect(decodeURIComponent(sent.path), testCase.id).toBe(expected.path);
      expect(sent.query, testCase.id).toEqual(expected.query ?? {});
      const headers = Object.fromEntries(
        Object.entries(expected.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      );
      for (const [name, value] of Object.entries(headers)) {
        expect(sent.headers?.[name], `${testCase.id}: ${name}`).toBe(value);
      }
      if (expected.body === undefined) expect(sent.body, testCase.id).toBeUndefined();
      else if (typeof expected.body === 'string')
        expect(sent.body, testCase.id).toBe(expected.body);
      else expect(JSON.parse(String(sent.body)), testCase.id).toEqual(expected.body);
    }
  });

  it('shows where a body stops being JSON, and accepts an empty one', () => {
    expect(jsonError('{"query": "x",}')).toMatch(/JSON|position|Unexpected/i);
    expect(jsonError('{"query": "x"}')).toBeUndefined();
    expect(jsonError('   ')).toBeUndefined();
  });

  it('lists empty path parameters instead of sending an incomplete path', () => {
    const item = operation('Postcodes');
    const form = initialForm(item);
    form.params.path.postcode = '';
    expect(prepareRequest(item, form).missing).toEqual(['postcode']);
  });
});

describe('live requests', () => {
  it('joins the base URL, the encoded path and the query', () => {
    const item = operation('Postcodes');
    const form = initialForm(item);
    form.params.path.postcode = 'ID1 1QD';
    form.params.query.page = '0';
    const {request} = prepareRequest(item, form);
    expect(liveUrl('http://localhost:4010/v1/', request)).toBe(
      'http://localhost:4010/v1/postcodes/ID1%201QD?page=0',
    );
  });

  it('names the host and the likely causes when no response arrives', () => {
    const message = networkFailureMessage(
      'https://api.unreachable.test/v1/postcodes/x',
      'https://docs.example.test',
    );
    expect(message).toContain('api.unreachable.test');
    expect(message).toMatch(/unreachable/);
    expect(message).toMatch(/CORS/);
  });
});

describe('requests the page policy refuses (issue 28, finding 6)', () => {
  const policy =
    "default-src 'self'; connect-src 'self' https://api.example.test http://127.0.0.1:4010 http://localhost:4010; object-src 'none'";
  const violation = (blockedURI: string, effectiveDirective = 'connect-src') => ({
    blockedURI,
    effectiveDirective,
    originalPolicy: policy,
  });

  it('knows a connect-src refusal of the request it sent, by origin', () => {
    const url = 'http://127.0.0.1:9999/v1/keys/ak_test';
    expect(refusesRequest(violation('http://127.0.0.1:9999/v1/keys/ak_test'), url)).toBe(true);
    expect(refusesRequest(violation('http://127.0.0.1:9999'), url)).toBe(true);
    expect(refusesRequest(violation('http://127.0.0.1:4010/v1'), url)).toBe(false);
    expect(refusesRequest(violation('http://127.0.0.1:9999/x', 'img-src'), url)).toBe(false);
    expect(refusesRequest(violation('inline'), url)).toBe(false);
  });

  it('says the policy refused it, and which hosts it allows, instead of a network error', () => {
    const message = policyRefusalMessage(
      'http://127.0.0.1:9999/v1/x',
      violation('http://127.0.0.1:9999'),
    );
    expect(message).toMatch(/^Refused by this page's Content-Security-Policy/);
    expect(message).toContain('http://127.0.0.1:9999');
    expect(message).toContain(
      'https://api.example.test, http://127.0.0.1:4010, http://localhost:4010',
    );
    expect(message).not.toMatch(/CORS|firewall/);
    expect(directiveSources(policy, 'object-src')).toEqual(["'none'"]);
  });

  it("allows npm run sandbox's default address in the site's policy", () => {
    expect(portFrom([], {})).toBe(LOCAL_SANDBOX_PORT);
    expect(LOCAL_SANDBOX_ORIGINS).toEqual([
      `http://127.0.0.1:${LOCAL_SANDBOX_PORT}`,
      `http://localhost:${LOCAL_SANDBOX_PORT}`,
    ]);
    expect(securityHeadersOptions.localSandboxOrigins).toEqual(LOCAL_SANDBOX_ORIGINS);
    expect(new URL(LOCAL_SANDBOX_URL).origin).toBe(LOCAL_SANDBOX_ORIGINS[0]);
  });
});
