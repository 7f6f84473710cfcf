/**
 * The test-input catalogue: every test key and test input the docs mention,
 * each with the exact answer the API gives. It is the single source of
 * truth for the testing guide's tables, the Try-it examples, the widget
 * playground, `/sandbox/test-inputs.json` and the sandbox engine.
 *
 * Pure data (plus the small builders that expand the US edge-case kit):
 * no Node or browser APIs, so it can be imported at build time and in the
 * browser. `tests/unit/sandbox-catalogue.test.ts` validates every response
 * body against the OpenAPI schema of its operation and status.
 *
 * Conventions a reader can type:
 * - Keys: `ak_test` works, `ak_fails` fails the availability check (and its
 *   lookups answer `402` / `4020`, as a key without lookups left),
 *   `ak_unknown` does not exist; the management key is `uk_test`.
 * - UK: the postcodes `ID1 1QD`, `ID1 KFA`, `ID1 CLIP`, `ID1 CHOP` and the
 *   UDPRN / UMPRN values `0`, `-1`, `-2`, `-3`.
 * - US: every US test query starts with the word `test` followed by the
 *   situation, for example `test vacant` or `test dpv d` (see
 *   `usTestQueries`). The same text works in address autocomplete,
 *   verification and cleanse; each suggestion's id retrieves the full record.
 */
import type {TestAddress} from './search';
import type {CaseRequest, TestCase} from './types';
import {testKeys} from './test-keys';

export {testKeys};

/**
 * Operation id of the cases that call no operation (an unknown route).
 * `casesFor()` never returns them for a real operation.
 */
export const UNKNOWN_ROUTE = 'UnknownRoute';

/** The fixed clock of the sandbox: every timestamp it writes. */
export const SANDBOX_TIME = '2026-03-02T14:05:11.000Z';

/** The word every US test query starts with. */
export const US_TEST_PREFIX = 'test';

const apiKeyHeader = {authorization: `api_key="${testKeys.usable}"`};
const managementHeader = {authorization: `user_token="${testKeys.managementToken}"`};

const success = (result: unknown) => ({code: 2000, message: 'Success', result});

// ---------------------------------------------------------------------------
// Error bodies, worded as in the spec's error catalogue.

const errors = {
  schema: (path: string, message: string) => ({
    code: 4000,
    message: 'Request failed schema validation.',
    errors: [{path, message}],
  }),
  invalidEnd: {code: 4005, message: 'Invalid end time. Send milliseconds since the UNIX epoch.'},
  invalidStart: {
    code: 4006,
    message: 'Invalid start time. Send milliseconds since the UNIX epoch.',
  },
  startAfterEnd: {code: 4007, message: 'The start time must come before the end time.'},
  rangeTooLong: {code: 4008, message: 'The time range may not exceed 90 days.'},
  invalidKey: {
    code: 4010,
    message: 'Invalid Key. Please check that you have entered your API key correctly.',
  },
  invalidUserToken: {code: 4011, message: 'Forbidden. Send a valid management key (user_token).'},
  balanceDepleted: {
    code: 4020,
    message: 'Your key has no lookups remaining. Top up your balance to continue.',
  },
  limitReached: {
    code: 4021,
    message: 'A lookup limit on this key has been reached. Limits reset at midnight.',
  },
  noRoute: {code: 404, message: 'Not found. Check the method and the path of the request.'},
  postcodeNotFound: {code: 4040, message: 'Postcode not found', suggestions: []},
  keyNotFound: {code: 4042, message: 'Key not found.'},
  udprnNotFound: {code: 4044, message: 'UDPRN not found.'},
  licenseeNotFound: {code: 4045, message: 'Licensee not found.'},
  umprnNotFound: {code: 4046, message: 'UMPRN not found.'},
  configNotFound: {code: 4047, message: 'Config not found.'},
  addressNotFound: {
    code: 4048,
    message: 'Address not found. Suggestion identifiers can expire; search again.',
  },
  methodNotAllowed: {code: 405, message: 'Method not allowed. The Allow header lists the methods.'},
  storageLimit: {
    code: 40019,
    message:
      'A storage limit was reached: too many licensees or configs, a value too long, or settings too large.',
  },
  emailTooLong: {code: 40017, message: 'Email addresses are at most 320 characters long.'},
  nestedTooDeeply: {
    code: 4000,
    message: 'Request body could not be parsed as JSON: it is nested more than 32 levels deep.',
  },
  unsupportedMediaType: {
    code: 4150,
    message: 'Send the request body as JSON with Content-Type application/json.',
  },
  upstreamTimeout: {
    code: 4290,
    message: 'The request took too long to process. Try again later.',
  },
} as const;

/** The error bodies the sandbox engine reuses for generic answers. */
export const errorBodies = errors;

// ---------------------------------------------------------------------------
// UK test records.

const ukTestAddress = {
  id: 'paf_0',
  dataset: 'paf',
  country_iso: 'GBR',
  country_iso_2: 'GB',
  country: 'England',
  language: 'en',
  line_1: '2 Quayside Walk',
  line_2: '',
  line_3: '',
  premise: '2',
  post_town: 'LONDON',
  postcode: 'ID1 1QD',
  postcode_outward: 'ID1',
  postcode_inward: '1QD',
  postcode_type: 'S',
  county: 'London',
  county_code: '',
  administrative_county: '',
  postal_county: 'London',
  traditional_county: 'Greater London',
  district: '',
  ward: '',
  thoroughfare: 'Quayside Walk',
  dependant_thoroughfare: '',
  dependant_locality: '',
  double_dependant_locality: '',
  building_number: '2',
  building_name: '',
  sub_building_name: '',
  po_box: '',
  department_name: '',
  organisation_name: '',
  su_organisation_indicator: ' ',
  delivery_point_suffix: '1A',
  udprn: 0,
  umprn: '',
  uprn: '',
  longitude: -0.02011,
  latitude: 51.50552,
  eastings: 537512,
  northings: 180321,
};

const ukTestFlat = {
  ...ukTestAddress,
  id: 'mr_0',
  dataset: 'mr',
  line_1: 'Flat 4',
  line_2: '6 Quayside Walk',
  premise: 'Flat 4, 6',
  building_number: '6',
  sub_building_name: 'Flat 4',
  delivery_point_suffix: '1B',
  umprn: 0,
};

const ukSuggestions = [
  {
    id: 'paf_0',
    suggestion: '2 Quayside Walk, London, ID1 1QD',
    udprn: 0,
    urls: {udprn: '/v1/udprn/0'},
  },
  {
    id: 'mr_0',
    suggestion: 'Flat 4, 6 Quayside Walk, London, ID1 1QD',
    udprn: 0,
    umprn: 0,
    urls: {udprn: '/v1/udprn/0', umprn: '/v1/umprn/0'},
  },
];

// ---------------------------------------------------------------------------
// The US edge-case kit: one scenario per situation an integration must handle.

