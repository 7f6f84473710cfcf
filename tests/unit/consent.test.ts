import {describe, expect, it} from 'vitest';
import {
  CONSENT_KEY,
  decide,
  hasPrivacySignal,
  isAnalyticsKey,
  storeChoice,
  storedChoice,
  withoutSearchTerms,
} from '../../src/consent/consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('consent choice', () => {
  it('asks until the reader chooses, then loads only after Accept', () => {
    expect(decide(null, false)).toBe('ask');
    expect(decide('accepted', false)).toBe('load');
    expect(decide('rejected', false)).toBe('off');
  });

  it('treats Global Privacy Control and Do-Not-Track as Reject, without asking', () => {
    expect(hasPrivacySignal({globalPrivacyControl: true})).toBe(true);
    expect(hasPrivacySignal({doNotTrack: '1'})).toBe(true);
    expect(hasPrivacySignal({windowDoNotTrack: '1'})).toBe(true);
    expect(hasPrivacySignal({globalPrivacyControl: false, doNotTrack: '0'})).toBe(false);
    expect(decide(null, true)).toBe('off');
    expect(decide('accepted', true)).toBe('off');
  });

  it('remembers the choice in local storage and ignores anything else stored there', () => {
    const storage = memoryStorage();
    expect(storedChoice(storage)).toBeNull();
    expect(storeChoice(storage, 'accepted')).toBe(true);
    expect(storage.data.get(CONSENT_KEY)).toBe('accepted');
    expect(storedChoice(storage)).toBe('accepted');
    expect(storedChoice(memoryStorage({[CONSENT_KEY]: 'yes'}))).toBeNull();
  });

  it('survives storage that throws (privacy modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedChoice(broken)).toBeNull();
    expect(storeChoice(broken, 'rejected')).toBe(false);
  });
});

describe('URLs sent to analytics', () => {
  it('drops the search terms and keeps every other parameter and the hash', () => {
    expect(withoutSearchTerms('https://docs.test/search?q=postcode')).toBe(
      'https://docs.test/search',
    );
    expect(withoutSearchTerms('https://docs.test/docs/a?_highlight=zip&utm_source=x#part')).toBe(
      'https://docs.test/docs/a?utm_source=x#part',
    );
    expect(withoutSearchTerms('/search?q=a&q=b&page=2')).toBe('/search?page=2');
  });

  it('leaves URLs without search terms exactly as they were', () => {
    expect(withoutSearchTerms('https://docs.test/docs?x=1')).toBe('https://docs.test/docs?x=1');
    expect(withoutSearchTerms('not a url')).toBe('not a url');
  });

  it('recognises the cookies and keys the analytics services write', () => {
    for (const name of ['_ga', '_ga_ABC', '__hstc', 'hubspotutk', 'ph_phc_x_posthog']) {
      expect(isAnalyticsKey(name), name).toBe(true);
    }
    expect(isAnalyticsKey(CONSENT_KEY)).toBe(false);
    expect(isAnalyticsKey('theme')).toBe(false);
  });
});
