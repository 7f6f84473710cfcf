import {describe, expect, it} from 'vitest';
import {
  CONSENT_KEY,
  decide,
  hasPrivacySignal,
  isAnalyticsKey,
  storeChoice,
  pathOnly,
  storedChoice,
} from '../../src/consent/consent';
import {
  PERSISTENT_STORAGE,
  applyPosthogConsent,
  withoutQueries,
  type PosthogApi,
} from '../../src/consent/posthog';

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
  it('keep the origin and path only: no query string, no fragment', () => {
    expect(pathOnly('https://docs.test/search?q=postcode')).toBe('https://docs.test/search');
    expect(pathOnly('https://docs.test/docs/a?email=me%40x.test&utm_source=x#part')).toBe(
      'https://docs.test/docs/a',
    );
    expect(pathOnly('/docs/address-lookup/playground?queryOptions.city=Springfield')).toBe(
      '/docs/address-lookup/playground',
    );
    expect(pathOnly('https://docs.test/docs')).toBe('https://docs.test/docs');
    expect(pathOnly('not a url')).toBe('not a url');
    expect(pathOnly('$pageview')).toBe('$pageview');
  });

  it("PostHog's before_send hook strips every URL of an event and of the person properties it sets", () => {
    const event = {
      event: '$pageview',
      properties: {
        $current_url: 'https://docs.test/search?q=secret',
        $referrer: 'https://elsewhere.test/page?email=me%40x.test',
        $pathname: '/search',
        $host: 'docs.test',
        title: 'Search: secret | Docs',
        $session_entry_utm_source: 'newsletter',
        $os: 'Linux',
        $set_once: {
          $initial_current_url: 'https://docs.test/a?email=me%40x.test',
          $initial_gclid: 'abc',
        },
      },
      $set_once: {$initial_referrer: 'https://elsewhere.test/?utm_source=x'},
    };
    const sent = JSON.stringify(withoutQueries(event));
    expect(sent).not.toMatch(/secret|email|utm_source|newsletter|gclid|\?/);
    expect(event.properties.$current_url).toBe('https://docs.test/search');
    expect(event.properties.$os).toBe('Linux');
    expect(event.properties).not.toHaveProperty('title');
    expect(withoutQueries(null)).toBeNull();
  });
  it('recognises the cookies and keys the analytics services write', () => {
    for (const name of [
      '_ga',
      '_ga_ABC',
      '__hstc',
      'hubspotutk',
      'ph_phc_x_posthog',
      '__ph_opt_in_out_phc_x',
    ]) {
      expect(isAnalyticsKey(name), name).toBe(true);
    }
    expect(isAnalyticsKey(CONSENT_KEY)).toBe(false);
    expect(isAnalyticsKey('theme')).toBe(false);
  });
});

describe('PostHog under consent', () => {
  function recorder() {
    const calls: unknown[][] = [];
    const posthog: PosthogApi = {
      set_config: (config) => void calls.push(['set_config', config]),
      opt_in_capturing: (options) => void calls.push(['opt_in_capturing', options]),
      opt_out_capturing: () => void calls.push(['opt_out_capturing']),
      capture: (event) => void calls.push(['capture', event]),
    };
    return {posthog, calls};
  }

  it('without consent, only sets the hook that strips queries: no opt-in, no storage', () => {
    const {posthog, calls} = recorder();
    applyPosthogConsent(posthog, false);
    expect(calls).toEqual([['set_config', {before_send: withoutQueries}]]);
  });

  it('with consent, switches to persistent storage and opts in, without an $opt_in event', () => {
    const {posthog, calls} = recorder();
    applyPosthogConsent(posthog, true);
    expect(calls).toEqual([
      ['set_config', {before_send: withoutQueries}],
      ['set_config', {persistence: PERSISTENT_STORAGE}],
      ['opt_in_capturing', {captureEventName: false}],
    ]);
  });

  it('does nothing in a build without PostHog', () => {
    expect(() => applyPosthogConsent(undefined, true)).not.toThrow();
  });
});