interface UsScenario {
  /** Kebab-case part of the case ids, e.g. `dpv-y`. */
  slug: string;
  /** What the scenario is, completing "returns ..." in a description. */
  what: string;
  street: {
    primary_number: string;
    street_predirection?: string;
    street_name: string;
    street_suffix?: string;
    street_postdirection?: string;
    secondary_designator?: string;
    secondary_number?: string;
    building_or_firm_name?: string;
    urbanization?: string;
  };
  line_1: string;
  line_2?: string;
  city: string;
  state: string;
  stateName: string;
  zip: string;
  plus4: string;
  county: string;
  fips: string;
  district: string;
  carrierRoute: string;
  deliveryPoint: string;
  checkDigit: string;
  recordType: string;
  dpv: 'Y' | 'S' | 'D' | 'N';
  footnotes: string;
  cmra?: 'Y' | 'N';
  vacant?: 'Y' | 'N';
  rdi: 'Residential' | 'Commercial' | '';
  timeZone: string;
  dst: boolean;
  /** Latitude and longitude; military addresses have none. */
  at?: [number, number];
  zipClass?: string;
  fit: number;
  confidence: number;
  matchInformation: string;
  updateKey: string;
}

const usScenarios: UsScenario[] = [
  {
    slug: 'dpv-y',
    what: 'a house confirmed as a delivery point (DPV `Y`)',
    street: {primary_number: '2417', street_name: 'Maple Ridge', street_suffix: 'Dr'},
    line_1: '2417 Maple Ridge Dr',
    city: 'Columbus',
    state: 'OH',
    stateName: 'Ohio',
    zip: '43221',
    plus4: '3618',
    county: 'Franklin',
    fips: '39049',
    district: '03',
    carrierRoute: 'C031',
    deliveryPoint: '17',
    checkDigit: '5',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Eastern',
    dst: true,
    at: [40.02193, -83.08412],
    fit: 1,
    confidence: 1,
    matchInformation: 'Street, city, state and ZIP code confirmed; delivery point confirmed.',
    updateKey: '0011841207',
  },
  {
    slug: 'dpv-s',
    what: 'a building confirmed as a delivery point with a unit number it does not have (DPV `S`)',
    street: {
      primary_number: '850',
      street_name: 'Lakeshore',
      street_suffix: 'Ave',
      secondary_designator: 'Apt',
      secondary_number: '9',
    },
    line_1: '850 Lakeshore Ave',
    line_2: 'Apt 9',
    city: 'Oakland',
    state: 'CA',
    stateName: 'California',
    zip: '94610',
    plus4: '3422',
    county: 'Alameda',
    fips: '06001',
    district: '12',
    carrierRoute: 'C014',
    deliveryPoint: '50',
    checkDigit: '2',
    recordType: 'S',
    dpv: 'S',
    footnotes: 'AACC',
    rdi: 'Residential',
    timeZone: 'Pacific',
    dst: true,
    at: [37.81034, -122.24681],
    fit: 0.9,
    confidence: 0.85,
    matchInformation: 'Building confirmed; the unit number is extraneous or wrong.',
    updateKey: '0012093541',
  },
  {
    slug: 'dpv-d',
    what: 'a high-rise confirmed as a delivery point but missing its apartment number (DPV `D`)',
    street: {primary_number: '3100', street_name: 'Elm', street_suffix: 'St'},
    line_1: '3100 Elm St',
    city: 'Dallas',
    state: 'TX',
    stateName: 'Texas',
    zip: '75226',
    plus4: '1573',
    county: 'Dallas',
    fips: '48113',
    district: '30',
    carrierRoute: 'C071',
    deliveryPoint: '99',
    checkDigit: '8',
    recordType: 'H',
    dpv: 'D',
    footnotes: 'AAN1',
    rdi: 'Residential',
    timeZone: 'Central',
    dst: true,
    at: [32.78421, -96.78033],
    fit: 1,
    confidence: 0.8,
    matchInformation: 'Building confirmed; an apartment or suite number is required.',
    updateKey: '0011650388',
  },
  {
    slug: 'dpv-n',
    what: 'an address whose street matched but where USPS does not deliver (DPV `N`)',
    street: {primary_number: '7', street_name: 'Quarry Hill', street_suffix: 'Rd'},
    line_1: '7 Quarry Hill Rd',
    city: 'Montpelier',
    state: 'VT',
    stateName: 'Vermont',
    zip: '05602',
    plus4: '2310',
    county: 'Washington',
    fips: '50023',
    district: 'AL',
    carrierRoute: 'C004',
    deliveryPoint: '07',
    checkDigit: '1',
    recordType: 'S',
    dpv: 'N',
    footnotes: 'AAM3',
    rdi: '',
    timeZone: 'Eastern',
    dst: true,
    at: [44.27062, -72.56018],
    fit: 0.75,
    confidence: 0.4,
    matchInformation: 'Street and ZIP+4 range matched; the house number is not a delivery point.',
    updateKey: '0010977425',
  },
  {
    slug: 'vacant',
    what: 'a house that USPS reports as vacant (`dpv_vacant` `Y`)',
    street: {primary_number: '1402', street_name: 'Birchwood', street_suffix: 'Ln'},
    line_1: '1402 Birchwood Ln',
    city: 'Springfield',
    state: 'IL',
    stateName: 'Illinois',
    zip: '62704',
    plus4: '3107',
    county: 'Sangamon',
    fips: '17167',
    district: '13',
    carrierRoute: 'C022',
    deliveryPoint: '02',
    checkDigit: '6',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABB',
    vacant: 'Y',
    rdi: 'Residential',
    timeZone: 'Central',
    dst: true,
    at: [39.77623, -89.69054],
    fit: 1,
    confidence: 0.95,
    matchInformation: 'Delivery point confirmed; USPS reports it as vacant.',
    updateKey: '0011204736',
  },
  {
    slug: 'po-box',
    what: 'a post office box (record type `P`)',
    street: {primary_number: '4127', street_name: 'PO Box'},
    line_1: 'PO Box 4127',
    city: 'Boise',
    state: 'ID',
    stateName: 'Idaho',
    zip: '83711',
    plus4: '4127',
    county: 'Ada',
    fips: '16001',
    district: '02',
    carrierRoute: 'B006',
    deliveryPoint: '27',
    checkDigit: '9',
    recordType: 'P',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: '',
    timeZone: 'Mountain',
    dst: true,
    at: [43.60851, -116.27614],
    zipClass: 'P',
    fit: 1,
    confidence: 1,
    matchInformation: 'PO Box confirmed.',
    updateKey: '0010733519',
  },
  {
    slug: 'apo',
    what: 'an Army or Air Force post office address (APO, state `AE`)',
    street: {
      primary_number: '2050',
      street_name: 'Unit',
      secondary_designator: 'Box',
      secondary_number: '4190',
    },
    line_1: 'Unit 2050 Box 4190',
    city: 'APO',
    state: 'AE',
    stateName: 'Armed Forces Europe',
    zip: '09096',
    plus4: '4190',
    county: '',
    fips: '',
    district: '',
    carrierRoute: 'C001',
    deliveryPoint: '90',
    checkDigit: '3',
    recordType: 'H',
    dpv: 'Y',
    footnotes: 'AABBF1',
    rdi: '',
    timeZone: '',
    dst: false,
    zipClass: 'M',
    fit: 1,
    confidence: 1,
    matchInformation: 'Military address confirmed.',
    updateKey: '0010455820',
  },
  {
    slug: 'fpo',
    what: 'a fleet post office address (FPO, state `AP`)',
    street: {
      primary_number: '473',
      street_name: 'PSC',
      secondary_designator: 'Box',
      secondary_number: '88',
    },
    line_1: 'PSC 473 Box 88',
    city: 'FPO',
    state: 'AP',
    stateName: 'Armed Forces Pacific',
    zip: '96349',
    plus4: '0088',
    county: '',
    fips: '',
    district: '',
    carrierRoute: 'C001',
    deliveryPoint: '88',
    checkDigit: '0',
    recordType: 'H',
    dpv: 'Y',
    footnotes: 'AABBF1',
    rdi: '',
    timeZone: '',
    dst: false,
    zipClass: 'M',
    fit: 1,
    confidence: 1,
    matchInformation: 'Military address confirmed.',
    updateKey: '0010455901',
  },
  {
    slug: 'dpo',
    what: 'a diplomatic post office address (DPO, state `AE`)',
    street: {
      primary_number: '8400',
      street_name: 'Unit',
      secondary_designator: 'Box',
      secondary_number: '0120',
    },
    line_1: 'Unit 8400 Box 0120',
    city: 'DPO',
    state: 'AE',
    stateName: 'Armed Forces Europe',
    zip: '09498',
    plus4: '0120',
    county: '',
    fips: '',
    district: '',
    carrierRoute: 'C001',
    deliveryPoint: '20',
    checkDigit: '7',
    recordType: 'H',
    dpv: 'Y',
    footnotes: 'AABBF1',
    rdi: '',
    timeZone: '',
    dst: false,
    zipClass: 'M',
    fit: 1,
    confidence: 1,
    matchInformation: 'Diplomatic address confirmed.',
    updateKey: '0010456012',
  },
  {
    slug: 'urbanization',
    what: 'a Puerto Rico address inside an urbanization (`urbanization` filled in)',
    street: {
      primary_number: '150',
      street_name: 'Calle A',
      urbanization: 'URB LAS GLADIOLAS',
    },
    line_1: 'Urb Las Gladiolas',
    line_2: '150 Calle A',
    city: 'San Juan',
    state: 'PR',
    stateName: 'Puerto Rico',
    zip: '00926',
    plus4: '4512',
    county: 'San Juan',
    fips: '72127',
    district: '98',
    carrierRoute: 'C052',
    deliveryPoint: '50',
    checkDigit: '0',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Atlantic',
    dst: false,
    at: [18.39982, -66.04671],
    fit: 1,
    confidence: 0.97,
    matchInformation: 'Urbanization added; delivery point confirmed.',
    updateKey: '0012248863',
  },
  {
    slug: 'rural-route',
    what: 'a rural route box (record type `R`)',
    street: {primary_number: '152', street_name: 'RR 2 Box'},
    line_1: 'RR 2 Box 152',
    city: 'Hartford',
    state: 'KY',
    stateName: 'Kentucky',
    zip: '42347',
    plus4: '9502',
    county: 'Ohio',
    fips: '21183',
    district: '02',
    carrierRoute: 'R002',
    deliveryPoint: '52',
    checkDigit: '4',
    recordType: 'R',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Central',
    dst: true,
    at: [37.45124, -86.90937],
    fit: 1,
    confidence: 1,
    matchInformation: 'Rural route box confirmed.',
    updateKey: '0010872294',
  },
  {
    slug: 'highway-contract',
    what: 'a highway contract route box (record type `R`)',
    street: {primary_number: '4320', street_name: 'HC 1 Box'},
    line_1: 'HC 1 Box 4320',
    city: 'Eureka',
    state: 'MT',
    stateName: 'Montana',
    zip: '59917',
    plus4: '9601',
    county: 'Lincoln',
    fips: '30053',
    district: '01',
    carrierRoute: 'H001',
    deliveryPoint: '20',
    checkDigit: '7',
    recordType: 'R',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Mountain',
    dst: true,
    at: [48.87973, -115.05332],
    fit: 1,
    confidence: 1,
    matchInformation: 'Highway contract route box confirmed.',
    updateKey: '0010918375',
  },
  {
    slug: 'pmb',
    what: 'a private mailbox at a commercial mail receiving agency (`dpv_cmra` `Y`)',
    street: {
      primary_number: '4410',
      street_name: 'Commerce',
      street_suffix: 'Pkwy',
      secondary_designator: 'PMB',
      secondary_number: '318',
    },
    line_1: '4410 Commerce Pkwy',
    line_2: 'PMB 318',
    city: 'Port Charlotte',
    state: 'FL',
    stateName: 'Florida',
    zip: '33948',
    plus4: '1024',
    county: 'Charlotte',
    fips: '12015',
    district: '17',
    carrierRoute: 'C012',
    deliveryPoint: '18',
    checkDigit: '2',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABBRR',
    cmra: 'Y',
    rdi: 'Commercial',
    timeZone: 'Eastern',
    dst: true,
    at: [26.98421, -82.10163],
    fit: 1,
    confidence: 0.96,
    matchInformation: 'Private mailbox confirmed at a commercial mail receiving agency.',
    updateKey: '0011390027',
  },
  {
    slug: 'fractional',
    what: 'a house with a fractional house number (`123 1/2`)',
    street: {primary_number: '123 1/2', street_name: 'Linden', street_suffix: 'Ave'},
    line_1: '123 1/2 Linden Ave',
    city: 'Pasadena',
    state: 'CA',
    stateName: 'California',
    zip: '91106',
    plus4: '2024',
    county: 'Los Angeles',
    fips: '06037',
    district: '28',
    carrierRoute: 'C019',
    deliveryPoint: '25',
    checkDigit: '5',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Pacific',
    dst: true,
    at: [34.14312, -118.12941],
    fit: 1,
    confidence: 0.99,
    matchInformation: 'Fractional house number confirmed.',
    updateKey: '0012011468',
  },
  {
    slug: 'utah-grid',
    what: 'a Utah grid address with a numbered street and two directionals (`455 E 1300 S`)',
    street: {
      primary_number: '455',
      street_predirection: 'E',
      street_name: '1300',
      street_postdirection: 'S',
    },
    line_1: '455 E 1300 S',
    city: 'Salt Lake City',
    state: 'UT',
    stateName: 'Utah',
    zip: '84115',
    plus4: '5112',
    county: 'Salt Lake',
    fips: '49035',
    district: '02',
    carrierRoute: 'C028',
    deliveryPoint: '55',
    checkDigit: '3',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Mountain',
    dst: true,
    at: [40.73772, -111.87703],
    fit: 1,
    confidence: 1,
    matchInformation: 'Grid address confirmed.',
    updateKey: '0011127793',
  },
  {
    slug: 'queens',
    what: 'a Queens address with a hyphenated house number (`108-24 71st Ave`)',
    street: {primary_number: '108-24', street_name: '71st', street_suffix: 'Ave'},
    line_1: '108-24 71st Ave',
    city: 'Forest Hills',
    state: 'NY',
    stateName: 'New York',
    zip: '11375',
    plus4: '4722',
    county: 'Queens',
    fips: '36081',
    district: '06',
    carrierRoute: 'C014',
    deliveryPoint: '24',
    checkDigit: '1',
    recordType: 'S',
    dpv: 'Y',
    footnotes: 'AABB',
    rdi: 'Residential',
    timeZone: 'Eastern',
    dst: true,
    at: [40.71964, -73.84491],
    fit: 1,
    confidence: 1,
    matchInformation: 'Hyphenated house number confirmed.',
    updateKey: '0011774510',
  },
];

