/**
 * The glossary: one entry per term page under docs/terms/<slug>.mdx.
 *
 * The glossary page, the term index and the <Term> component all read this
 * list, so a definition is written once and shown the same everywhere.
 * tests/unit/glossary.test.ts checks that every entry has a page and every
 * page has an entry.
 */

export interface GlossaryEntry {
  /** File name of the term page without `.mdx`; the page lives at /docs/terms/<slug>. */
  slug: string;
  /** The term as readers write it. */
  term: string;
  /** One sentence, shown in the glossary list and in the <Term> hover card. */
  definition: string;
}

export const glossary = [
  {
    slug: 'address-lookup',
    term: 'Address lookup',
    definition:
      'The autocomplete widget that suggests addresses while a user types and fills the form with the one they pick.',
  },
  {
    slug: 'alias-data',
    term: 'Alias data',
    definition:
      'Royal Mail records of alternative ways people write UK addresses (vanity localities, old names) that delivery does not need.',
  },
  {
    slug: 'allowed-urls',
    term: 'Allowed URLs',
    definition:
      "A key's list of websites allowed to use it from a browser, matched against each request's Origin and Referer headers.",
  },
  {
    slug: 'api-key',
    term: 'API key',
    definition:
      'The credential starting with ak_ that authenticates requests and holds its own lookup balance, limits and settings.',
  },
  {
    slug: 'carrier-route',
    term: 'Carrier route',
    definition:
      'The USPS delivery route that serves a US address, such as city route C001 or rural route R004.',
  },
  {
    slug: 'cass',
    term: 'CASS',
    definition:
      'The USPS Coding Accuracy Support System, which certifies software that standardises US addresses and assigns ZIP+4 codes.',
  },
  {
    slug: 'closed-user-group',
    term: 'Closed User Group',
    definition:
      'A Royal Mail PAF licensing arrangement in which one organisation shares address data with a defined group of business partners.',
  },
  {
    slug: 'county',
    term: 'County',
    definition:
      'The county an address lies in: a postal, administrative or traditional county in the UK, or the county of a US ZIP+4 record.',
  },
  {
    slug: 'data-cleansing',
    term: 'Data cleansing',
    definition:
      'Matching stored addresses against authoritative data to correct, complete and standardise them.',
  },
  {
    slug: 'delivery-point',
    term: 'Delivery point',
    definition:
      'A single place where mail is delivered, such as a letterbox or mail slot; the unit that PAF and USPS data count.',
  },
  {
    slug: 'delivery-point-suffix',
    term: 'Delivery point suffix',
    definition:
      'A two-character code, a digit and a letter such as 1A, that tells apart the delivery points within one UK postcode.',
  },
  {
    slug: 'dependent-locality',
    term: 'Dependent locality',
    definition:
      'A village or district inside a post town that Royal Mail uses to tell apart addresses, returned as dependant_locality.',
  },
  {
    slug: 'dependent-thoroughfare',
    term: 'Dependent thoroughfare',
    definition:
      'A smaller street, terrace or parade that sits within a larger named street, returned as dependant_thoroughfare.',
  },
  {
    slug: 'double-dependent-locality',
    term: 'Double dependent locality',
    definition:
      'A small area inside a dependent locality, used where the same street name occurs twice in one locality.',
  },
  {
    slug: 'dpv',
    term: 'DPV',
    definition:
      'Delivery Point Validation: the USPS check that a US address is a real deliverable point, reported as Y, S, D or N (empty when not checked).',
  },
  {
    slug: 'eastings-and-northings',
    term: 'Eastings and northings',
    definition:
      'Grid coordinates in metres on the Ordnance Survey National Grid, or the Irish Grid for Northern Ireland.',
  },
  {
    slug: 'inward-code',
    term: 'Inward code',
    definition:
      'The second half of a UK postcode, a sector digit and two unit letters, such as 2AA in SW1A 2AA.',
  },
  {
    slug: 'large-user',
    term: 'Large user',
    definition:
      'An organisation that receives enough mail to have a postcode of its own, marked by postcode_type L.',
  },
  {
    slug: 'licensee',
    term: 'Licensee',
    definition:
      'An end user registered under a sublicensing key, with its own sl_ key, daily limit and allowed URLs.',
  },
  {
    slug: 'lookup',
    term: 'Lookup',
    definition:
      "The unit of billing: one paid retrieval of an address, place or validation result from a key's balance.",
  },
  {
    slug: 'multiple-residence',
    term: 'Multiple Residence',
    definition:
      'Royal Mail data listing households that share one delivery point, such as flats behind a single front door.',
  },
  {
    slug: 'not-yet-built',
    term: 'Not Yet Built',
    definition:
      'Royal Mail data listing planned or under-construction UK premises that do not receive mail yet.',
  },
  {
    slug: 'outward-code',
    term: 'Outward code',
    definition:
      'The first half of a UK postcode, the postcode area and district, such as SW1A in SW1A 2AA.',
  },
  {
    slug: 'paf',
    term: 'PAF',
    definition:
      "Royal Mail's Postcode Address File: every UK delivery point with its postcode, over 30 million addresses.",
  },
  {
    slug: 'post-town',
    term: 'Post town',
    definition:
      'The town Royal Mail routes mail through; required in every UK address and not always the nearest town.',
  },
  {
    slug: 'postcode',
    term: 'Postcode',
    definition:
      'A short alphanumeric code for a group of UK delivery points, such as SW1A 2AA; the US counterpart is the ZIP Code.',
  },
  {
    slug: 'premise',
    term: 'Premise',
    definition:
      'The building part of an address: number, building name and sub-building, pre-assembled in the premise field.',
  },
  {
    slug: 'small-user-organisation',
    term: 'Small user organisation',
    definition:
      'A business that shares its postcode with other addresses, flagged by su_organisation_indicator Y.',
  },
  {
    slug: 'sub-building',
    term: 'Sub-building',
    definition: 'A flat, unit or suite inside a larger building, returned as sub_building_name.',
  },
  {
    slug: 'thoroughfare',
    term: 'Thoroughfare',
    definition: 'The street, road or other public way a premise stands on.',
  },
  {
    slug: 'toid',
    term: 'TOID',
    definition:
      'Topographic Identifier: the Ordnance Survey id of a feature, such as a building or road, in its MasterMap data.',
  },
  {
    slug: 'udprn',
    term: 'UDPRN (Unique Delivery Point Reference Number)',
    definition:
      "Unique Delivery Point Reference Number: Royal Mail's numeric id, up to 8 digits, for one PAF delivery point.",
  },
  {
    slug: 'umprn',
    term: 'UMPRN (Unique Multiple Residence Reference Number)',
    definition:
      'Unique Multiple Residence Reference Number: the numeric id of one household in Multiple Residence data.',
  },
  {
    slug: 'uprn',
    term: 'UPRN',
    definition:
      'Unique Property Reference Number: the id, up to 12 digits, of an addressable location in Great Britain.',
  },
  {
    slug: 'usrn',
    term: 'USRN',
    definition:
      'Unique Street Reference Number: the id of a street in the national street gazetteer of Great Britain.',
  },
  {
    slug: 'zip-plus-4',
    term: 'ZIP+4',
    definition:
      'The nine-digit US ZIP Code, five digits plus a four-digit add-on, that narrows an address to a block face or building.',
  },
] as const satisfies readonly GlossaryEntry[];

/** Slug of a term that has a page. */
export type GlossarySlug = (typeof glossary)[number]['slug'];

/** Site path of a term's page. */
export function termPath(slug: string): string {
  return `/docs/terms/${slug}`;
}

/** The entry for a slug, or undefined when no such term exists. */
export function findTerm(slug: string): GlossaryEntry | undefined {
  return glossary.find((entry) => entry.slug === slug);
}

/** Every entry, sorted by term for reading (case-insensitive). */
export function glossaryAlphabetical(): GlossaryEntry[] {
  return [...glossary].sort((a, b) => a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}));
}
