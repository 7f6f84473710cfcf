/** The sample checker itself, on fixture pages with one kind of mistake each. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks} from '../../lib/markdown/code-blocks';
import {checkSamples, formatProblem} from '../../scripts/lib/code-samples';
import {replaceTokens} from '../../plugins/identity-tokens';

const fixtures = path.resolve(__dirname, '../fixtures/code-samples');

function check(name: string) {
  const file = `tests/fixtures/code-samples/${name}`;
  return checkSamples(fs.readFileSync(path.join(fixtures, name), 'utf8'), file).map(formatProblem);
}

describe('code sample checker', () => {
  it('extracts every fence with its language and line, inside tabs too', () => {
    const source = replaceTokens(fs.readFileSync(path.join(fixtures, 'good.mdx'), 'utf8'));
    const blocks = codeBlocks(source, 'good.mdx');
    expect(blocks.map((block) => [block.lang, block.line])).toEqual([
      ['html', 14],
      ['js', 32],
      ['jsx', 44],
      ['json', 55],
      ['css', 59],
      ['bash', 63],
    ]);
    expect(blocks[0].value).not.toContain('%%');
  });

  it('passes a page whose samples are all valid', () => {
    expect(check('good.mdx')).toEqual([]);
  });

  it('fails a JS block that does not parse, at its line', () => {
    const problems = check('broken-js.mdx');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(
      /^tests\/fixtures\/code-samples\/broken-js\.mdx:13: js does not parse/,
    );
  });

  it('fails JSON with a trailing comma', () => {
    expect(check('bad-json.mdx')).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/code-samples\/bad-json\.mdx:12: json does not parse/,
      ),
    ]);
  });

  it('fails misnested HTML', () => {
    const problems = check('malformed-html.mdx');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/malformed-html\.mdx:11: html is malformed/);
  });

  it('fails an option the widget does not have', () => {
    expect(check('unknown-option.mdx')).toEqual([
      'tests/fixtures/code-samples/unknown-option.mdx:12: setup() is given "restrictCountry", which is not an option, callback or message in src/data/address-lookup.ts.',
    ]);
  });

  it('fails a DOM-only option and an unknown search parameter on the React component', () => {
    expect(check('react-dom-option.mdx')).toEqual([
      'tests/fixtures/code-samples/react-dom-option.mdx:15: <AddressLookup> prop "outputFields" is a script/npm option that the React component does not take.',
      'tests/fixtures/code-samples/react-dom-option.mdx:16: queryOptions uses "zip", which is not a search parameter in src/data/address-lookup.ts.',
    ]);
  });

  it('fails a fence without a language', () => {
    expect(check('no-language.mdx')).toEqual([
      'tests/fixtures/code-samples/no-language.mdx:8: code fence has no language (```js, ```html...).',
    ]);
  });

  it('fails an unknown placeholder with the file name', () => {
    expect(checkSamples('# T\n\n```js\nconst a = "%%nope%%";\n```\n', 'docs/x.mdx')).toEqual([
      expect.objectContaining({
        file: 'docs/x.mdx',
        message: expect.stringMatching(/unknown identity placeholder %%nope%%/),
      }),
    ]);
  });
});
