import type {
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
  PluginOptions,
} from '@docusaurus/types';

/**
 * A local plugin with its options, type-checked against the plugin's own
 * signature (Docusaurus types every plugin's options as `unknown`).
 */
export function local<Options extends PluginOptions>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  return [plugin as PluginModule, options];
}
