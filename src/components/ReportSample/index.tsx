/**
 * "Report a problem with this sample": a link in the button group of every
 * code block, beside Copy (src/theme/CodeBlock/Buttons/CopyButton). It opens
 * the docs-mistake issue form (src/utils/repository.ts) with the page, the
 * block's stable id and tab (./locate.ts) and the docs version filled in.
 *
 * Nothing is read or sent until the reader reaches for it: the server writes
 * the link with the page and the block's language; pointing at it, focusing
 * it or clicking it fills in the block's place, and a click, with analytics
 * consent only, sends one event (src/feedback/analytics.ts). The page URL
 * never carries the reader's query string.
 */
import React, {type ReactNode, type SyntheticEvent} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {SAMPLE_REPORT_EVENT} from '@site/lib/feedback/events';
import {reportProblemUrl} from '@site/src/utils/repository';
import {docsVersion, sendFeedback} from '@site/src/feedback/analytics';
import {locateSample} from './locate';
import styles from './styles.module.css';

const LABEL = 'Report a problem with this sample';

export default function ReportSample(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useCodeBlockContext();
  const {pathname} = useLocation();
  const version = docsVersion();
  const pageUrl = `${siteConfig.url}${pathname}`;

  /** The link's address with the block's place, read from the page now. */
  const locate = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const sample = locateSample(link);
    if (!sample) return undefined;
    link.href = reportProblemUrl(pageUrl, {sample, version});
    return sample;
  };

  return (
    <a
      className={`clean-btn ${styles.report}`}
      // Before the reader points at it: the page's issue form, with the language.
      href={reportProblemUrl(pageUrl, {
        sample: {language: metadata.language ?? 'text'},
        version,
      })}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={LABEL}
      title={LABEL}
      data-report-sample
      onPointerEnter={locate}
      onFocus={locate}
      onClick={(event) => {
        const sample = locate(event);
        if (!sample) return;
        sendFeedback(SAMPLE_REPORT_EVENT, {
          page_path: pathname,
          sample_id: sample.id,
          language: sample.language,
          docs_version: version,
        });
      }}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
        <path fill="currentColor" d="M5 2h2v20H5zm3 1h11l-2.5 4.5L19 12H8z" />
      </svg>
    </a>
  );
}
