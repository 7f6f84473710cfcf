/**
 * One ranking of the docs' pages for people and agents: the MCP server's
 * search_docs (lib/mcp/search.ts) ranks every query with it, and the site
 * search (src/search) ranks questions with it, from the same index, which
 * the build publishes (lib/mcp/site-index.ts). Browser-safe.
 *
 * A page is one document of a MiniSearch index (BM25), with its title, its
 * one-sentence description, its headings, its prose and its code as fields.
 * On top of BM25, two signals of what a page is for:
 *
 * - a page that lists other pages (a section's root, an API tag page) ranks
 *   a little below the pages it lists: a question about one task is best
 *   answered by the page of that task;
 * - two words next to each other in the query that are next to each other
 *   in the page's title or description (the page's stated purpose) count
 *   extra, as a phrase does.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {expandQuery} from './synonyms';
import {processTerm, termsOf} from './terms';

/** The fields of a page in the index. */
export interface IndexedPage {
  id: number;
  title: string;
  description: string;
  headings: string;
  /** The page's prose, without its code blocks. */
  body: string;
  /** The code of its code blocks: searchable, but a question is in words. */
  code: string;
}

/** What the ranking knows of a page besides its text. */
export interface PageTraits {
  /** It lists other pages: a section's root page, or an API tag page. */
  hub: boolean;
  /** The pairs of adjacent terms of its title and description (`"chang kei"`). */
  purpose: string[];
}

/** A hub's score is multiplied by this. */
const HUB_WEIGHT = 0.85;
/** Added, per query phrase of two words found in the page's purpose, to a score where the best is 1. */
const PURPOSE_BONUS = 0.25;

/** The index's options: both searches must build and read it with these. */
const INDEX_OPTIONS: Options<IndexedPage> = {
  fields: ['title', 'description', 'headings', 'body', 'code'],
  storeFields: [],
  processTerm,
  searchOptions: {
    boost: {title: 3, description: 2, headings: 2, body: 1, code: 0.5},
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 1,
    combineWith: 'OR',
    weights: {fuzzy: 0.4, prefix: 0.5},
  },
};

/** An empty index. */
export function createIndex(): MiniSearch<IndexedPage> {
  return new MiniSearch<IndexedPage>(INDEX_OPTIONS);
}

/** An index serialized with `JSON.stringify(index)`, read back from the parsed JSON. */
export function loadIndex(serialized: unknown): MiniSearch<IndexedPage> {
  return MiniSearch.loadJS<IndexedPage>(
    serialized as Parameters<typeof MiniSearch.loadJS>[0],
    INDEX_OPTIONS,
  );
}

/** Markdown syntax dropped from a text, for the index. */
export function indexText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]+/g, ' ');
}

/** Fenced code blocks (their fences at the start of a line). */
const FENCED = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;

/** A page as the index holds it: title, description, headings, and its prose and code apart. */
export function indexedPage(
  id: number,
  page: {title: string; description: string; headings: readonly string[]; markdown: string},
): IndexedPage {
  const code: string[] = [];
  const prose = page.markdown.replace(FENCED, (_block, _fence: string, inner: string) => {
    code.push(inner);
    return ' ';
  });
  return {
    id,
    title: page.title,
    description: page.description,
    headings: page.headings.join(' \n '),
    body: indexText(prose),
    code: indexText(code.join('\n')),
  };
}

/** The pairs of adjacent terms of a text, each in both orders. */
function adjacentPairs(terms: readonly string[]): string[] {
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < terms.length; index++) {
    pairs.add(`${terms[index]} ${terms[index + 1]}`);
    pairs.add(`${terms[index + 1]} ${terms[index]}`);
  }
  return [...pairs];
}

/**
 * A page's traits: whether it lists other pages (another page's path is
 * below its own, or it has an `## Operations` list, as API tag pages do), and
 * the phrases of its purpose.
 */
export function pageTraits(
  page: {path: string; title: string; description: string; markdown: string},
  allPaths: readonly string[],
): PageTraits {
  const parent = allPaths.some((other) => other.startsWith(`${page.path}/`));
  return {
    hub: parent || /^## Operations$/m.test(page.markdown),
    purpose: adjacentPairs(termsOf(`${page.title}. ${page.description}`)),
  };
}

/** A ranked page: its id in the index, its score (the best is about 1) and the terms it matched. */
export interface RankedPage {
  id: number;
  score: number;
  /** The document terms that matched (stems, fuzzy matches included). */
  terms: string[];
  /** The query terms they matched. */
  queryTerms: string[];
}

/**
 * Ranks the pages for a query: BM25 over the query and the synonyms it
 * brings in (./synonyms.ts), scaled so the best page scores 1, then the hub
 * weight and the purpose bonus. `filter` keeps only some pages (a section).
 */
export function rankPages(
  index: MiniSearch<IndexedPage>,
  traits: readonly PageTraits[],
  query: string,
  filter?: (id: number) => boolean,
): RankedPage[] {
  const results = index.search(
    expandQuery(query),
    filter ? {filter: (result: SearchResult) => filter(result.id as number)} : {},
  );
  const best = results[0]?.score ?? 1;
  const phrases = adjacentPairs(termsOf(query));
  return results
    .map((result) => {
      const id = result.id as number;
      const trait = traits[id];
      const purpose = new Set(trait?.purpose ?? []);
      // Each phrase is listed in both orders: count each once.
      const found = phrases.filter((phrase) => purpose.has(phrase)).length / 2;
      return {
        id,
        score: (result.score / best) * (trait?.hub ? HUB_WEIGHT : 1) + PURPOSE_BONUS * found,
        terms: result.terms,
        queryTerms: result.queryTerms,
      };
    })
    .sort((a, b) => b.score - a.score);
}
