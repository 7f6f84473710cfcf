/**
 * Links into the docs repository: "Edit this page" and "Report a problem".
 * Everything comes from src/identity.ts, so a rebrand moves them too.
 */
import {identity} from '../identity';

/** File name of the issue form under `.github/ISSUE_TEMPLATE/`. */
export const docsMistakeTemplate = 'docs-mistake.yml';

/** Id of the issue form's page URL field; GitHub prefills a field from the query parameter of the same name. */
export const pageUrlField = 'page-url';

/** Editor URL of a file, given its path from the repository root (`docs/guides/testing.mdx`). */
export function editUrlOf(repositoryPath: string): string {
  const clean = repositoryPath.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${identity.urls.repositoryEdit}/${clean}`;
}

/** New-issue URL opening the docs-mistake form with the page's URL filled in. */
export function reportProblemUrl(pageUrl: string): string {
  const query = new URLSearchParams({template: docsMistakeTemplate, [pageUrlField]: pageUrl});
  return `${identity.urls.repository}/issues/new?${query.toString()}`;
}
