/**
 * The input of the reference pages, derived from the published document,
 * and the order of the reference sidebar.
 */
import {describe, expect, it} from 'vitest';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {firstSentence, referenceDocument} from '../../lib/openapi/reference-document';
import {arrange} from '../../lib/openapi/sidebar-order';
import type {SidebarItem} from '../../sidebars/types';
import {sampleCredentials} from '../../src/data/sample-credentials';

const docsUrl = 'https://docs.example.test';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'API Reference',
    version: '1.0.0',
    description: `Download [JSON](${docsUrl}/openapi.json). See [testing](${docsUrl}/docs/guides/testing) and [elsewhere](https://other.example.test/docs/x).`,
  },
  servers: [{url: 'https://api.example.test/v1'}],
  security: [{ApiKey: []}],
  tags: [
    {name: 'Search', description: 'Search finds things. It is "fast".\n\nMore text.'},
    {name: 'US', 'x-displayName': 'US Verification', description: 'Verifies.'},
  ],
  paths: {
    '/search': {
      get: {operationId: 'Search', summary: 'Search', tags: ['Search'], responses: {}},
    },
    '/verify': {
      post: {operationId: 'Verify', summary: 'Verify', tags: ['US'], responses: {}},
    },
  },
  components: {securitySchemes: {ApiKey: {type: 'apiKey', in: 'query', name: 'api_key'}}},
};

describe('reference document', () => {
  const result = referenceDocument(document, {
    docsUrl,
    tagPages: ['Search'],
    credentials: sampleCredentials,
  });
  const paths = result.paths ?? {};

  it('makes links to this site relative and links to spec files pathname:// links', () => {
    expect(result.info.description).toBe(
      'Download [JSON](pathname:///openapi.json). See [testing](/docs/guides/testing) and [elsewhere](https://other.example.test/docs/x).',
    );
  });

  it('adds eight request samples to every operation', () => {
    for (const operation of [paths['/search'].get, paths['/verify'].post]) {
      expect(operation?.['x-codeSamples']).toHaveLength(8);
    }
  });

  it('keeps only tags with a page, with a one-sentence description for its front matter', () => {
    expect(result.tags).toEqual([
      expect.objectContaining({
        name: 'Search',
        'x-page-description': 'Search finds things.',
      }),
    ]);
  });

  it('groups operations of other tags under their display name', () => {
    expect(paths['/verify'].post?.tags).toEqual(['US Verification']);
  });

  it('does not change the published document', () => {
    expect(document.tags).toHaveLength(2);
    expect(document.info.description).toContain(`${docsUrl}/docs/guides/testing`);
  });

  it('refuses a tag page for a tag the document does not declare', () => {
    expect(() =>
      referenceDocument(document, {docsUrl, tagPages: ['Places'], credentials: sampleCredentials}),
    ).toThrow(/not declared in the OpenAPI document: Places/);
  });

  it('takes the first sentence of a paragraph', () => {
    expect(firstSentence('One sentence (with v1.2). Two.\n\nThree.')).toBe(
      'One sentence (with v1.2).',
    );
  });
});

describe('reference sidebar', () => {
  const doc = (id: string): SidebarItem => ({type: 'doc', id, label: id});
  const category = (label: string, items: SidebarItem[], link?: string): SidebarItem => ({
    type: 'category',
    label,
    items,
    ...(link ? {link: {type: 'doc', id: link}} : {}),
  });

  it('keeps the introduction first, orders groups for reading and lifts single pages', () => {
    const generated = [
      doc('api-reference'),
      category('Keys', [doc('key-availability'), doc('key-details')], 'keys'),
      category('Configs', [doc('list-configs'), doc('create-config')]),
      category('Email Validation', [doc('email-validation')]),
      category('Address Search', [doc('find-address'), doc('retrieve-address')], 'address-search'),
      category('Something New', [doc('new-one'), doc('new-two')]),
    ];
    const labels = arrange(generated).map((item) =>
      typeof item === 'object' && 'label' in item ? item.label : item,
    );
    expect(labels).toEqual([
      'api-reference',
      'Address Search',
      'email-validation',
      'Keys',
      'Configs',
      'Something New',
    ]);
  });
});
