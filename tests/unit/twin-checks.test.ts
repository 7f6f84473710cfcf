/**
 * The rules the build runs over the written Markdown twins
 * (lib/content-lint/twins.ts with the site's values, config/twin-checks.ts):
 * each of the four decisions of 2026-11-27 fails on the wording once
 * published and passes on today's; the scan of test inputs fails on an input
 * without a case and on a code the sandbox does not answer; response blocks
 * are checked as on the sources.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {builtTwinChecker, inputsOf, knownInputs, twinReportLines} from '../../config/twin-checks';
import {answerSandbox} from '../../config/answers';
import {checkTwins, type Twin} from '../../lib/content-lint/twins';
import {readTwin, type TwinReading} from '../../lib/content-lint/twin-reading';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {widgetCatalogue} from '../../plugins/content-checks/values';
import {cases} from '../../lib/sandbox/catalogue';
import {identity} from '../../src/identity';
import {bundleSiteSpec} from '../support/openapi';

let document: OpenApiDocument;
let check: (
  markdown: string,
  operation?: boolean,
  operationId?: string,
  reading?: TwinReading,
) => string[];

beforeAll(async () => {
  document = await bundleSiteSpec();
  const values = {
    widget: widgetCatalogue(),
    inputs: knownInputs(document),
    sandbox: answerSandbox(document),
  };
  check = (markdown, operation = false, operationId?: string, reading?: TwinReading) => {
    const twin: Twin = {
      source: 'docs/x.mdx',
      permalink: '/docs/x',
      markdown,
      operation,
      ...(operationId ? {operationId} : {}),
      ...(reading ? {reading} : {}),
    };
    return checkTwins([twin], values).problems.map((p) => `${p.line} [${p.rule}] ${p.message}`);
  };
}, 60_000);

const page = (...lines: string[]) => ['# Page', '', ...lines, ''].join('\n');

describe('the 2026-11-27 decisions, one rule each, on the built twins', () => {
  it('territory-records-are-us: a territory is a US record with its USPS state code', () => {
    expect(
      check(
        page(
          'Puerto Rico is `PRI` and Guam `GUM`: addresses there carry those codes in `country_iso`.',
        ),
      ),
    ).toEqual([
      expect.stringMatching(/^3 \[territory-records-are-us\] gives a US territory its own ISO-3/),
    ]);
    expect(
      check(
        page('- **US territories are separate countries here.** They have their own ISO codes.'),
      ),
    ).toEqual([
      expect.stringMatching(/\[territory-records-are-us\] calls US territories separate countries/),
    ]);
    expect(
      check(page('A territory is a US record: `country_iso` is `USA` and the state code is `PR`.')),
    ).toEqual([]);
  });

  it('udprn-umprn-zero: outside Royal Mail data both are 0, in prose and in records', () => {
    expect(check(page('Other records have `umprn` empty.'))).toEqual([
      expect.stringMatching(/^3 \[udprn-umprn-zero\]/),
    ]);
    expect(
      check(page('```json', '{"id": "usps_1", "dataset": "usps", "udprn": 0, "umprn": ""}', '```')),
    ).toEqual([expect.stringMatching(/\[udprn-umprn-zero\] shows an empty usps_1 umprn/)]);
    expect(
      check(page('Other Royal Mail records have an empty string there, and other data `0`.')),
    ).toEqual([]);
  });

  it('widget-required-options: only apiKey is required', () => {
    const problems = check(
      page('The widget has two required options: `apiKey` and `outputFields`.'),
    );
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^3 \[widget-required-options\]/);
    expect(check(page('`apiKey` is the only required option.'))).toEqual([]);
  });

  it('test-lookups-free: no log lists a test input as paid, no page calls test lookups paid', () => {
    expect(
      check(
        page(
          '```csv',
          '2026-03-01T10:14:02.000Z,198.51.100.7,test vacant,https://shop.example.com/checkout,autocomplete_usa,,1,,',
          '```',
        ),
      ),
    ).toEqual([
      expect.stringMatching(
        /^4 \[test-lookups-free\] lists the test input "test vacant" as a paid lookup/,
      ),
    ]);
    expect(check(page('Test requests are counted against your balance like any lookup.'))).toEqual([
      expect.stringMatching(/\[test-lookups-free\] calls test lookups paid/),
    ]);
    expect(check(page('Test requests are free and never counted.'))).toEqual([]);
  });
});

describe('codes with their meaning', () => {
  it('code-meanings: a table row with a status or code says what it means', () => {
    expect(
      check(page('| Input | Answer |', '| --- | --- |', '| `ID1 CLIP` | Postcodes 402 / 4020 |')),
    ).toEqual([expect.stringMatching(/^5 \[code-meanings\] shows 402 \/ 4020 without/)]);
    expect(
      check(
        page(
          '| Input | Answer |',
          '| --- | --- |',
          '| `ID1 CLIP` | Postcodes 402 / 4020 (balance depleted) |',
        ),
      ),
    ).toEqual([]);
    expect(check(page('| Status | Code |', '| --- | --- |', '| 402 | `4020` |'))).toEqual([
      expect.stringMatching(/^5 \[code-meanings\] shows 402, `4020` without what it means/),
    ]);
    expect(
      check(
        page(
          '| Status | Code | Meaning |',
          '| --- | --- | --- |',
          '| 402 | `4020` | No lookups left. |',
        ),
      ),
    ).toEqual([]);
  });
});

describe('the scan of test inputs', () => {
  it('knows every input of the catalogue, with the codes the sandbox answers', () => {
    const known = knownInputs(document);
    expect(known.get('ID1 CLIP')?.codes).toEqual(new Set([4020]));
    expect(known.get('udprn -3')?.codes).toEqual(new Set([4021]));
    expect(known.get('ak_fails')?.codes).toContain(4020);
    expect(known.get('test vacant')?.codes).toEqual(new Set([2000]));
    expect(inputsOf(cases.find((c) => c.id === 'postcodes-licensee')!)).toEqual([
      'ak_sublicensing',
      'ID1 1QD',
      'sl_test_bakery',
    ]);
  });

  it('fails an input without a case, and a code the sandbox does not answer, naming the line', () => {
    expect(check(page('Try `ID1 ZZZ` for a server error.'))).toEqual([
      expect.stringMatching(/^3 \[test-inputs\] names the test input "ID1 ZZZ", which no case/),
    ]);
    expect(check(page('`ID1 CLIP` (`4021`) and `ID1 CHOP` (`4021`).'))).toEqual([
      expect.stringMatching(
        /^3 \[test-inputs\] says "ID1 CLIP" answers 4021, but the sandbox answers it with 4020/,
      ),
    ]);
    expect(check(page('UDPRN `-1` (not found), `-2` (`4020`) and `-3` (`4021`).'))).toEqual([]);
    // On an operation's page, the answer stated is that operation's (Addresses once promised
    // `ID1 CLIP` → 4020 while the sandbox answered 200).
    expect(check(page('Test with `ID1 CLIP` (`4020`).'), false, 'Addresses')).toEqual([]);
    expect(check(page('Test with `ID1 CLIP` (`4020`).'), false, 'ResolvePlace')).toEqual([
      expect.stringMatching(
        /says "ID1 CLIP" answers 4020 on ResolvePlace, but no case of the catalogue sends it to ResolvePlace/,
      ),
    ]);
    expect(check(page('`test nowhere` is not a test query.'))).toEqual([
      expect.stringMatching(/"test nowhere", which no case/),
    ]);
  });
});

describe('a twin parsed on a worker thread (the build hands its reading to the checker)', () => {
  const samples = [
    page('The widget has two required options: `apiKey` and `outputFields`.'),
    page('| Status | Code |', '| - | - |', '| 402 | `4020` |'),
    page('```json', '{"code": 2000, "message": "Success", "result": {}}', '```'),
    page(
      '```json request="GET /postcodes/ID1 KFA" status=404',
      '{"code": 4040, "message": "Postcode not found", "suggestions": []}',
      '```',
    ),
    page('- a list', '', '      indented code in a list item', '', '> ```csv', '> a,b', '> ```'),
  ];

  it('gives the problems the checker finds when it parses the twin itself', () => {
    for (const markdown of samples) {
      expect(check(markdown, false, undefined, readTwin(markdown, 'docs/x.mdx'))).toEqual(
        check(markdown),
      );
    }
    expect(check(samples[0]).length).toBeGreaterThan(0);
  });

  it('is what the rules read: the checker does not parse the twin again', () => {
    const claim = readTwin(samples[0], 'docs/x.mdx');
    expect(check(page('Nothing to check.'), false, undefined, claim)).toEqual(check(samples[0]));
  });
});

describe('answers in the twins', () => {
  it('fails an envelope without a marker and checks the marked ones', () => {
    expect(
      check(page('```json', '{"code": 2000, "message": "Success", "result": {}}', '```')),
    ).toEqual([expect.stringMatching(/^3 \[answers\] an API response without request=/)]);
    expect(
      check(
        page(
          '```json request="GET /postcodes/ID1 KFA" status=404',
          '{"code": 4040, "message": "Postcode not found", "suggestions": []}',
          '```',
        ),
      ),
    ).toEqual([]);
  });

  it('checks an operation twin’s example request against its example response', () => {
    const twin = (response: string) =>
      page(
        '## Example request',
        '',
        '```bash',
        `curl '${identity.urls.api}/postcodes/ID1%20KFA' -H 'Authorization: api_key="ak_test"'`,
        '```',
        '',
        '## Example response',
        '',
        '`404 Not Found`',
        '',
        '```json',
        response,
        '```',
      );
    expect(
      check(twin('{"code": 4040, "message": "Postcode not found", "suggestions": []}'), true),
    ).toEqual([]);
    expect(check(twin('{"code": 4040, "message": "Postcode not found"}'), true)).toEqual([
      expect.stringMatching(
        /\[answers\] the example response is not the sandbox's answer.*\/suggestions/,
      ),
    ]);
  });

  it('gives the build one summary line with the counts', () => {
    const checker = builtTwinChecker(document);
    checker.check({
      source: 'docs/x.mdx',
      permalink: '/docs/x',
      markdown: page('Test with `ID1 CLIP` (`4020`) and `ak_test`.'),
      operation: false,
    });
    const {summary, problems} = checker.finish();
    expect(problems).toEqual([]);
    expect(summary).toMatch(
      /test inputs: 2 named on 1 pages, 2 distinct, 1 stated answers checked/,
    );
    expect(twinReportLines).toBeTypeOf('function');
  });
});
