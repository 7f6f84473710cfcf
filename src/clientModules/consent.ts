/**
 * Consent before analytics. No analytics code, cookie or storage until the
 * reader accepts; Global Privacy Control or Do-Not-Track counts as Reject and
 * shows no banner. This module only reads the stored choice and the signals;
 * the banner and the loaders (src/consent/runtime.ts) load on demand, when the
 * banner must show, after Accept, or from the footer's "Cookie settings".
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {
  type AnalyticsClientConfig,
  decide,
  hasPrivacySignal,
  storedChoice,
} from '../consent/consent';
import {applyPosthogConsent, loadPosthogLibrary, type PosthogApi} from '../consent/posthog';

type Runtime = typeof import('../consent/runtime');

/** The ids of this build; null in development builds, where nothing loads. */
const config = (siteConfig.customFields?.analytics ?? null) as AnalyticsClientConfig | null;
const none: AnalyticsClientConfig = {
  gtmContainerId: '',
  hubspotPortalId: '',
  posthogApiKey: '',
  posthogHost: '',
};
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime ??= import('../consent/runtime'));

function privacySignal(): boolean {
  const nav = navigator as Navigator & {globalPrivacyControl?: boolean};
  return hasPrivacySignal({
    globalPrivacyControl: nav.globalPrivacyControl,
    doNotTrack: nav.doNotTrack,
    windowDoNotTrack: (window as Window & {doNotTrack?: string}).doNotTrack,
  });
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

if (typeof window !== 'undefined') {
  const signal = privacySignal();
  const decision = decide(storedChoice(storage()), signal);
  // PostHog's snippet ran in the page's head, opted out. Before any page view
  // is reported (posthog-docusaurus's client module, on the first route
  // update), strip queries from what it sends, and opt in if the reader has.
  const posthog = (window as Window & {posthog?: PosthogApi}).posthog;
  applyPosthogConsent(posthog, config !== null && decision === 'load');
  // The library itself is fetched now that the site's scripts run, when the
  // browser is idle: not from the head, before the first paint
  // (config/analytics.ts, `deferPosthogLibrary`).
  loadPosthogLibrary(posthog);
  if (config && decision === 'load') {
    void loadRuntime().then((r) => r.loadAnalytics(config));
  } else if (config && decision === 'ask') {
    void loadRuntime().then((r) => r.showBanner({config, signal}));
  }
  // The footer's "Cookie settings" button reopens the banner.
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.('[data-consent-settings]');
    if (!(opener instanceof HTMLElement)) return;
    event.preventDefault();
    void loadRuntime().then((r) =>
      r.showBanner({config: config ?? none, signal: privacySignal(), opener}),
    );
  });
}

const consent: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!runtime || location.pathname === previousLocation?.pathname) return;
    void runtime.then((r) => r.trackPageView(location.pathname));
  },
};

export default consent;
