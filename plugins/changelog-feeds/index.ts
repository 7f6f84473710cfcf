import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ChangelogEntry} from '../../src/data/changelog';
import {renderFeeds, type FeedOptions} from './feeds';

export type {FeedOptions} from './feeds';

export interface ChangelogFeedsOptions {
  /** The changelog entries, newest first. */
  entries: readonly ChangelogEntry[];
  /** Everything the feeds say about themselves; `siteUrl` defaults to the site's `url`. */
  feed: Omit<FeedOptions, 'siteUrl'> & {siteUrl?: string};
}

/**
 * Writes the changelog's RSS 2.0, Atom 1.0 and JSON Feed 1.1 files into the
 * build (postBuild). The builders in feeds.ts are pure; the changelog page
 * advertises the feeds (src/components/Changelog/Feeds.tsx).
 */
export default function changelogFeedsPlugin(
  context: LoadContext,
  options: ChangelogFeedsOptions,
): Plugin {
  return {
    name: 'changelog-feeds',
    async postBuild({outDir}) {
      const feeds = renderFeeds(options.entries, {
        ...options.feed,
        siteUrl: options.feed.siteUrl ?? context.siteConfig.url,
      });
      await Promise.all(
        [...feeds].map(async ([route, text]) => {
          const file = path.join(outDir, route);
          await fs.promises.mkdir(path.dirname(file), {recursive: true});
          await fs.promises.writeFile(file, text);
        }),
      );
    },
  };
}
