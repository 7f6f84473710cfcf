import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

/**
 * Tag pages are navigation, not content: a robots noindex keeps them out of
 * search results, and the sitemap plugin leaves noindex pages out.
 */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <DocTagsListPage {...props} />
    </>
  );
}
