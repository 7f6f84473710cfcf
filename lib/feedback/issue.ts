/**
 * The one path from a reader (or an agent) to the writers: the docs-mistake
 * issue form of the docs repository (`.github/ISSUE_TEMPLATE/docs-mistake.yml`),
 * opened with its fields filled in from the query string (GitHub fills a
 * text field of an issue form from the query parameter named after its id).
 *
 * Used by the "Report a problem" links of every page and code block
 * (src/utils/repository.ts), the "Was this page helpful?" widget
 * (src/components/PageFeedback) and the MCP server's `report_problem` tool
 * (lib/mcp). Tiny and without imports: it is part of every page's bundle.
 * The caller passes the repository URL and the documented test keys.
 */

/** File name of the issue form under `.github/ISSUE_TEMPLATE/`. */
export const docsMistakeTemplate = 'docs-mistake.yml';

/** Ids of the issue form's fields this module fills (tests/unit/feedback-issue.test.ts reads the form). */
export const issueFields = {
  /** The page's URL, without query string or fragment. */
  page: 'page-url',
  /** The reason the reader chose, as its label. */
  reason: 'reason',
  /** The reader's comment: the form's "What is wrong?". */
  comment: 'problem',
  /** A code block's stable id (`heading-anchor-index`). */
  sample: 'sample-id',
  /** The code block's tab ("Python") or, outside tabs, its language ("json"). */
  language: 'sample-language',
  /** The docs version: the API version the pages document. */
  version: 'docs-version',
} as const;

/**
 * The short fixed list of reasons a reader can give with a "No": the same
 * ids travel in the analytics event and name the reason in the writers'
 * report (`npm run feedback`).
 */
export const feedbackReasons = [
  {id: 'inaccurate', label: 'The information is wrong or out of date'},
  {id: 'sample', label: 'A code sample does not work'},
  {id: 'missing', label: 'Information I need is missing'},
  {id: 'unclear', label: 'It is hard to understand'},
  {id: 'other', label: 'Something else'},
] as const;

export type ReasonId = (typeof feedbackReasons)[number]['id'];

/** The label of a reason id, or undefined for an unknown id. */
function reasonLabel(id: string): string | undefined {
  return feedbackReasons.find((reason) => reason.id === id)?.label;
}

/** The longest comment a reader may add. */
export const MAX_COMMENT_LENGTH = 500;

/** Which keys a comment may hold: the documented test keys. */
export interface DocumentedKeys {
  /** Every documented API key and management key (`ak_test`, `uk_test`...). */
  keys: readonly string[];
  /** Licensee keys of the sandbox start with it (`sl_test_`). */
  licenseePrefix: string;
}

const KEY_LIKE = /\b(?:ak|uk|sl)_[A-Za-z0-9_]+/g;
/** A tag (`<b>`, `</div>`, `<img src=x>`), a comment or a doctype: not a bare `<`. */
const HTML_LIKE = /<\s*\/?\s*[A-Za-z!][^<>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);/i;

/** A key as a message may show it: its first characters only. */
function masked(key: string): string {
  return `${key.slice(0, 5)}…`;
}

/**
 * Why a comment cannot go into an issue, or null when it can: longer than
 * 500 characters, HTML, or a key that is not a documented test key (a live
 * key pasted by mistake would be published in a public issue).
 */
export function commentProblem(comment: string, documented: DocumentedKeys): string | null {
  if (comment.length > MAX_COMMENT_LENGTH) {
    return `The comment is ${comment.length} characters long: keep it to ${MAX_COMMENT_LENGTH}.`;
  }
  const html = HTML_LIKE.exec(comment);
  if (html) {
    return `The comment contains HTML (${html[0].slice(0, 20)}): write plain text instead.`;
  }
  const key = [...comment.matchAll(KEY_LIKE)]
    .map((match) => match[0])
    .find(
      (found) => !documented.keys.includes(found) && !found.startsWith(documented.licenseePrefix),
    );
  if (key) {
    return `The comment contains a key (${masked(key)}) that is not a documented test key: never post a live key. Remove it, or use a test key such as ${documented.keys[0] ?? 'a test key'}.`;
  }
  return null;
}

/** A page's URL as an issue may hold it: origin and path, no query string, no fragment. */
export function pageUrlOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** What a report tells the writers, besides the page. */
export interface IssueDetails {
  reason?: ReasonId;
  comment?: string;
  /** A code block: its stable id (left out while unknown) and its tab or language. */
  sample?: {id?: string; language: string};
  /** The docs version (API version) the reader was reading. */
  version?: string;
}

/**
 * The new-issue URL of the docs-mistake form with its fields filled in.
 * `pageUrl` loses its query string and fragment. Throws an Error with the
 * reason when the comment is refused (`commentProblem`).
 */
export function prefilledIssueUrl(
  repository: string,
  pageUrl: string,
  details: IssueDetails,
  documented: DocumentedKeys,
): string {
  const query = new URLSearchParams({template: docsMistakeTemplate});
  query.set(issueFields.page, pageUrlOf(pageUrl));
  const label = details.reason ? reasonLabel(details.reason) : undefined;
  if (details.reason && !label) {
    throw new Error(
      `Unknown reason "${details.reason}": use one of ${feedbackReasons.map((r) => r.id).join(', ')}.`,
    );
  }
  if (label) query.set(issueFields.reason, label);
  const comment = details.comment?.trim();
  if (comment) {
    const problem = commentProblem(comment, documented);
    if (problem) throw new Error(problem);
    query.set(issueFields.comment, comment);
  }
  if (details.sample?.id) query.set(issueFields.sample, details.sample.id);
  if (details.sample?.language) query.set(issueFields.language, details.sample.language);
  if (details.version) query.set(issueFields.version, details.version);
  return `${repository}/issues/new?${query.toString()}`;
}
