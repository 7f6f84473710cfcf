/**
 * Loads the Pagefind runtime the build wrote to /pagefind/ (plugins/
 * pagefind-index) and runs searches for the navbar box and the /search page.
 * The runtime is fetched with a dynamic import of a URL the bundler leaves
 * alone, the first time a reader focuses a search box, never with the page.
 * Everything it fetches (its WebAssembly, index chunks, fragments) comes from
 * this site.
 */
import {SECTION_FILTER} from './sections';
import {excerptParts, matchedAsTyped, typoFallbacks} from './text';

/** The part of the Pagefind runtime API the UI uses. */
interface PagefindRuntime {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: {filters?: Record<string, string | string[]>},
  ): Promise<{results: PagefindResult[]} | null>;
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {id?: string};
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}

/** A heading of a result page that matched. */
export interface SearchSubHit {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
}

/** One page that matched a query. */
export interface SearchHit {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  readonly section?: string;
  /** HTTP method and path of an API operation page. */
  readonly method?: string;
  readonly path?: string;
  readonly subResults: readonly SearchSubHit[];
}

export interface SearchAnswer {
  readonly hits: readonly SearchHit[];
  /** The total number of pages that matched (only the first `limit` are loaded). */
  readonly total: number;
  /** Set when nothing matched the query as typed and a typo retry did: the query that ran. */
  readonly retriedAs?: string;
}

/** Where the build writes the runtime (see plugins/pagefind-index). */
const RUNTIME_URL = '/pagefind/pagefind.js';
/** Sub-results (headings) shown under each page. */
const SUB_RESULTS = 3;

let runtime: Promise<PagefindRuntime> | undefined;

/** Loads and starts the runtime once; later calls share the same promise. */
export function loadPagefind(): Promise<PagefindRuntime> {
  runtime ??= (async () => {
    const module = (await import(/* webpackIgnore: true */ RUNTIME_URL)) as PagefindRuntime;
    // On the main thread: the index is small enough that a search takes a few
    // milliseconds there, and the worker script would add a request and
    // about 12 KB to every first search. Set before init(), which reads it.
    await module.options({noWorker: true});
    await module.init();
    await module.options({excerptLength: 22});
    return module;
  })();
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/(?=$|#)/, '') || '/';

function toHit(id: string, data: PagefindData): SearchHit {
  const url = withoutTrailingSlash(data.url);
  const subResults = (data.sub_results ?? [])
    .filter((sub) => sub.anchor?.id && sub.url.includes('#'))
    .slice(0, SUB_RESULTS)
    .map((sub) => ({url: withoutTrailingSlash(sub.url), title: sub.title, excerpt: sub.excerpt}));
  return {
    id,
    url,
    title: data.meta.title ?? url,
    excerpt: data.excerpt,
    section: data.filters[SECTION_FILTER]?.[0],
    method: data.meta.method,
    path: data.meta.path,
    subResults,
  };
}

/**
 * Searches the index, narrowed to `section` when given, and loads the first
 * `limit` results. When Pagefind only matched a misspelt word on its first
 * letters, retries with shorter prefixes of the query's words and keeps the
 * first answer that matched as typed (see `typoFallbacks` in ./text). Once
 * `signal` is aborted, stops before fetching any more page fragments.
 */
export async function searchSite(
  query: string,
  section: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const pagefind = await loadPagefind();
  const options = section ? {filters: {[SECTION_FILTER]: section}} : {};
  let first: SearchAnswer | undefined;
  for (const term of [query, ...typoFallbacks(query)]) {
    const found = await pagefind.search(term, options);
    // A newer query has started (the reader typed on): fetch no fragments for this one.
    signal?.throwIfAborted();
    const results = found?.results ?? [];
    if (results.length === 0) continue;
    const hits = await Promise.all(
      results.slice(0, limit).map(async (result) => toHit(result.id, await result.data())),
    );
    const answer = {hits, total: results.length, retriedAs: term === query ? undefined : term};
    first ??= answer;
    const marks = excerptParts(hits[0].excerpt).filter((part) => part.mark);
    if (
      matchedAsTyped(
        term,
        marks.map((part) => part.text),
      )
    )
      return answer;
  }
  return first ?? {hits: [], total: 0};
}
