import {describe, expect, it} from 'vitest';

import {normalise} from '../../scripts/compare-builds';

describe('compare-builds normalise', () => {
  it('drops content hashes from asset names and CSP sources, nothing else', () => {
    const html =
      '<script src="/assets/js/main.1a2b3c4d.js"></script><link href="/assets/css/styles.0f9e8d7c.css">' +
      '<script src="/assets/js/runtime~main.abcdef12.js"></script>';
    expect(normalise(html)).toBe(
      '<script src="/assets/js/main.js"></script><link href="/assets/css/styles.css">' +
        '<script src="/assets/js/runtime~main.js"></script>',
    );
    expect(normalise("script-src 'self' 'sha256-AbC+/12=' 'unsafe-inline'")).toBe(
      "script-src 'self' 'sha256-…' 'unsafe-inline'",
    );
    expect(normalise('Postcode ID1 1QD, version 4.11.0')).toBe('Postcode ID1 1QD, version 4.11.0');
  });
});
