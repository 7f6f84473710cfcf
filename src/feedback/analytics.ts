/**
 * What readers' feedback sends to analytics, and only with their consent:
 * one PostHog event per answer, whose own properties are exactly the ones of
 * lib/feedback/events.ts (besides PostHog's `$` properties, whose URLs lose
 * their query string, and posthog-js's `token` and `distinct_id`). A
 * comment is never among them.
 *
 * Without consent (no choice yet, Reject, Global Privacy Control or
 * Do-Not-Track) nothing is sent: the callers offer the prefilled issue link
 * instead (src/utils/repository.ts).
 */
import siteConfig from '@generated/docusaurus.config';
import {
  type AnalyticsClientConfig,
  decide,
  hasPrivacySignal,
  storedChoice,
} from '../consent/consent';
import type {PosthogApi} from '../consent/posthog';
import {
  PAGE_FEEDBACK_EVENT,
  type PageFeedbackProperties,
  SAMPLE_REPORT_EVENT,
  type SampleReportProperties,
} from '../../lib/feedback/events';

function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The PostHog of this page when the reader has accepted analytics and sent
 * no privacy signal; undefined otherwise (and in builds without PostHog).
 * Read at the moment of sending: the reader may have answered the banner
 * since the page loaded.
 */
function consentedPosthog(): PosthogApi | undefined {
  if (typeof window === 'undefined') return undefined;
  const config = siteConfig.customFields?.analytics as AnalyticsClientConfig | null | undefined;
  const posthog = (window as Window & {posthog?: PosthogApi}).posthog;
  if (!config?.posthogApiKey || typeof posthog?.capture !== 'function') return undefined;
  const nav = navigator as Navigator & {globalPrivacyControl?: boolean};
  const signal = hasPrivacySignal({
    globalPrivacyControl: nav.globalPrivacyControl,
    doNotTrack: nav.doNotTrack,
    windowDoNotTrack: (window as Window & {doNotTrack?: string}).doNotTrack,
  });
  return decide(storedChoice(localStorageOrNothing()), signal) === 'load' ? posthog : undefined;
}

/** Whether an answer given now would reach analytics. */
export function analyticsConsented(): boolean {
  return consentedPosthog() !== undefined;
}

/** Sends one event if the reader consented; returns whether it did. */
export function sendFeedback(
  event: typeof PAGE_FEEDBACK_EVENT,
  properties: PageFeedbackProperties,
): boolean;
export function sendFeedback(
  event: typeof SAMPLE_REPORT_EVENT,
  properties: SampleReportProperties,
): boolean;
export function sendFeedback(
  event: string,
  properties: PageFeedbackProperties | SampleReportProperties,
): boolean {
  const posthog = consentedPosthog();
  if (!posthog) return false;
  posthog.capture(event, {...properties});
  return true;
}