/** The query text of a US scenario, e.g. `test dpv y`. */
function usQuery(scenario: UsScenario): string {
  return `${US_TEST_PREFIX} ${scenario.slug.replace(/-/g, ' ')}`;
}

function usId(scenario: UsScenario): string {
  return `usps_test_${scenario.slug.replace(/-/g, '_')}`;
}

function zipPlus4(scenario: UsScenario): string {
  return `${scenario.zip}-${scenario.plus4}`;
}

function usSuggestion(scenario: UsScenario) {
  const lines = [scenario.line_1, scenario.line_2].filter(Boolean).join(' ');
  return {
    id: usId(scenario),
    suggestion: `${lines}, ${scenario.city}, ${scenario.state} ${scenario.zip}`,
    urls: {},
  };
}

function usAddress(scenario: UsScenario) {
  const s = scenario.street;
  return {
    id: usId(scenario),
    dataset: 'usps',
    country_iso: 'USA',
    country_iso_2: 'US',
    country: 'United States',
    language: 'en',
    line_1: scenario.line_1,
    line_2: scenario.line_2 ?? '',
    last_line: `${scenario.city} ${scenario.state} ${zipPlus4(scenario)}`,
    city: scenario.city,
    state: scenario.stateName,
    state_abbreviation: scenario.state,
    zip_code: scenario.zip,
    plus_4_code: scenario.plus4,
    zip_plus_4_code: zipPlus4(scenario),
    urbanization: s.urbanization ?? '',
    primary_number: s.primary_number,
    secondary_number: s.secondary_number ?? '',
    address_secondary_abbreviation: s.secondary_designator ?? '',
    street_pre_directional_abbreviation: s.street_predirection ?? '',
    street_name: s.street_name,
    street_suffix_abbreviation: s.street_suffix ?? '',
    street_post_directional_abbreviation: s.street_postdirection ?? '',
    building_or_firm_name: s.building_or_firm_name ?? '',
    record_type_code: scenario.recordType,
    carrier_route_id: scenario.carrierRoute,
    county: scenario.county,
    county_number: scenario.fips.slice(2),
    congressional_district_number: scenario.district,
    zip_classification_code: scenario.zipClass ?? '',
    base_alternate_code: 'B',
    government_building_indicator: '',
    lacs_status_indicator: '',
    update_key_number: scenario.updateKey,
  };
}

