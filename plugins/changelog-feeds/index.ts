import path from 'node:path';
import fs from 'fs-extra';
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
 * build (postBuild), as Docusaurus's blog writes its feeds (`fs-extra`'s
 * `outputFile`). The builders in feeds.ts are pure; the changelog page
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
        [...feeds].map(([route, text]) => fs.outputFile(path.join(outDir, route), text)),
      );
    },
  };
}
