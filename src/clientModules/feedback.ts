/**
 * "Report a problem with this sample" (src/components/ReportSample): one
 * listener for every code block's report link, in the main bundle, so the
 * many chunks that render code blocks share this code (and the report-link
 * and consent code it uses) instead of each carrying a copy.
 *
 * The server writes each link with the page and the block's language. When
 * the reader points at it, focuses it or clicks it, the link gets the
 * block's stable id and tab, read from the page (src/components/ReportSample/
 * locate.ts); a click, with analytics consent only, also sends one event
 * (src/feedback/analytics.ts). Nothing runs before that.
 */
import {SAMPLE_REPORT_EVENT} from '../../lib/feedback/events';
import {locateSample, REPORT_SAMPLE_ATTRIBUTE} from '../components/ReportSample/locate';
import {sendFeedback} from '../feedback/analytics';
import {docsVersion, reportUrl} from '../feedback/report-link';

/** The report link an event happened on, with the block's place filled in. */
function fill(event: Event) {
  const link = (event.target as Element | null)?.closest?.(`a[${REPORT_SAMPLE_ATTRIBUTE}]`);
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const sample = locateSample(link);
  if (!sample) return undefined;
  link.href = reportUrl(window.location.pathname, {sample});
  return sample;
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', fill, {passive: true});
  document.addEventListener('focusin', fill);
  // Capture: the address is set before the browser follows the link.
  document.addEventListener(
    'click',
    (event) => {
      const sample = fill(event);
      if (!sample) return;
      sendFeedback(SAMPLE_REPORT_EVENT, {
        page_path: window.location.pathname,
        sample_id: sample.id,
        language: sample.language,
        docs_version: docsVersion,
      });
    },
    true,
  );
}

export {};
