import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Excerpt, {MethodBadge} from '@site/src/search/Excerpt';
import SectionSelect from '@site/src/search/SectionSelect';
import {searchSections} from '@site/src/search/sections';
import {searchPageHref} from '@site/src/search/text';
import {useSiteSearch} from '@site/src/search/useSiteSearch';

/** Pages shown at first, and added by each "Show more". */
const PAGE_SIZE = 20;

/**
 * The search results page. The query and the section live in the URL
 * (`/search?q=verify&section=API`), so a search can be bookmarked, shared
 * and reached from the navbar box's "See all results"; typing replaces the
 * URL rather than adding history entries. Kept out of search engines with a
 * robots noindex tag (which also keeps it out of the sitemap).
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const section = searchSections.some(({label}) => label === params.get('section'))
    ? (params.get('section') ?? '')
    : '';
  // How many results to load: back to one page whenever the query or section changes.
  const searchKey = `${section}\n${query}`;
  const [more, setMore] = useState({key: searchKey, limit: PAGE_SIZE});
  const limit = more.key === searchKey ? more.limit : PAGE_SIZE;
  const search = useSiteSearch(query, section, limit, isBrowser);
  const answer = search.answer;
  const update = (nextQuery: string, nextSection: string): void =>
    history.replace(searchPageHref(nextQuery, nextSection));

  const title = query ? `Search results for “${query}”` : 'Search the documentation';
  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg search-page">
        <h1>{title}</h1>
        <p>
          Search covers every guide, widget option, data source, integration and API operation. Each
          word matches the start of words on a page, so <code>verif</code> finds verification; an
          API path such as <code>/v1/verify/addresses</code> finds its operation. Narrow the results
          to one part of the docs with the section filter. From any page, press <kbd>/</kbd> or{' '}
          <kbd>Ctrl</kbd>+<kbd>K</kbd> to search from the navigation bar.
        </p>
        <form
          className="search-page__form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="search-page__field">
            <span>Search for</span>
            <input
              type="search"
              name="q"
              value={query}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => update(event.target.value, section)}
            />
          </label>
          <SectionSelect
            className="search-page__field"
            name="section"
            value={section}
            onChange={(next) => update(query, next)}
          />
        </form>
        <p role="status" className="search-page__status">
          {search.status === 'error'
            ? 'Search could not load. Reload the page to try again.'
            : !query
              ? ''
              : search.status === 'loading' && !answer
                ? 'Searching…'
                : answer && answer.total === 0
                  ? `No pages match “${search.answered?.query ?? query}”.`
                  : answer
                    ? `${answer.total} ${answer.total === 1 ? 'page' : 'pages'} found${
                        answer.retriedAs ? ` for “${answer.retriedAs}” (no exact match)` : ''
                      }.`
                    : ''}
        </p>
        {answer && answer.hits.length > 0 && (
          <ol className="search-page__results" data-query={search.answered?.query ?? ''}>
            {answer.hits.map((hit) => (
              <li key={hit.id}>
                <article className="search-page__result">
                  <h2>
                    <MethodBadge method={hit.method} />
                    <Link to={hit.url}>{hit.title}</Link>
                  </h2>
                  <p className="search-page__meta">
                    {[hit.section, hit.path ?? hit.url].filter(Boolean).join(' · ')}
                  </p>
                  <p>
                    <Excerpt html={hit.excerpt} />
                  </p>
                  {hit.subResults.length > 0 && (
                    <ul className="search-page__headings">
                      {hit.subResults.map((sub) => (
                        <li key={sub.url}>
                          <Link to={sub.url}>{sub.title}</Link>
                          <span>
                            <Excerpt html={sub.excerpt} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
        {answer && answer.total > answer.hits.length && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setMore({key: searchKey, limit: limit + PAGE_SIZE})}
          >
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
