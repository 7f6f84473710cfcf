/**
 * Full-text search over the Markdown twins with MiniSearch: one document per
 * section of a page (the text under one heading), with the page's title and
 * description, the heading and the body as fields. Results are grouped by
 * page: a page ranks by its best section, which also gives the heading and
 * the excerpt shown.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {stemmer} from 'stemmer';
import type {DocPage} from './data';
import {plainText} from './markdown';
import {expandQuery} from './synonyms';

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

/** Words too common in questions to tell pages apart. */
const STOP_WORDS = new Set(
  (
    'a about an and are as at be by can could do does did for from get got has have how i if in ' +
    'into is it its me my need not of on or our should so that the their them then there these ' +
    'this to us use using want was we what when where which while who why will with would you your'
  ).split(' '),
);

/** Lower case, stop words dropped (unless written in capitals), the rest stemmed (Porter): `suggesting` and `suggests` meet. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  // "US" and "IT" are not the pronouns.
  if (STOP_WORDS.has(lower) && !(term.length > 1 && term === term.toUpperCase())) return null;
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
    stems.set(lower, stem);
  }
  return stem;
}

/** Stems already computed: the docs repeat a few thousand words many times. */
const stems = new Map<string, string>();

/** Text of a section body for the index: Markdown syntax dropped, code kept. */
function indexText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]+/g, ' ');
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
export function excerptOf(body: string, terms: readonly string[], length = 240): string {
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

interface PageDocument {
  id: number;
  title: string;
  description: string;
  headings: string;
  body: string;
}

/** Terms of a text as the index sees them. */
function termsOf(text: string): string[] {
  return (MiniSearch.getDefault('tokenize') as (text: string) => string[])(text)
    .map((token) => processTerm(token))
    .filter((term): term is string => Boolean(term));
}

export class DocsSearch {
  private readonly index: MiniSearch<PageDocument>;
  private readonly pages: DocPage[];
  private readonly sections = new Map<string, Omit<SectionDocument, 'id'>[]>();

  /** A search over the pages, indexed at once (tests, the eval). */
  constructor(pages: readonly DocPage[], {index = true}: {index?: boolean} = {}) {
    this.pages = [...pages];
    this.index = new MiniSearch<PageDocument>({
      fields: ['title', 'description', 'headings', 'body'],
      storeFields: [],
      processTerm,
      searchOptions: {
        boost: {title: 3, description: 2, headings: 2, body: 1},
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        maxFuzzy: 1,
        combineWith: 'OR',
        weights: {fuzzy: 0.4, prefix: 0.5},
      },
    });
    if (index) this.index.addAll(this.documents());
  }

  /**
   * A search indexed a few pages at a time, yielding to the event loop
   * before each batch (the first included), so a server answers what is
   * already queued (the tool list, a page) while it builds. A page's document
   * is made with its batch: its headings read the built HTML page.
   */
  static async build(pages: readonly DocPage[], {batchSize = 8} = {}): Promise<DocsSearch> {
    const search = new DocsSearch(pages, {index: false});
    for (let start = 0; start < search.pages.length; start += batchSize) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const end = Math.min(start + batchSize, search.pages.length);
      for (let id = start; id < end; id++) search.index.add(search.document(id));
    }
    return search;
  }

  private documents(): PageDocument[] {
    return this.pages.map((_, id) => this.document(id));
  }

  private document(id: number): PageDocument {
    const page = this.pages[id]!;
    return {
      id,
      title: page.title,
      description: page.description,
      headings: page.headings
        .filter((heading) => heading.depth > 1)
        .map((heading) => heading.text)
        .join(' \n '),
      body: indexText(page.markdown),
    };
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

  /** The section of a page that matches the query terms best: heading words count triple. */
  private bestSection(page: DocPage, terms: ReadonlySet<string>) {
    let best: Omit<SectionDocument, 'id'> | undefined;
    let bestScore = 0;
    for (const section of this.sectionsOf(page)) {
      const counts = new Map<string, number>();
      for (const term of termsOf(section.heading)) {
        if (terms.has(term)) counts.set(term, (counts.get(term) ?? 0) + 3);
      }
      for (const term of termsOf(indexText(section.body))) {
        if (terms.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      // Distinct terms matter more than repeats of one.
      let score = 0;
      for (const count of counts.values()) score += 1 + Math.log(count);
      if (score > bestScore) {
        best = section;
        bestScore = score;
      }
    }
    return best ?? this.sectionsOf(page)[0]!;
  }

  search(query: string, {section, limit = 5}: SearchOptions = {}): SearchHit[] {
    const filter = section
      ? (result: SearchResult) => this.pages[result.id as number]?.section === section
      : undefined;
    const results = this.index.search(expandQuery(query), filter ? {filter} : {}).slice(0, limit);
    return results.map((result) => {
      const page = this.pages[result.id as number]!;
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
