/**
 * The shared parts of the OpenAPI toolkit (lib/openapi): the one `$ref`
 * resolver (bundled document and multi-file source), the one page slug, the
 * one walk over strings, and the one request generator, whose samples the
 * API pages and their Markdown twins both show. Keys travel in the
 * `Authorization` header, never in a URL, in every language.
 */
import {createRequire} from 'node:module';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeSamples, sampleRequest} from '../../lib/openapi/code-samples';
import {
  dereference,
  jsonPointer,
  listOperations,
  locateRef,
  mapStrings,
  parseRef,
  resolveRef,
  type OpenApiDocument,
  type Parameter,
} from '../../lib/openapi/document';
import {kebabCase, operationSlug, titleSlug} from '../../lib/openapi/page-slugs';
import {
  listSourceOperations,
  readYamlFile,
  resolveSourceRef,
  yamlFiles,
} from '../../lib/openapi/source-files';
import {apiPageToMarkdown, listOperationPages} from '../../lib/openapi/markdown-twins';
import {sampleLanguages} from '../../lib/openapi/sample-languages';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {bundleSiteSpec} from '../support/openapi';

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

  it('inlines a whole document, and fails naming a dangling reference inside it', () => {
    const schemas = Object.fromEntries(
      Object.entries(tiny.components?.schemas ?? {}).filter(([name]) => name !== 'Loop'),
    );
    const document = {...tiny, components: {...tiny.components, schemas}};
    const plain = dereference(document, document);
    expect(plain.paths?.['/a/{id}'].parameters).toEqual([
      {name: 'id', in: 'path', example: 'shared'},
    ]);
    expect(plain.components?.schemas?.Alias).toEqual({type: 'object', properties: {child: {}}});
    expect(JSON.stringify(plain)).not.toContain('$ref');
    const dangling = {...document, paths: {'/b': {$ref: '#/paths/~1gone'}}};
    expect(() => dereference(dangling, dangling)).toThrow('Unresolved reference #/paths/~1gone');
  });

  it('says where a reference leads, as the JSON pointer a schema validator addresses', () => {
    expect(locateRef(tiny, {$ref: '#/components/schemas/Alias'}, ['x'])).toEqual({
      value: tiny.components?.schemas?.Node,
      at: ['components', 'schemas', 'Node'],
    });
    const plain = {type: 'string'};
    expect(locateRef(tiny, plain, ['paths', '/a/{id}'])).toEqual({
      value: plain,
      at: ['paths', '/a/{id}'],
    });
    expect(() => locateRef(tiny, {$ref: '#/components/schemas/Loop'})).toThrow(
      '#/components/schemas/Loop leads back to itself',
    );
  });

  it('splits a reference into its file and pointer, and writes a pointer back', () => {
    expect(parseRef('#/components/schemas/a~1b')).toEqual({
      file: '',
      pointer: ['components', 'schemas', 'a/b'],
    });
    expect(parseRef('../components/parameters.yaml#/Key')).toEqual({
      file: '../components/parameters.yaml',
      pointer: ['Key'],
    });
    expect(parseRef('paths/b.yaml')).toEqual({file: 'paths/b.yaml', pointer: []});
    expect(parseRef('#/paths/~1a~1%7Bid%7D/get~0x').pointer).toEqual(['paths', '/a/{id}', 'get~x']);
    const at = ['paths', '/keys/{key}', 'get', 'x~y'];
    expect(jsonPointer(at)).toBe('#/paths/~1keys~1{key}/get/x~0y');
    expect(parseRef(jsonPointer(at)).pointer).toEqual(at);
  });
});

