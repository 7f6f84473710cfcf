import {describe, expect, it} from 'vitest';
import {
  parseRedirectsFile,
  renderRedirectsFile,
  statusFor,
} from '../../plugins/redirects-file/redirects-file';
import {redirects} from '../../config/redirects';
import {clientRedirectsOptions} from '../../config/redirects-plugin';

describe('_redirects file', () => {
  it('writes one aligned rule per redirect: 301 inside the site, 302 to another host', () => {
    const text = renderRedirectsFile(
      [
        {from: '/interations', to: '/docs/integrations'},
        {from: '/docs/guides/data-processing', to: 'https://legal.example.test/dpa'},
      ],
      ['Generated; do not edit.'],
    );
    expect(text).toBe(
      [
        '# Generated; do not edit.',
        '/interations                  /docs/integrations              301',
        '/docs/guides/data-processing  https://legal.example.test/dpa  302',
        '',
      ].join('\n'),
    );
  });

  it('refuses rules a host would misread', () => {
    expect(() => renderRedirectsFile([{from: 'changelog', to: '/docs/changelog'}])).toThrow(
      /"changelog" must be a site path/,
    );
    expect(() =>
      renderRedirectsFile([
        {from: '/a', to: '/b'},
        {from: '/a', to: '/c'},
      ]),
    ).toThrow(/"\/a" is redirected twice/);
    expect(() => renderRedirectsFile([{from: '/a', to: '/a'}])).toThrow(/redirects to itself/);
  });
});

describe('one list of redirects', () => {
  it('feeds both the client redirect pages and the _redirects file', () => {
    const pairs = redirects.map(({from, to}) => ({from, to}));
    expect(clientRedirectsOptions.redirects).toEqual(pairs);
    const rules = parseRedirectsFile(renderRedirectsFile(redirects));
    expect(rules.map(({from, to}) => ({from, to}))).toEqual(pairs);
    expect(rules.map((rule) => rule.status)).toEqual(redirects.map(statusFor));
  });

  it('sends the data processing page to the external agreement with a 302', () => {
    const rule = parseRedirectsFile(renderRedirectsFile(redirects)).find(
      (r) => r.from === '/docs/guides/data-processing',
    );
    expect(rule?.status).toBe(302);
    expect(rule?.to).toMatch(/^https:\/\//);
  });
});
