/**
 * The inputs the API reference's own examples send, which no other group
 * holds: the Boulder address its verification requests name, the Downing
 * Street address its cleanse requests name, the address its email example
 * validates and a mistyped one. The bundle writes each example of the
 * reference from the sandbox's answer (config/openapi-source.ts), so these
 * cases are what those examples show.
 */
import {DOCUMENTED_RECORDS} from '../dataset/documented';
import type {TestCase} from '../types';
import {errorBodies} from './errors';
import {apiKey, emailAnswer, success} from './shared';

const boulder = '1200 Pearl Street Suite 210';

/** The CASS record of 1200 Pearl St Ste 210, Boulder (the documented USPS record). */
const boulderMatch = {
  primary_number: '1200',
  street_predirection: '',
  street_name: 'Pearl',
  street_suffix: 'St',
  street_postdirection: '',
  secondary_designator: 'Ste',
  secondary_number: '210',
  building_or_firm_name: '',
  urbanization: '',
  city: 'Boulder',
  state: 'CO',
  zip_code: '80302-5212',
  county: 'Boulder',
  fips_county_code: '08013',
  congressional_district: '02',
  carrier_route: 'C009',
  delivery_point: '10',
  check_digit: '4',
  elot: '0047A',
  record_type: 'H',
  dpv: 'Y',
  dpv_footnotes: 'AABB',
  dpv_cmra: 'N',
  dpv_vacant: 'N',
  dpv_no_stat: 'N',
  rdi: 'Commercial',
  lacs_link_indicator: '',
  lacs_link_footnote: '',
  suite_link_footnote: '',
  time_zone: 'Mountain',
  day_light_savings: true,
  latitude: 40.01793,
  longitude: -105.2798,
};

/** A verification of the Boulder address, sent in one of the three shapes. */
function verifyBoulder(
  id: string,
  shape: string,
  body: {query: string; zip_code?: string; city?: string; state?: string},
): TestCase {
  return {
    id,
    operationId: 'AddressVerify',
    description: `Verifying the reference's example address sent as ${shape} matches 1200 Pearl St Ste 210, Boulder, CO 80302-5212.`,
    request: {method: 'POST', path: '/verify/addresses', keys: apiKey, body},
    response: {
      status: 200,
      body: success({
        query: body.query,
        query_city: body.city ?? '',
        query_state: body.state ?? '',
        query_zip_code: body.zip_code ?? '',
        match: boulderMatch,
        count: 1,
        fit: 1,
        confidence: 0.98,
        match_information: 'Street suffix and unit designator standardised; unit confirmed.',
        address_line_one: '1200 Pearl St Ste 210',
        address_line_two: '',
        city: 'Boulder',
        state: 'CO',
        zip_code: '80302-5212',
        country_iso_2: 'US',
      }),
    },
  };
}

const downing = DOCUMENTED_RECORDS.find((entry) => entry.record.id === 'paf_23747771')!.record;

/** A cleanse of the Downing Street address. */
function cleanseDowning(id: string, shape: string, body: Record<string, string>): TestCase {
  return {
    id,
    operationId: 'AddressCleanse',
    description: `Cleansing the reference's example address sent as ${shape} matches 10 Downing Street, the organisation only in part.`,
    request: {method: 'POST', path: '/cleanse/addresses', keys: apiKey, body},
    response: {
      status: 200,
      body: success({
        query: body.query,
        match: downing,
        count: 1,
        fit: 0.92,
        confidence: 0.87,
        organisation_match: 'PARTIAL',
        premise_match: 'FULL',
        thoroughfare_match: 'FULL',
        locality_match: 'NA',
        post_town_match: 'FULL',
        postcode_match: 'FULL',
      }),
    },
  };
}

/** The requests of the reference's examples. */
export const referenceCases: readonly TestCase[] = [
  verifyBoulder('verify-address-reference', 'one line', {
    query: `${boulder}, Boulder, CO 80302`,
  }),
  verifyBoulder('verify-address-reference-zip', 'street and ZIP Code', {
    query: boulder,
    zip_code: '80302',
  }),
  verifyBoulder('verify-address-reference-city', 'street, city and state', {
    query: boulder,
    city: 'Boulder',
    state: 'CO',
  }),
  {
    id: 'verify-address-invalid-context',
    operationId: 'AddressVerify',
    description:
      'Verifying with `context=FRA`, a country the test key cannot search, is refused (`4016`).',
    request: {
      method: 'POST',
      path: '/verify/addresses',
      query: {context: 'FRA'},
      keys: apiKey,
      body: {query: `${boulder}, Boulder, CO 80302`},
    },
    response: {status: 401, body: errorBodies.invalidContext},
  },
  cleanseDowning('cleanse-address-reference', 'free text', {
    query: 'Prime Minister, 10 Downing St, London, SW1A 2AA',
  }),
  cleanseDowning('cleanse-address-reference-postcode', 'street, postcode and post town', {
    query: '10 Downing St',
    postcode: 'SW1A 2AA',
    post_town: 'London',
  }),
  {
    id: 'email-reference',
    operationId: 'EmailValidation',
    description: "The reference's example address `jane.doe@example.com` is deliverable.",
    request: {
      method: 'GET',
      path: '/emails',
      query: {query: 'jane.doe@example.com'},
      keys: apiKey,
    },
    response: {status: 200, body: success(emailAnswer('deliverable'))},
  },
  {
    id: 'email-mistyped-domain',
    operationId: 'EmailValidation',
    description:
      'The address `jane.doe@exmaple.com` has a mistyped domain: not deliverable, with a suggestion.',
    request: {
      method: 'GET',
      path: '/emails',
      query: {query: 'jane.doe@exmaple.com'},
      keys: apiKey,
    },
    response: {
      status: 200,
      body: success(emailAnswer('not_deliverable', ['jane.doe@example.com'])),
    },
  },
];
