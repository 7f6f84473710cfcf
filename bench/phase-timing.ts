import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';

/**
 * Build phase timing for the scale benchmark. The bench's copy of the site
 * (bench/scale-site.ts) has a docusaurus.config.ts of its own that imports
 * the production config and passes its plugins through `timedPlugins`: every
 * lifecycle hook of a wrapped plugin prints a line when it starts and when it
 * ends:
 *
 *     [phase] start postBuild agent-docs 1767000000000
 *     [phase] end postBuild agent-docs 1767000004000
 *
 * (epoch milliseconds), which bench/phases.ts pairs into spans. The
 * postBuild hooks of all plugins run at the same time (Docusaurus awaits them
 * together), so each span is that plugin's own wall time inside the phase.
 * The production config knows nothing of this.
 */

/** Hooks that get a line: the content hooks and postBuild. */
const TIMED_HOOKS = ['loadContent', 'contentLoaded', 'allContentLoaded', 'postBuild'] as const;

const PHASE_PREFIX = '[phase]';

export function phaseLine(
  event: 'start' | 'end',
  hook: string,
  plugin: string,
  at: number,
): string {
  return `${PHASE_PREFIX} ${event} ${hook} ${plugin} ${at}`;
}

type Hook = (...args: unknown[]) => unknown;

/** The plugin with each hook of TIMED_HOOKS wrapped in start and end lines. */
export function timePlugin(
  plugin: Plugin,
  log: (line: string) => void = console.log,
  now: () => number = Date.now,
): Plugin {
  const timed: Record<string, unknown> = {...plugin};
  for (const hook of TIMED_HOOKS) {
    const original = plugin[hook] as Hook | undefined;
    if (typeof original !== 'function') continue;
    timed[hook] = async (...args: unknown[]) => {
      log(phaseLine('start', hook, plugin.name, now()));
      try {
        return await original.apply(plugin, args);
      } finally {
        log(phaseLine('end', hook, plugin.name, now()));
      }
    };
  }
  return timed as unknown as Plugin;
}

type PluginFactory = (
  context: LoadContext,
  options: never,
) => Plugin | null | Promise<Plugin | null>;

/**
 * A plugin config with its factory's result timed: a function or a
 * `[function, options]` pair. Configs naming a module by string are returned
 * unchanged (their postBuild time is inside the phase total).
 */
export function timedPluginConfig(config: PluginConfig): PluginConfig {
  const wrap = (factory: PluginFactory) => {
    const wrapped = async (context: LoadContext, options: never) => {
      const plugin = await factory(context, options);
      return plugin ? timePlugin(plugin) : plugin;
    };
    Object.defineProperty(wrapped, 'name', {value: factory.name});
    // Docusaurus validates a function plugin's options with its own static function.
    const statics = factory as unknown as Record<string, unknown>;
    for (const key of ['validateOptions', 'validateThemeConfig']) {
      if (statics[key]) Object.assign(wrapped, {[key]: statics[key]});
    }
    return wrapped;
  };
  if (typeof config === 'function') return wrap(config as PluginFactory) as PluginConfig;
  if (Array.isArray(config) && typeof config[0] === 'function') {
    return [wrap(config[0] as PluginFactory), config[1]] as PluginConfig;
  }
  return config;
}

/**
 * The plugin left as it is: security-headers' postBuild finds itself in the
 * plugin list by its own function and waits for every other postBuild
 * (plugins/security-headers/after-others.ts), so wrapping it would break the
 * build. Its own time is what follows the last timed postBuild (phases.ts).
 */
export const UNTIMED_PLUGINS: ReadonlySet<string> = new Set(['securityHeadersPlugin']);

const factoryName = (config: PluginConfig): string | undefined => {
  const factory = Array.isArray(config) ? config[0] : config;
  return typeof factory === 'function' ? factory.name : undefined;
};

/** A site config's plugin list with every plugin timed but those of UNTIMED_PLUGINS. */
export function timedPlugins(plugins: readonly PluginConfig[]): PluginConfig[] {
  return plugins.map((config) =>
    UNTIMED_PLUGINS.has(factoryName(config) ?? '') ? config : timedPluginConfig(config),
  );
}
