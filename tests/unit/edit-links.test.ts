import {describe, expect, it} from 'vitest';
import {apiEditUrl, docsEditUrl, operationSources} from '../../config/edit-urls';
import {readYamlFile} from '../../lib/openapi/source-files';
import {identity} from '../../src/identity';
import {editUrlOf, reportProblemUrl} from '../../src/utils/repository';

const sources = operationSources('openapi/openapi.yaml', (file) => readYamlFile(file));
const apiEdit = apiEditUrl(sources, 'openapi/openapi.yaml');

describe('Edit this page', () => {
  it('points a guide at its own file in the repository named by the identity module', () => {
    expect(docsEditUrl({versionDocsDirPath: 'docs', docPath: 'guides/testing.mdx'})).toBe(
      `${identity.urls.repositoryEdit}/docs/guides/testing.mdx`,
    );
    expect(identity.urls.repositoryEdit.startsWith(identity.urls.repository)).toBe(true);
  });

  it('points an API operation page at the OpenAPI file of its operation, by the generator slug', () => {
    expect(sources.get('find-address')).toBe('openapi/paths/autocomplete-addresses.yaml');
    expect(sources.get('udprn')).toBe('openapi/paths/udprn.yaml');
    // Several operations of one path item share its file.
    expect(sources.get('update-config')).toBe('openapi/paths/config.yaml');
    expect(apiEdit({versionDocsDirPath: 'docs-api', docPath: 'find-address.api.mdx'})).toBe(
      `${identity.urls.repositoryEdit}/openapi/paths/autocomplete-addresses.yaml`,
    );
  });

  it('gives generated pages without a source file no link, and hand-written API pages their own', () => {
    for (const docPath of ['uk.tag.mdx', 'api-reference.info.mdx', 'address.schema.mdx']) {
      expect(apiEdit({versionDocsDirPath: 'docs-api', docPath})).toBeUndefined();
    }
    expect(apiEdit({versionDocsDirPath: 'docs-api', docPath: 'index.mdx'})).toBe(
      `${identity.urls.repositoryEdit}/docs-api/index.mdx`,
    );
  });

  it('fails, naming the page, when an operation page matches no operation of the source', () => {
    expect(() => apiEdit({versionDocsDirPath: 'docs-api', docPath: 'gone.api.mdx'})).toThrow(
      /docs-api\/gone\.api\.mdx: no operation/,
    );
  });

  it('maps an inline path item to the root file and reads $ref files relative to the root', () => {
    const files: Record<string, unknown> = {
      'spec/root.yaml': {
        paths: {
          '/a': {get: {operationId: 'GetThing'}},
          '/b': {$ref: 'paths/b.yaml'},
        },
      },
      'spec/paths/b.yaml': {post: {operationId: 'CreateUDPRNThing'}},
    };
    const map = operationSources('spec/root.yaml', (file) => files[file]);
    expect([...map]).toEqual([
      ['get-thing', 'spec/root.yaml'],
      ['create-udprn-thing', 'spec/paths/b.yaml'],
    ]);
  });

  it('encodes path segments but keeps the slashes', () => {
    expect(editUrlOf('docs/a b.mdx')).toBe(`${identity.urls.repositoryEdit}/docs/a%20b.mdx`);
  });
});

describe('Report a problem', () => {
  it('opens the docs-mistake issue form with the page URL prefilled', () => {
    const url = new URL(reportProblemUrl(`${identity.urls.docs}/docs/guides/testing`));
    expect(`${url.origin}${url.pathname}`).toBe(`${identity.urls.repository}/issues/new`);
    expect(url.searchParams.get('template')).toBe('docs-mistake.yml');
    expect(url.searchParams.get('page-url')).toBe(`${identity.urls.docs}/docs/guides/testing`);
  });
});
