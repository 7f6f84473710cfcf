import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import contentChecks from '../plugins/content-checks';
import agentDocs from '../plugins/agent-docs';
import prismDeferred from '../plugins/prism-deferred';
import staticIslands from '../plugins/static-islands';
import stagedStart from '../plugins/staged-start';
import changelogFeeds from '../plugins/changelog-feeds';
import securityHeaders from '../plugins/security-headers';
import {local} from './local-plugin';
import {redirectsPlugins} from './redirects-plugin';
import {apiDocsPlugins} from './api-docs';
import {agentDocs as agentDocsOptions} from './agent-docs';
import {changelogFeedsOptions} from './changelog-feeds';
import {securityHeadersOptions} from './security-headers';
import {searchPlugins} from './search';
import {sitemap} from './sitemap';
import posthogDocusaurus from 'posthog-docusaurus';
import {analyticsIds, deferPosthogLibrary, posthogPluginOptions} from './analytics';
import {docsPlugins} from './docs';
import routeShards from '../plugins/route-shards';
import sequentialBundles from '../plugins/sequential-bundles';

/** PostHog's snippet, under consent (config/analytics.ts), in production builds with a key. */
const posthog = posthogPluginOptions(analyticsIds);
/**
 * posthog-docusaurus under a name (its factory is anonymous), for messages
 * and tests, with its snippet's library request moved after the page's load
 * (config/analytics.ts, `deferPosthogLibrary`).
 */
const posthogDocusaurusPlugin = (
  context: LoadContext,
  options: Record<string, unknown>,
): Plugin => {
  const plugin = posthogDocusaurus(context, options);
  const inject = plugin.injectHtmlTags?.bind(plugin);
  if (!inject) return plugin;
  return {
    ...plugin,
    injectHtmlTags(args) {
      const tags = inject(args);
      if (!tags?.headTags) return tags;
      const headTags = Array.isArray(tags.headTags) ? tags.headTags : [tags.headTags];
      return {...tags, headTags: deferPosthogLibrary(headTags)};
    },
  };
};

/**
 * Every plugin beyond the classic preset, in one list. security-headers
 * comes first: its postBuild waits for every later plugin's postBuild
 * (plugins/security-headers/after-others.ts), so `_headers` covers the files
 * they write; for the same reason the sitemap is a plugin of this list, not
 * of the preset, whose plugins come before these. The main docs instance
 * (config/docs.ts) follows them: it is not in the preset either.
 */
export const plugins: PluginConfig[] = [
  local(securityHeaders, securityHeadersOptions),
  ['@docusaurus/plugin-sitemap', sitemap],
  ...docsPlugins,
  routeShards,
  sequentialBundles,
  ...redirectsPlugins,
  ...apiDocsPlugins,
  contentChecks,
  prismDeferred,
  staticIslands,
  stagedStart,
  local(agentDocs, agentDocsOptions),
  local(changelogFeeds, changelogFeedsOptions),
  ...searchPlugins,
  ...(posthog ? [local(posthogDocusaurusPlugin, posthog)] : []),
];
