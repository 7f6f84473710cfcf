/**
 * Pure logic of the pagefind-index plugin: which built pages enter the search
 * index and what the indexer sees of each. The served HTML is never changed;
 * the indexer gets a copy of each page with Pagefind's attributes added.
 */
import {sectionOf, SECTION_FILTER} from '../../src/search/sections';

/** Parts of the page Pagefind leaves out of the index (inside the indexed article). */
export const excludeSelectors: readonly string[] = [
  // Breadcrumbs, the collapsible mobile table of contents, tags and pagination.
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  // Doc cards on category and API tag pages repeat the titles of the pages
  // they link to; indexed, they would outrank the pages themselves.
  '.theme-doc-card-container',
  'a.card',
  // Glossary definitions shown as tooltips beside a linked term.
  '[role="tooltip"]',
  // The "#" permalink of each heading, and the API pages' loading skeletons
  // and request/response sample panel (the same curl call on every page).
  '.hash-link',
  '.openapi-skeleton',
  '.openapi-right-panel__container',
  // Code blocks: samples repeat the same calls, JSON keys and boilerplate on
  // page after page. Indexed, they made every page's fragment (the text a
  // result's excerpt comes from, fetched per result) about twice as large and
  // matched queries on pages that only show a word in code; the prose around
  // each sample names what it does, and inline code stays indexed.
  '.theme-code-block',
];

/** The vocabulary file written beside the index (src/search/pagefind.ts fetches it on a typo). */
export const VOCABULARY_FILE = 'vocabulary.txt';

/** Words shorter than this are left out of the vocabulary (the typo correction ignores them). */
const VOCABULARY_MIN = 4;

/**
 * The words of the indexed pages, for the search UI's typo correction
 * (`correctQuery` in src/search/text.ts): lower-case runs of letters of four
 * or more, each with the number of pages it is on, the words on most pages
 * first (ties in alphabetical order, so two builds write the same file).
 */
export function vocabularyOf(pages: Iterable<string>): Array<[word: string, pages: number]> {
  const pagesUsing = new Map<string, number>();
  for (const text of pages) {
    const words = new Set(
      (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= VOCABULARY_MIN),
    );
    for (const word of words) pagesUsing.set(word, (pagesUsing.get(word) ?? 0) + 1);
  }
  return [...pagesUsing].sort(
    ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0),
  );
}

/** The vocabulary file's text: `word<TAB>pages`, one a line. */
export function vocabularyFile(pages: Iterable<string>): string {
  return vocabularyOf(pages)
    .map(([word, count]) => `${word}\t${count}\n`)
    .join('');
}

/** The JSON of a Pagefind fragment file (gzip, `pagefind_dcd` before the JSON). */
export function fragmentJson(gzipped: string): {content?: string; meta?: {title?: string}} {
  return JSON.parse(gzipped.replace(/^pagefind_dcd/, '')) as {
    content?: string;
    meta?: {title?: string};
  };
}

/** An API operation, as its page shows it. */
export interface ApiOperation {
  readonly method: string;
  /** The full path, API version included: `/v1/verify/addresses`. */
  readonly path: string;
}

const ENDPOINT =
  /(<pre\b[^>]*\bopenapi__method-endpoint\b[^>]*>\s*<span\b[^>]*>)([A-Za-z]+)(<\/span>\s*<h2\b[^>]*>)([^<]+)(<\/h2>)/;

/**
 * The method and path of the operation an API page documents (read from the
 * method badge and path heading the API theme renders), with `basePath` (the
 * path of the API's base URL, `/v1`) in front. Undefined on any other page.
 */
export function apiOperationOf(html: string, basePath: string): ApiOperation | undefined {
  const match = ENDPOINT.exec(html);
  if (!match) return undefined;
  const base = basePath.replace(/\/+$/, '');
  return {method: match[2].toUpperCase(), path: `${base}${match[4].trim()}`};
}

/** True for site paths that belong in the index: pages of both docs instances, no tag listing. */
export function isIndexedPath(pathname: string): boolean {
  if (pathname !== '/docs' && !pathname.startsWith('/docs/')) return false;
  return !/^\/docs\/(api\/)?tags(\/|$)/.test(pathname);
}

const KEYWORDS =
  /<meta\b[^>]*\bname=["']?keywords["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const ARTICLE_END = /<\/article>/;

/**
 * The page's front matter `keywords` (rendered as `<meta name="keywords">`):
 * the words its author expects readers to search for, such as an error code
 * the page explains. Indexed with the article, weighted like its title.
 */
export function keywordsOf(html: string): string | undefined {
  const match = KEYWORDS.exec(html);
  const value = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return value
    ? value
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean)
        .join(', ')
    : undefined;
}

const NOINDEX = /<meta\b[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?[^"'>]*noindex/i;
const REFRESH = /<meta\b[^>]*\bhttp-equiv=["']?refresh/i;
const ARTICLE = /<article\b/;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/,/g, '\\,');

/**
 * The copy of a built page the indexer reads, or undefined when the page
 * stays out of the index (noindex, a redirect stub, no article). The article
 * becomes the indexed body (`data-pagefind-body`), carries the page's section
 * as a filter and, on API pages, the operation's method and path as metadata;
 * the path heading reads with its version prefix so `/v1/verify/addresses`
 * finds the page. Each table cell starts with a space, so the words of two
 * cells are not read as one. The page's keywords are added at the end of the
 * article.
 */
export function prepareForIndex(
  html: string,
  pathname: string,
  apiBasePath: string,
): string | undefined {
  if (!isIndexedPath(pathname) || NOINDEX.test(html) || REFRESH.test(html)) return undefined;
  if (!ARTICLE.test(html)) return undefined;
  const attributes = ['data-pagefind-body'];
  const section = sectionOf(pathname);
  if (section)
    attributes.push(`data-pagefind-filter="${SECTION_FILTER}:${escapeAttribute(section)}"`);
  const operation = apiOperationOf(html, apiBasePath);
  let page = html;
  if (operation) {
    // One metadata key per element: the method on the article, the path on its heading.
    attributes.push(`data-pagefind-meta="method:${escapeAttribute(operation.method)}"`);
    const pathMeta = `data-pagefind-meta="path:${escapeAttribute(operation.path)}"`;
    page = page.replace(
      ENDPOINT,
      (_all, open: string, method: string, middle: string, _path, close: string) =>
        [open, method, middle.replace(/<h2\b/, `<h2 ${pathMeta}`), operation.path, close].join(''),
    );
  }
  // Pagefind joins the text of adjacent table cells ("Shape" and "Body"
  // became "ShapeBody"; the minified HTML has no closing tags): each cell
  // starts with a space.
  page = page.replace(/<t[dh]\b[^>]*>/g, '$& ');
  const keywords = keywordsOf(html);
  if (keywords) {
    const text = keywords.replace(/</g, '&lt;');
    page = page.replace(ARTICLE_END, `<p data-pagefind-weight="7">${text}</p></article>`);
  }
  return page.replace(ARTICLE, `<article ${attributes.join(' ')}`);
}
