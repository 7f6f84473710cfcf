import type {LoadedPlugin, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {afterOtherPostBuilds} from '../../plugins/security-headers/after-others';

/**
 * `_headers` is written after every other plugin's postBuild (issue 28,
 * finding 4): the loop below is the one Docusaurus runs
 * (@docusaurus/core lib/commands/build/buildLocale.js, executePluginsPostBuild).
 */
type PostBuild = NonNullable<Plugin['postBuild']>;

function runPostBuilds(plugins: LoadedPlugin[]): Promise<unknown> {
  const props = {plugins} as unknown as Parameters<PostBuild>[0];
  return Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.postBuild) return;
      await plugin.postBuild(props);
    }),
  );
}

const plugin = (name: string, postBuild?: PostBuild) =>
  ({name, options: {id: 'default'}, postBuild}) as unknown as LoadedPlugin;

/** A postBuild that finishes when the test says so, recording when. */
function deferred(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const postBuild: PostBuild = async () => {
    await done;
    log.push(`${name} done`);
  };
  return {postBuild, finish};
}

describe('the headers plugin runs after every other postBuild', () => {
  it('waits for the later plugins, however long they take, and then writes', async () => {
    const log: string[] = [];
    const pagefind = deferred(log, 'pagefind');
    const sitemap = deferred(log, 'sitemap');
    const headers: PostBuild = async ({plugins}) => {
      await afterOtherPostBuilds(headers, plugins, 'security-headers');
      log.push('_headers written');
    };
    const plugins = [
      plugin('docs'),
      plugin('security-headers', headers),
      plugin('sitemap', sitemap.postBuild),
      plugin('pagefind-index', pagefind.postBuild),
    ];
    const build = runPostBuilds(plugins);
    await new Promise((resolve) => setTimeout(resolve, 5));
    sitemap.finish();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual(['sitemap done']);
    pagefind.finish();
    await build;
    expect(log).toEqual(['sitemap done', 'pagefind done', '_headers written']);
  });

  it('still writes when another postBuild fails (the build fails for that one)', async () => {
    const log: string[] = [];
    const headers: PostBuild = async ({plugins}) => {
      await afterOtherPostBuilds(headers, plugins, 'security-headers');
      log.push('_headers written');
    };
    const failing: PostBuild = async () => {
      throw new Error('index failed');
    };
    await expect(
      runPostBuilds([plugin('security-headers', headers), plugin('pagefind-index', failing)]),
    ).rejects.toThrow('index failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['_headers written']);
  });

  it('fails the build, naming the plugin, when another postBuild comes first', async () => {
    const headers: PostBuild = async ({plugins}) => {
      await afterOtherPostBuilds(headers, plugins, 'security-headers');
    };
    const early: PostBuild = async () => undefined;
    await expect(
      runPostBuilds([
        plugin('docusaurus-plugin-sitemap', early),
        plugin('security-headers', headers),
      ]),
    ).rejects.toThrow(/first plugin with a postBuild.*docusaurus-plugin-sitemap/);
  });

  it('fails rather than miss a postBuild that Docusaurus did not start alongside', async () => {
    const headers: PostBuild = async ({plugins}) => {
      await afterOtherPostBuilds(headers, plugins, 'security-headers');
    };
    const later = plugin('pagefind-index', async () => undefined);
    const plugins = [plugin('security-headers', headers), later];
    // One at a time instead of side by side: the later plugin starts only after this one.
    const props = {plugins} as unknown as Parameters<PostBuild>[0];
    await expect(plugins[0].postBuild!(props)).rejects.toThrow(/pagefind-index had not started/);
  });
});
