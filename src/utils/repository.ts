/**
 * Links into the docs repository: "Edit this page", and the "Report a
 * problem" issue URL (lib/feedback/issue.ts) for code that runs in Node (the
 * MCP server, tests). Everything comes from src/identity.ts, so a rebrand
 * moves them too. The browser's report links are src/feedback/report-link.ts.
 */
import {identity} from '../identity';
import {documentedKeys} from '../feedback/documented-keys';
import {type IssueDetails, prefilledIssueUrl} from '../../lib/feedback/issue';

export {documentedKeys};

/** Editor URL of a file, given its path from the repository root (`docs/guides/testing.mdx`). */
export function editUrlOf(repositoryPath: string): string {
  const clean = repositoryPath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${identity.urls.repositoryEdit}/${clean}`;
}

/**
 * New-issue URL opening the docs-mistake form with the page's URL (without
 * its query string) and any details filled in. Throws when the comment is
 * refused (lib/feedback/issue.ts, `commentProblem`).
 */
export function reportProblemUrl(pageUrl: string, details: IssueDetails = {}): string {
  return prefilledIssueUrl(identity.urls.repository, pageUrl, details, documentedKeys);
}
