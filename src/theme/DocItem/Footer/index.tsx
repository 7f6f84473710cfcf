import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {reportProblemUrl} from '../../../utils/repository';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's doc footer (tags, "Edit this page", "Last updated"), followed by
 * a "Report a problem" link that opens the docs-mistake issue form with this
 * page's URL filled in. Shown on every doc and API page, including generated
 * pages that have no file to edit.
 */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const pageUrl = `${siteConfig.url}${metadata.permalink}`;
  return (
    <>
      <Footer {...props} />
      {/* Page chrome like the theme's own footer: a <footer> of the article, so
          agents that read the HTML know it is not the page's content. */}
      <footer className={`row ${styles.report}`}>
        <div className="col">
          <Link href={reportProblemUrl(pageUrl)} data-report-problem>
            Report a problem with this page
          </Link>
        </div>
      </footer>
    </>
  );
}
