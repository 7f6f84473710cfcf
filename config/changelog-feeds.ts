import type {ChangelogFeedsOptions} from '../plugins/changelog-feeds';
import {changelog, changelogFeeds, changelogPath} from '../src/data/changelog';
import {identity} from '../src/identity';

const feedPath = (format: (typeof changelogFeeds)[number]['format']): string =>
  changelogFeeds.find((feed) => feed.format === format)!.path;

/** The changelog feeds (plugins/changelog-feeds): absolute URLs on the docs origin. */
export const changelogFeedsOptions = {
  entries: changelog,
  feed: {
    siteUrl: identity.urls.docs,
    pagePath: changelogPath,
    title: `${identity.name} API Updates`,
    description: `Changes to the ${identity.name} API, its OpenAPI specification, its address data and the address lookup widget.`,
    author: identity.name,
    paths: {rss: feedPath('rss'), atom: feedPath('atom'), json: feedPath('json')},
  },
} satisfies ChangelogFeedsOptions;
