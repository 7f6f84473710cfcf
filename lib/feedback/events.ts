/**
 * The analytics events of readers' feedback (sent with
 * consent only, by src/feedback/analytics.ts), and how they travel; read back
 * by the writers' report (./report.ts). No imports: every page loads it.
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

/** The events of the site's own, whose properties are exactly the ones above. */
export const feedbackEvents: ReadonlySet<string> = new Set([
  PAGE_FEEDBACK_EVENT,
  SAMPLE_REPORT_EVENT,
]);

/**
 * PostHog's `before_send` step for the events above: posthog-js puts its
 * transport fields, the project token and the anonymous id, among an event's
 * properties; they move to the top of the event, where PostHog's capture
 * endpoint reads them first (`token`, `distinct_id`), so the event's own
 * properties are exactly what the site sent, besides PostHog's `$` ones.
 * Every other event is left as it is.
 */
export function transportFieldsOnTop<T>(event: T): T {
  if (!event || typeof event !== 'object') return event;
  const captured = event as {event?: unknown; properties?: Record<string, unknown>} & Record<
    string,
    unknown
  >;
  if (typeof captured.event !== 'string' || !feedbackEvents.has(captured.event)) return event;
  const properties = captured.properties;
  if (!properties) return event;
  for (const field of ['token', 'distinct_id']) {
    if (!(field in properties)) continue;
    captured[field] ??= properties[field];
    delete properties[field];
  }
  return event;
}
