/**
 * The consent banner and the analytics loaders. Loaded on demand by
 * src/clientModules/consent.ts only when the banner must show or the reader
 * has accepted, so pages of readers who rejected carry none of it.
 *
 * The tag manager and HubSpot load here, after Accept. PostHog's snippet is
 * in every page (posthog-docusaurus), opted out until the reader accepts and
 * in memory always: here it is opted in (src/consent/posthog.ts), and
 * posthog-docusaurus's client module reports the page views that follow.
 */
import {
  type AnalyticsClientConfig,
  BANNER_SLOT_ID,
  type Choice,
  isAnalyticsKey,
  pathOnly,
  storeChoice,
} from './consent';
import {applyPosthogConsent, type PosthogApi} from './posthog';
import './consent.css';

type Queue = unknown[][];

declare global {
  interface Window {
    dataLayer?: unknown[];
    _hsq?: Queue;
    posthog?: PosthogApi;
  }
}

let loaded = false;
let lastPath: string | null = null;

function addScript(src: string, id?: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (id) script.id = id;
  document.head.appendChild(script);
}

/** The page address as analytics may see it: origin and path only. */
function cleanHref(): string {
  return pathOnly(window.location.href);
}

/**
 * After Accept (now, or on an earlier visit): loads the tag manager
 * container and HubSpot's tracking code, opts PostHog in, and records the
 * current page view, once.
 *
 * `justAccepted`: the reader accepted on this page, after PostHog's own
 * client module had reported its view while opted out (and so dropped); the
 * view is captured again. On a later page the client module opts PostHog in
 * before the first view (src/clientModules/consent.ts).
 */
export function loadAnalytics(config: AnalyticsClientConfig, justAccepted = false): void {
  if (loaded) return;
  loaded = true;
  const href = cleanHref();
  if (config.gtmContainerId) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({page_location: href});
    window.dataLayer.push({'gtm.start': Date.now(), event: 'gtm.js'});
    addScript(
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmContainerId)}`,
    );
  }
  if (config.hubspotPortalId) {
    window._hsq = window._hsq ?? [];
    window._hsq.push(['setPath', new URL(href).pathname]);
    addScript(`https://js.hs-scripts.com/${config.hubspotPortalId}.js`, 'hs-script-loader');
  }
  if (justAccepted && config.posthogApiKey && window.posthog) {
    applyPosthogConsent(window.posthog, true);
    // Before the library has loaded, the stub still holds that view, and
    // replays it after the opt-in; once loaded, it was dropped.
    if (window.posthog.__loaded) window.posthog.capture('$pageview');
  }
  trackPageView(window.location.pathname);
}

/**
 * The tag manager's page view, once per path (client-side navigations
 * included, hash changes not). PostHog's come from posthog-docusaurus.
 */
export function trackPageView(pathname: string): void {
  if (!loaded || pathname === lastPath) return;
  lastPath = pathname;
  if (window.dataLayer) window.dataLayer.push({event: 'page_view', page_location: cleanHref()});
}

