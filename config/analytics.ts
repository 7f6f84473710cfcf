import {transformSync} from 'esbuild';
import {identity} from '../src/identity';
import type {AnalyticsClientConfig} from '../src/consent/consent';
import {POSTHOG_LOAD_METHOD} from '../src/consent/posthog';

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

/**
 * posthog-docusaurus's options: its snippet goes into every page of a
 * production build and loads posthog-js from the provider's proxy host
 * (`appUrl`, never PostHog's cloud host), with PostHog's consent pattern:
 * opted out of capturing until the reader accepts, state kept in memory
 * before and after Accept (PostHog's persistence would keep the landing URL
 * and the referrer whole, query included), Do-Not-Track and Global Privacy
 * Control honoured.
 * It sends nothing on its own: no automatic page view, page leave,
 * autocapture, session recording, surveys, heatmaps, dead clicks, web
 * vitals or exceptions, no feature flag or remote config request, no
 * further script, no campaign parameters from the query string. After
 * Accept the consent code opts in and hands PostHog the reader's anonymous
 * id at each page load (src/consent/posthog.ts); the plugin's client module
 * then reports one page view per path. Everything here must be JSON: the plugin writes it
 * into the snippet with JSON.stringify (the query-stripping `before_send`
 * hook is set at run time, by src/consent/posthog.ts).
 *
 * null when this build has no PostHog (no key or host, or not production).
 */
export function posthogPluginOptions(
  ids: AnalyticsIds,
  production = isProduction,
): Record<string, unknown> | null {
  const client = analyticsClientConfig(ids, production);
  if (!client?.posthogApiKey || !client.posthogHost) return null;
  return {
    apiKey: client.posthogApiKey,
    appUrl: client.posthogHost,
    enableInDevelopment: false,
    // PostHog's consent pattern; no cookie or storage of PostHog's own, ever.
    opt_out_capturing_by_default: true,
    persistence: 'memory',
    respect_dnt: true,
    // Page views only, reported by the site.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_performance: false,
    capture_exceptions: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_web_experiments: true,
    disable_conversations: true,
    disable_product_tours: true,
    // No request but events, and no other script than the library.
    advanced_disable_flags: true,
    advanced_disable_decide: true,
    advanced_disable_feature_flags: true,
    advanced_disable_feature_flags_on_first_load: true,
    disable_external_dependency_loading: true,
    // utm_* and other campaign parameters come from the query string.
    save_campaign_params: false,
  };
}

/** Where PostHog's snippet adds the library to the page, as posthog-docusaurus writes it. */
const SNIPPET_INSERT = '(r=t.getElementsByTagName("script")[0]).parentNode.insertBefore(p,r)';
/**
 * The same insertion, kept for later as a method of the stub: the stub
 * (`window.posthog`, which queues calls) is still defined at once, so the
 * consent code and the page view reporting work as before; only the
 * library's request waits until the consent client module calls it, once
 * the site's own scripts run (src/clientModules/consent.ts). Made from the
 * head, that request to another host started before the first paint, and
 * Lighthouse counted a new connection for it in the Largest Contentful
 * Paint (0.96 s without it, 1.40 s with it, on the same page).
 */
const DEFERRED_INSERT = `(e.${POSTHOG_LOAD_METHOD}=function(){(r=t.getElementsByTagName("script")[0]).parentNode.insertBefore(p,r)})`;

/** The parts of an HTML tag description this module reads (Docusaurus's `HtmlTagObject`). */
interface HeadTag {
  tagName: string;
  attributes?: Record<string, unknown>;
  innerHTML?: string;
}

/**
 * posthog-docusaurus's head tags, changed in three ways: no `preconnect` to
 * the PostHog host (nothing is fetched from it early any more), the
 * library loaded when the consent client module asks for it, and the
 * snippet minified once here (the build writes pages without an HTML
 * minifier: scripts/build.sh). Fails the build, naming this
 * file, when the plugin's snippet no longer has the expected insertion: a new
 * posthog-docusaurus release must be checked here, not silently used.
 */
export function deferPosthogLibrary<T extends HeadTag | string>(tags: T[]): T[] {
  let deferred = 0;
  const out = tags
    .filter((tag) => typeof tag === 'string' || tag.attributes?.rel !== 'preconnect')
    .map((tag) => {
      if (typeof tag === 'string' || tag.tagName !== 'script' || !tag.innerHTML) return tag;
      if (!tag.innerHTML.includes('posthog.init(')) return tag;
      if (!tag.innerHTML.includes(SNIPPET_INSERT)) return tag;
      deferred += 1;
      return {
        ...(tag as HeadTag),
        innerHTML: transformSync(tag.innerHTML.replace(SNIPPET_INSERT, DEFERRED_INSERT), {
          minify: true,
          target: 'es2017',
        }).code.trim(),
      } as T;
    });
  if (
    tags.some((tag) => typeof tag !== 'string' && tag.innerHTML?.includes('posthog.init(')) &&
    deferred !== 1
  ) {
    throw new Error(
      "config/analytics.ts: posthog-docusaurus's snippet no longer adds the library the way " +
        'deferPosthogLibrary expects; compare the installed node_modules/posthog-docusaurus/src/index.js.',
    );
  }
  return out;
}
