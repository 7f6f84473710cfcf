/**
 * What the HTTP server's per-request work shares, so that a request costs
 * its own work only: the bounded LRU cache (lib/mcp/lru.ts), the answers
 * DocsSearch keeps (the same hits as a search without the cache, a copy for
 * each caller, at most the cache size), and docsServerFactory (servers made
 * once per request over shared schemas answer as createDocsServer's do, side
 * by side). Data: the build-shaped fixture (tests/support/mcp.ts).
 */
import {describe, expect, it} from 'vitest';
import {LruCache} from '../../lib/mcp/lru';
import {DocsSearch} from '../../lib/mcp/search';
import {createDocsServer, docsServerFactory, type DocsServerOptions} from '../../lib/mcp/server';
import {pageSamples} from '../../lib/mcp/operations';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {createSandbox} from '../../lib/sandbox';
import {connectServer, textOf} from '../support/mcp';
import {useFixtureBuild} from '../support/mcp-fixture';

const fixture = useFixtureBuild();

describe('LruCache', () => {
  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces the value of a key set again, without growing', () => {
    const cache = new LruCache<string>(2);
    cache.set('a', 'first');
    cache.set('a', 'second');
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe('second');
  });

  it('keeps nothing with capacity 0, and refuses a capacity that is not a whole number', () => {
    const cache = new LruCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(() => new LruCache(-1)).toThrow(/whole number, 0 or more: got -1/);
    expect(() => new LruCache(1.5)).toThrow(/got 1.5/);
  });
});

describe('DocsSearch answers kept per query and options', () => {
  const queries = ['test keys', 'autofill overwrites the address', 'postcode', 'verify an address'];

  it('gives the same hits as a search that keeps nothing, first time and again', () => {
    const kept = new DocsSearch(fixture().pages);
    const uncached = new DocsSearch(fixture().pages, {cacheSize: 0});
    for (const query of queries) {
      for (const options of [{}, {limit: 2}, {section: 'guides'}]) {
        const expected = uncached.search(query, options);
        expect(kept.search(query, options)).toEqual(expected);
        expect(kept.search(query, options)).toEqual(expected);
      }
    }
    expect(uncached.cachedAnswers).toBe(0);
    expect(kept.cachedAnswers).toBe(queries.length * 3);
  });

  it('answers again from what it kept, and each caller gets its own copy', () => {
    const search = new DocsSearch(fixture().pages);
    const first = search.search('test keys');
    expect(first.length).toBeGreaterThan(0);
    expect(search.cachedAnswers).toBe(1);
    first[0]!.title = 'changed by a caller';
    first.pop();
    const again = search.search('test keys');
    expect(search.cachedAnswers).toBe(1);
    expect(again).toEqual(new DocsSearch(fixture().pages).search('test keys'));
    expect(again[0]!.title).not.toBe('changed by a caller');
  });

  it('keeps at most its cache size of answers', () => {
    const search = new DocsSearch(fixture().pages, {cacheSize: 2});
    for (const query of queries) search.search(query);
    expect(search.cachedAnswers).toBe(2);
  });
});

describe('docsServerFactory', () => {
  const options = (): DocsServerOptions => {
    const search = new DocsSearch(fixture().pages);
    return {
      data: fixture(),
      search: () => search,
      sandbox: createSandbox(),
      sample: pageSamples(sampleCredentials),
      name: 'example-docs',
      productName: 'Example',
    };
  };

  it('makes servers that list the same tools, with the same schemas, as createDocsServer', async () => {
    const shared = options();
    const newServer = docsServerFactory(shared);
    const clients = await Promise.all([
      connectServer(newServer()),
      connectServer(newServer()),
      connectServer(createDocsServer(shared)),
    ]);
    const lists = await Promise.all(clients.map((client) => client.listTools()));
    expect(lists[0]!.tools.length).toBe(8);
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    await Promise.all(clients.map((client) => client.close()));
  });

  it('makes a new server each time, each serving its own client while the others are connected', async () => {
    const newServer = docsServerFactory(options());
    const first = newServer();
    const second = newServer();
    expect(second).not.toBe(first);
    const clients = [await connectServer(first), await connectServer(second)];
    const answers = await Promise.all(
      clients.map((client) =>
        client.callTool({name: 'search_docs', arguments: {query: 'test keys', limit: 1}}),
      ),
    );
    for (const answer of answers) {
      expect(answer.isError).not.toBe(true);
      expect(textOf(answer)).toMatch(/^1 pages for "test keys"/);
    }
    // Invalid input is still checked against the shared schema.
    const invalid = await clients[0]!.callTool({name: 'search_docs', arguments: {query: ''}});
    expect(invalid.isError).toBe(true);
    await Promise.all(clients.map((client) => client.close()));
  });
});