function cassRecord(scenario: UsScenario) {
  const s = scenario.street;
  return {
    primary_number: s.primary_number,
    street_predirection: s.street_predirection ?? '',
    street_name: s.street_name,
    street_suffix: s.street_suffix ?? '',
    street_postdirection: s.street_postdirection ?? '',
    secondary_designator: s.secondary_designator ?? '',
    secondary_number: s.secondary_number ?? '',
    building_or_firm_name: s.building_or_firm_name ?? '',
    urbanization: s.urbanization ?? '',
    city: scenario.city,
    state: scenario.state,
    zip_code: zipPlus4(scenario),
    county: scenario.county,
    fips_county_code: scenario.fips,
    congressional_district: scenario.district,
    carrier_route: scenario.carrierRoute,
    delivery_point: scenario.deliveryPoint,
    check_digit: scenario.checkDigit,
    record_type: scenario.recordType,
    dpv: scenario.dpv,
    dpv_footnotes: scenario.footnotes,
    dpv_cmra: scenario.cmra ?? 'N',
    dpv_vacant: scenario.vacant ?? 'N',
    dpv_no_stat: 'N',
    rdi: scenario.rdi,
    lacs_link_indicator: '',
    suite_link_footnote: '',
    time_zone: scenario.timeZone,
    day_light_savings: scenario.dst,
    ...(scenario.at ? {latitude: scenario.at[0], longitude: scenario.at[1]} : {}),
  };
}

function verifyResult(scenario: UsScenario) {
  return {
    query: usQuery(scenario),
    query_city: '',
    query_state: '',
    query_zip_code: '',
    match: cassRecord(scenario),
    count: 1,
    fit: scenario.fit,
    confidence: scenario.confidence,
    match_information: scenario.matchInformation,
    address_line_one: scenario.line_1,
    address_line_two: scenario.line_2 ?? '',
    city: scenario.city,
    state: scenario.state,
    zip_code: zipPlus4(scenario),
    country_iso_2: 'US',
  };
}

/** A US address projected into the UK shape, as cleanse answers it. */
function cleanseResult(scenario: UsScenario) {
  const s = scenario.street;
  const street = [s.street_predirection, s.street_name, s.street_suffix, s.street_postdirection]
    .filter(Boolean)
    .join(' ');
  const isBox = scenario.recordType === 'P';
  return {
    query: usQuery(scenario),
    match: {
      id: usId(scenario),
      dataset: 'usps',
      country_iso: 'USA',
      country_iso_2: 'US',
      country: 'United States',
      language: 'en',
      line_1: scenario.line_1,
      line_2: scenario.line_2 ?? '',
      line_3: '',
      premise: isBox ? '' : s.primary_number,
      post_town: scenario.city,
      postcode: zipPlus4(scenario),
      county: scenario.county,
      thoroughfare: isBox ? '' : street,
      dependant_locality: s.urbanization ?? '',
      building_number: isBox ? '' : s.primary_number,
      sub_building_name: [s.secondary_designator, s.secondary_number].filter(Boolean).join(' '),
      po_box: isBox ? s.primary_number : '',
      organisation_name: s.building_or_firm_name ?? '',
      umprn: '',
      uprn: '',
      ...(scenario.at ? {latitude: scenario.at[0], longitude: scenario.at[1]} : {}),
    },
    count: 1,
    fit: scenario.fit,
    confidence: scenario.confidence,
    organisation_match: 'NA',
    premise_match: 'FULL',
    thoroughfare_match: isBox ? 'NA' : 'FULL',
    locality_match: s.urbanization ? 'MISSING' : 'NA',
    post_town_match: 'MISSING',
    postcode_match: 'MISSING',
  };
}

function usCases(scenario: UsScenario): TestCase[] {
  const query = usQuery(scenario);
  return [
    {
      id: `find-address-us-${scenario.slug}`,
      operationId: 'FindAddress',
      description: `The query \`${query}\` suggests ${scenario.what}.`,
      request: {
        method: 'GET',
        path: '/autocomplete/addresses',
        query: {query},
        headers: apiKeyHeader,
      },
      response: {status: 200, body: success({hits: [usSuggestion(scenario)]})},
    },
    {
      id: `retrieve-address-us-${scenario.slug}`,
      operationId: 'RetrieveAddress',
      description: `Retrieving the suggestion \`${usId(scenario)}\` returns the full US record of ${scenario.what}.`,
      request: {
        method: 'GET',
        path: `/autocomplete/addresses/${usId(scenario)}/usa`,
        headers: apiKeyHeader,
      },
      response: {status: 200, body: success(usAddress(scenario))},
    },
    {
      id: `verify-address-us-${scenario.slug}`,
      operationId: 'AddressVerify',
      description: `Verifying \`${query}\` returns the CASS record of ${scenario.what}.`,
      request: {method: 'POST', path: '/verify/addresses', headers: apiKeyHeader, body: {query}},
      response: {status: 200, body: success(verifyResult(scenario))},
    },
    {
      id: `cleanse-address-us-${scenario.slug}`,
      operationId: 'AddressCleanse',
      description: `Cleansing \`${query}\` with context USA returns ${scenario.what} with a match level for each part.`,
      request: {
        method: 'POST',
        path: '/cleanse/addresses',
        query: {context: 'USA'},
        headers: apiKeyHeader,
        body: {query},
      },
      response: {status: 200, body: success(cleanseResult(scenario))},
    },
  ];
}

