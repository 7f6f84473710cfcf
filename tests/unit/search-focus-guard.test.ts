import {describe, expect, it} from 'vitest';
import {allowSearchFocus} from '../../src/theme/SearchBar/focusGuard';

describe('search box focus guard', () => {
  it('lets the deferred focus through while the reader is still in the search box', () => {
    expect(
      allowSearchFocus({duringUserInput: false, activeIsInput: true, activeIsBody: false}),
    ).toBe(true);
  });

  it('lets the deferred focus restore the box when focus fell to the body', () => {
    // Setting up the dropdown moves the input in the DOM, which drops its focus.
    expect(
      allowSearchFocus({duringUserInput: false, activeIsInput: false, activeIsBody: true}),
    ).toBe(true);
  });

  it('blocks the deferred focus once the reader has moved on to another control', () => {
    expect(
      allowSearchFocus({duringUserInput: false, activeIsInput: false, activeIsBody: false}),
    ).toBe(false);
  });

  it('always lets a shortcut or click focus the box', () => {
    expect(
      allowSearchFocus({duringUserInput: true, activeIsInput: false, activeIsBody: false}),
    ).toBe(true);
  });
});
