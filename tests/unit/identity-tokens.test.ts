import {describe, expect, it} from 'vitest';
import {mapStrings} from '../../lib/openapi/document';
import {replaceTokens} from '../../plugins/identity-tokens';

const tokens = {name: 'Acme', apiUrl: 'https://api.acme.test/v1'};

describe('identity placeholders', () => {
  it('replaces every known placeholder in prose and code', () => {
    expect(replaceTokens('Call %%apiUrl%%/keys with your %%name%% key.', 'a.mdx', tokens)).toBe(
      'Call https://api.acme.test/v1/keys with your Acme key.',
    );
  });

  it('leaves text without placeholders and lone percent signs alone', () => {
    expect(replaceTokens('100% of 50%% done', 'a.mdx', tokens)).toBe('100% of 50%% done');
  });

  it('fails with the file name when a placeholder is unknown', () => {
    expect(() => replaceTokens('Hello %%nmae%%', 'docs/guides/api-key.mdx', tokens)).toThrow(
      /docs\/guides\/api-key\.mdx: unknown identity placeholder %%nmae%%/,
    );
  });

  it('replaces inside nested objects and arrays with the JSON walk the bundler uses', () => {
    const document = {servers: [{url: '%%apiUrl%%'}], info: {title: '%%name%% API', n: 1}};
    expect(mapStrings(document, (text) => replaceTokens(text))).toEqual({
      servers: [{url: expect.stringMatching(/^https:\/\/api\./)}],
      info: {title: expect.stringMatching(/ API$/), n: 1},
    });
  });
});
