import path from 'node:path';
import fs from 'fs-extra';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderChanges, renderFeeds, type FeedEntry, type FeedOptions} from './feeds';

export interface ChangelogFeedsOptions {
  /** The changelog entries, newest first, API releases with their generated changes. */
  entries: readonly FeedEntry[];
  /**
   * Site path of the machine-readable changelog: every entry with its
   * generated changes as JSON (what the MCP server's get_changelog reads).
   */
  changesPath: string;
  /** The API version the build publishes, stated in the machine-readable changelog. */
  apiVersion: string;
  /** Everything the feeds say about themselves; `siteUrl` defaults to the site's `url`. */
  feed: Omit<FeedOptions, 'siteUrl'> & {siteUrl?: string};
}

/**
 * Writes the changelog's RSS 2.0, Atom 1.0 and JSON Feed 1.1 files, and the
 * machine-readable changelog (every entry with its release's generated
 * changes, `changesPath`), into the build (postBuild), as Docusaurus's blog writes its feeds (`fs-extra`'s
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
      const feedOptions = {
        ...options.feed,
        siteUrl: options.feed.siteUrl ?? context.siteConfig.url,
      };
      const feeds = renderFeeds(options.entries, feedOptions);
      feeds.set(
        options.changesPath,
        renderChanges(options.entries, options.apiVersion, feedOptions),
      );
      await Promise.all(
        [...feeds].map(([route, text]) => fs.outputFile(path.join(outDir, route), text)),
      );
    },
  };
}
