/**
 * PostHog's consent pattern, as the site must configure it: opted out until
 * the reader accepts, state in memory only, no page view, autocapture,
 * recording, flags or remote code of its own. The unit test checks the
 * config's options against it, the browser test the options a built page
 * hands to `posthog.init`.
 */
export const POSTHOG_CONSENT_OPTIONS = {
  opt_out_capturing_by_default: true,
  persistence: 'memory',
  respect_dnt: true,
  capture_pageview: false,
  autocapture: false,
  disable_session_recording: true,
  advanced_disable_flags: true,
  disable_external_dependency_loading: true,
} as const;
