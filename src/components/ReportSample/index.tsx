/**
 * "Report a problem with this sample": a link in the button group of every
 * code block, beside Copy (src/theme/CodeBlock/Buttons/CopyButton). It opens
 * the docs-mistake issue form (src/feedback/report-link.ts) with the page and
 * the block's language; src/clientModules/feedback.ts adds the block's
 * stable id and tab when the reader reaches for it, and nothing is read or
 * sent before that. The page URL never carries the reader's query string.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {reportUrl} from '@site/src/feedback/report-link';
import {REPORT_SAMPLE_ATTRIBUTE} from './locate';
import styles from './styles.module.css';

const LABEL = 'Report a problem with this sample';

export default function ReportSample(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {pathname} = useLocation();
  return (
    <a
      className={`clean-btn ${styles.report}`}
      href={reportUrl(pathname, {sample: {language: metadata.language ?? 'text'}})}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={LABEL}
      title={LABEL}
      {...{[REPORT_SAMPLE_ATTRIBUTE]: ''}}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
        <path fill="currentColor" d="M5 2h2v20H5zm3 1h11l-2.5 4.5L19 12H8z" />
      </svg>
    </a>
  );
}
