import {describe, expect, it} from 'vitest';
import {searchShortcutOf} from '../../src/clientModules/searchShortcut';
import {
  correctQuery,
  correctWord,
  decodeEntities,
  editDistance,
  parseVocabulary,
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

describe('typo correction', () => {
  // Each word with the number of pages it is on, as plugins/pagefind-index writes it.
  const vocabulary = parseVocabulary(
    [
      'address\t170',
      'addresses\t120',
      'verify\t60',
      'verification\t55',
      'lookup\t50',
      'lookups\t48',
      'postcode\t40',
      'purchasing\t6',
      'woocommerce\t5',
      'sublicensing\t4',
      'gravity\t3',
      'adressen\t2',
      'deleted\t33',
      'depleted\t3',
      'resellers\t2',
      'reseller\t1',
      '',
      'broken line',
    ].join('\n'),
  );

  it('reads the vocabulary file, skipping lines it cannot read', () => {
    expect(vocabulary.get('address')).toBe(170);
    expect(vocabulary.has('broken line')).toBe(false);
    expect(vocabulary.size).toBe(16);
  });

  it('counts insertions, deletions, substitutions and swapped neighbours as one edit', () => {
    expect(editDistance('adress', 'address', 2)).toBe(1);
    expect(editDistance('addresss', 'address', 2)).toBe(1);
    expect(editDistance('adbress', 'address', 2)).toBe(1);
    expect(editDistance('adderss', 'address', 2)).toBe(1);
    expect(editDistance('postcode', 'postcode', 2)).toBe(0);
    // Stops early once the distance must exceed the limit.
    expect(editDistance('zebra', 'address', 1)).toBe(2);
  });

  it('fixes a typo in the first letters, which the prefix retries cannot', () => {
    expect(correctWord('vreify', vocabulary)).toBe('verify');
    expect(correctWord('lokup', vocabulary)).toBe('lookup');
    expect(correctWord('purchsing', vocabulary)).toBe('purchasing');
    expect(correctWord('woocomerce', vocabulary)).toBe('woocommerce');
    expect(correctWord('sublicencing', vocabulary)).toBe('sublicensing');
  });

  it('corrects a word that only starts rare words to a far more common one', () => {
    // "adress" starts the Norwegian "adressen" (two pages); "address" is on 170.
    expect(correctWord('adress', vocabulary)).toBe('address');
    expect(correctWord('Adress', vocabulary)).toBe('address');
    // "resell" starts words on two pages; nothing one typo away is ten times as common.
    expect(correctWord('reseller', vocabulary)).toBeUndefined();
    expect(correctWord('resell', vocabulary)).toBeUndefined();
  });

  it('completes a misspelt start of a word', () => {
    expect(correctWord('adres', vocabulary)).toBe('address');
    expect(correctWord('verfic', vocabulary)).toBe('verification');
  });

  it('leaves alone words the index has or starts, and words it cannot place', () => {
    expect(correctWord('address', vocabulary)).toBeUndefined();
    // A word of the index, however much more common a word one typo away is.
    expect(correctWord('depleted', vocabulary)).toBeUndefined();
    expect(correctWord('verif', vocabulary)).toBeUndefined();
    expect(correctWord('zebra', vocabulary)).toBeUndefined();
    // Short words, numbers, codes and paths are never corrected.
    expect(correctWord('adr', vocabulary)).toBeUndefined();
    expect(correctWord('4020', vocabulary)).toBeUndefined();
    expect(correctWord('ak_tset', vocabulary)).toBeUndefined();
    expect(correctWord('/v1/adress', vocabulary)).toBeUndefined();
  });

  it('prefers the word on more pages of two equally close ones', () => {
    expect(correctWord('lookupz', vocabulary)).toBe('lookup');
    expect(correctWord('lookupz', new Map([...vocabulary].reverse()))).toBe('lookup');
    expect(
      correctWord(
        'lookupz',
        new Map([
          ['lookups', 9],
          ['lookup', 3],
        ]),
      ),
    ).toBe('lookups');
  });

  it('corrects each misspelt word of a query and keeps the others', () => {
    expect(correctQuery('adress verificaton', vocabulary)).toBe('address verification');
    expect(correctQuery('gravty forms', vocabulary)).toBe('gravity forms');
    expect(correctQuery('address lookup', vocabulary)).toBeUndefined();
    expect(correctQuery('adress', new Map())).toBeUndefined();
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
