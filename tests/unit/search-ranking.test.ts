import {describe, expect, it} from 'vitest';
import {DocsSearch} from '../../lib/mcp/search';
import {siteIndexOf, type SiteIndex} from '../../lib/mcp/site-index';
import {createIndex, indexedPage, loadIndex, pageTraits, rankPages} from '../../lib/search/ranking';
import {significantWords} from '../../lib/search/stop-words';
import {processTerm, termsOf} from '../../lib/search/terms';
import {useFixtureBuild} from '../support/mcp-fixture';

const fixture = useFixtureBuild();

describe('terms', () => {
  it('drops stop words and the s of a possessive, and stems the rest', () => {
    expect(termsOf("change a key's daily limits")).toEqual(['chang', 'kei', 'daili', 'limit']);
    expect(processTerm('US')).toBe('us');
    expect(processTerm('us')).toBeNull();
    expect(significantWords("what's the key's limit for my shop?")).toEqual([
      'key',
      'limit',
      'shop',
    ]);
  });
});

describe('the index', () => {
  it("holds a page's prose and its code apart, the code searchable at a lower weight", () => {
    const page = indexedPage(0, {
      title: 'Style tweaks',
      description: 'Inline styles.',
      headings: ['Options'],
      markdown:
        '# Style tweaks\n\nSet the look without a stylesheet.\n\n```js\nsetup({ inputStyle: { fontSize: "1rem" } });\n```\n',
    });
    expect(page.body).toContain('without a stylesheet');
    expect(page.body).not.toContain('inputStyle');
    expect(page.code).toContain('inputStyle');
    const index = createIndex();
    index.add(page);
    expect(index.search('inputStyle').map((result) => result.id)).toEqual([0]);
  });
});

describe('page traits', () => {
  const paths = ['/docs/guides', '/docs/guides/testing', '/docs/api/keys', '/docs/api/key-details'];
  it('calls a page that lists others a hub: a parent path, or an API tag page', () => {
    const page = (path: string, markdown = '# T\n') => ({
      path,
      title: 'T',
      description: '',
      markdown,
    });
    expect(pageTraits(page('/docs/guides'), paths).hub).toBe(true);
    expect(pageTraits(page('/docs/guides/testing'), paths).hub).toBe(false);
    expect(
      pageTraits(page('/docs/api/keys', '# Keys\n\n## Operations\n\n- [Key details](x)'), paths)
        .hub,
    ).toBe(true);
  });

  it("keeps the adjacent terms of the title and description as the page's purpose", () => {
    const {purpose} = pageTraits(
      {
        path: '/x',
        title: 'Cancel Licensee',
        description: 'Cancels a licensee so its key stops working.',
        markdown: '',
      },
      [],
    );
    expect(purpose).toContain('cancel license');
    expect(purpose).toContain('stop work');
    expect(purpose).toContain('work stop');
  });
});

describe('one ranking for both searches', () => {
  it('ranks a hub below the pages it lists, and a page that states the question as its purpose up', () => {
    // BM25 as the index would score three pages for "stop a key from working".
    const scores = [10, 9, 8];
    const index = {
      search: () => scores.map((score, id) => ({id, score, terms: [], queryTerms: [], match: {}})),
    } as unknown as Parameters<typeof rankPages>[0];
    const traits = [
      {hub: true, purpose: []},
      {hub: false, purpose: ['kei limit', 'limit kei']},
      {hub: false, purpose: ['kei stop', 'stop kei', 'stop work', 'work stop']},
    ];
    const ranked = rankPages(index, traits, 'stop a key from working');
    expect(ranked.map((result) => result.id)).toEqual([2, 1, 0]);
    // Scaled so that BM25's best is 1: 0.8 + one phrase (0.25), 0.9, 1 x 0.85.
    expect(ranked.map((result) => result.score)).toEqual([1.05, 0.9, 0.85]);
  });

  it('gives the site search, from the published index, the pages search_docs gives, in its order', () => {
    const search = new DocsSearch(fixture().pages);
    const published = JSON.parse(JSON.stringify(siteIndexOf(search, fixture().pages))) as SiteIndex;
    const index = loadIndex(published.index);
    for (const query of [
      'keep the autofill of the browser from covering the suggestions',
      'test keys that fail on purpose',
      'verify a US address from a server',
      'exclude PO boxes from the suggestions at checkout',
    ]) {
      const fromSite = rankPages(index, published.pages, query).map(
        (result) => published.pages[result.id]!.path,
      );
      const fromMcp = search.search(query, {limit: 100}).map((hit) => hit.path);
      expect(fromSite.slice(0, fromMcp.length), query).toEqual(fromMcp);
    }
  });

  it('publishes what the result list shows: titles, descriptions, API methods and paths', () => {
    const published = siteIndexOf(new DocsSearch(fixture().pages), fixture().pages);
    expect(published.format).toBe(1);
    expect(published.pages.map((page) => page.path)).toEqual(
      fixture().pages.map((page) => page.path),
    );
    const operation = published.pages.find((page) => page.method);
    expect(operation?.apiPath).toMatch(/^\/v\d+\//);
  });
});
