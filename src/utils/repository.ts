/**
 * Links into the docs repository: "Edit this page", and "Report a problem"
 * for a page or a code sample (the docs-mistake issue form, filled in by
 * lib/feedback/issue.ts). Everything comes from src/identity.ts, so a
 * rebrand moves them too.
 */
import {identity} from '../identity';
import {testKeys} from '../sandbox/test-keys';
import {
  commentProblem as checkComment,
  type DocumentedKeys,
  type IssueDetails,
  prefilledIssueUrl,
} from '../../lib/feedback/issue';

export {docsMistakeTemplate, issueFields} from '../../lib/feedback/issue';

/**
 * The keys a reader's comment may hold: the documented test keys, and the
 * sandbox's licensee keys (`sl_test_bakery`, and those it creates).
 */
export const documentedKeys: DocumentedKeys = {
  keys: Object.values(testKeys),
  licenseePrefix: 'sl_test_',
};

/** Editor URL of a file, given its path from the repository root (`docs/guides/testing.mdx`). */
export function editUrlOf(repositoryPath: string): string {
  const clean = repositoryPath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${identity.urls.repositoryEdit}/${clean}`;
}

/**
 * New-issue URL opening the docs-mistake form with the page's URL (without
 * its query string) and any details filled in. Throws when the comment is
 * refused (see `commentProblem`).
 */
export function reportProblemUrl(pageUrl: string, details: IssueDetails = {}): string {
  return prefilledIssueUrl(identity.urls.repository, pageUrl, details, documentedKeys);
}

/** Why a reader's comment cannot go into an issue, or null. */
export function commentProblem(comment: string): string | null {
  return checkComment(comment, documentedKeys);
}
