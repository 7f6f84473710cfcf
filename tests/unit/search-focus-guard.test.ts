import {describe, expect, it} from 'vitest';
import {allowSearchFocus, type FocusCall} from '../../src/theme/SearchBar/focusGuard';

const cases: Array<[string, FocusCall, boolean]> = [
  [
    'lets the deferred focus through while the reader is still in the search box',
    {duringUserInput: false, activeIsInput: true, activeIsBody: false},
    true,
  ],
  [
    // Setting up the dropdown moves the input in the DOM, which drops its focus.
    'lets the deferred focus restore the box when focus fell to the body',
    {duringUserInput: false, activeIsInput: false, activeIsBody: true},
    true,
  ],
  [
    'blocks the deferred focus once the reader has moved on to another control',
    {duringUserInput: false, activeIsInput: false, activeIsBody: false},
    false,
  ],
  [
    'always lets a shortcut or click focus the box',
    {duringUserInput: true, activeIsInput: false, activeIsBody: false},
    true,
  ],
];

describe('search box focus guard', () => {
  it.each(cases)('%s', (_name, call, allowed) => {
    expect(allowSearchFocus(call)).toBe(allowed);
  });
});
