import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import changedIn from '@site/.openapi/changed-in.json';
import {changelogPath} from '@site/src/data/changelog';
import styles from './styles.module.css';

const releases = changedIn as Record<string, {entryId: string; label: string; title: string}>;

/**
 * The line under an operation page's method and path: the release that last
 * changed the operation, linked to its changelog entry (from
 * `.openapi/changed-in.json`, written by `npm run gen` from the changelog and
 * the generated release changes); operations no release changed say so.
 */
export default function ChangedIn({operationId}: {operationId: string}): ReactNode {
  const release = releases[operationId];
  return (
    <p className={styles.changedIn} data-changed-in={release?.entryId ?? ''}>
      {release ? (
        <>
          Changed in{' '}
          <Link to={`${changelogPath}#${release.entryId}`}>
            {release.label}: {release.title}
          </Link>
        </>
      ) : (
        <>
          No release in the <Link to={changelogPath}>API Updates</Link> has changed it.
        </>
      )}
    </p>
  );
}
