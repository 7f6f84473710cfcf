import {identity} from '../src/identity';
import type {AnalyticsClientConfig} from '../src/consent/consent';

// Environment overrides, read once. Unset: the identity module's value.
// Set to an empty string: that service is left out of the build.
const env = {
  /** Google Tag Manager container id, e.g. GTM-XXXXXXX. */
  gtmContainerId: process.env.GTM_CONTAINER_ID,
  /** HubSpot portal id for the marketing tracking code (digits). */
  hubspotPortalId: process.env.HUBSPOT_PORTAL_ID,
  /** PostHog project API key (phc_...). */
  posthogApiKey: process.env.POSTHOG_API_KEY,
  /** PostHog host: the provider's own reverse proxy, not PostHog's cloud host. */
  posthogHost: process.env.POSTHOG_HOST,
};
/** Analytics load in production builds only; `docusaurus start` sets development. */
const isProduction = process.env.NODE_ENV === 'production';

export type AnalyticsIds = AnalyticsClientConfig;

/** The ids this build uses. */
export const analyticsIds: AnalyticsIds = {
  gtmContainerId: env.gtmContainerId ?? identity.analytics.gtmContainerId,
  hubspotPortalId: env.hubspotPortalId ?? identity.analytics.hubspotPortalId,
  posthogApiKey: env.posthogApiKey ?? identity.analytics.posthogApiKey,
  posthogHost: env.posthogHost ?? identity.analytics.posthogHost,
};

/**
 * What the consent client module (src/clientModules/consent.ts) receives,
 * through `customFields.analytics`: the ids, checked, in production builds;
 * null otherwise. Nothing is injected into the HTML: the tag manager,
 * HubSpot and PostHog load only after the reader accepts. A malformed id
 * fails the build, naming this file and the variable to fix.
 */
export function analyticsClientConfig(
  ids: AnalyticsIds,
  production = isProduction,
): AnalyticsClientConfig | null {
  if (!production) return null;
  const problems: string[] = [];
  if (ids.gtmContainerId && !/^GTM-[A-Z0-9]+$/.test(ids.gtmContainerId)) {
    problems.push(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, not "${ids.gtmContainerId}"`);
  }
  if (ids.hubspotPortalId && !/^\d+$/.test(ids.hubspotPortalId)) {
    problems.push(
      `HUBSPOT_PORTAL_ID must be HubSpot's numeric portal id, not "${ids.hubspotPortalId}"`,
    );
  }
  if (
    ids.posthogApiKey &&
    ids.posthogHost &&
    !/^https:\/\/[a-z0-9.-]+(?::\d+)?$/.test(ids.posthogHost)
  ) {
    problems.push(`POSTHOG_HOST must be an https origin without a path, not "${ids.posthogHost}"`);
  }
  if (problems.length > 0) {
    throw new Error(`config/analytics.ts: ${problems.join('; ')}.`);
  }
  return {...ids, posthogApiKey: ids.posthogHost ? ids.posthogApiKey : ''};
}