/** The US test queries a reader can type, with what each one returns. */
export const usTestQueries: readonly {query: string; id: string; what: string}[] = usScenarios.map(
  (scenario) => ({
    query: usQuery(scenario),
    id: usId(scenario),
    what: scenario.what,
  }),
);

/**
 * The test addresses, as the sandbox's dataset holds them (src/sandbox/search.ts):
 * each full record with the suggestion that names it and the test query that
 * finds it. A search with filters, biases or a `limit` finds them there.
 */
export const testAddresses: readonly TestAddress[] = [
  ...usScenarios.map((scenario): TestAddress => ({
    format: 'usa',
    record: usAddress(scenario),
    suggestion: usSuggestion(scenario).suggestion,
    query: usQuery(scenario),
    ...(scenario.at ? {lat: scenario.at[0], lon: scenario.at[1]} : {}),
  })),
  ...[ukTestAddress, ukTestFlat].map((record, index): TestAddress => ({
    format: 'gbr',
    record,
    suggestion: ukSuggestions[index].suggestion,
    query: record.postcode,
    lat: record.latitude,
    lon: record.longitude,
  })),
];

// ---------------------------------------------------------------------------
// Management data: the initial state of the sandbox's `ak_test` account.

/** The licensee every sandbox starts with (`ak_test` is a sublicensing key). */
export const initialLicensees = [
  {
    id: '4120',
    key: 'sl_test_bakery',
    name: 'Harbour Street Bakery Ltd',
    address: '14 Harbour Street, Whitstable',
    postcode: 'CT5 1AH',
    whitelist: ['https://harbourstreetbakery.example'],
    daily: {limit: 500, count: 37, updatedAt: SANDBOX_TIME},
    createdAt: '2025-11-18T10:12:40.000Z',
  },
] as const;

/** The config every sandbox starts with. */
export const initialConfigs = [
  {
    name: 'woocommerce',
    payload: '{"checkout":true,"account":true,"defaultCountry":"USA"}',
    createdAt: '2026-01-05T16:20:00.000Z',
    updatedAt: '2026-02-11T08:45:27.000Z',
  },
] as const;

/** The details of `ak_test` every sandbox starts with. */
export const initialKeyDetails = {
  name: 'Sandbox test key',
  lookups_remaining: 100,
  daily_limit: {limit: 1000, consumed: 12},
  monthly_limit: {limit: null, consumed: 388},
  individual_limit: {limit: 25},
  allowed_urls: [] as string[],
  ip_forwarding: false,
  redact_days: 21,
  notifications: {
    emails: ['ops@harbourstreetbakery.example'],
    enabled: true,
    balance_threshold: 20,
    no_balance: true,
    limit_reached: true,
  },
  contexts: ['USA', 'GBR'],
  datasets: {usps: true, paf: true, mr: true, email: true, phone: true, uspscleanse: true},
  automated_topups: {enabled: false},
  current_purchases: [{purchased: 100, consumed: 0, expires: null}],
};

const keyContexts = [
  {iso_3: 'USA', iso_2: 'US', description: 'United States', emoji: '🇺🇸', rgeo: false},
  {iso_3: 'GBR', iso_2: 'GB', description: 'United Kingdom', emoji: '🇬🇧', rgeo: true},
];

const createdLicensee = {
  name: 'Copper Kettle Tearooms Ltd',
  address: '3 Mill Lane, Hebden Bridge',
  postcode: 'HX7 8AD',
  whitelist: ['https://copperkettletearooms.example'],
  daily: {limit: 200},
};

const createdConfig = {
  name: 'checkout-form',
  payload: '{"defaultCountry":"USA","hideToolbar":true}',
};

const usage = (start: string, end: string): CaseRequest => ({
  method: 'GET',
  path: `/keys/${testKeys.usable}/usage`,
  query: {start, end},
  headers: managementHeader,
});

// ---------------------------------------------------------------------------
// The catalogue.

