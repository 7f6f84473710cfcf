/**
 * The cases of the US edge-case kit (./us-scenarios.ts): every US test query
 * starts with the word `test` followed by the situation, for example
 * `test vacant` or `test dpv d`; the same text works in address
 * autocomplete, verification and cleanse, and each suggestion's id
 * retrieves the full record.
 */
import type {TestAddress} from '../search';
import type {TestCase} from '../types';
import {apiKey, success, US_TEST_PREFIX} from './shared';
import {usScenarios, type UsScenario} from './us-scenarios';

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

/** The fields a US record and its UK-shaped cleanse match open with, in their order. */
function usHead(scenario: UsScenario) {
  return {
    id: usId(scenario),
    dataset: 'usps',
    country_iso: 'USA',
    country_iso_2: 'US',
    country: 'United States',
    language: 'en',
    line_1: scenario.line_1,
    line_2: scenario.line_2 ?? '',
  };
}

function usAddress(scenario: UsScenario) {
  const s = scenario.street;
  return {
    ...usHead(scenario),
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
      ...usHead(scenario),
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
      // Outside Royal Mail data the UK shape's references are 0.
      udprn: 0,
      umprn: 0,
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

/** The four cases of one scenario: suggest, retrieve, verify, cleanse. */
function scenarioCases(scenario: UsScenario): TestCase[] {
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
        keys: apiKey,
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
        keys: apiKey,
      },
      response: {status: 200, body: success(usAddress(scenario))},
    },
    {
      id: `verify-address-us-${scenario.slug}`,
      operationId: 'AddressVerify',
      description: `Verifying \`${query}\` returns the CASS record of ${scenario.what}.`,
      request: {method: 'POST', path: '/verify/addresses', keys: apiKey, body: {query}},
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
        keys: apiKey,
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

/** Find Address, Retrieve Address, verify and cleanse for each scenario, scenario by scenario. */
export const usCases: readonly TestCase[] = usScenarios.flatMap(scenarioCases);

/** The US test addresses, as the sandbox's dataset holds them (found by their test query). */
export const usTestAddresses: readonly TestAddress[] = usScenarios.map((scenario): TestAddress => ({
  format: 'usa',
  record: usAddress(scenario),
  suggestion: usSuggestion(scenario).suggestion,
  query: usQuery(scenario),
  ...(scenario.at ? {lat: scenario.at[0], lon: scenario.at[1]} : {}),
}));
