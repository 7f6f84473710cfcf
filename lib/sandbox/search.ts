/**
 * Address and place search over the sandbox's test dataset: what Find
 * Address, Retrieve Address, Resolve Address, Find Place and Resolve Place
 * answer when no catalogue case does. Pure TypeScript, no runtime code
 * generation; `engine/` calls it, `tests/unit/sandbox-search.test.ts`
 * checks it.
 *
 * The rules follow the operations' descriptions in `openapi/`:
 * - every word of the query must match a word of the address, in any order:
 *   exactly, through a documented abbreviation (`street` = `st`, `avenue` =
 *   `ave`, `highway` = `hwy`...), with one typo (two in words of eight
 *   letters or more), or, for the last word, as the start of a word (as you
 *   type; a typo there counts only in a word of eight letters or more);
 * - `context` picks the country (the key's default when missing or not one
 *   of its countries) and `dataset` the datasets within it;
 * - filters remove addresses; the comma-separated terms of one filter match
 *   any of them, different filters must all match; a term that cannot match
 *   leaves no hits; at most 10 filter terms (`40014`);
 * - biases rank addresses that match them first, keeping the others; at
 *   most 5 bias terms (`40013`); `bias_lonlat` and `box` that cannot be
 *   parsed answer `40016`;
 * - `limit` (default 10) caps the hits.
 */
import type {DatasetFile, PlaceRow, UkOutward, UkRow, UsRow, UsZip} from './dataset/types';

type Json = Record<string, unknown>;

/** A catalogue test address, added to the dataset by the engine. */
export interface TestAddress {
  format: 'usa' | 'gbr';
  record: Json;
  suggestion: string;
  /** The test query that finds it, e.g. `test vacant`. */
  query: string;
  lat?: number;
  lon?: number;
}

/** Thrown for a request the search refuses; the engine answers it. */
export class SearchError {
  constructor(
    readonly status: number,
    readonly body: {code: number; message: string; [field: string]: unknown},
  ) {}
}

/** Where the sandbox places every caller, for `bias_ip=true`: central Denver, within 50 km. */
export const SANDBOX_CALLER = {lon: -104.9903, lat: 39.7392, radius: 50_000} as const;

export const MAX_FILTER_TERMS = 10;
export const MAX_BIAS_TERMS = 5;
const MAX_RADIUS = 50_000;
const MAX_PLACE_HITS = 10;

const errors = {
  tooManyFilters: {
    code: 40014,
    message: 'Too many filter terms. Remove some filters and try again.',
  },
  tooManyBiases: {code: 40013, message: 'A request may combine at most 5 bias terms.'},
  invalidQuery: {
    code: 40011,
    message: 'The search query could not be processed. Remove special characters and try again.',
  },
  addressNotFound: {
    code: 4048,
    message: 'Address not found. Suggestion identifiers can expire; search again.',
  },
  placeNotFound: {code: 4048, message: 'Place not found.'},
  paginationLimit: {
    code: 40012,
    message: 'Results beyond the first 10,000 cannot be paged to. Narrow the search instead.',
  },
};

const invalidFilter = (message: string) => new SearchError(400, {code: 40016, message: message});

// ---------------------------------------------------------------------------
// Words.

/** Documented abbreviations, written the way USPS and Royal Mail abbreviate them. */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  parkway: 'pkwy',
  highway: 'hwy',
  place: 'pl',
  circle: 'cir',
  terrace: 'ter',
  crescent: 'cres',
  close: 'cl',
  gardens: 'gdns',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apt',
  suite: 'ste',
  mount: 'mt',
  fort: 'ft',
};

/** Lower case, accents removed, punctuation turned into spaces (`1/2` and `108-24` kept). */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}/-]+/u)
    .flatMap((part) => (/^\d+([/-]\d+)*$/.test(part) ? [part] : part.split(/[/-]+/)))
    .filter(Boolean);
}

function canonical(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

/** Damerau-Levenshtein distance, giving up once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

interface Searchable {
  /** Canonical words. */
  words: string[];
}