const ukCases: TestCase[] = [
  {
    id: 'postcodes-success',
    operationId: 'Postcodes',
    description: 'The test postcode `ID1 1QD` returns its test address for free.',
    request: {method: 'GET', path: '/postcodes/ID1 1QD', headers: apiKeyHeader},
    response: {
      status: 200,
      body: {
        code: 2000,
        message: 'Success',
        result: [ukTestAddress],
        page: 0,
        limit: 100,
        total: 1,
      },
    },
  },
  {
    id: 'postcodes-not-found',
    operationId: 'Postcodes',
    description: 'The test postcode `ID1 KFA` is not found (`4040`) and has no suggestions.',
    request: {method: 'GET', path: '/postcodes/ID1 KFA', headers: apiKeyHeader},
    response: {status: 404, body: errors.postcodeNotFound},
  },
  {
    id: 'postcodes-balance-depleted',
    operationId: 'Postcodes',
    description: 'The test postcode `ID1 CLIP` answers as if the key had no lookups left (`4020`).',
    request: {method: 'GET', path: '/postcodes/ID1 CLIP', headers: apiKeyHeader},
    response: {status: 402, body: errors.balanceDepleted},
  },
  {
    id: 'postcodes-limit-reached',
    operationId: 'Postcodes',
    description:
      'The test postcode `ID1 CHOP` answers as if a lookup limit had been reached (`4021`).',
    request: {method: 'GET', path: '/postcodes/ID1 CHOP', headers: apiKeyHeader},
    response: {status: 402, body: errors.limitReached},
  },
  {
    id: 'find-address-uk-success',
    operationId: 'FindAddress',
    description: 'The query `ID1 1QD` suggests the two test addresses of the test postcode.',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      headers: apiKeyHeader,
    },
    response: {status: 200, body: success({hits: ukSuggestions})},
  },
  {
    id: 'find-address-uk-empty',
    operationId: 'FindAddress',
    description: 'The query `ID1 KFA` finds nothing: an empty `hits` list with code `2000`.',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 KFA'},
      headers: apiKeyHeader,
    },
    response: {status: 200, body: success({hits: []})},
  },
  {
    id: 'find-address-balance-depleted',
    operationId: 'FindAddress',
    description: 'The query `ID1 CLIP` answers as if the key had no lookups left (`4020`).',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 CLIP'},
      headers: apiKeyHeader,
    },
    response: {status: 402, body: errors.balanceDepleted},
  },
  {
    id: 'find-address-limit-reached',
    operationId: 'FindAddress',
    description: 'The query `ID1 CHOP` answers as if a lookup limit had been reached (`4021`).',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 CHOP'},
      headers: apiKeyHeader,
    },
    response: {status: 402, body: errors.limitReached},
  },
  {
    id: 'resolve-address-uk-success',
    operationId: 'ResolveAddress',
    description: 'Resolving the test suggestion `paf_0` returns the test address in the UK format.',
    request: {method: 'GET', path: '/autocomplete/addresses/paf_0/gbr', headers: apiKeyHeader},
    response: {status: 200, body: success(ukTestAddress)},
  },
  {
    id: 'resolve-address-uk-flat',
    operationId: 'ResolveAddress',
    description:
      'Resolving the test suggestion `mr_0` returns the test Multiple Residence flat in the UK format.',
    request: {method: 'GET', path: '/autocomplete/addresses/mr_0/gbr', headers: apiKeyHeader},
    response: {status: 200, body: success(ukTestFlat)},
  },
  {
    id: 'cleanse-address-uk-success',
    operationId: 'AddressCleanse',
    description:
      'Cleansing `2 Quayside Walk, London, ID1 1QD` matches the test address, every part in full.',
    request: {
      method: 'POST',
      path: '/cleanse/addresses',
      headers: apiKeyHeader,
      body: {query: '2 Quayside Walk, London, ID1 1QD'},
    },
    response: {
      status: 200,
      body: success({
        query: '2 Quayside Walk, London, ID1 1QD',
        match: ukTestAddress,
        count: 1,
        fit: 1,
        confidence: 1,
        organisation_match: 'NA',
        premise_match: 'FULL',
        thoroughfare_match: 'FULL',
        locality_match: 'NA',
        post_town_match: 'FULL',
        postcode_match: 'FULL',
      }),
    },
  },
  {
    id: 'addresses-success',
    operationId: 'Addresses',
    description: 'Searching addresses for `ID1 1QD` returns the test address in `result.hits`.',
    request: {method: 'GET', path: '/addresses', query: {query: 'ID1 1QD'}, headers: apiKeyHeader},
    response: {
      status: 200,
      body: success({hits: [ukTestAddress], total: 1, limit: 10, page: 0}),
    },
  },
  {
    id: 'addresses-empty',
    operationId: 'Addresses',
    description: 'Searching addresses for `ID1 KFA` returns an empty `result.hits` list, for free.',
    request: {method: 'GET', path: '/addresses', query: {query: 'ID1 KFA'}, headers: apiKeyHeader},
    response: {status: 200, body: success({hits: [], total: 0, limit: 10, page: 0})},
  },
  ...(['udprn', 'umprn'] as const).flatMap((kind): TestCase[] => {
    const operationId = kind.toUpperCase();
    const label = kind.toUpperCase();
    return [
      {
        id: `${kind}-success`,
        operationId,
        description:
          kind === 'udprn'
            ? 'UDPRN `0` returns the test address.'
            : 'UMPRN `0` returns the test Multiple Residence flat.',
        request: {method: 'GET', path: `/${kind}/0`, headers: apiKeyHeader},
        response: {status: 200, body: success(kind === 'udprn' ? ukTestAddress : ukTestFlat)},
      },
      {
        id: `${kind}-not-found`,
        operationId,
        description: `${label} \`-1\` is not found (\`${kind === 'udprn' ? 4044 : 4046}\`).`,
        request: {method: 'GET', path: `/${kind}/-1`, headers: apiKeyHeader},
        response: {
          status: 404,
          body: kind === 'udprn' ? errors.udprnNotFound : errors.umprnNotFound,
        },
      },
      {
        id: `${kind}-balance-depleted`,
        operationId,
        description: `${label} \`-2\` answers as if the key had no lookups left (\`4020\`).`,
        request: {method: 'GET', path: `/${kind}/-2`, headers: apiKeyHeader},
        response: {status: 402, body: errors.balanceDepleted},
      },
      {
        id: `${kind}-limit-reached`,
        operationId,
        description: `${label} \`-3\` answers as if a lookup limit had been reached (\`4021\`).`,
        request: {method: 'GET', path: `/${kind}/-3`, headers: apiKeyHeader},
        response: {status: 402, body: errors.limitReached},
      },
    ];
  }),
];

const keyCases: TestCase[] = [
  {
    id: 'key-available',
    operationId: 'KeyAvailability',
    description: `The test key \`${testKeys.usable}\` is available and can search the US and the UK.`,
    request: {method: 'GET', path: `/keys/${testKeys.usable}`},
    response: {
      status: 200,
      body: success({available: true, contexts: keyContexts, context: 'USA'}),
    },
  },
  {
    id: 'key-unavailable',
    operationId: 'KeyAvailability',
    description: `The test key \`${testKeys.failing}\` exists but fails the availability check; its lookups answer \`402\` / \`4020\`.`,
    request: {method: 'GET', path: `/keys/${testKeys.failing}`},
    response: {status: 200, body: success({available: false, contexts: [], context: ''})},
  },
  {
    id: 'key-not-found',
    operationId: 'KeyAvailability',
    description: `The key \`${testKeys.unknown}\` does not exist, so its availability check is not found (\`4042\`).`,
    request: {method: 'GET', path: `/keys/${testKeys.unknown}`},
    response: {status: 404, body: errors.keyNotFound},
  },
  {
    id: 'find-address-invalid-key',
    operationId: 'FindAddress',
    description: `A search with the unknown key \`${testKeys.unknown}\` is refused as an invalid key (\`4010\`).`,
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      headers: {authorization: `api_key="${testKeys.unknown}"`},
    },
    response: {status: 401, body: errors.invalidKey},
  },
  {
    id: 'find-address-unavailable-key',
    operationId: 'FindAddress',
    description: `A search with the failing key \`${testKeys.failing}\` answers as if the key had no lookups left (\`4020\`).`,
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      headers: {authorization: `api_key="${testKeys.failing}"`},
    },
    response: {status: 402, body: errors.balanceDepleted},
  },
  {
    id: 'key-details',
    operationId: 'KeyDetails',
    description: `The management key \`${testKeys.managementToken}\` reads the settings and balance of \`${testKeys.usable}\`.`,
    request: {method: 'GET', path: `/keys/${testKeys.usable}/details`, headers: managementHeader},
    response: {status: 200, body: success(initialKeyDetails)},
  },
  {
    id: 'key-details-invalid-token',
    operationId: 'KeyDetails',
    description: `The unknown management key \`${testKeys.unknownManagementToken}\` is refused (\`4011\`).`,
    request: {
      method: 'GET',
      path: `/keys/${testKeys.usable}/details`,
      headers: {authorization: `user_token="${testKeys.unknownManagementToken}"`},
    },
    response: {status: 401, body: errors.invalidUserToken},
  },
  {
    id: 'update-key-details',
    operationId: 'UpdateKeyDetails',
    description: `Raising the daily limit of \`${testKeys.usable}\` to 2,000 returns the updated settings.`,
    request: {
      method: 'PUT',
      path: `/keys/${testKeys.usable}/details`,
      headers: managementHeader,
      body: {daily_limit: {limit: 2000}},
    },
    response: {
      status: 200,
      body: success({...initialKeyDetails, daily_limit: {limit: 2000, consumed: 12}}),
    },
  },
  {
    id: 'key-usage',
    operationId: 'KeyUsage',
    description: `Usage of \`${testKeys.usable}\` for 1 and 2 March 2026 lists the paid lookups of each day.`,
    request: usage('1772323200000', '1772496000000'),
    response: {
      status: 200,
      body: success({
        start: '2026-03-01T00:00:00.000Z',
        end: '2026-03-03T00:00:00.000Z',
        total: 12,
        dailyCount: [
          {date: '2026-03-01T00:00:00.000Z', count: 5},
          {date: '2026-03-02T00:00:00.000Z', count: 7},
        ],
      }),
    },
  },
  {
    id: 'key-usage-invalid-end',
    operationId: 'KeyUsage',
    description: 'An `end` sent as a date instead of milliseconds is refused (`4005`).',
    request: usage('1772323200000', '2026-03-03'),
    response: {status: 400, body: errors.invalidEnd},
  },
  {
    id: 'key-usage-invalid-start',
    operationId: 'KeyUsage',
    description: 'A `start` that is not a number of milliseconds is refused (`4006`).',
    request: usage('yesterday', '1772496000000'),
    response: {status: 400, body: errors.invalidStart},
  },
  {
    id: 'key-usage-start-after-end',
    operationId: 'KeyUsage',
    description: 'A `start` later than `end` is refused (`4007`).',
    request: usage('1772496000000', '1772323200000'),
    response: {status: 400, body: errors.startAfterEnd},
  },
  {
    id: 'key-usage-range-too-long',
    operationId: 'KeyUsage',
    description: 'A window from 1 December 2025 to 3 March 2026 exceeds 90 days (`4008`).',
    request: usage('1764547200000', '1772496000000'),
    response: {status: 400, body: errors.rangeTooLong},
  },
  {
    id: 'key-logs',
    operationId: 'KeyLogs',
    description: `The usage log of \`${testKeys.usable}\` for 1 and 2 March 2026 downloads as CSV.`,
    request: {
      method: 'GET',
      path: `/keys/${testKeys.usable}/lookups`,
      query: {start: '1772323200000', end: '1772496000000'},
      headers: managementHeader,
    },
    response: {
      status: 200,
      body:
        '2026-03-01T10:14:02.000Z,198.51.100.7,test vacant,https://harbourstreetbakery.example/checkout,autocomplete_usa,,1,,\n' +
        '2026-03-02T16:40:55.000Z,198.51.100.23,ID1 1QD,https://harbourstreetbakery.example/account,postcode,checkout,1,,\n',
    },
  },
];

