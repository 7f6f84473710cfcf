/**
 * The pure parts of lib/mcp that the tool tests reach only partly: the
 * command line, cutting text into parts, reading a request target, the
 * reader-words thesaurus and the compact schemas.
 */
import {describe, expect, it} from 'vitest';
import {parseArguments} from '../../lib/mcp/arguments';
import {mcpSection} from '../../bench/mcp';
import {parseHeadings, plainText, splitIntoParts} from '../../lib/mcp/markdown';
import {compactSchema} from '../../lib/mcp/operations';
import type {DocPage} from '../../lib/mcp/data';
import {DocsSearch} from '../../lib/mcp/search';
import {expandQuery} from '../../lib/search/synonyms';
import {decodeCursor, encodeCursor, sandboxTarget} from '../../lib/mcp/tools';

describe('npm run mcp arguments', () => {
  it('defaults to stdio, and reads --http, --port, --host, --build and the allow lists', () => {
    expect(parseArguments([])).toEqual({
      http: false,
      port: 4020,
      host: '127.0.0.1',
      buildDir: 'build',
      allowedHosts: [],
      allowedOrigins: [],
    });
    expect(
      parseArguments([
        '--http',
        '--port',
        '4021',
        '--allowed-host',
        'docs.example.test',
        '--allowed-origin',
        'https://docs.example.test',
        '--build',
        'out',
      ]),
    ).toMatchObject({
      http: true,
      port: 4021,
      buildDir: 'out',
      allowedHosts: ['docs.example.test'],
      allowedOrigins: ['https://docs.example.test'],
    });
  });

  it('refuses a bad command line with a message', () => {
    expect(() => parseArguments(['--port', 'x'])).toThrow(/--port takes a port number/);
    expect(() => parseArguments(['--port'])).toThrow(/--port needs a value/);
    expect(() => parseArguments(['--verbose'])).toThrow(
      /Unknown option --verbose\. Usage: npm run mcp/,
    );
  });
});