/** How well the query's words match a record's (0: they do not). */
function matchScore(query: readonly string[], record: Searchable): number {
  let score = 0;
  for (const [index, word] of query.entries()) {
    const last = index === query.length - 1;
    let best = 0;
    for (const candidate of record.words) {
      if (candidate === word) {
        best = 3;
        break;
      }
      if (last && candidate.startsWith(word)) best = Math.max(best, 2);
      // The last word may still be being typed: a typo counts there only in a long word.
      else if (best < 1 && word.length >= (last ? 8 : 4) && /^\p{L}+$/u.test(word)) {
        const allowed = word.length >= 8 ? 2 : 1;
        if (distance(word, candidate, allowed) <= allowed) best = 1;
      }
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

function searchWords(text: string): string[] {
  return [...new Set(words(text).map(canonical))];
}

// ---------------------------------------------------------------------------
// Records.

interface AddressEntry extends Searchable {
  id: string;
  dataset: string;
  /**
   * The country searched with `context`: `GBR` for Royal Mail data (the
   * Crown Dependencies included), else the record's `country_iso` (US
   * territories are US records, so `USA`).
   */
  country: string;
  format: 'usa' | 'gbr';
  record: Json;
  suggestion: string;
  lat?: number;
  lon?: number;
  /** Lower-case values the filters and biases compare. */
  fields: Record<string, string>;
  pobox: boolean;
  business: boolean;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const packed = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '');
const plain = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
const titleCase = (value: string) =>
  value.toLowerCase().replace(/(^|[\s\-.(])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });

/** Rough National Grid metres for generated UK records (they are fictional anyway). */
function grid(lat: number, lon: number): {eastings: number; northings: number} {
  return {
    eastings: Math.round(400000 + (lon + 2) * 69000),
    northings: Math.round(-100000 + (lat - 49) * 111000),
  };
}

function expandUs(row: UsRow, zip: UsZip, stateName: string): Json {
  const street = [row.predir, row.street, row.suffix, row.postdir].filter(Boolean).join(' ');
  const box = row.type === 'P';
  const unit = row.unitType ? `${row.unitType} ${row.unitNumber ?? ''}`.trim() : '';
  return {
    id: row.id,
    dataset: 'usps',
    country_iso: 'USA',
    country_iso_2: 'US',
    country: 'United States',
    language: 'en',
    line_1: box ? `PO Box ${row.number}` : `${row.number} ${street}`,
    line_2: unit || row.firm || '',
    last_line: `${zip.city} ${zip.state} ${zip.zip}-${row.plus4}`,
    city: zip.city,
    state: stateName,
    state_abbreviation: zip.state,
    zip_code: zip.zip,
    plus_4_code: row.plus4,
    zip_plus_4_code: `${zip.zip}-${row.plus4}`,
    urbanization: '',
    primary_number: row.number,
    secondary_number: row.unitNumber ?? '',
    address_secondary_abbreviation: row.unitType ?? '',
    street_pre_directional_abbreviation: row.predir ?? '',
    street_name: box ? 'PO Box' : (row.street ?? ''),
    street_suffix_abbreviation: row.suffix ?? '',
    street_post_directional_abbreviation: row.postdir ?? '',
    building_or_firm_name: row.firm ?? '',
    record_type_code: row.type,
    carrier_route_id: row.route,
    county: zip.county,
    county_number: zip.fips.slice(2),
    congressional_district_number: zip.district,
    zip_classification_code: '',
    base_alternate_code: 'B',
    government_building_indicator: '',
    lacs_status_indicator: '',
    update_key_number: row.key,
  };
}

function usSuggestion(record: Json): string {
  const firm = text(record.building_or_firm_name);
  const lines = [text(record.line_1), text(record.line_2)].filter((line) => line && line !== firm);
  return `${[firm, lines.join(' ')].filter(Boolean).join(', ')}, ${text(record.city)}, ${text(
    record.state_abbreviation,
  )} ${text(record.zip_code)}`;
}

function expandUk(row: UkRow, outward: UkOutward): Json {
  const [outwardCode, inward] = row.postcode.split(' ');
  const street = row.thoroughfare
    ? [row.number, row.thoroughfare].filter(Boolean).join(' ')
    : (row.number ?? '');
  const lines = [row.organisation, row.poBox, row.subBuilding, row.buildingName, street].filter(
    (line): line is string => Boolean(line),
  );
  const udprn = row.udprn ?? Number(row.id.slice('paf_'.length));
  return {
    id: row.id,
    dataset: row.umprn === undefined ? 'paf' : 'mr',
    country_iso: 'GBR',
    country_iso_2: 'GB',
    country: outward.country,
    language: 'en',
    line_1: lines[0] ?? '',
    line_2: lines[1] ?? '',
    line_3: lines.slice(2).join(', '),
    premise: [row.subBuilding, row.buildingName, row.number].filter(Boolean).join(', '),
    post_town: outward.postTown,
    postcode: row.postcode,
    postcode_outward: outwardCode,
    postcode_inward: inward ?? '',
    postcode_type: row.type,
    county: outward.county,
    county_code: '',
    administrative_county: outward.administrativeCounty,
    postal_county: outward.postalCounty,
    traditional_county: outward.traditionalCounty,
    district: outward.district,
    ward: outward.ward,
    thoroughfare: row.thoroughfare ?? '',
    dependant_thoroughfare: '',
    dependant_locality: '',
    double_dependant_locality: '',
    building_number: row.number ?? '',
    building_name: row.buildingName ?? '',
    sub_building_name: row.subBuilding ?? '',
    po_box: row.poBox ?? '',
    department_name: '',
    organisation_name: row.organisation ?? '',
    su_organisation_indicator: row.su ?? ' ',
    delivery_point_suffix: row.dps,
    udprn,
    umprn: row.umprn ?? '',
    uprn: row.uprn,
    longitude: row.lon,
    latitude: row.lat,
    ...grid(row.lat, row.lon),
  };
}

function ukSuggestion(record: Json): string {
  const lines = [record.line_1, record.line_2, record.line_3].map(text).filter(Boolean);
  return `${lines.join(', ')}, ${titleCase(text(record.post_town))}, ${text(record.postcode)}`;
}

function entryOf(
  format: 'usa' | 'gbr',
  record: Json,
  suggestion: string,
  at: {lat?: number; lon?: number},
  extra = '',
): AddressEntry {
  const uk = format === 'gbr';
  const fields: Record<string, string> = uk
    ? {
        postcode: packed(text(record.postcode)),
        postcode_outward: plain(text(record.postcode_outward)),
        postcode_area: plain(/^[A-Za-z]+/.exec(text(record.postcode))?.[0] ?? ''),
        postcode_sector: packed(text(record.postcode).slice(0, -2)),
        post_town: plain(text(record.post_town)),
        city: plain(text(record.post_town)),
        uprn: text(record.uprn),
        country: plain(text(record.country)),
        postcode_type: plain(text(record.postcode_type)),
        su_organisation_indicator: plain(text(record.su_organisation_indicator)),
        thoroughfare: searchWords(text(record.thoroughfare)).join(' '),
      }
    : {
        state: plain(text(record.state)),
        state_code: plain(text(record.state_abbreviation)),
        city: plain(text(record.city)),
        postal_code: packed(text(record.zip_plus_4_code)),
        postal_code_3: plain(text(record.zip_code)),
        thoroughfare: searchWords(
          [
            record.street_pre_directional_abbreviation,
            record.street_name,
            record.street_suffix_abbreviation,
            record.street_post_directional_abbreviation,
          ]
            .map(text)
            .join(' '),
        ).join(' '),
      };
  const searchable = uk
    ? [suggestion, text(record.postcode).replace(/\s+/g, ''), extra]
    : [
        suggestion,
        text(record.state),
        text(record.zip_plus_4_code),
        text(record.zip_plus_4_code).replace('-', ''),
        extra,
      ];
  return {
    id: text(record.id),
    dataset: text(record.dataset),
    country: uk ? 'GBR' : text(record.country_iso) || 'USA',
    format,
    record,
    suggestion,
    lat: at.lat,
    lon: at.lon,
    fields,
    pobox: uk ? text(record.po_box) !== '' : text(record.record_type_code) === 'P',
    business: uk
      ? text(record.organisation_name) !== ''
      : text(record.record_type_code) === 'F' || text(record.building_or_firm_name) !== '',
    words: searchWords(searchable.join(' ')),
  };
}

interface PlaceEntry extends Searchable {
  row: PlaceRow;
  descriptive: string;
}

const COUNTRIES: Record<string, {iso2: string; name: string}> = {
  USA: {iso2: 'US', name: 'United States'},
  GBR: {iso2: 'GB', name: 'United Kingdom'},
};

/** The searchable dataset: the generated records, the documented ones and the catalogue's. */
export interface SearchIndex {
  addresses: AddressEntry[];
  byId: Map<string, AddressEntry>;
  places: PlaceEntry[];
}

export function buildIndex(
  dataset: DatasetFile,
  testAddresses: readonly TestAddress[],
): SearchIndex {
  const addresses: AddressEntry[] = [];
  for (const test of testAddresses) {
    addresses.push(entryOf(test.format, test.record, test.suggestion, test, test.query));
  }
  for (const documented of dataset.documented) {
    addresses.push(
      entryOf(documented.format, documented.record, documented.suggestion, documented),
    );
  }
  const zips = new Map(dataset.usZips.map((zip) => [zip.zip, zip]));
  for (const row of dataset.usAddresses) {
    const zip = zips.get(row.zip);
    if (!zip) throw new Error(`dataset.json: ${row.id} is in ZIP ${row.zip}, which it lacks`);
    const record = expandUs(row, zip, dataset.usStates[zip.state] ?? zip.state);
    addresses.push(entryOf('usa', record, usSuggestion(record), row));
  }
  const outwards = new Map(dataset.ukOutwards.map((outward) => [outward.outward, outward]));
  for (const row of dataset.ukAddresses) {
    const outward = outwards.get(row.postcode.split(' ')[0]);
    if (!outward) throw new Error(`dataset.json: ${row.id} has an unknown outward code`);
    const record = expandUk(row, outward);
    addresses.push(entryOf('gbr', record, ukSuggestion(record), row));
  }
  const places = dataset.places.map((row): PlaceEntry => {
    const country = COUNTRIES[row.country]?.name ?? row.country;
    return {
      row,
      descriptive: `${row.name}, ${row.admin1}, ${country}`,
      words: searchWords([row.name, ...(row.alternateNames ?? []), row.admin1].join(' ')),
    };
  });
  return {addresses, byId: new Map(addresses.map((entry) => [entry.id, entry])), places};
}

// ---------------------------------------------------------------------------
// Requests.

/** Query values by name, as the engine parsed them (first value of each). */
export type Params = ReadonlyMap<string, string>;

const terms = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

function number(text: string): number | null {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null;
}

interface Circle {
  lat: number;
  lon: number;
  radius: number;
}

function parseLonLat(value: string): Circle {
  const parts = value.split(',').map(number);
  const [lon, lat, radius] = parts;
  if (
    parts.length !== 3 ||
    lon === null ||
    lat === null ||
    radius === null ||
    Math.abs(lon) > 180 ||
    Math.abs(lat) > 90 ||
    radius <= 0 ||
    radius > MAX_RADIUS
  ) {
    throw invalidFilter(
      'bias_lonlat must be longitude,latitude,radius with a radius of at most 50000 metres.',
    );
  }
  return {lon: lon!, lat: lat!, radius: radius!};
}

function parseBox(value: string) {
  const parts = value.split(',').map(number);
  const [lon1, lat1, lon2, lat2] = parts;
  if (
    parts.length !== 4 ||
    parts.some((part) => part === null) ||
    Math.abs(lon1!) > 180 ||
    Math.abs(lon2!) > 180 ||
    Math.abs(lat1!) > 90 ||
    Math.abs(lat2!) > 90
  ) {
    throw invalidFilter(
      'box must be lon1,lat1,lon2,lat2: the top-left corner, then the bottom-right corner.',
    );
  }
  return {
    west: Math.min(lon1!, lon2!),
    east: Math.max(lon1!, lon2!),
    south: Math.min(lat1!, lat2!),
    north: Math.max(lat1!, lat2!),
  };
}

/** Metres between two points (haversine). */
function metres(a: {lat: number; lon: number}, b: {lat: number; lon: number}): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const within = (entry: {lat?: number; lon?: number}, circle: Circle) =>
  entry.lat !== undefined &&
  entry.lon !== undefined &&
  metres({lat: entry.lat, lon: entry.lon}, circle) <= circle.radius;

const US_INSULAR = ['as', 'gu', 'fm', 'mh', 'mp', 'pw', 'pr', 'vi'];
const US_MILITARY = ['aa', 'ae', 'ap'];

type Test = (entry: AddressEntry) => boolean;

/** Filters and biases that compare one field with each of their terms. */
const FIELD_TERMS: Record<string, {field: string; normalise: (term: string) => string}> = {
  state: {field: 'state', normalise: plain},
  state_code: {field: 'state_code', normalise: plain},
  city: {field: 'city', normalise: plain},
  postal_code: {field: 'postal_code', normalise: packed},
  postal_code_3: {field: 'postal_code_3', normalise: plain},
  postcode: {field: 'postcode', normalise: packed},
  postcode_outward: {field: 'postcode_outward', normalise: plain},
  postcode_area: {field: 'postcode_area', normalise: plain},
  postcode_sector: {field: 'postcode_sector', normalise: packed},
  post_town: {field: 'post_town', normalise: plain},
  country: {field: 'country', normalise: plain},
  postcode_type: {field: 'postcode_type', normalise: plain},
  su_organisation_indicator: {field: 'su_organisation_indicator', normalise: plain},
  thoroughfare: {field: 'thoroughfare', normalise: (term) => searchWords(term).join(' ')},
};

function fieldTest(name: string, term: string): Test | null {
  if (name === 'postal_code_2') {
    const prefix = packed(term);
    return (entry) =>
      (entry.fields.postal_code ?? entry.fields.postcode ?? '').startsWith(prefix) && prefix !== '';
  }
  const spec = FIELD_TERMS[name];
  if (!spec) return null;
  const wanted = spec.normalise(term);
  return (entry) => wanted !== '' && entry.fields[spec.field] === wanted;
}

const FILTERS = [
  'state',
  'state_code',
  'city',
  'postal_code',
  'postal_code_2',
  'postal_code_3',
  'is_pobox',
  'is_business',
  'set',
  'postcode',
  'postcode_outward',
  'postcode_area',
  'postcode_sector',
  'post_town',
  'uprn',
  'country',
  'postcode_type',
  'su_organisation_indicator',
  'box',
] as const;

const BIASES = [
  'bias_state',
  'bias_state_code',
  'bias_city',
  'bias_postal_code',
  'bias_postal_code_2',
  'bias_postal_code_3',
  'bias_postcode',
  'bias_postcode_outward',
  'bias_postcode_area',
  'bias_postcode_sector',
  'bias_post_town',
  'bias_thoroughfare',
  'bias_country',
  'bias_lonlat',
  'bias_ip',
] as const;

/** One filter: its terms, any of which may match. */
function filterTests(name: (typeof FILTERS)[number], value: string): Test[] {
  switch (name) {
    case 'box': {
      const box = parseBox(value);
      return [
        (entry) =>
          entry.lat !== undefined &&
          entry.lon !== undefined &&
          entry.lon >= box.west &&
          entry.lon <= box.east &&
          entry.lat >= box.south &&
          entry.lat <= box.north,
      ];
    }
    case 'is_pobox':
      return [(entry) => entry.pobox === (value === 'true')];
    case 'is_business':
      return [(entry) => entry.business === (value === 'true')];
    case 'uprn':
      return [(entry) => entry.fields.uprn === value.trim()];
    case 'set': {
      const state = (entry: AddressEntry) => entry.fields.state_code ?? '';
      const us = (entry: AddressEntry) => entry.country === 'USA';
      const sets: Record<string, Test> = {
        contiguous: (entry) => !us(entry) || !['ak', 'hi', ...US_INSULAR].includes(state(entry)),
        insular: (entry) => !us(entry) || !US_INSULAR.includes(state(entry)),
        nomilitary: (entry) => !us(entry) || !US_MILITARY.includes(state(entry)),
        nopobox: (entry) => !us(entry) || !entry.pobox,
      };
      return [sets[value] ?? (() => false)];
    }
    default:
      return terms(value).map((term) => fieldTest(name, term) ?? (() => false));
  }
}

function filterTermCount(name: string, value: string): number {
  return ['box', 'is_pobox', 'is_business', 'set', 'uprn'].includes(name) ? 1 : terms(value).length;
}

/** The bias tests of a request (one per term), after checking the cap. */
function biasTests(params: Params): Test[] {
  const tests: Test[] = [];
  for (const name of BIASES) {
    const value = params.get(name);
    if (value === undefined || value.trim() === '') continue;
    if (name === 'bias_lonlat') {
      const circle = parseLonLat(value);
      tests.push((entry) => within(entry, circle));
    } else if (name === 'bias_ip') {
      if (value === 'true') tests.push((entry) => within(entry, SANDBOX_CALLER));
    } else {
      const field = name.slice('bias_'.length);
      for (const term of terms(value)) tests.push(fieldTest(field, term) ?? (() => false));
    }
  }
  if (tests.length > MAX_BIAS_TERMS) throw new SearchError(400, errors.tooManyBiases);
  return tests;
}

function queryWords(params: Params): string[] {
  const query = params.get('query') ?? '';
  const list = words(query).map(canonical);
  if (list.length === 0) throw new SearchError(400, errors.invalidQuery);
  return list;
}

/** Ranks the matches: bias terms matched, then how well the words matched, then dataset order. */
function rank<T>(matches: {item: T; score: number; bias: number; index: number}[]): T[] {
  return matches
    .sort((a, b) => b.bias - a.bias || b.score - a.score || a.index - b.index)
    .map((match) => match.item);
}

export interface FindOptions {
  /** The countries the key can search (ISO alpha-3); the first is its default. */
  contexts: readonly string[];
  defaultContext: string;
}

/** The filters of a request as tests, one list of alternatives per filter, after checking the cap. */
function filtersOf(params: Params): Test[][] {
  let filterCount = 0;
  const filters: Test[][] = [];
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value === undefined || value.trim() === '') continue;
    filterCount += filterTermCount(name, value);
    filters.push(filterTests(name, value));
  }
  if (filterCount > MAX_FILTER_TERMS) throw new SearchError(400, errors.tooManyFilters);
  return filters;
}

/**
 * Datasets a search leaves out unless its `dataset` parameter names them: AddressBase is
 * enabled on request, and the test keys do not have it.
 */
const ON_REQUEST_DATASETS = new Set(['ab']);

/** The entries `keep` accepts that pass the filters, with how well they match `query` (all when null). */
function matching(
  index: SearchIndex,
  params: Params,
  query: readonly string[] | null,
  keep: (entry: AddressEntry) => boolean,
): AddressEntry[] {
  const datasets = params.has('dataset') ? terms(params.get('dataset')).map(plain) : null;
  const filters = filtersOf(params);
  const biases = biasTests(params);
  const matches: {item: AddressEntry; score: number; bias: number; index: number}[] = [];
  index.addresses.forEach((entry, position) => {
    if (!keep(entry)) return;
    if (datasets ? !datasets.includes(entry.dataset) : ON_REQUEST_DATASETS.has(entry.dataset)) {
      return;
    }
    if (!filters.every((anyOf) => anyOf.some((test) => test(entry)))) return;
    const score = query ? matchScore(query, entry) : 1;
    if (score === 0) return;
    const bias = biases.filter((test) => test(entry)).length;
    matches.push({item: entry, score, bias, index: position});
  });
  return rank(matches);
}

/** Find Address: the `result` of the answer. */
export function findAddresses(index: SearchIndex, params: Params, options: FindOptions): Json {
  const query = queryWords(params);
  const asked = (params.get('context') ?? '').toUpperCase();
  const context = options.contexts.includes(asked) ? asked : options.defaultContext;
  const limit = Number(params.get('limit') ?? 10);
  const found = matching(index, params, query, (entry) => entry.country === context);
  return {hits: found.slice(0, limit).map(hitOf)};
}

// ---------------------------------------------------------------------------
// UK lookups: postcodes, UDPRN, UMPRN and the address search, over Royal Mail records.

/** Royal Mail datasets a postcode lookup returns (the alias and Welsh files only when asked). */
const POSTCODE_DATASETS = ['paf', 'mr', 'nyb'];

const notFound = {
  postcode: {code: 4040, message: 'Postcode not found'},
  udprn: {code: 4044, message: 'UDPRN not found.'},
  umprn: {code: 4046, message: 'UMPRN not found.'},
};

/** A record with only the fields `filter` names (all of them without it). */
function filtered(record: Json, params: Params): Json {
  const names = terms(params.get('filter'));
  if (names.length === 0) return record;
  return Object.fromEntries(Object.entries(record).filter(([name]) => names.includes(name)));
}

/** Royal Mail's datasets: PAF and its companion files. */
const ROYAL_MAIL_DATASETS = new Set(['paf', 'pafa', 'pafw', 'mr', 'nyb']);

const royalMail = (entry: AddressEntry) => ROYAL_MAIL_DATASETS.has(entry.dataset);

/** Up to five postcodes of the dataset one character away from `asked`, nearest first. */
function postcodeSuggestions(index: SearchIndex, asked: string): string[] {
  const wanted = packed(asked);
  const seen = new Map<string, number>();
  for (const entry of index.addresses) {
    if (!royalMail(entry)) continue;
    const postcode = text(entry.record.postcode);
    if (seen.has(postcode)) continue;
    const away = distance(wanted, packed(postcode), 1);
    if (away <= 1) seen.set(postcode, away);
  }
  return [...seen.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([postcode]) => postcode);
}

/** Lookup Postcode: the whole answer (`result` is a list, with `page`, `limit` and `total`). */
export function lookupPostcode(index: SearchIndex, postcode: string, params: Params): Json {
  const context = (params.get('context') ?? 'GBR').toUpperCase();
  const datasets = params.has('dataset')
    ? terms(params.get('dataset')).map(plain)
    : POSTCODE_DATASETS;
  const wanted = packed(postcode);
  const records =
    context === 'GBR'
      ? index.addresses.filter(
          (entry) =>
            royalMail(entry) &&
            datasets.includes(entry.dataset) &&
            entry.fields.postcode === wanted,
        )
      : [];
  if (records.length === 0) {
    throw new SearchError(404, {
      ...notFound.postcode,
      suggestions: postcodeSuggestions(index, postcode),
    });
  }
  const page = Number(params.get('page') ?? 0);
  const limit = 100;
  return {
    code: 2000,
    message: 'Success',
    result: records
      .slice(page * limit, (page + 1) * limit)
      .map((entry) => filtered(entry.record, params)),
    page,
    limit,
    total: records.length,
  };
}

/** Retrieve by UDPRN: the PAF or Not Yet Built record with that UDPRN. */
export function lookupUdprn(index: SearchIndex, udprn: number, params: Params): Json {
  const entry = index.addresses.find(
    (candidate) =>
      royalMail(candidate) &&
      (candidate.dataset === 'paf' || candidate.dataset === 'nyb') &&
      candidate.record.udprn === udprn,
  );
  if (!entry) throw new SearchError(404, notFound.udprn);
  return filtered(entry.record, params);
}

/** Retrieve by UMPRN: the Multiple Residence record with that UMPRN. */
export function lookupUmprn(index: SearchIndex, umprn: number, params: Params): Json {
  const entry = index.addresses.find(
    (candidate) => candidate.dataset === 'mr' && candidate.record.umprn === umprn,
  );
  if (!entry) throw new SearchError(404, notFound.umprn);
  return filtered(entry.record, params);
}

/** Extract Addresses: ranked full UK records with `total`, `limit` and `page`. */
export function searchAddresses(index: SearchIndex, params: Params): Json {
  const text = params.get('query') ?? '';
  const limit = Number(params.get('limit') ?? 10);
  const page = Number(params.get('page') ?? 0);
  if (page * limit >= 10_000) throw new SearchError(400, errors.paginationLimit);
  const lon = params.get('lon');
  const lat = params.get('lat');
  const near =
    lon !== undefined && lat !== undefined
      ? {lon: Number(lon), lat: Number(lat), radius: 100}
      : undefined;
  const postcode = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/.test(text.trim());
  const query = text.trim() === '' ? null : postcode ? null : queryWords(params);
  if (query === null && !postcode && !near && !params.has('uprn')) {
    throw new SearchError(400, errors.invalidQuery);
  }
  const wanted = postcode ? packed(text) : null;
  let found = matching(
    index,
    params,
    query,
    (entry) =>
      royalMail(entry) &&
      (wanted === null || entry.fields.postcode === wanted) &&
      (near === undefined || within(entry, near)),
  );
  if (near) {
    found = [...found].sort(
      (a, b) => metres(near, {lat: a.lat!, lon: a.lon!}) - metres(near, {lat: b.lat!, lon: b.lon!}),
    );
  }
  const hits = postcode ? found : found.slice(page * limit, (page + 1) * limit);
  return {
    hits: hits.map((entry) => filtered(entry.record, params)),
    total: Math.min(found.length, 10_000),
    limit,
    page,
  };
}

function hitOf(entry: AddressEntry): Json {
  const {udprn, umprn} = entry.record;
  if (entry.format !== 'gbr' || typeof udprn !== 'number') {
    return {id: entry.id, suggestion: entry.suggestion, urls: {}};
  }
  const hit: Json = {id: entry.id, suggestion: entry.suggestion, udprn};
  const urls: Json = {udprn: `/v1/udprn/${udprn}`};
  if (typeof umprn === 'number') {
    hit.umprn = umprn;
    urls.umprn = `/v1/umprn/${umprn}`;
  }
  hit.urls = urls;
  return hit;
}

/** The fields both shapes open with, in their order: id, dataset, country, language, line 1. */
function sharedFields(entry: AddressEntry): Json {
  const r = entry.record;
  return {
    id: entry.id,
    dataset: entry.dataset,
    country_iso: r.country_iso,
    country_iso_2: r.country_iso_2,
    country: r.country,
    language: r.language,
    line_1: text(r.line_1),
  };
}

/** A US-shaped address in the UK shape (Resolve Address of a US suggestion). */
function usAsUk(entry: AddressEntry): Json {
  const r = entry.record;
  const box = text(r.record_type_code) === 'P';
  return {
    ...sharedFields(entry),
    line_2: text(r.line_2),
    line_3: '',
    premise: box ? '' : text(r.primary_number),
    post_town: text(r.city),
    postcode: text(r.zip_plus_4_code),
    postcode_outward: '',
    postcode_inward: '',
    postcode_type: '',
    county: text(r.state),
    county_code: '',
    administrative_county: '',
    postal_county: '',
    traditional_county: '',
    district: '',
    ward: '',
    thoroughfare: box
      ? ''
      : [
          r.street_pre_directional_abbreviation,
          r.street_name,
          r.street_suffix_abbreviation,
          r.street_post_directional_abbreviation,
        ]
          .map(text)
          .filter(Boolean)
          .join(' '),
    dependant_thoroughfare: '',
    dependant_locality: text(r.urbanization),
    double_dependant_locality: '',
    building_number: box ? '' : text(r.primary_number),
    building_name: '',
    sub_building_name: [r.address_secondary_abbreviation, r.secondary_number]
      .map(text)
      .filter(Boolean)
      .join(' '),
    po_box: box ? text(r.primary_number) : '',
    department_name: '',
    organisation_name: text(r.building_or_firm_name),
    su_organisation_indicator: '',
    delivery_point_suffix: '',
    // Outside Royal Mail data the UK shape's references are 0.
    udprn: 0,
    umprn: 0,
    uprn: '',
    longitude: entry.lon ?? '',
    latitude: entry.lat ?? '',
    eastings: '',
    northings: '',
  };
}

/** A UK-shaped address in the US shape (Retrieve Address of a UK suggestion). */
function ukAsUs(entry: AddressEntry): Json {
  const r = entry.record;
  return {
    ...sharedFields(entry),
    line_2: [r.line_2, r.line_3].map(text).filter(Boolean).join(', '),
    last_line: `${text(r.post_town)} ${text(r.postcode)}`,
    city: text(r.post_town),
    state: text(r.county),
    state_abbreviation: '',
    zip_code: text(r.postcode),
    plus_4_code: '',
    zip_plus_4_code: '',
    urbanization: '',
    primary_number: text(r.building_number),
    secondary_number: '',
    address_secondary_abbreviation: '',
    street_pre_directional_abbreviation: '',
    street_name: text(r.thoroughfare),
    street_suffix_abbreviation: '',
    street_post_directional_abbreviation: '',
    building_or_firm_name: text(r.organisation_name),
    record_type_code: '',
    carrier_route_id: '',
    county: text(r.county),
    county_number: '',
    congressional_district_number: '',
    zip_classification_code: '',
    base_alternate_code: '',
    government_building_indicator: '',
    lacs_status_indicator: '',
    update_key_number: '',
  };
}

/** Retrieve Address (`usa`) or Resolve Address (`gbr`): the address behind a suggestion id. */
export function retrieveAddress(index: SearchIndex, id: string, format: 'usa' | 'gbr'): Json {
  const entry = index.byId.get(id);
  if (!entry) throw new SearchError(404, errors.addressNotFound);
  if (entry.format === format) return entry.record;
  return format === 'gbr' ? usAsUk(entry) : ukAsUs(entry);
}

/** Find Place: the `result` of the answer. */
export function findPlaces(index: SearchIndex, params: Params): Json {
  const query = queryWords(params);
  const countries = params.has('country_iso')
    ? terms(params.get('country_iso')).map((code) => code.toUpperCase())
    : null;
  const biases: ((entry: PlaceEntry) => boolean)[] = [];
  for (const code of terms(params.get('bias_country_iso'))) {
    biases.push((entry) => entry.row.country === code.toUpperCase());
  }
  const lonlat = params.get('bias_lonlat');
  if (lonlat !== undefined && lonlat.trim() !== '') {
    const circle = parseLonLat(lonlat);
    biases.push((entry) => within(entry.row, circle));
  }
  if (params.get('bias_ip') === 'true') biases.push((entry) => within(entry.row, SANDBOX_CALLER));

  const matches: {item: PlaceEntry; score: number; bias: number; index: number}[] = [];
  index.places.forEach((entry, position) => {
    if (countries && !countries.includes(entry.row.country)) return;
    const score = matchScore(query, entry);
    if (score === 0) return;
    matches.push({
      item: entry,
      score,
      bias: biases.filter((test) => test(entry)).length,
      index: position,
    });
  });
  return {
    hits: rank(matches)
      .slice(0, MAX_PLACE_HITS)
      .map((entry) => ({
        id: entry.row.id,
        name: entry.row.name,
        descriptive_name: entry.descriptive,
        country_iso: entry.row.country,
      })),
  };
}

/** Resolve Place: the place with its coordinates and GeoNames record. */
export function resolvePlace(index: SearchIndex, id: string): Json {
  const entry = index.places.find((place) => place.row.id === id);
  if (!entry) throw new SearchError(404, errors.placeNotFound);
  const {row} = entry;
  const country = COUNTRIES[row.country] ?? {iso2: '', name: row.country};
  return {
    id: row.id,
    dataset: 'geonames',
    name: row.name,
    descriptive_name: entry.descriptive,
    country_iso: row.country,
    country_iso_2: country.iso2,
    country: country.name,
    language: 'en',
    longitude: row.lon,
    latitude: row.lat,
    native: {
      geonameid: Number(row.id.slice('geonames_'.length)),
      name: row.name,
      asciiname: row.name.normalize('NFKD').replace(/\p{M}+/gu, ''),
      alternatenames: row.alternateNames ?? [],
      latitude: row.lat,
      longitude: row.lon,
      feature_class: 'P',
      feature_code: row.feature,
      country_code: country.iso2,
      admin1_code: row.admin1Code,
      admin1_name: row.admin1,
      population: row.population,
      timezone: row.timeZone,
      modification_date: '2026-01-15',
      ...row.native,
    },
  };
}