const licensee = initialLicensees[0];
const licenseePath = `/keys/${testKeys.usable}/licensees`;
const configPath = `/keys/${testKeys.usable}/configs`;

const managementCases: TestCase[] = [
  {
    id: 'list-licensees',
    operationId: 'ListLicensees',
    description: `Listing the licensees of \`${testKeys.usable}\` returns its one test licensee.`,
    request: {method: 'GET', path: licenseePath, headers: managementHeader},
    response: {status: 200, body: success({licensees: [licensee], hasMore: false})},
  },
  {
    id: 'create-licensee',
    operationId: 'CreateLicensee',
    description:
      'Creating a licensee returns it with its new `sl_` key; it then appears in the list.',
    request: {method: 'POST', path: licenseePath, headers: managementHeader, body: createdLicensee},
    response: {
      status: 200,
      body: success({
        id: '4121',
        key: 'sl_test_4121',
        ...createdLicensee,
        daily: {limit: 200, count: 0, updatedAt: SANDBOX_TIME},
        createdAt: SANDBOX_TIME,
      }),
    },
  },
  {
    id: 'retrieve-licensee',
    operationId: 'RetrieveLicensee',
    description: 'Retrieving the licensee `sl_test_bakery` returns its name, address and limit.',
    request: {method: 'GET', path: `${licenseePath}/${licensee.key}`, headers: managementHeader},
    response: {status: 200, body: success(licensee)},
  },
  {
    id: 'retrieve-licensee-not-found',
    operationId: 'RetrieveLicensee',
    description: 'The licensee `sl_test_unknown` does not exist (`4045`).',
    request: {method: 'GET', path: `${licenseePath}/sl_test_unknown`, headers: managementHeader},
    response: {status: 404, body: errors.licenseeNotFound},
  },
  {
    id: 'update-licensee',
    operationId: 'UpdateLicensee',
    description:
      'Renaming `sl_test_bakery` and raising its daily limit returns the updated licensee.',
    request: {
      method: 'PUT',
      path: `${licenseePath}/${licensee.key}`,
      headers: managementHeader,
      body: {name: 'Harbour Street Bakery and Cafe Ltd', daily: {limit: 1000}},
    },
    response: {
      status: 200,
      body: success({
        ...licensee,
        name: 'Harbour Street Bakery and Cafe Ltd',
        daily: {limit: 1000, count: 37, updatedAt: SANDBOX_TIME},
      }),
    },
  },
  {
    id: 'delete-licensee',
    operationId: 'DeleteLicensee',
    description: 'Cancelling `sl_test_bakery` removes it from the list of licensees.',
    request: {method: 'DELETE', path: `${licenseePath}/${licensee.key}`, headers: managementHeader},
    response: {status: 200, body: success({deleted: 1})},
  },
  {
    id: 'list-configs',
    operationId: 'ListConfigs',
    description: `Listing the configs of \`${testKeys.usable}\` returns its \`woocommerce\` config.`,
    request: {method: 'GET', path: configPath, headers: managementHeader},
    response: {status: 200, body: success({configs: initialConfigs})},
  },
  {
    id: 'create-config',
    operationId: 'CreateConfig',
    description: 'Creating the config `checkout-form` returns it; it then appears in the list.',
    request: {method: 'POST', path: configPath, headers: managementHeader, body: createdConfig},
    response: {
      status: 200,
      body: success({...createdConfig, createdAt: SANDBOX_TIME, updatedAt: SANDBOX_TIME}),
    },
  },
  {
    id: 'retrieve-config',
    operationId: 'RetrieveConfig',
    description: `Anyone can read the \`woocommerce\` config of \`${testKeys.usable}\`, without a management key.`,
    request: {method: 'GET', path: `${configPath}/woocommerce`},
    response: {status: 200, body: success(initialConfigs[0])},
  },
  {
    id: 'retrieve-config-not-found',
    operationId: 'RetrieveConfig',
    description: `The config \`magento\` does not exist on \`${testKeys.usable}\` (\`4047\`).`,
    request: {method: 'GET', path: `${configPath}/magento`},
    response: {status: 404, body: errors.configNotFound},
  },
  {
    id: 'update-config',
    operationId: 'UpdateConfig',
    description: 'Replacing the payload of `woocommerce` returns the config with its new payload.',
    request: {
      method: 'POST',
      path: `${configPath}/woocommerce`,
      headers: managementHeader,
      body: {payload: '{"checkout":true,"account":false,"defaultCountry":"GBR"}'},
    },
    response: {
      status: 200,
      body: success({
        ...initialConfigs[0],
        payload: '{"checkout":true,"account":false,"defaultCountry":"GBR"}',
        updatedAt: SANDBOX_TIME,
      }),
    },
  },
  {
    id: 'delete-config',
    operationId: 'DeleteConfig',
    description: 'Deleting `woocommerce` removes it from the list of configs.',
    request: {method: 'DELETE', path: `${configPath}/woocommerce`, headers: managementHeader},
    response: {status: 200, body: success({deleted: 1})},
  },
];