describe('Markdown structure', () => {
  it('reads heading text as a reader sees it', () => {
    expect(plainText('The `apiKey` option and [keys](/docs/guides/api-key)')).toBe(
      'The apiKey option and keys',
    );
    expect(plainText('**Bold** and zip_plus_4_code')).toBe('Bold and zip_plus_4_code');
    const [heading] = parseHeadings('## The `onAddressRetrieved` callback\n');
    expect(heading).toMatchObject({
      text: 'The onAddressRetrieved callback',
      anchor: 'the-onaddressretrieved-callback',
    });
  });

  it('cuts long text at headings or blank lines into parts under the limit', () => {
    const text = Array.from({length: 40}, (_, i) => `## H${i}\n\n${'word '.repeat(40)}\n`).join(
      '\n',
    );
    const parts = splitIntoParts(text, 1000);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(1000);
    expect(parts.slice(1).every((part) => part.startsWith('## '))).toBe(true);
    expect(parts.join('')).toBe(text);
  });

  it('closes and reopens a code fence cut in two', () => {
    const code = Array.from({length: 200}, (_, i) => `line ${i}`).join('\n');
    const parts = splitIntoParts(`Intro.\n\n\`\`\`js\n${code}\n\`\`\`\n`, 600);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(600);
      expect((part.match(/^```/gm) ?? []).length % 2).toBe(0);
    }
    expect(parts[1]).toMatch(/^```js\n/);
  });
});

describe('cursors and request targets', () => {
  it('round-trips a cursor and refuses a forged one', () => {
    const cursor = {page: '/docs/guides/testing', section: 'test-keys', part: 2};
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor(Buffer.from('{"page":1}').toString('base64url'))).toThrow(
      /not one this server gave/,
    );
  });

  it('keeps only the path and query of a URL, merging query parameters', () => {
    expect(
      sandboxTarget('https://api.example.test/v1/postcodes/ID1%201QD?page=2', {limit: '5'}),
    ).toEqual({
      path: '/v1/postcodes/ID1%201QD',
      query: {page: '2', limit: '5'},
    });
    expect(sandboxTarget('/v1/autocomplete/addresses?q=a&q=b')).toEqual({
      path: '/v1/autocomplete/addresses',
      query: {q: ['a', 'b']},
    });
    expect(() => sandboxTarget('postcodes')).toThrow(/must start with "\/"/);
    expect(() => sandboxTarget('https://[bad')).toThrow(/not a valid URL/);
  });
});

describe('search vocabulary and compact schemas', () => {
  it("adds the docs' words for the reader's words", () => {
    expect(expandQuery('no post office boxes')).toBe('no post office boxes PO box');
    expect(expandQuery('download a spreadsheet')).toContain('CSV');
    expect(expandQuery('exclude PO boxes')).toBe('exclude PO boxes');
  });

  it('merges allOf, keeps required fields and first sentences, drops examples', () => {
    expect(
      compactSchema({
        allOf: [
          {
            type: 'object',
            properties: {code: {type: 'integer', example: 2000}},
            required: ['code'],
          },
          {
            properties: {
              result: {type: 'string', description: 'The result. More words here.', example: 'x'},
            },
          },
        ],
      }),
    ).toEqual({
      type: 'object',
      required: ['code'],
      properties: {
        code: {type: 'integer'},
        result: {type: 'string', description: 'The result.'},
      },
    });
  });
});

describe('DocsSearch.build, the index npm run mcp makes once a client is connected', () => {
  /** Pages whose headings (which read the built HTML page) count how often they are read. */
  function countedPages(count: number) {
    const reads = {count: 0};
    const pages = Array.from({length: count}, (_, index): DocPage => {
      const markdown = `# Page ${index}\n\nAbout topic${index}.\n\n## Details ${index}\n\nMore on topic${index}.\n`;
      const page = {
        path: `/docs/page-${index}`,
        url: `https://docs.example.test/docs/page-${index}`,
        twinUrl: `https://docs.example.test/docs/page-${index}.md`,
        title: `Page ${index}`,
        description: '',
        section: 'docs',
        markdown,
      } as DocPage;
      Object.defineProperty(page, 'headings', {
        get: () => {
          reads.count++;
          return parseHeadings(markdown);
        },
      });
      return page;
    });
    return {pages, reads};
  }

  it('does no indexing work before it first yields, so queued requests are answered first', async () => {
    const {pages, reads} = countedPages(20);
    const building = DocsSearch.build(pages);
    let answered = false;
    // What a request handler does: a microtask, before the index's first batch.
    await Promise.resolve().then(() => (answered = reads.count === 0));
    expect(answered).toBe(true);
    const search = await building;
    expect(reads.count).toBe(20);
    expect(search.search('topic17')[0]?.path).toBe('/docs/page-17');
  });

  it('indexes a batch at a time, yielding to the event loop between batches', async () => {
    const {pages, reads} = countedPages(20);
    // Other work queued on the event loop, running while the index builds.
    const seen: number[] = [];
    const watch = () => {
      seen.push(reads.count);
      if (reads.count < 20) setImmediate(watch);
    };
    setImmediate(watch);
    await DocsSearch.build(pages, {batchSize: 8});
    expect(seen.slice(0, 3)).toEqual([0, 8, 16]);
  });
});

describe('the MCP section of BENCHMARKS.md', () => {
  const figures = {
    runs: 5,
    startup: {
      wallMs: [900, 1000, 1100, 1200, 1300],
      medianWallMs: 1100,
      cpuMs: [200, 210, 220, 230, 240],
      medianCpuMs: 220,
    },
    npmStartup: {
      wallMs: [1400, 1500, 1600, 1700, 1800],
      medianWallMs: 1600,
      cpuMs: [500, 510, 520, 530, 540],
      medianCpuMs: 520,
    },
    firstStartMs: 2500,
    packageStartup: {
      wallMs: [700, 800, 900, 1000, 1100],
      medianWallMs: 900,
      cpuMs: [300, 310, 320, 330, 340],
      medianCpuMs: 320,
    },
    search: {samples: 90, medianMs: 25, p95Ms: 40},
    rssMb: 150,
    eval: {passed: 26, total: 30, misses: ['a', 'b', 'c', 'd']},
    relevance: {passed: 47, total: 50, misses: ['e', 'f', 'g']},
  };

  it('marks each goal of issue 30 met or missed, and names the missed questions', () => {
    const text = mcpSection(figures);
    expect(text).toContain('(median of 5; CPU time 220 ms) | 1100 ms | ✓ within 1500 ms |');
    expect(text).toContain('(median of 5; CPU time 520 ms) | 1600 ms | ✗ over 1500 ms |');
    expect(text).toContain('| 2500 ms | (not a goal) |');
    expect(text).toContain('| 25 ms | ✗ over 20 ms |');
    expect(text).toContain('| 150 MB | ✓ within 200 MB |');
    expect(text).toContain('| 26 / 30 | ✗ at least 27 |');
    expect(text).toContain('Missed: "a", "b", "c", "d".');
    // Issue 38: the installed package within 1 s, and the 50 questions.
    expect(text).toContain(
      'the package installed from its tarball (its command, median of 5; CPU time 320 ms) | 900 ms | ✓ within 1000 ms |',
    );
    expect(text).toContain('| 47 / 50 | ✓ at least 47 |');
    expect(text).toContain('Missed of the 50: "e", "f", "g".');
  });
});
