/**
 * search_docs over the Markdown twins: the pages ranked by the docs' one
 * ranking (lib/search/ranking.ts, which the site search uses for questions
 * too), then, for each page found, the section under one heading that
 * matches the query best, which gives the heading, its anchor and the
 * excerpt shown.
 */
import type MiniSearch from 'minisearch';
import type {DocPage} from './data';
import {plainText} from './markdown';
import {
  createIndex,
  indexText,
  indexedPage,
  pageTraits,
  rankPages,
  type IndexedPage,
  type PageTraits,
} from '../search/ranking';
import {termsOf} from '../search/terms';
import {LruCache} from './lru';

/** How many answers a search keeps (each a few KB). */
const SEARCH_CACHE_SIZE = 500;

interface SectionDocument {
  id: number;
  page: string;
  title: string;
  description: string;
  heading: string;
  anchor?: string;
  body: string;
}

export interface SearchHit {
  path: string;
  url: string;
  title: string;
  section: string;
  /** The heading whose section matched best; absent when it is the page's opening. */
  heading?: {text: string; anchor?: string; url: string};
  excerpt: string;
  score: number;
}

export interface SearchOptions {
  /** Only pages of this site section (`guides`, `api`, `address-lookup`...). */
  section?: string;
  limit?: number;
}

/** The sections of a page: the opening (under the H1) and one per heading below it. */
function sectionsOf(page: DocPage): Omit<SectionDocument, 'id'>[] {
  const {markdown, headings} = page;
  const below = headings.filter((heading) => heading.depth > 1);
  const sections: Omit<SectionDocument, 'id'>[] = [];
  const h1 = headings.find((heading) => heading.depth === 1);
  const openingStart = h1 ? markdown.indexOf('\n', h1.start) + 1 : 0;
  const openingEnd = below[0]?.start ?? markdown.length;
  const base = {page: page.path, title: page.title, description: page.description};
  sections.push({...base, heading: '', body: markdown.slice(openingStart, openingEnd)});
  for (const [index, heading] of below.entries()) {
    const lineEnd = markdown.indexOf('\n', heading.start);
    const bodyStart = lineEnd < 0 ? markdown.length : lineEnd + 1;
    const bodyEnd = below[index + 1]?.start ?? markdown.length;
    sections.push({
      ...base,
      heading: heading.text,
      anchor: heading.anchor,
      body: markdown.slice(bodyStart, bodyEnd),
    });
  }
  return sections;
}