describe('the $ref resolver over the source files (openapi/, before bundling)', () => {
  const files: Record<string, unknown> = {
    'spec/root.yaml': {
      paths: {
        '/a': {get: {operationId: 'GetA', parameters: [{$ref: '#/components/parameters/Q'}]}},
        '/b/{id}': {$ref: 'paths/b.yaml'},
      },
      components: {parameters: {Q: {name: 'q', in: 'query'}}},
    },
    'spec/paths/b.yaml': {
      parameters: [{$ref: '../common/parameters.yaml#/Id'}],
      get: {operationId: 'GetB'},
      put: {operationId: 'PutB', parameters: [{$ref: '../common/parameters.yaml#/Alias'}]},
    },
    'spec/common/parameters.yaml': {
      Id: {name: 'id', in: 'path'},
      Alias: {$ref: 'more.yaml#/Own'},
      Gone: {$ref: 'more.yaml#/Nope'},
      Loop: {$ref: 'more.yaml#/Back'},
    },
    'spec/common/more.yaml': {
      Own: {name: 'id', in: 'path', description: 'own'},
      Back: {$ref: 'parameters.yaml#/Loop'},
    },
  };
  const read = (file: string) => files[file];

  it('follows references across files, each relative to the file that holds it', () => {
    expect(
      resolveSourceRef('spec/paths/b.yaml', {$ref: '../common/parameters.yaml#/Alias'}, read),
    ).toEqual({file: 'spec/common/more.yaml', value: {name: 'id', in: 'path', description: 'own'}});
    expect(resolveSourceRef('spec/root.yaml', {$ref: 'paths/b.yaml'}, read)).toEqual({
      file: 'spec/paths/b.yaml',
      value: files['spec/paths/b.yaml'],
    });
    const plain = {name: 'x'};
    expect(resolveSourceRef('spec/root.yaml', plain, read)).toEqual({
      file: 'spec/root.yaml',
      value: plain,
    });
  });

  it('fails naming the reference and its file on a dangling reference, a missing file or a loop', () => {
    const from = 'spec/common/parameters.yaml';
    expect(() => resolveSourceRef(from, {$ref: '#/Gone'}, read)).toThrow(
      'spec/common/parameters.yaml: unresolved reference more.yaml#/Nope',
    );
    expect(() => resolveSourceRef(from, {$ref: 'none.yaml#/X'}, read)).toThrow(
      'spec/common/parameters.yaml: unresolved reference none.yaml#/X',
    );
    expect(() => resolveSourceRef(from, {$ref: '#/Loop'}, read)).toThrow(
      /spec\/common\/(more|parameters)\.yaml: the reference .+ leads back to itself/,
    );
  });

  it('lists each operation with its file and its parameters resolved, path item ones included', () => {
    const entries = listSourceOperations('spec/root.yaml', read).map(
      ({method, path, file, operation, parameters}) => [
        method,
        path,
        file,
        operation.operationId,
        parameters.map((p) => p.description ?? p.name),
      ],
    );
    expect(entries).toEqual([
      ['get', '/a', 'spec/root.yaml', 'GetA', ['q']],
      ['get', '/b/{id}', 'spec/paths/b.yaml', 'GetB', ['id']],
      ['put', '/b/{id}', 'spec/paths/b.yaml', 'PutB', ['own']],
    ]);
  });

  it('reads the site source: every path item file, with the parameters the bundle has', () => {
    const operations = listSourceOperations('openapi/openapi.yaml', (file) => readYamlFile(file));
    // At least the 28 operations of the first release of this test (a new one adds to them).
    expect(operations.length).toBeGreaterThanOrEqual(28);
    const files = new Set(yamlFiles('openapi'));
    for (const {file} of operations) expect(files, file).toContain(file);
    const find = operations.find((entry) => entry.operation.operationId === 'FindAddress');
    expect(find?.file).toBe('openapi/paths/autocomplete-addresses.yaml');
    expect(find?.parameters.map((p) => p.name)).toContain('query');
    expect(yamlFiles('openapi')).toEqual([...yamlFiles('openapi')].sort());
  });
});

describe('page slugs', () => {
  /** The generator's own function, to check ours against. */
  const lodashKebabCase = createRequire(import.meta.url)('lodash/kebabCase') as (
    text: string,
  ) => string;

  it('names operation, tag and info pages as the generator does (lodash kebab case)', () => {
    const names = [
      ...['FindAddress', 'getUDPRN', 'PhoneNumberValidation', 'address2', 'Addresses (US)'],
      ...['Address Search', 'Phone Numbers', 'UK', 'API Reference'],
    ];
    expect(names.map(kebabCase)).toEqual(names.map(lodashKebabCase));
    expect(operationSlug({summary: 'Find a place'}, 'get', '/places')).toBe('find-a-place');
    expect(titleSlug('API Reference')).toBe('api-reference');
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
    spec = await bundleSiteSpec();
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
