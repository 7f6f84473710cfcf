/**
 * The analytics events of readers' feedback (sent with consent only, by
 * src/feedback/analytics.ts), read back by the writers' report
 * (./report.ts). Besides these properties, an event carries PostHog's own
 * `$` properties (their URLs without query string: src/consent/posthog.ts)
 * and the two fields posthog-js adds to every event and requires for
 * ingestion, `token` (the build's public project key) and `distinct_id` (its
 * anonymous id). No imports: every page loads it.
 */

/** "Was this page helpful?": `page_path`, `vote`, `reason`, `docs_version`. */
export const PAGE_FEEDBACK_EVENT = 'docs_page_feedback';
/** "Report a problem with this sample": `page_path`, `sample_id`, `language`, `docs_version`. */
export const SAMPLE_REPORT_EVENT = 'docs_sample_report';

export interface PageFeedbackProperties {
  page_path: string;
  vote: 'yes' | 'no';
  /** A reason id of lib/feedback/issue.ts, or null (a Yes, or a No without a reason). */
  reason: string | null;
  docs_version: string;
}

export interface SampleReportProperties {
  page_path: string;
  sample_id: string;
  language: string;
  docs_version: string;
}
