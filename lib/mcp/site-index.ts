/**
 * The index the site search ranks questions with: the very index and page
 * traits search_docs ranks with (lib/search/ranking.ts), published by the
 * build beside the pages, with what the site's result list shows of each
 * page. So a question typed into the search box and the same question sent
 * to search_docs get the same pages in the same order (src/search/questions.ts).
 */
import type {DocPage} from './data';
import type {DocsSearch} from './search';
import type {PageTraits} from '../search/ranking';

/** A page as the site's result list shows it. */
export interface SiteIndexPage extends PageTraits {
  path: string;
  title: string;
  description: string;
  /** HTTP method and path of an API operation page (`GET`, `/v1/postcodes/{postcode}`). */
  method?: string;
  apiPath?: string;
}

export interface SiteIndex {
  /** Changes when the format does: a page loaded before a deploy then ignores a newer file. */
  format: 1;
  pages: SiteIndexPage[];
  /** The MiniSearch index, as `JSON.stringify` writes it (`loadIndex` reads it back). */
  index: unknown;
}

/** The operation line of an API twin: `` `GET https://api.example.test/v1/postcodes/{postcode}` ``. */
const OPERATION_LINE = /^`(GET|POST|PUT|PATCH|DELETE) (https?:\/\/\S+)`$/m;

/** The site index of the pages `search` was built over, in the same order. */
export function siteIndexOf(search: DocsSearch, pages: readonly DocPage[]): SiteIndex {
  const {index, traits} = search.ranking;
  return {
    format: 1,
    pages: pages.map((page, id) => {
      const operation = page.path.startsWith('/docs/api/')
        ? OPERATION_LINE.exec(page.markdown)
        : null;
      return {
        path: page.path,
        title: page.title,
        description: page.description,
        ...(operation
          ? {method: operation[1], apiPath: decodeURI(new URL(operation[2]!).pathname)}
          : {}),
        ...traits[id]!,
      };
    }),
    index: index.toJSON(),
  };
}
