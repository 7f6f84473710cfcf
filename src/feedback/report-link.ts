/**
 * The report links of the browser ("Report a problem with this page", "…
 * with this sample"): the docs-mistake issue form of lib/feedback/issue.ts,
 * with the repository and the docs version this build was made with
 * (docusaurus.config.ts, `customFields.feedback`). Part of the main bundle
 * through src/clientModules/feedback.ts, so the pages' chunks share one copy.
 */
import siteConfig from '@generated/docusaurus.config';
import {
  commentProblem as checkComment,
  type IssueDetails,
  prefilledIssueUrl,
} from '../../lib/feedback/issue';
import {documentedKeys} from './documented-keys';

interface FeedbackConfig {
  /** The docs repository, whose issue form the links open. */
  repository: string;
  /** The API version the pages document. */
  docsVersion: string;
}

const config = siteConfig.customFields?.feedback as FeedbackConfig;

/** The docs version of this build: the API version the pages document. */
export const docsVersion = config.docsVersion;

/**
 * The issue URL for a page, given its path (never the reader's query
 * string), with the docs version and the details filled in. Throws when the
 * comment is refused (`commentProblem`).
 */
export function reportUrl(pathname: string, details: Omit<IssueDetails, 'version'> = {}): string {
  return prefilledIssueUrl(
    config.repository,
    `${siteConfig.url}${pathname}`,
    {...details, version: docsVersion},
    documentedKeys,
  );
}

/** Why a reader's comment cannot go into an issue, or null. */
export function commentProblem(comment: string): string | null {
  return checkComment(comment, documentedKeys);
}
