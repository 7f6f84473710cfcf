/**
 * The shared parts of the OpenAPI toolkit (lib/openapi): the one `$ref`
 * resolver, the one walk over strings, and the one request generator, whose
 * samples the API pages and their Markdown twins both show. Keys travel in
 * the `Authorization` header, never in a URL, in every language.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {apiReference} from '../../config/api-docs';
import {bundleOpenApi} from '../../config/openapi-source';
import {codeSamples, sampleRequest} from '../../lib/openapi/code-samples';
import {
  dereference,
  listOperations,
  mapStrings,
  resolveRef,
  type OpenApiDocument,
  type Parameter,
} from '../../lib/openapi/document';
import {apiPageToMarkdown, listOperationPages} from '../../lib/openapi/markdown-twins';
import {sampleLanguages} from '../../lib/openapi/sample-languages';
import {sampleCredentials} from '../../src/data/sample-credentials';

const tiny: OpenApiDocument = {
  openapi: '3.1.0',
  info: {title: 'Tiny', version: '1'},
  paths: {
    '/a/{id}': {
      parameters: [{$ref: '#/components/parameters/Id'} as Parameter],
      get: {operationId: 'GetA', parameters: [{name: 'id', in: 'path', example: 'own'}]},
    },
  },
  components: {
    parameters: {Id: {name: 'id', in: 'path', example: 'shared'}},
    schemas: {
      'a/b': {type: 'string'},
      Alias: {$ref: '#/components/schemas/Node'},
      Node: {type: 'object', properties: {child: {$ref: '#/components/schemas/Node'}}},
      Loop: {$ref: '#/components/schemas/Loop'},
    },
  },
};

describe('the $ref resolver', () => {
  it('follows a chain of references and decodes JSON pointer escapes', () => {
    expect(resolveRef(tiny, {$ref: '#/components/schemas/Alias'})).toEqual(
      tiny.components?.schemas?.Node,
    );
    expect(resolveRef(tiny, {$ref: '#/components/schemas/a~1b'})).toEqual({type: 'string'});
  });

  it('returns values without a reference as they are', () => {
    const value = {type: 'integer'};
    expect(resolveRef(tiny, value)).toBe(value);
    expect(resolveRef(tiny, undefined)).toBeUndefined();
  });

  it('fails, naming the reference, on a loop, a dangling or a remote reference', () => {
    expect(() => resolveRef(tiny, {$ref: '#/components/schemas/Loop'})).toThrow(
      '#/components/schemas/Loop leads back to itself',
    );
    expect(() => resolveRef(tiny, {$ref: '#/components/schemas/Nope'})).toThrow(
      'Unresolved reference #/components/schemas/Nope',
    );
    expect(() => resolveRef(tiny, {$ref: 'other.yaml#/X'})).toThrow('other.yaml#/X');
  });

  it('inlines references for plain-schema readers and cuts a recursive schema with {}', () => {
    expect(dereference(tiny, {$ref: '#/components/schemas/Node'})).toEqual({
      type: 'object',
      properties: {child: {}},
    });
  });
});

describe('operations and strings', () => {
  it("lists an operation's own parameters before the path item's it does not redefine", () => {
    const [entry] = listOperations(tiny);
    expect(entry.method).toBe('get');
    expect(entry.parameters).toEqual([{name: 'id', in: 'path', example: 'own'}]);
  });

  it('maps every string of a JSON value and leaves the input alone', () => {
    const input = {a: ['x', 1, {b: 'y'}], c: null};
    expect(mapStrings(input, (text) => text.toUpperCase())).toEqual({
      a: ['X', 1, {b: 'Y'}],
      c: null,
    });
    expect(input.a[0]).toBe('x');
  });
});

describe('request samples of the published document', () => {
  let spec: OpenApiDocument;
  const secrets = [sampleCredentials.apiKey, sampleCredentials.managementKey];

  beforeAll(async () => {
    spec = await bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
  }, 60_000);

  it('never puts a key in the URL of any operation, in any language', () => {
    const keyNames = Object.values(spec.components?.securitySchemes ?? {})
      .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'query')
      .map((scheme) => scheme.name);
    expect(keyNames).toEqual(expect.arrayContaining(['api_key', 'user_token']));
    const operations = listOperations(spec);
    expect(operations.length).toBeGreaterThan(10);
    for (const {path, method, operation} of operations) {
      const request = sampleRequest(spec, path, method, sampleCredentials);
      const where = `${method.toUpperCase()} ${path}`;
      for (const [name, value] of request.query) {
        expect(keyNames, where).not.toContain(name);
        expect(secrets, where).not.toContain(value);
      }
      // The path may hold an API key as the resource it manages, never as a credential.
      expect(request.url, where).not.toMatch(/[?&]|YOUR_/);
      const authorization = request.headers.find(([name]) => name === 'Authorization');
      const [requirement = {}] = operation.security ?? spec.security ?? [];
      if (Object.keys(requirement).length > 0) {
        expect(authorization?.[1], where).toMatch(/^(api_key|user_token)="/);
      }
      for (const sample of codeSamples(request)) {
        expect(sample.source, `${where} ${sample.lang}`).not.toMatch(/[?&](api_key|user_token)=/);
      }
    }
  });

  it("gives each operation's Markdown twin the curl command its page shows", () => {
    const curlLang = sampleLanguages.find((language) => language.value === 'curl')?.lang;
    const options = {
      siteUrl: 'https://docs.example.test',
      apiBasePath: '/docs/api',
      credentials: sampleCredentials,
    };
    for (const page of listOperationPages(spec)) {
      const twin = apiPageToMarkdown(
        spec,
        {kind: 'operation', slug: page.slug, source: `${page.slug}.api.mdx`},
        options,
      );
      const shown = codeSamples(
        sampleRequest(spec, page.path, page.method, sampleCredentials),
      ).find((sample) => sample.lang === curlLang);
      expect(shown, page.slug).toBeDefined();
      expect(twin, page.slug).toContain(`## Example request\n\n\`\`\`bash\n${shown?.source}\`\`\``);
    }
  });
});
