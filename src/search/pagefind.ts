/**
 * Loads the Pagefind runtime the build wrote to /pagefind/ (plugins/
 * pagefind-index) and runs searches for the navbar box and the /search page.
 * The runtime is fetched with a dynamic import of a URL the bundler leaves
 * alone, the first time a reader focuses a search box, never with the page.
 * Everything it fetches (its WebAssembly, index chunks, fragments) comes from
 * this site.
 */
import {isQuestion, searchQuestion} from './questions';
import {SECTION_FILTER} from './sections';
import {
  correctQuery,
  excerptParts,
  matchedAsTyped,
  parseVocabulary,
  typoFallbacks,
  type Vocabulary,
} from './text';

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
interface SearchSubHit {
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
/**
 * The index's words with the number of pages each is on (written beside the
 * index by plugins/pagefind-index): fetched only when a query finds few
 * pages or matched a word only on its first letters, to correct its typos.
 */
const VOCABULARY_URL = '/pagefind/vocabulary.txt';
/** A query that finds fewer pages than this is checked for typos. */
const FEW_RESULTS = 4;
/** Sub-results (headings) shown under each page. */
const SUB_RESULTS = 3;

let runtime: Promise<PagefindRuntime> | undefined;
/** Whether a search has been answered on this page: the runtime and index are warm. */
let warm = false;

/** True once a search has been answered since the page loaded. */
export function searchIsWarm(): boolean {
  return warm;
}

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

let vocabulary: Promise<Vocabulary> | undefined;

/** The index's vocabulary, fetched once (empty when it cannot be had). */
function loadVocabulary(): Promise<Vocabulary> {
  vocabulary ??= fetch(VOCABULARY_URL)
    .then((response) => (response.ok ? response.text() : ''))
    .then(parseVocabulary)
    .catch(() => {
      vocabulary = undefined;
      return new Map<string, number>();
    });
  return vocabulary;
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
 * `limit` results. A question goes to ./questions.ts first. When the query finds fewer than four pages, or a word
 * of it matched nothing as typed (no result, or Pagefind only matched it on
 * its first letters), corrects its typos against the index's vocabulary
 * (`correctQuery` in ./text: "adress" finds address pages, not the two that
 * say "adressen"); when that finds nothing matched as typed either, keeps
 * the query's own answer, or else retries with shorter prefixes of its words
 * (`typoFallbacks`) and keeps the first answer that matched as typed. Once `signal` is aborted (the
 * reader typed on), stops before searching or fetching anything more: while
 * the runtime loads, only the latest query runs.
 */
export async function searchSite(
  query: string,
  section: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  // A question (a sentence, not a few keywords) is ranked as search_docs
  // ranks it (./questions.ts); Pagefind answers when that finds nothing or
  // its index cannot be had.
  if (isQuestion(query)) {
    try {
      const answer = await searchQuestion(query, section, limit, signal);
      if (answer.hits.length > 0) {
        warm = true;
        return answer;
      }
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  const pagefind = await loadPagefind();
  signal?.throwIfAborted();
  const options = section ? {filters: {[SECTION_FILTER]: section}} : {};

  /** Runs one query: its answer, and whether its top result matched each word as typed. */
  async function run(term: string): Promise<{answer: SearchAnswer; typed: boolean} | undefined> {
    const found = await pagefind.search(term, options);
    // A newer query has started (the reader typed on): fetch no fragments for this one.
    signal?.throwIfAborted();
    const results = found?.results ?? [];
    if (results.length === 0) return undefined;
    const hits = await Promise.all(
      results.slice(0, limit).map(async (result) => toHit(result.id, await result.data())),
    );
    const marks = excerptParts(hits[0].excerpt).filter((part) => part.mark);
    return {
      answer: {hits, total: results.length, retriedAs: term === query ? undefined : term},
      typed: matchedAsTyped(
        term,
        marks.map((part) => part.text),
      ),
    };
  }

  const exact = await run(query);
  warm = true;
  // Found well as typed: no correction needed.
  if (exact?.typed && exact.answer.total >= FEW_RESULTS) return exact.answer;
  // Few pages, none, or a word matched on its first letters only: the query
  // with its typos corrected, then (when nothing matched as typed) shorter prefixes.
  const corrected = correctQuery(query, await loadVocabulary());
  signal?.throwIfAborted();
  const tried = corrected && corrected !== query ? await run(corrected) : undefined;
  if (tried?.typed) return tried.answer;
  if (exact?.typed) return exact.answer;
  let first = exact?.answer ?? tried?.answer;
  for (const term of typoFallbacks(query)) {
    signal?.throwIfAborted();
    const retried = await run(term);
    if (!retried) continue;
    if (retried.typed) return retried.answer;
    first ??= retried.answer;
  }
  return first ?? {hits: [], total: 0};
}