/** A short excerpt of a section around the first query term it contains. */
function excerptOf(body: string, terms: readonly string[], length = 240): string {
  const text = plainText(
    body
      .replace(/^```[\s\S]*?^```/gm, ' ')
      .replace(/^\|.*\|$/gm, (row) => row.replace(/\|/g, ' ').replace(/\s-+\s/g, ' '))
      .replace(/^#+\s.*$/gm, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const lower = text.toLowerCase();
  const positions = terms
    .map((term) => lower.indexOf(term.toLowerCase()))
    .filter((position) => position >= 0);
  const at = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, at - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export class DocsSearch {
  private readonly index: MiniSearch<IndexedPage>;
  private readonly pages: DocPage[];
  private readonly traits: PageTraits[];
  private readonly sections = new Map<string, Omit<SectionDocument, 'id'>[]>();
  /** Each section's terms with their weights (heading words x3), in the order they first appear. */
  private readonly sectionTerms = new WeakMap<object, Map<string, number>>();
  /** The latest answers, by query and options: a build's answers never change. */
  private readonly answers: LruCache<SearchHit[]>;

  /** A search over the pages, indexed at once (tests, the eval). */
  constructor(
    pages: readonly DocPage[],
    {index = true, cacheSize = SEARCH_CACHE_SIZE}: {index?: boolean; cacheSize?: number} = {},
  ) {
    this.pages = [...pages];
    this.answers = new LruCache(cacheSize);
    const paths = this.pages.map((page) => page.path);
    this.traits = this.pages.map((page) => pageTraits(page, paths));
    this.index = createIndex();
    if (index) this.index.addAll(this.documents());
  }

  /**
   * A search indexed a few pages at a time, yielding to the event loop
   * before each batch (the first included), so a server answers what is
   * already queued (the tool list, a page) while it builds. A page's document
   * is made with its batch: its headings read the built HTML page.
   */
  static async build(
    pages: readonly DocPage[],
    {batchSize = 8, cacheSize = SEARCH_CACHE_SIZE} = {},
  ): Promise<DocsSearch> {
    const search = new DocsSearch(pages, {index: false, cacheSize});
    for (let start = 0; start < search.pages.length; start += batchSize) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const end = Math.min(start + batchSize, search.pages.length);
      for (let id = start; id < end; id++) search.index.add(search.document(id));
    }
    return search;
  }

  /** The index and each page's traits, as the site search reads them (lib/mcp/site-index.ts). */
  get ranking(): {index: MiniSearch<IndexedPage>; traits: readonly PageTraits[]} {
    return {index: this.index, traits: this.traits};
  }

  private documents(): IndexedPage[] {
    return this.pages.map((_, id) => this.document(id));
  }

  private document(id: number): IndexedPage {
    const page = this.pages[id]!;
    return indexedPage(id, {
      title: page.title,
      description: page.description,
      headings: page.headings.filter((heading) => heading.depth > 1).map((heading) => heading.text),
      markdown: page.markdown,
    });
  }

  /** How many answers are kept now (at most the cache size). */
  get cachedAnswers(): number {
    return this.answers.size;
  }

  /** Site sections that have pages, for the `section` filter. */
  get sectionNames(): string[] {
    return [...new Set(this.pages.map((page) => page.section))].sort();
  }

  private sectionsOf(page: DocPage): Omit<SectionDocument, 'id'>[] {
    let sections = this.sections.get(page.path);
    if (!sections) {
      sections = sectionsOf(page);
      this.sections.set(page.path, sections);
    }
    return sections;
  }

  /**
   * A section's terms, each with its weight: 3 for each time it is in the
   * heading, 1 for each time in the body. Worked out once per section (the
   * words of a section never change), not once per query.
   */
  private termsOfSection(section: Omit<SectionDocument, 'id'>): Map<string, number> {
    let weights = this.sectionTerms.get(section);
    if (!weights) {
      weights = new Map<string, number>();
      for (const term of termsOf(section.heading)) weights.set(term, (weights.get(term) ?? 0) + 3);
      for (const term of termsOf(indexText(section.body))) {
        weights.set(term, (weights.get(term) ?? 0) + 1);
      }
      this.sectionTerms.set(section, weights);
    }
    return weights;
  }

  /** The section of a page that matches the query terms best: heading words count triple. */
  private bestSection(page: DocPage, terms: ReadonlySet<string>) {
    let best: Omit<SectionDocument, 'id'> | undefined;
    let bestScore = 0;
    for (const section of this.sectionsOf(page)) {
      // Distinct terms matter more than repeats of one.
      let score = 0;
      for (const [term, count] of this.termsOfSection(section)) {
        if (terms.has(term)) score += 1 + Math.log(count);
      }
      if (score > bestScore) {
        best = section;
        bestScore = score;
      }
    }
    return best ?? this.sectionsOf(page)[0]!;
  }

  /**
   * The pages for a query, best first. An answer is kept (the latest
   * `SEARCH_CACHE_SIZE`, by query, section and limit) and given again for
   * the same question: agents repeat their questions, and a build's answers
   * never change. Callers get their own copy of the kept answer.
   */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const key = JSON.stringify([query, options.section ?? null, options.limit ?? 5]);
    let hits = this.answers.get(key);
    if (!hits) {
      hits = this.rank(query, options);
      this.answers.set(key, hits);
    }
    return structuredClone(hits);
  }

  private rank(query: string, {section, limit = 5}: SearchOptions): SearchHit[] {
    const filter = section ? (id: number) => this.pages[id]?.section === section : undefined;
    const results = rankPages(this.index, this.traits, query, filter).slice(0, limit);
    return results.map((result) => {
      const page = this.pages[result.id]!;
      const terms = new Set([...result.terms, ...termsOf(query)]);
      const best = this.bestSection(page, terms);
      return {
        path: page.path,
        url: page.url,
        title: page.title,
        section: page.section,
        ...(best.heading
          ? {
              heading: {
                text: best.heading,
                ...(best.anchor ? {anchor: best.anchor} : {}),
                url: best.anchor ? `${page.url}#${best.anchor}` : page.url,
              },
            }
          : {}),
        excerpt: excerptOf(best.body, [...result.queryTerms, ...result.terms]),
        score: Math.round(result.score * 100) / 100,
      };
    });
  }
}
