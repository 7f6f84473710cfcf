import {describe, expect, it} from 'vitest';
import {replaceTokens, replaceTokensDeep} from '../../plugins/identity-tokens';

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

  it('replaces inside nested objects and arrays', () => {
    expect(
      replaceTokensDeep({servers: [{url: '%%apiUrl%%'}], info: {title: '%%name%% API', n: 1}}),
    ).toEqual({
      servers: [{url: expect.stringMatching(/^https:\/\/api\./)}],
      info: {title: expect.stringMatching(/ API$/), n: 1},
    });
  });
});
