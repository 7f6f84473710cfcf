import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type DocTagDocListPageType from '@theme/DocTagDocListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagDocListPageType>;

/**
 * Tag pages are navigation, not content: a robots noindex keeps them out of
 * search results, and the sitemap plugin leaves noindex pages out.
 */
export default function DocTagDocListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <DocTagDocListPage {...props} />
    </>
  );
}
