/**
 * Questions typed into the site search, ranked as the MCP server's
 * search_docs ranks them: the build publishes search_docs's own index of the
 * pages (`/search-index.json`, lib/mcp/site-index.ts), and this ranks it
 * with the same code (lib/search/ranking.ts). Pagefind matches pages that
 * hold every word of a query, which suits the few words of a keyword search
 * but finds little for a sentence; a query of four words or more that are
 * not stop words is taken as a question. The index (about 90 KB compressed)
 * and the ranking code are fetched the first time a question is asked.
 */
import type {IndexedPage, PageTraits} from '@site/lib/search/ranking';
import type {SiteIndex, SiteIndexPage} from '@site/lib/mcp/site-index';
import {significantWords} from '@site/lib/search/stop-words';
import type MiniSearch from 'minisearch';
import type {SearchAnswer, SearchHit} from './pagefind';
import {sectionOf} from './sections';

/** Where the build writes the index (config/agent-docs.ts). */
const INDEX_URL = '/search-index.json';
/** A query with at least this many words that are not stop words is a question. */
const QUESTION_WORDS = 4;

/** Whether a query reads as a question (a sentence) rather than a few keywords. */
export function isQuestion(query: string): boolean {
  return significantWords(query).length >= QUESTION_WORDS;
}

interface Loaded {
  ranking: typeof import('@site/lib/search/ranking');
  terms: typeof import('@site/lib/search/terms');
  index: MiniSearch<IndexedPage>;
  pages: SiteIndexPage[];
  traits: PageTraits[];
}

let loaded: Promise<Loaded> | undefined;

/** Fetches the index and the ranking code once; a failure is retried on the next question. */
function load(): Promise<Loaded> {
  loaded ??= (async () => {
    const [ranking, terms, response] = await Promise.all([
      import('@site/lib/search/ranking'),
      import('@site/lib/search/terms'),
      fetch(INDEX_URL),
    ]);
    if (!response.ok) throw new Error(`${INDEX_URL}: HTTP ${response.status}`);
    const site = (await response.json()) as SiteIndex;
    if (site.format !== 1) throw new Error(`${INDEX_URL}: unknown format ${String(site.format)}`);
    return {
      ranking,
      terms,
      index: ranking.loadIndex(site.index),
      pages: site.pages,
      traits: site.pages,
    };
  })();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page's description with the words the question matched in `<mark>`, as Pagefind marks its excerpts. */
function markedExcerpt(
  text: string,
  matched: ReadonlySet<string>,
  loadedTerms: Loaded['terms'],
): string {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const term = loadedTerms.processTerm(part);
      return term && matched.has(term) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
    })
    .join('');
}

/**
 * The pages for a question, best first, in `section` when given; the first
 * `limit` as hits. Resolves with no hits when the index cannot be had, so
 * the caller can fall back to Pagefind.
 */
export async function searchQuestion(
  query: string,
  section: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const {ranking, terms, index, pages, traits} = await load();
  signal?.throwIfAborted();
  const filter = section ? (id: number) => sectionOf(pages[id]!.path) === section : undefined;
  const ranked = ranking.rankPages(index, traits, query, filter);
  const hits: SearchHit[] = ranked.slice(0, limit).map((result) => {
    const page = pages[result.id]!;
    const matched = new Set([...result.terms, ...terms.termsOf(query)]);
    return {
      id: page.path,
      url: page.path,
      title: page.title,
      excerpt: markedExcerpt(page.description, matched, terms),
      section: sectionOf(page.path),
      method: page.method,
      path: page.apiPath,
      subResults: [],
    };
  });
  return {hits, total: ranked.length};
}
