/**
 * The sections a search can be narrowed to, in navbar order. The indexer
 * (plugins/pagefind-index) files every page under one of them from its URL,
 * and the search box and /search page offer them as a filter, so both read
 * this one list. Pages outside every section (the changelog, the glossary and
 * its term pages, the OpenAPI download page) are found by an unfiltered
 * search only.
 */
export interface SearchSection {
  /** The filter value stored in the index and shown to readers. */
  readonly label: string;
  /** Site paths whose pages belong to the section: the path itself and everything below it. */
  readonly paths: readonly string[];
}

export const searchSections: readonly SearchSection[] = [
  {
    label: 'Switch From Google',
    paths: ['/docs/how-to-switch', '/docs/styling-with-css', '/docs/styling-with-javascript'],
  },
  {label: 'Integrations', paths: ['/docs/integrations']},
  {label: 'Address Lookup', paths: ['/docs/address-lookup']},
  {label: 'Address Verification', paths: ['/docs/address-verification']},
  {label: 'Guides', paths: ['/docs/guides']},
  {label: 'Data', paths: ['/docs/data']},
  {label: 'API', paths: ['/docs/api']},
];

/** The Pagefind filter that holds the section. */
export const SECTION_FILTER = 'section';

/** The section a site path belongs to, or undefined when it is in none. */
export function sectionOf(pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return searchSections.find(({paths}) =>
    paths.some((root) => clean === root || clean.startsWith(`${root}/`)),
  )?.label;
}