/** Opts PostHog out and removes the cookies and storage keys the analytics services wrote. */
function forgetAnalytics(): void {
  window.posthog?.opt_out_capturing();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (!isAnalyticsKey(name)) continue;
    const host = window.location.hostname;
    for (const domain of [
      '',
      `; domain=${host}`,
      `; domain=.${host.split('.').slice(-2).join('.')}`,
    ]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
  for (const store of [window.localStorage, window.sessionStorage]) {
    try {
      for (const key of Object.keys(store)) if (isAnalyticsKey(key)) store.removeItem(key);
    } catch {
      // Storage unavailable: nothing was written there either.
    }
  }
}

const BANNER_ID = 'consent-banner';

interface BannerOptions {
  config: AnalyticsClientConfig;
  /** The browser sent a privacy signal: explain, offer no Accept. */
  signal: boolean;
  /** Opened from "Cookie settings": move focus into the banner, and back after. */
  opener?: HTMLElement;
}

/** Shows the banner (once); Accept loads analytics, Reject leaves them off. */
export function showBanner({config, signal, opener}: BannerOptions): void {
  removeBanner();
  document.getElementById(BANNER_ID)?.remove();
  const banner = document.createElement('section');
  banner.id = BANNER_ID;
  banner.className = 'consent-banner';
  banner.setAttribute('aria-labelledby', `${BANNER_ID}-title`);
  const title = document.createElement('h2');
  title.id = `${BANNER_ID}-title`;
  title.className = 'consent-banner__title';
  title.textContent = 'Cookies and analytics';
  title.tabIndex = -1;
  const text = document.createElement('p');
  text.className = 'consent-banner__text';
  text.textContent = signal
    ? 'Your browser sends a privacy signal (Global Privacy Control or Do Not Track), so analytics stay off on this site.'
    : 'With your consent, we use analytics cookies to learn which pages help. Nothing is set until you choose.';
  const actions = document.createElement('div');
  actions.className = 'consent-banner__actions';

  const close = (choice: Choice) => {
    storeChoice(window.localStorage, choice);
    removeBanner();
    opener?.focus();
    if (choice === 'accepted') {
      loadAnalytics(config, true);
    } else if (loaded) {
      // Withdrawn: wipe what was written and start the page again without them.
      forgetAnalytics();
      window.location.reload();
    }
  };
  const button = (label: string, choice: Choice) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'consent-banner__button';
    element.textContent = label;
    element.addEventListener('click', () => close(choice));
    actions.appendChild(element);
  };
  if (signal) {
    button('Close', 'rejected');
  } else {
    button('Accept analytics', 'accepted');
    button('Reject analytics', 'rejected');
  }
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && opener) {
      removeBanner();
      opener.focus();
    }
  });
  const body = document.createElement('div');
  body.className = 'consent-banner__body';
  body.append(title, text);
  banner.append(body, actions);
  placeBanner(banner);
  if (opener) title.focus();
}

/** The banner on show and what keeps it in its slot. */
let placed: {banner: HTMLElement; watch?: MutationObserver} | undefined;

/**
 * Puts the banner in its slot right after the skip link (src/theme/
 * SkipToContent), so Tab reaches the skip link first and the banner next;
 * on a page without the slot, first in the body. The slot is part of the
 * page layout, which a client-side navigation to a page of another kind
 * (a guide to an API page) renders anew: the banner then moves into the new
 * slot as soon as it is there, until it is answered (`removeBanner`).
 */
function placeBanner(banner: HTMLElement): void {
  removeBanner();
  const place = (): void => {
    const slot = document.getElementById(BANNER_SLOT_ID);
    if (slot && banner.parentElement !== slot) slot.append(banner);
    else if (!slot && !banner.isConnected) document.body.prepend(banner);
  };
  place();
  keepHeadingClear(banner);
  const root = document.getElementById(BANNER_SLOT_ID)?.parentElement;
  const watch = root ? new MutationObserver(place) : undefined;
  watch?.observe(root!, {childList: true});
  placed = {banner, watch};
}

/** Whether the banner lies over any line of the page's H1. */
function coversHeading(banner: HTMLElement): boolean {
  const heading = document.querySelector('main h1') ?? document.querySelector('h1');
  if (!heading) return false;
  const box = banner.getBoundingClientRect();
  const text = document.createRange();
  text.selectNodeContents(heading);
  return [...text.getClientRects()].some(
    (line) =>
      line.width > 0 &&
      line.left < box.right &&
      line.right > box.left &&
      line.top < box.bottom &&
      line.bottom > box.top,
  );
}

/**
 * The banner sits at the bottom of the screen; on a screen so short that it
 * would cover the page's H1 there (a phone held sideways, where the H1 sits
 * low), it goes to the top, under the navbar, instead.
 */
function keepHeadingClear(banner: HTMLElement): void {
  if (!banner.isConnected || !coversHeading(banner)) return;
  banner.classList.add('consent-banner--top');
  if (coversHeading(banner)) banner.classList.remove('consent-banner--top');
}

/** Takes the banner off the page for good (answered or closed). */
function removeBanner(): void {
  placed?.watch?.disconnect();
  placed?.banner.remove();
  placed = undefined;
}
