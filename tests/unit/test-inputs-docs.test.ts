/**
 * The test keys and test inputs the docs show come from the sandbox
 * catalogue: the testing guide lists every case, the test-keys partials
 * are country-aware and name only catalogue keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cases, testKeys, UNKNOWN_ROUTE, usTestQueries} from '../../lib/sandbox/catalogue';
import {
  answerLabel,
  requestLabel,
  testInputGroups,
  firstResponseView,
  shownCaseIds,
  testResponsesView,
  testInputOverviewMarkdown,
  testInputSummary,
  testKeyRows,
  testQueries,
} from '../../src/data/test-inputs';

const root = path.join(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('test inputs rendered from the catalogue', () => {
  it('list every catalogue case once, grouped by operation', () => {
    const rows = testInputGroups().flatMap((group) => group.rows.map((row) => row.id));
    expect(rows.sort()).toEqual(cases.map((testCase) => testCase.id).sort());
  });

  it('are all on the testing guide', () => {
    const guide = read('docs/guides/testing.mdx');
    expect(guide).toMatch(/^<TestInputs \/>$/m);
    expect(guide).toMatch(/^<TestKeyTable \/>$/m);
  });

  it('label requests and answers as a reader sends and receives them', () => {
    const notFound = cases.find((testCase) => testCase.id === 'postcodes-not-found');
    expect(notFound && requestLabel(notFound)).toBe('GET /postcodes/ID1 KFA');
    expect(notFound && answerLabel(notFound)).toBe('404 / 4040 (postcode not found)');
    const details = cases.find((testCase) => testCase.id === 'key-details');
    expect(details && requestLabel(details)).toContain('user_token="uk_test"');
    // Each group links the operation's reference page, named as the generator names it.
    const href = (operationId: string) =>
      testInputGroups().find((group) => group.operationId === operationId)?.href;
    expect(href('UDPRN')).toBe('/docs/api/udprn');
    expect(href('PhoneNumberValidation')).toBe('/docs/api/phone-number-validation');
  });

  it('give US forms the US test queries and UK forms the UK postcodes', () => {
    expect(testQueries('USA').map((entry) => entry.query)).toEqual(
      usTestQueries.map((entry) => entry.query),
    );
    const uk = testQueries('GBR').map((entry) => entry.query);
    expect(uk).toContain('ID1 1QD');
    expect(uk.every((query) => /^ID1 /.test(query))).toBe(true);
  });

  it('make the integration test-keys partial country-aware, US first', () => {
    const partial = read('docs/integrations/_partials/_test-keys.mdx');
    expect(partial).toContain("<TestQueries country={props.country === 'GBR' ? 'GBR' : 'USA'} />");
    expect(partial).not.toMatch(/ID1 1QD/);
  });

  it('describe the test keys from the catalogue and refuse a key it does not have', () => {
    expect(testKeyRows().map((row) => row.key)).toEqual(Object.values(testKeys));
    expect(() => testKeyRows(['ak_nope'])).toThrow(/not a test key/);
  });

  it('give the spec overview every UK test input with each operation answer', () => {
    const table = testInputOverviewMarkdown();
    expect(table).toContain('| `ID1 KFA` | Postcodes 404 / 4040 (postcode not found);');
    expect(table).toMatch(/UDPRN or UMPRN `-3`/);
  });

  it('count the inputs of the operations apart from the request to a path the API lacks (#27)', () => {
    /** The numbers a summary sentence states: inputs over operations, plus requests outside. */
    const counts = (sentence: string) => {
      const match =
        /(\d+) test inputs? over (\d+) operations?(?:, plus (\d+) requests? to a path)?/.exec(
          sentence,
        );
      return match && {inputs: +match[1], operations: +match[2], outside: +(match[3] ?? 0)};
    };
    const documented = cases.filter((testCase) => testCase.operationId !== UNKNOWN_ROUTE);
    const expected = {
      inputs: documented.length,
      operations: new Set(documented.map((testCase) => testCase.operationId)).size,
      outside: cases.length - documented.length,
    };
    expect(expected.outside).toBeGreaterThan(0);
    expect(counts(testInputSummary())).toEqual(expected);
    // The sentence once published counted the unknown-route case as an input of the operations.
    expect(
      counts(`The catalogue holds ${cases.length} test inputs over 28 operations.`),
    ).not.toEqual(expected);
    expect(read('openapi/openapi.yaml')).toContain('%%testInputSummary%%');
  });

  it("print the catalogue's answer to the home page's first request (#27)", () => {
    const view = firstResponseView();
    const keyCase = cases.find((testCase) => testCase.id === 'key-available')!;
    expect(view.label).toBe(`GET ${keyCase.request.path}`);
    expect(JSON.parse(view.body)).toEqual(keyCase.response.body);
    // The home page and the API keys guide render it instead of typing it.
    for (const file of ['src/pages/index.tsx', 'docs/guides/api-key.mdx']) {
      expect(read(file)).toContain('<KeyCheckResponse />');
      expect(read(file)).not.toMatch(/"available": true/);
    }
  });

  it('print a case answer only under a sample that sends its request (#27)', () => {
    const pages = ['docs/guides/places.mdx', 'docs/guides/testing.mdx'];
    const used = new Set<string>();
    for (const page of pages) {
      const text = read(page);
      let from = 0;
      for (const match of text.matchAll(/<TestCaseResponse id="([^"]+)" \/>/g)) {
        const id = match[1];
        used.add(id);
        expect(shownCaseIds as readonly string[], `${page}: ${id}`).toContain(id);
        const testCase = cases.find((candidate) => candidate.id === id)!;
        const before = text.slice(from, match.index);
        const path = testCase.request.path;
        expect(
          [path, path.replace(/ /g, '%20'), path.split('/').pop()!].some((form) =>
            before.includes(form),
          ),
          `${page}: no sample before <TestCaseResponse id="${id}"> sends ${path}`,
        ).toBe(true);
        for (const [name, value] of Object.entries(testCase.request.query ?? {}))
          expect(before, `${page}: ${id}`).toContain(`${name}=${String(value)}`);
        from = (match.index ?? 0) + match[0].length;
      }
    }
    expect([...used].sort()).toEqual([...shownCaseIds].sort());
    expect(Object.keys(testResponsesView())).toEqual([...shownCaseIds]);
    expect(() => testResponsesView(['no-such-case'])).toThrow(
      /not a case of the sandbox catalogue/,
    );
  });
});
