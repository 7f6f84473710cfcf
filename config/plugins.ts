import type {
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
  PluginOptions,
} from '@docusaurus/types';
import contentChecks from '../plugins/content-checks';
import agentDocs from '../plugins/agent-docs';
import {clientRedirectsPlugin} from './redirects-plugin';
import {apiDocsPlugins} from './api-docs';
import {agentDocs as agentDocsOptions} from './agent-docs';

/**
 * A local plugin with its options, type-checked against the plugin's own
 * signature (Docusaurus types every plugin's options as `unknown`).
 */
function local<Options extends PluginOptions>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  return [plugin as PluginModule, options];
}

/** Every plugin beyond the classic preset, in one list. */
export const plugins: PluginConfig[] = [
  clientRedirectsPlugin,
  ...apiDocsPlugins,
  contentChecks,
  local(agentDocs, agentDocsOptions),
];
