import {describe, expect, it} from 'vitest';

import {
  fillPathTemplate,
  matchPathTemplate,
  pathSegments,
  templateParameters,
} from '../../lib/openapi/path-template';

describe('lib/openapi/path-template', () => {
  it('matches one non-empty segment per parameter', () => {
    expect(matchPathTemplate('/postcodes/{postcode}', ['postcodes', 'ID1 1QD'])).toEqual({
      postcode: 'ID1 1QD',
    });
    expect(matchPathTemplate('/postcodes/{postcode}', ['postcodes', ''])).toBeUndefined();
    expect(matchPathTemplate('/postcodes/{postcode}', ['postcodes', 'a', 'b'])).toBeUndefined();
    expect(matchPathTemplate('/keys/{key}/usage', ['keys', 'ak_test', 'logs'])).toBeUndefined();
    expect(matchPathTemplate('/keys/{key}/usage', ['keys', 'ak_test', 'usage'])).toEqual({
      key: 'ak_test',
    });
  });

  it('decodes segments and reports a bad escape', () => {
    expect(pathSegments('/postcodes/ID1%201QD')).toEqual(['postcodes', 'ID1 1QD']);
    expect(pathSegments('/postcodes/%E0%A4%A')).toBeUndefined();
  });

  it('names parameters and fills them back, encoded', () => {
    expect(templateParameters('/keys/{key}/licensees/{licensee}')).toEqual(['key', 'licensee']);
    const path = fillPathTemplate('/postcodes/{postcode}', {postcode: 'ID1 1QD'});
    expect(path).toBe('/postcodes/ID1%201QD');
    expect(matchPathTemplate('/postcodes/{postcode}', pathSegments(path) ?? [])).toEqual({
      postcode: 'ID1 1QD',
    });
  });

  it('gives no inherited parameter names', () => {
    const params = matchPathTemplate('/x/{constructor}', ['x', 'y']);
    expect(params?.constructor).toBe('y');
    expect(matchPathTemplate('/x', ['x'])?.toString).toBeUndefined();
  });
});
