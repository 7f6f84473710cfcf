import {describe, expect, it} from 'vitest';
import {searchShortcutOf} from '../../src/clientModules/searchShortcut';
import {
  decodeEntities,
  excerptParts,
  matchedAsTyped,
  searchPageHref,
  typoFallbacks,
} from '../../src/search/text';

describe('typo retries', () => {
  it('cuts long words to shorter prefixes so a typo after the first letters still matches', () => {
    expect(typoFallbacks('woocomerce')).toEqual(['woocome', 'wooco']);
    expect('woocommerce'.startsWith(typoFallbacks('woocomerce')[1])).toBe(true);
    expect('sublicensing'.startsWith(typoFallbacks('sublicencing').at(-1)!)).toBe(true);
    expect('gravity'.startsWith(typoFallbacks('gravty forms').at(-1)!.split(' ')[0])).toBe(true);
  });

  it('keeps short words and never shortens a word below four letters', () => {
    expect(typoFallbacks('api keys')).toEqual([]);
    expect(typoFallbacks('usps')).toEqual([]);
    expect(typoFallbacks('gravty')).toEqual(['gravt', 'grav']);
  });

  it('returns nothing for an empty query and no duplicates', () => {
    expect(typoFallbacks('   ')).toEqual([]);
    const retries = typoFallbacks('verificaton');
    expect(new Set(retries).size).toBe(retries.length);
    expect(retries).not.toContain('verificaton');
  });
});

describe('matched as typed', () => {
  it('accepts exact and prefix matches, and words the excerpt does not show', () => {
    expect(matchedAsTyped('woocomerce', ['WooCommerce.'])).toBe(true);
    expect(matchedAsTyped('verify addresses', ['/v1/verify/addresses.'])).toBe(true);
    expect(matchedAsTyped('callbacks', ['onSelect'])).toBe(true);
    expect(matchedAsTyped('api key', [])).toBe(true);
    // Marks are whole words whose stem matched: "verif" is enough.
    expect(matchedAsTyped('verificaton', ['Verify'])).toBe(true);
  });

  it('rejects a long word that Pagefind matched on its first letters only', () => {
    expect(matchedAsTyped('sublicencing', ['Sub-building.'])).toBe(false);
    expect(matchedAsTyped('gravty forms', ['-g', 'forms'])).toBe(false);
    expect(matchedAsTyped('sublic', ['Sublicensing'])).toBe(true);
  });
});

describe('excerpts', () => {
  it('splits an excerpt into text and marked words without interpreting other HTML', () => {
    expect(
      excerptParts('Send the <mark>key</mark> in the &lt;b&gt; header &amp; <mark>retry</mark>.'),
    ).toEqual([
      {text: 'Send the ', mark: false},
      {text: 'key', mark: true},
      {text: ' in the <b> header & ', mark: false},
      {text: 'retry', mark: true},
      {text: '.', mark: false},
    ]);
    expect(excerptParts('<img src=x onerror=alert(1)>plain')).toEqual([
      {text: 'plain', mark: false},
    ]);
  });

  it('decodes numeric and named character references', () => {
    expect(decodeEntities('&#39;a&#x27; &quot;b&quot; &unknown;')).toBe('\'a\' "b" &unknown;');
  });
});

describe('search page URL', () => {
  it('keeps the query and section in the URL, and nothing when empty', () => {
    expect(searchPageHref('verify addresses')).toBe('/search?q=verify+addresses');
    expect(searchPageHref('udprn', 'API')).toBe('/search?q=udprn&section=API');
    expect(searchPageHref('  ')).toBe('/search');
  });
});

describe('search shortcuts', () => {
  const key = (
    keyName: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  ) => ({
    key: keyName,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    ...modifiers,
  });

  it('recognises / and Ctrl+K or Cmd+K', () => {
    expect(searchShortcutOf(key('/'))).toBe('slash');
    expect(searchShortcutOf(key('/', {shiftKey: true}))).toBe('slash');
    expect(searchShortcutOf(key('k', {ctrlKey: true}))).toBe('mod-k');
    expect(searchShortcutOf(key('K', {metaKey: true}))).toBe('mod-k');
  });

  it('ignores other keys and / with Ctrl, Cmd or Alt', () => {
    expect(searchShortcutOf(key('k'))).toBeUndefined();
    expect(searchShortcutOf(key('/', {ctrlKey: true}))).toBeUndefined();
    expect(searchShortcutOf(key('/', {altKey: true}))).toBeUndefined();
    expect(searchShortcutOf(key('k', {ctrlKey: true, altKey: true}))).toBeUndefined();
  });
});
