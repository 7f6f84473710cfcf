/**
 * The pure parts of lib/mcp that the tool tests reach only partly: the
 * command line, cutting text into parts, reading a request target, the
 * reader-words thesaurus and the compact schemas.
 */
import {describe, expect, it} from 'vitest';
import {parseArguments} from '../../lib/mcp/arguments';
import {mcpSection} from '../../scripts/bench/mcp';
import {parseHeadings, plainText, splitIntoParts} from '../../lib/mcp/markdown';
import {compactSchema} from '../../lib/mcp/operations';
import {expandQuery} from '../../lib/mcp/synonyms';
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

describe('the MCP section of BENCHMARKS.md', () => {
  const figures = {
    runs: 5,
    startupMs: [900, 1000, 1100, 1200, 1300],
    startupMedianMs: 1100,
    search: {samples: 90, medianMs: 25, p95Ms: 40},
    rssMb: 150,
    eval: {passed: 26, total: 30, misses: ['a', 'b', 'c', 'd']},
  };

  it('marks each goal of issue 30 met or missed, and names the missed questions', () => {
    const text = mcpSection(figures);
    expect(text).toContain('| 1100 ms | ✓ within 1500 ms |');
    expect(text).toContain('| 25 ms | ✗ over 20 ms |');
    expect(text).toContain('| 150 MB | ✓ within 200 MB |');
    expect(text).toContain('| 26 / 30 | ✗ at least 27 |');
    expect(text).toContain('Missed: "a", "b", "c", "d".');
  });
});
