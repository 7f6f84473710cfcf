/**
 * Issue #26, in the facts lint (lib/content-lint/facts.ts): no page
 * shows an invented key (samples must run as copied), and the fence
 * attributes the sample harness reads (`expect=`, `norun=`) are well formed.
 * Each check fails on the text once published and passes the pages now.
 */
import {describe, expect, it} from 'vitest';
import {factsLint} from '../support/content-lint';

const {lintPage, lintText} = await factsLint();

describe('issue #26: invented keys', () => {
  const invented = [
    '```bash',
    'curl "https://api.example.test/v1/keys/ak_lkd92jd9e8fj2k3l4m5n6o7p8/details" \\',
    '  -H \'Authorization: api_key="ak_lkd92jd9e8fj2k3l4m5n6o7p8", user_token="uk_9f8e7d6c5b4a"\'',
    'curl "https://api.example.test/v1/postcodes/SW1A2AA?licensee=sl_7Hq2mX9pLk4vB3nD"',
    '```',
  ];

  it('rejects the made-up API keys, user tokens and licensee keys once published in the guides', () => {
    expect(lintText(...invented)).toEqual([
      expect.stringMatching(
        /^4: "ak_lkd92jd9e8fj2k3l4m5n6o7p8" looks like an invented key.*ak_test/,
      ),
      expect.stringMatching(/^5: "ak_lkd92jd9e8fj2k3l4m5n6o7p8" looks like an invented key/),
      expect.stringMatching(/^5: "uk_9f8e7d6c5b4a" looks like an invented key.*uk_test/),
      expect.stringMatching(/^6: "sl_7Hq2mX9pLk4vB3nD" looks like an invented key.*sl_test_bakery/),
    ]);
  });

  it('rejects one in prose and inline code too, and accepts the documented test keys', () => {
    expect(lintText('A key looks like `ak_9a8b7c6d`.')).toEqual([
      expect.stringMatching(/^3: "ak_9a8b7c6d" looks like an invented key/),
    ]);
    expect(
      lintText(
        'Use `ak_test`, `ak_fails`, `ak_unknown`, `uk_test` or `uk_unknown`.',
        '',
        '```bash',
        'curl -H \'Authorization: api_key="ak_test", user_token="uk_test"\' "https://api.example.test/v1/keys/ak_sublicensing/licensees/sl_test_bakery"',
        '```',
      ),
    ).toEqual([]);
  });

  it('lets a JSON response show a licensee key the API generated', () => {
    expect(lintText('```json', '{"key": "sl_7Hq2mX9pLk4vB3nD"}', '```')).toEqual([]);
  });

  it('the guides that had them pass', () => {
    for (const page of [
      'automated-topups',
      'purchasing-lookups',
      'api-key-settings',
      'api-key-secure',
      'allowed-urls',
      'sublicensing',
      'tag-and-track',
      'data',
      'api-key',
    ])
      expect(lintPage(`docs/guides/${page}.mdx`), page).toEqual([]);
  });
});

describe('issue #26: fence attributes of the sample harness', () => {
  it('rejects a malformed expect= or an empty norun=, and accepts well-formed ones', () => {
    expect(lintText('```bash expect=401', 'curl -H x', '```')).toEqual([
      expect.stringMatching(/^3: code fence: expect=401: each value is a four-digit API code/),
    ]);
    expect(lintText('```js norun=""', 'x();', '```')).toEqual([
      expect.stringMatching(/^3: code fence: norun needs a reason/),
    ]);
    expect(lintText('```bash expect=2xxx,4040', 'curl -H x', '```')).toEqual([]);
  });
});
