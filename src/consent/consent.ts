/**
 * Consent before analytics: the reader's choice, the browser's privacy
 * signals, and the clean-up of URLs sent to analytics. Pure functions over
 * the storage and navigator they are given, unit-tested in
 * tests/unit/consent.test.ts; the banner and the loaders are in runtime.ts.
 */

/**
 * Id of the element the banner goes into: rendered right after the skip
 * link by src/theme/SkipToContent, so the skip link stays the first focus
 * stop of every page and the banner is the second.
 */
export const BANNER_SLOT_ID = 'consent-banner-slot';

/** Local storage key of the reader's choice. Strictly necessary: it only records the choice. */
export const CONSENT_KEY = 'analytics-consent';

export type Choice = 'accepted' | 'rejected';

/** What the client needs to load analytics after consent (null: analytics off in this build). */
export interface AnalyticsClientConfig {
  gtmContainerId: string;
  hubspotPortalId: string;
  posthogApiKey: string;
  posthogHost: string;
}

/** The stored choice, or null when the reader has not chosen (or storage is unavailable). */
export function storedChoice(storage: Pick<Storage, 'getItem'> | undefined): Choice | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

/** Records a choice; false when storage refused it (the choice then lasts for this page only). */
export function storeChoice(
  storage: Pick<Storage, 'setItem'> | undefined,
  choice: Choice,
): boolean {
  try {
    storage?.setItem(CONSENT_KEY, choice);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The parts of `navigator` (and `window`) that carry a privacy signal. */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
  windowDoNotTrack?: string | null;
}

/** Global Privacy Control or Do-Not-Track: the browser already said no. */
export function hasPrivacySignal(signals: PrivacySignals): boolean {
  return (
    signals.globalPrivacyControl === true ||
    signals.doNotTrack === '1' ||
    signals.doNotTrack === 'yes' ||
    signals.windowDoNotTrack === '1'
  );
}

/**
 * What the page does: load analytics, leave them off, or ask. A privacy
 * signal counts as Reject and no banner is shown.
 */
export function decide(stored: Choice | null, signal: boolean): 'load' | 'off' | 'ask' {
  if (signal) return 'off';
  if (stored === 'accepted') return 'load';
  if (stored === 'rejected') return 'off';
  return 'ask';
}

/**
 * A URL as analytics may see it: an absolute URL reduced to its origin and
 * path, a site path to its path, no query string, no fragment. The query of
 * a docs URL can hold what a reader typed (a search, an email address from
 * a link, playground values), so no analytics service receives it (tag
 * manager, HubSpot and PostHog alike). Anything else comes back unchanged.
 */
export function pathOnly(url: string): string {
  if (!/^(?:https?:\/\/|\/)/i.test(url)) return url;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return url.startsWith('/') ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** Names of the cookies and storage keys the analytics services write. */
export function isAnalyticsKey(name: string): boolean {
  return /^(?:_ga|_gid|_gat|__hs|hubspotutk|__hssc|__hssrc|__hstc|messagesUtk|ph_|__ph_)/.test(
    name,
  );
}
