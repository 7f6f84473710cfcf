/**
 * Queries a developer types into the search box, each with the page it must
 * find. `tests/e2e/search.spec.ts` runs one test per row: it types the query and checks
 * that the page is among the first results listed. A row that fails means
 * readers do not find the page: tune the indexer (plugins/pagefind-index),
 * the typo retry (src/search/text.ts) or the target page's text or front
 * matter `keywords`, not this table. The search bench
 * (bench/search-bench.ts) reports the share of rows whose page is in the
 * top five, overall and for the `readers-words` rows.
 */
type SearchQueryKind =
  | 'api-operation'
  | 'widget-option'
  | 'guide'
  | 'data-set'
  | 'integration'
  | 'error-code'
  | 'api-path'
  | 'glossary-term'
  | 'typo'
  | 'concept'
  | 'readers-words';

export interface SearchQueryCase {
  /** Exactly what the reader types. */
  readonly query: string;
  /** Site path of the page the first result must open (no hash, no query). */
  readonly expected: `/docs/${string}`;
  readonly kind: SearchQueryKind;
}

export const searchQueries: readonly SearchQueryCase[] = [
  // API operations (the generated reference under /docs/api).
  {query: 'udprn', expected: '/docs/api/udprn', kind: 'api-operation'},
  {query: 'umprn', expected: '/docs/api/umprn', kind: 'api-operation'},
  {query: 'key usage', expected: '/docs/api/key-usage', kind: 'api-operation'},
  {query: 'create licensee', expected: '/docs/api/create-licensee', kind: 'api-operation'},
  {
    query: 'phone number validation',
    expected: '/docs/api/phone-number-validation',
    kind: 'api-operation',
  },
  {query: 'verify addresses', expected: '/docs/api/address-verify', kind: 'api-operation'},
  {query: 'retrieve address', expected: '/docs/api/retrieve-address', kind: 'api-operation'},

  // API operations by path, as copied from a request (with the version prefix).
  {query: '/v1/verify/addresses', expected: '/docs/api/address-verify', kind: 'api-path'},
  {query: '/v1/autocomplete/addresses', expected: '/docs/api/find-address', kind: 'api-path'},

  // Glossary terms: the term's own page.
  {query: 'dependent locality', expected: '/docs/terms/dependent-locality', kind: 'glossary-term'},
  {
    query: 'delivery point suffix',
    expected: '/docs/terms/delivery-point-suffix',
    kind: 'glossary-term',
  },

  // Misspelt queries: no word matches as typed, a shorter prefix does (src/search/text.ts).
  {query: 'woocomerce', expected: '/docs/integrations/woocommerce', kind: 'typo'},
  {query: 'sublicencing', expected: '/docs/guides/sublicensing', kind: 'typo'},
  {query: 'gravty forms', expected: '/docs/integrations/gravity-forms', kind: 'typo'},
  {query: 'verificaton', expected: '/docs/api/address-verify', kind: 'typo'},

  // Widget options.
  {
    query: 'restrict country',
    expected: '/docs/address-lookup/restrict-country',
    kind: 'widget-option',
  },
  {query: 'exclude po box', expected: '/docs/address-lookup/exclude-po-box', kind: 'widget-option'},
  {query: 'bias by ip', expected: '/docs/address-lookup/bias-by-ip', kind: 'widget-option'},
  {query: 'callbacks', expected: '/docs/address-lookup/callbacks', kind: 'widget-option'},

  // Guides.
  {query: 'allowed urls', expected: '/docs/guides/allowed-urls', kind: 'guide'},
  {query: 'automated top-ups', expected: '/docs/guides/automated-topups', kind: 'guide'},
  {query: 'sublicensing', expected: '/docs/guides/sublicensing', kind: 'guide'},

  // Data sets.
  {query: 'usps', expected: '/docs/data/usps', kind: 'data-set'},
  {query: 'gnaf', expected: '/docs/data/gnaf', kind: 'data-set'},

  // Integrations.
  {query: 'woocommerce', expected: '/docs/integrations/woocommerce', kind: 'integration'},
  {query: 'gravity forms', expected: '/docs/integrations/gravity-forms', kind: 'integration'},

  // Error codes: the page that explains the error, not every page that lists it.
  {
    query: '4020',
    expected: '/docs/guides/purchasing-lookups',
    kind: 'error-code',
  },
  {
    query: 'balance depleted',
    expected: '/docs/guides/purchasing-lookups',
    kind: 'error-code',
  },

  // Typos in the first letters: corrected against the index's vocabulary (src/search/text.ts).
  {
    query: 'adress verification',
    expected: '/docs/address-verification/getting-started',
    kind: 'typo',
  },
  {query: 'adress lookup', expected: '/docs/address-lookup', kind: 'typo'},

  // Readers' own words, none of them the page's title: the pages' front matter
  // `keywords` carry these words where the text says it otherwise.
  {query: 'buy more lookups', expected: '/docs/guides/purchasing-lookups', kind: 'readers-words'},
  {
    query: 'refill balance automatically',
    expected: '/docs/guides/automated-topups',
    kind: 'readers-words',
  },
  {query: 'nine digit zip', expected: '/docs/terms/zip-plus-4', kind: 'readers-words'},
  {query: 'uk postal code', expected: '/docs/terms/postcode', kind: 'readers-words'},
  {query: 'api token', expected: '/docs/guides/api-key', kind: 'readers-words'},
  {
    query: 'hide api key in browser',
    expected: '/docs/guides/api-key-secure',
    kind: 'readers-words',
  },
  {query: 'address finder', expected: '/docs/address-lookup', kind: 'readers-words'},
  {query: 'whitelist domain', expected: '/docs/guides/allowed-urls', kind: 'readers-words'},
  {query: 'reseller', expected: '/docs/guides/sublicensing', kind: 'readers-words'},
  {query: 'agency clients', expected: '/docs/guides/sublicensing', kind: 'readers-words'},
  {query: 'dummy address', expected: '/docs/guides/testing', kind: 'readers-words'},
  {query: 'usage per form', expected: '/docs/guides/tag-and-track', kind: 'readers-words'},
  {
    query: 'disable chrome autocomplete',
    expected: '/docs/address-lookup/prevent-autofill',
    kind: 'readers-words',
  },
  {
    query: 'limit to one country',
    expected: '/docs/address-lookup/restrict-country',
    kind: 'readers-words',
  },
  {
    query: 'address selected event',
    expected: '/docs/address-lookup/callbacks',
    kind: 'readers-words',
  },
  {
    query: 'reveal fields after selection',
    expected: '/docs/address-lookup/hide',
    kind: 'readers-words',
  },
  {query: 'change dropdown colours', expected: '/docs/styling-with-css', kind: 'readers-words'},
  {
    query: 'standardize address',
    expected: '/docs/address-verification/getting-started',
    kind: 'readers-words',
  },
  {query: 'irish addresses', expected: '/docs/data/ecad', kind: 'readers-words'},
  {query: 'australian addresses', expected: '/docs/data/gnaf', kind: 'readers-words'},
];
