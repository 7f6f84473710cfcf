import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search results page (/search?q=...), wrapped to keep it out of search
 * engines: the theme marks it with `<meta property="robots">`, which crawlers
 * ignore, so the standard `name="robots"` tag is added here.
 */
export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage />
    </>
  );
}
