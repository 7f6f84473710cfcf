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
 * - after Accept: `opt_in_capturing()`, and one anonymous id for the reader
 *   (`READER_ID_KEY`), kept by the site and handed to PostHog as
 *   `bootstrap.distinctID` before the library loads on each page, so the
 *   reader stays one person across page loads;
 * - after Reject, or with Global Privacy Control or Do-Not-Track: nothing,
 *   so it stays opted out (the snippet's `respect_dnt` also reads both
 *   signals).
 *
 * PostHog's own state stays in memory after Accept too. Its persistence
 * (cookie, localStorage, sessionStorage) keeps the landing URL and the
 * referrer whole (`$initial_person_info`, `$client_session_props`, the
 * session's `$referrer`), query string included, rewritten at every page
 * load, and `before_send` never sees it: in memory, nothing of it outlives
 * the page, and what leaves in an event goes through `before_send`.
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
  /** The loaded library's id of the reader (not on the stub). */
  get_distinct_id?: () => string;
  /**
   * The stub's queue of `init` calls, `[token, config, name]` each, which the
   * library runs when it loads (gone once it has).
   */
  _i?: unknown[];
  /**
   * Added to the snippet's stub by config/analytics.ts (`deferPosthogLibrary`):
   * adds the library's script to the page. Gone once the library has loaded.
   */
  __load_library?: () => void;
}

/** The method config/analytics.ts adds to the snippet's stub to fetch the library. */
export const POSTHOG_LOAD_METHOD = '__load_library';

/**
 * localStorage key of the reader's anonymous id, written after Accept only
 * (its `ph_` prefix makes it an analytics key, removed when consent is
 * withdrawn). It holds the id alone: no URL, no time, nothing else.
 */
export const READER_ID_KEY = 'ph_reader_id';

/** What a reader id looks like: PostHog's UUIDs and the browser's. */
const READER_ID = /^[A-Za-z0-9-]{8,64}$/;

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
  return (
    key === 'title' ||
    key === '$title' ||
    // The search words of a search engine's referrer, read from its query.
    key === 'ph_keyword' ||
    CAMPAIGN_PROPERTY.test(key)
  );
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

/** The part of `localStorage` the reader id needs. */
type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

function localStore(): IdStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The reader id stored after an earlier Accept, if it is one. */
export function storedReaderId(storage: IdStorage | undefined): string | undefined {
  try {
    const id = storage?.getItem(READER_ID_KEY);
    return id && READER_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

function storeReaderId(storage: IdStorage | undefined, id: string): void {
  try {
    storage?.setItem(READER_ID_KEY, id);
  } catch {
    // Storage refused: the reader is a new person on the next page load.
  }
}

function newReaderId(): string | undefined {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : undefined;
}

/** The config object of the stub's queued `posthog.init` call, if the library has not run it yet. */
function queuedInitConfig(posthog: PosthogApi): Record<string, unknown> | undefined {
  if (posthog.__loaded || !Array.isArray(posthog._i)) return undefined;
  const call = posthog._i[0];
  const config = Array.isArray(call) ? (call[1] as unknown) : undefined;
  return config && typeof config === 'object' ? (config as Record<string, unknown>) : undefined;
}

/**
 * One anonymous id per reader who accepted. Before the library loads, the
 * stored id (or a new one, then stored) goes into the queued `init` call as
 * `bootstrap.distinctID`; once loaded, the library's own id of this page is
 * the one stored.
 */
function keepReaderId(posthog: PosthogApi, storage: IdStorage | undefined): void {
  const stored = storedReaderId(storage);
  const config = queuedInitConfig(posthog);
  if (!config) {
    const current = posthog.get_distinct_id?.();
    if (!stored && current && READER_ID.test(current)) storeReaderId(storage, current);
    return;
  }
  const id = stored ?? newReaderId();
  if (!id) return;
  if (!stored) storeReaderId(storage, id);
  const bootstrap =
    config.bootstrap && typeof config.bootstrap === 'object' ? config.bootstrap : {};
  config.bootstrap = {...bootstrap, distinctID: id};
}

/**
 * Applies the reader's choice to PostHog: the query-stripping hook always,
 * and with consent the reader's id and opting in. PostHog's state stays in
 * memory either way. Does nothing when the build has no PostHog (no
 * `window.posthog`).
 */
export function applyPosthogConsent(
  posthog: PosthogApi | undefined,
  consented: boolean,
  storage: IdStorage | undefined = localStore(),
): void {
  if (!posthog || typeof posthog.set_config !== 'function') return;
  posthog.set_config({before_send: withoutQueries});
  if (!consented) return;
  keepReaderId(posthog, storage);
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