const springfield = {
  id: 'geonames_4250542',
  name: 'Springfield',
  descriptive_name: 'Springfield, Illinois, United States',
  country_iso: 'USA',
};

const validationCases: TestCase[] = [
  {
    id: 'email-deliverable',
    operationId: 'EmailValidation',
    description: 'The test address `test.deliverable@example.com` is deliverable.',
    request: {
      method: 'GET',
      path: '/emails',
      query: {query: 'test.deliverable@example.com'},
      headers: apiKeyHeader,
    },
    response: {
      status: 200,
      body: success({
        result: 'deliverable',
        deliverable: true,
        disposable: false,
        free: false,
        role: false,
        catchall: false,
        suggestions: [],
      }),
    },
  },
  {
    id: 'email-not-deliverable',
    operationId: 'EmailValidation',
    description: 'The test address `test.undeliverable@example.com` cannot receive mail.',
    request: {
      method: 'GET',
      path: '/emails',
      query: {query: 'test.undeliverable@example.com'},
      headers: apiKeyHeader,
    },
    response: {
      status: 200,
      body: success({
        result: 'not_deliverable',
        deliverable: false,
        disposable: false,
        free: false,
        role: false,
        catchall: false,
        suggestions: [],
      }),
    },
  },
  {
    id: 'email-unknown',
    operationId: 'EmailValidation',
    description:
      'The test address `test.unknown@example.com` cannot be checked, so every flag is null.',
    request: {
      method: 'GET',
      path: '/emails',
      query: {query: 'test.unknown@example.com'},
      headers: apiKeyHeader,
    },
    response: {
      status: 200,
      body: success({
        result: 'unknown',
        deliverable: null,
        disposable: null,
        free: null,
        role: null,
        catchall: null,
        suggestions: [],
      }),
    },
  },
  {
    id: 'phone-valid',
    operationId: 'PhoneNumberValidation',
    description: 'The fictional number `+1 303 555 0142` is a valid US mobile number.',
    request: {
      method: 'GET',
      path: '/phone_numbers',
      query: {query: '+1 303 555 0142'},
      headers: apiKeyHeader,
    },
    response: {
      status: 200,
      body: success({
        valid: true,
        national_format: '(303) 555-0142',
        international_format: '+13035550142',
        iso_country: 'USA',
        iso_country_2: 'US',
        country: 'United States',
        current_carrier: null,
        original_carrier: {
          network_code: '310999',
          name: 'Sandbox Wireless',
          country: 'US',
          network_type: 'mobile',
        },
      }),
    },
  },
  {
    id: 'phone-invalid',
    operationId: 'PhoneNumberValidation',
    description: 'The number `+1 555` is too short to be valid, so every detail is null.',
    request: {
      method: 'GET',
      path: '/phone_numbers',
      query: {query: '+1 555'},
      headers: apiKeyHeader,
    },
    response: {
      status: 200,
      body: success({
        valid: false,
        national_format: null,
        international_format: null,
        iso_country: null,
        iso_country_2: null,
        country: null,
        current_carrier: null,
        original_carrier: null,
      }),
    },
  },
  {
    id: 'find-place',
    operationId: 'FindPlace',
    description: 'The query `Springfield` suggests three US cities of that name.',
    request: {method: 'GET', path: '/places', query: {query: 'Springfield'}, headers: apiKeyHeader},
    response: {
      status: 200,
      body: success({
        hits: [
          springfield,
          {
            id: 'geonames_4409896',
            name: 'Springfield',
            descriptive_name: 'Springfield, Missouri, United States',
            country_iso: 'USA',
          },
          {
            id: 'geonames_4951788',
            name: 'Springfield',
            descriptive_name: 'Springfield, Massachusetts, United States',
            country_iso: 'USA',
          },
        ],
      }),
    },
  },
  {
    id: 'resolve-place',
    operationId: 'ResolvePlace',
    description: 'Resolving `geonames_4250542` returns Springfield, Illinois with its coordinates.',
    request: {method: 'GET', path: '/places/geonames_4250542', headers: apiKeyHeader},
    response: {
      status: 200,
      body: success({
        ...springfield,
        dataset: 'geonames',
        country_iso_2: 'US',
        country: 'United States',
        language: 'en',
        longitude: -89.64371,
        latitude: 39.80172,
        native: {
          geonameid: 4250542,
          name: 'Springfield',
          asciiname: 'Springfield',
          alternatenames: ['SPI', 'Springfield'],
          latitude: 39.80172,
          longitude: -89.64371,
          feature_class: 'P',
          feature_code: 'PPLA',
          country_code: 'US',
          admin1_code: 'IL',
          admin1_name: 'Illinois',
          admin2_code: '167',
          admin2_name: 'Sangamon County',
          population: '114394',
          elevation: 180,
          timezone: 'America/Chicago',
          modification_date: '2024-02-28',
        },
      }),
    },
  },
];

const errorCases: TestCase[] = [
  {
    id: 'find-address-missing-query',
    operationId: 'FindAddress',
    description: 'A search without the required `query` fails schema validation (`4000`).',
    request: {method: 'GET', path: '/autocomplete/addresses', headers: apiKeyHeader},
    response: {
      status: 400,
      body: errors.schema('query.query', "must have required property 'query'"),
    },
  },
  {
    id: 'find-address-bad-limit',
    operationId: 'FindAddress',
    description: 'A `limit` above 100 fails schema validation (`4000`).',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD', limit: '500'},
      headers: apiKeyHeader,
    },
    response: {status: 400, body: errors.schema('query.limit', 'must be <= 100')},
  },
  {
    id: 'verify-address-not-json',
    operationId: 'AddressVerify',
    description: 'A verification body sent as plain text instead of JSON is refused (`4150`).',
    request: {
      method: 'POST',
      path: '/verify/addresses',
      headers: {...apiKeyHeader, 'content-type': 'text/plain'},
      body: '2417 Maple Ridge Dr, Columbus, OH 43221',
    },
    response: {status: 415, body: errors.unsupportedMediaType},
  },
  {
    id: 'verify-address-upstream-timeout',
    operationId: 'AddressVerify',
    description:
      'Verifying `test timeout` answers as if the verification service timed out (`4290`).',
    request: {
      method: 'POST',
      path: '/verify/addresses',
      headers: apiKeyHeader,
      body: {query: 'test timeout'},
    },
    response: {status: 429, body: errors.upstreamTimeout},
  },
  {
    id: 'unknown-route',
    operationId: UNKNOWN_ROUTE,
    description: 'A path that is not part of the API answers a plain `404`.',
    request: {method: 'GET', path: '/postcode/ID1 1QD', headers: apiKeyHeader},
    response: {status: 404, body: errors.noRoute},
  },
];

/** Every documented test input, in the order the docs present them. */
export const cases: readonly TestCase[] = [
  ...keyCases,
  ...ukCases,
  ...usScenarios.flatMap(usCases),
  ...validationCases,
  ...managementCases,
  ...errorCases,
];

/** The cases of one operation, in catalogue order. */
export function casesFor(operationId: string): TestCase[] {
  return cases.filter((testCase) => testCase.operationId === operationId);
}
