import type {PluginConfig} from '@docusaurus/types';
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
import {docsPlugins} from './docs';
import routeShards from '../plugins/route-shards';
import sequentialBundles from '../plugins/sequential-bundles';
import {timedPluginConfig} from '../plugins/phase-timing';

/**
 * Every plugin beyond the classic preset, in one list. With DOCS_PHASE_TIMING=1
 * (the scale benchmark) each prints when its hooks start and end
 * (plugins/phase-timing); otherwise they are as listed.
 */
export const plugins: PluginConfig[] = [
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
  local(securityHeaders, securityHeadersOptions),
  ...searchPlugins,
].map((plugin) => timedPluginConfig(plugin));
