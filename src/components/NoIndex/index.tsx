import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * A robots noindex for pages that are navigation, not content (the tag
 * pages): it keeps them out of search results, and the sitemap plugin leaves
 * noindex pages out.
 */
export default function NoIndex(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, follow" />
    </Head>
  );
}
