/**
 * PostHog under consent, with PostHog's own consent pattern. The
 * posthog-docusaurus plugin (config/analytics.ts, `posthogPluginOptions`)
 * puts PostHog's snippet in every page: it loads the library from the
 * provider's proxy host, opted out of capturing and keeping its state in
 * memory, so before a choice it sends no event and writes no cookie or
 * storage key. This module is what the consent code does with it:
 *
 * - always: URLs lose their query string and fragment before an event
 *   leaves (`before_send`), so analytics receive paths only;
 * - after Accept: persistent storage (cookie and localStorage) and
 *   `opt_in_capturing()`;
 * - after Reject, or with Global Privacy Control or Do-Not-Track: nothing,
 *   so it stays opted out (the snippet's `respect_dnt` also reads both
 *   signals).
 *
 * The calls work on PostHog's snippet stub as well as on the loaded
 * library: the stub queues them and the library replays them in order, its
 * `capture` calls last.
 */

import {pathOnly} from './consent';

/** The part of posthog-js (or of its snippet stub) this module calls. */
export interface PosthogApi {
  set_config: (config: Record<string, unknown>) => void;
  opt_in_capturing: (options?: {captureEventName?: string | false | null}) => void;
  opt_out_capturing: () => void;
  capture: (event: string, properties?: Record<string, unknown>) => void;
  /** Set by posthog-js once the library has loaded and replaced the stub. */
  __loaded?: boolean;
  /**
   * Added to the snippet's stub by config/analytics.ts (`deferPosthogLibrary`):
   * adds the library's script to the page. Gone once the library has loaded.
   */
  __load_library?: () => void;
}

/** The method config/analytics.ts adds to the snippet's stub to fetch the library. */
export const POSTHOG_LOAD_METHOD = '__load_library';

/** Where posthog-js keeps its state once the reader has accepted. */
export const PERSISTENT_STORAGE = 'localStorage+cookie';

type Properties = Record<string, unknown>;

/**
 * Properties posthog-js derives from the query string: campaign parameters
 * (`utm_source`, `$session_entry_utm_source`, `$initial_gclid`...), under
 * any prefix. (`save_campaign_params: false` does not cover the session's
 * entry properties.)
 */
const CAMPAIGN_PROPERTY =
  /(?:^|_)(?:utm_[a-z]+|gad_source|mc_cid|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|twclid|li_fat_id|igshid|ttclid|rdt_cid|epik|qclid|sccid|oppref|bfcid|irclid|_kx)$/;

/**
 * Properties dropped whole: the document title, which a page may build
 * from its query (the search page names the search), and campaign
 * parameters.
 */
function dropped(key: string): boolean {
  return key === 'title' || key === '$title' || CAMPAIGN_PROPERTY.test(key);
}

function clean(properties: unknown): void {
  if (!properties || typeof properties !== 'object') return;
  const record = properties as Properties;
  for (const [key, value] of Object.entries(record)) {
    if (dropped(key)) delete record[key];
    else if (typeof value === 'string') record[key] = pathOnly(value);
  }
}

/**
 * PostHog's `before_send` hook: what an event may tell about the page is
 * its path. Every URL among the event's properties, and among the person
 * properties it sets (`$set`, `$set_once`: the initial URL and referrer),
 * loses its query string and fragment; the title and campaign parameters
 * go. The query of a docs URL can hold what a reader typed (a search, an
 * email address, a playground value).
 */
export function withoutQueries<T>(event: T): T {
  if (!event || typeof event !== 'object') return event;
  const captured = event as {properties?: unknown; $set?: unknown; $set_once?: unknown};
  const properties = captured.properties as Properties | undefined;
  clean(properties?.$set);
  clean(properties?.$set_once);
  clean(properties);
  clean(captured.$set);
  clean(captured.$set_once);
  return event;
}

/**
 * Applies the reader's choice to PostHog: the query-stripping hook always,
 * and with consent persistent storage and opting in. Does nothing when the
 * build has no PostHog (no `window.posthog`).
 */
export function applyPosthogConsent(posthog: PosthogApi | undefined, consented: boolean): void {
  if (!posthog || typeof posthog.set_config !== 'function') return;
  posthog.set_config({before_send: withoutQueries});
  if (!consented) return;
  posthog.set_config({persistence: PERSISTENT_STORAGE});
  // No `$opt_in` event: the site reports page views only.
  posthog.opt_in_capturing({captureEventName: false});
}

/**
 * Asks the snippet's stub to fetch posthog-js, once, when the browser is
 * idle (at the latest two seconds later). Does nothing without PostHog, or
 * once the library is there.
 */
export function loadPosthogLibrary(
  posthog: PosthogApi | undefined,
  whenIdle: (callback: () => void) => void = idle,
): void {
  const load = posthog?.[POSTHOG_LOAD_METHOD];
  if (!posthog || typeof load !== 'function' || posthog.__loaded) return;
  delete posthog[POSTHOG_LOAD_METHOD];
  whenIdle(() => load());
}

function idle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 2000});
  } else {
    window.setTimeout(callback, 200);
  }
}
