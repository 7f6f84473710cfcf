import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's doc footer (tags, "Edit this page", "Last updated"), followed by
 * "Was this page helpful?" and the "Report a problem with this page" link
 * that opens the docs-mistake issue form with this page's URL (and, after a
 * No, the reader's reason and comment) filled in (src/components/PageFeedback).
 * Shown on every doc and API page, including generated pages that have no
 * file to edit.
 */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      {/* Page chrome like the theme's own footer: a <footer> of the article, so
          agents that read the HTML know it is not the page's content. */}
      <footer>
        <PageFeedback pagePath={metadata.permalink} />
      </footer>
    </>
  );
}
