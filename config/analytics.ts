import type {PluginConfig} from '@docusaurus/types';
import type {Options as TagManagerOptions} from '@docusaurus/plugin-google-tag-manager';
import hubspotTracking from '../plugins/hubspot-tracking';
import {identity} from '../src/identity';
import {local} from './local-plugin';

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

export interface AnalyticsIds {
  gtmContainerId: string;
  hubspotPortalId: string;
  posthogApiKey: string;
  posthogHost: string;
}

/** The ids this build uses. */
export const analyticsIds: AnalyticsIds = {
  gtmContainerId: env.gtmContainerId ?? identity.analytics.gtmContainerId,
  hubspotPortalId: env.hubspotPortalId ?? identity.analytics.hubspotPortalId,
  posthogApiKey: env.posthogApiKey ?? identity.analytics.posthogApiKey,
  posthogHost: env.posthogHost ?? identity.analytics.posthogHost,
};

/** Options of posthog-docusaurus (untyped upstream); extra keys go to posthog.init(). */
interface PosthogDocusaurusOptions {
  apiKey: string;
  /** Where posthog-js sends events and loads its code from. */
  appUrl: string;
  enableInDevelopment: boolean;
  /** posthog-js setting: record a page view when the library loads. */
  capture_pageview: boolean;
}

/**
 * posthog-docusaurus options. Its client module reports a page view from
 * Docusaurus's onRouteUpdate, which fires on the first render and on every
 * path change (client-side navigation included). posthog-js would also
 * record the first page view on its own, counting the landing page twice, so
 * that is switched off: the client module is the one source of page views.
 * Do not set `defaults` to 2025-05-24 or later without keeping this false.
 */
export function posthogOptions(ids: Pick<AnalyticsIds, 'posthogApiKey' | 'posthogHost'>) {
  return {
    apiKey: ids.posthogApiKey,
    appUrl: ids.posthogHost,
    enableInDevelopment: false,
    capture_pageview: false,
  } satisfies PosthogDocusaurusOptions;
}

/**
 * Tag manager, marketing tracking and product analytics, each only when its
 * id is set and only in production. The site never waits for them: all
 * three load async, so blocked hosts leave the pages working.
 */
export function analyticsPlugins(ids: AnalyticsIds, production = isProduction): PluginConfig[] {
  if (!production) return [];
  const plugins: PluginConfig[] = [];
  if (ids.gtmContainerId) {
    plugins.push([
      '@docusaurus/plugin-google-tag-manager',
      {containerId: ids.gtmContainerId} satisfies TagManagerOptions,
    ]);
  }
  if (ids.hubspotPortalId) {
    plugins.push(local(hubspotTracking, {portalId: ids.hubspotPortalId}));
  }
  if (ids.posthogApiKey && ids.posthogHost) {
    plugins.push(['posthog-docusaurus', posthogOptions(ids)]);
  }
  return plugins;
}
