import type {LoadedPlugin, Plugin} from '@docusaurus/types';

type PostBuild = NonNullable<Plugin['postBuild']>;

/**
 * Lets one plugin's postBuild finish after every other plugin's postBuild.
 *
 * Docusaurus starts all postBuild steps at once, in plugin order
 * (`Promise.all(plugins.map(...))`, @docusaurus/core's buildLocale.js),
 * while `_headers` must list every top-level file of the final build: the
 * Pagefind index, llms.txt, the sitemap and the client redirect pages are
 * all written by postBuild steps. So the plugin that writes it must be the
 * first with a postBuild; when it starts, it wraps the postBuild of every
 * later plugin (called a moment later by the same loop) to keep its promise,
 * and waits for them all.
 *
 * It fails the build, naming the plugin, when another plugin's postBuild
 * comes first (its output could be missed), or when a wrapped postBuild was
 * not started by the time the loop is over (Docusaurus no longer runs them
 * side by side), rather than write an incomplete `_headers`.
 */
export async function afterOtherPostBuilds(
  self: PostBuild,
  plugins: readonly LoadedPlugin[],
  owner: string,
): Promise<void> {
  const index = plugins.findIndex((plugin) => plugin.postBuild === self);
  if (index < 0) throw new Error(`${owner}: its own plugin is not in the list of plugins.`);
  const before = plugins.slice(0, index).filter((plugin) => plugin.postBuild);
  if (before.length > 0) {
    throw new Error(
      `${owner}: must be the first plugin with a postBuild, but ${before.map((p) => p.name).join(', ')} come(s) before it (see config/plugins.ts).`,
    );
  }
  const later = plugins.slice(index + 1).filter((plugin) => plugin.postBuild);
  const started = new Set<LoadedPlugin>();
  const running: Promise<unknown>[] = [];
  for (const plugin of later) {
    const original = plugin.postBuild!;
    (plugin as {postBuild?: PostBuild}).postBuild = (props) => {
      started.add(plugin);
      const result = Promise.resolve(original.call(plugin, props));
      running.push(result);
      return result;
    };
  }
  // The loop that called this postBuild calls the later ones before any
  // awaited promise resumes.
  await Promise.resolve();
  const missing = later.filter((plugin) => !started.has(plugin));
  if (missing.length > 0) {
    throw new Error(
      `${owner}: the postBuild of ${missing.map((p) => p.name).join(', ')} had not started; Docusaurus no longer runs postBuild steps side by side, so this plugin cannot wait for them.`,
    );
  }
  await Promise.allSettled(running);
}
