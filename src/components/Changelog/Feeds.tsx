import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {changelogFeeds} from '@site/src/data/changelog';
import {identity} from '@site/src/identity';
import styles from './styles.module.css';

function FeedLink({feed}: {feed: (typeof changelogFeeds)[number]}): ReactNode {
  const href = useBaseUrl(feed.path);
  return (
    <li>
      {/* A plain link: the feeds are files written after the build, not routes. */}
      <a href={href} type={feed.type}>
        {feed.label}
      </a>
    </li>
  );
}

/**
 * Announces the changelog feeds in the page head (`<link rel="alternate">`,
 * which feed readers discover) and lists them as visible links.
 */
export default function ChangelogFeeds(): ReactNode {
  return (
    <>
      <Head>
        {changelogFeeds.map((feed) => (
          <link
            key={feed.format}
            rel="alternate"
            type={feed.type}
            title={`${identity.name} API Updates (${feed.label})`}
            href={`${identity.urls.docs}${feed.path}`}
          />
        ))}
      </Head>
      <ul className={styles.feeds} aria-label="Changelog feeds">
        {changelogFeeds.map((feed) => (
          <FeedLink key={feed.format} feed={feed} />
        ))}
      </ul>
    </>
  );
}
