import type {LoadContext, Plugin, PluginConfig, PluginOptions} from '@docusaurus/types';

/**
 * A local plugin with its options, type-checked against the plugin's own
 * signature (Docusaurus types every plugin's options as `unknown`).
 *
 * The options are bound in a closure rather than passed as a
 * `[plugin, options]` pair: Docusaurus copies the whole site config,
 * `plugins` included, into the browser bundle of every page, and these
 * options (the changelog's entries, the header rules, the llms.txt texts)
 * are build-time data the browser never reads. A function serialises to
 * nothing there.
 */
export function local<Options extends PluginOptions>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  const bound = (context: LoadContext): Plugin => plugin(context, options);
  // Keeps the plugin's own name in stack traces and Docusaurus's messages.
  Object.defineProperty(bound, 'name', {value: plugin.name});
  return bound;
}
