/**
 * Email and phone number validation, and place search: the test addresses
 * `test.deliverable@example.com` and friends, two fictional phone numbers,
 * and the three Springfields.
 */
import type {TestCase} from '../types';
import {apiKey, emailAnswer, phoneNotValid, success} from './shared';

const springfield = {
  id: 'geonames_4250542',
  name: 'Springfield',
  descriptive_name: 'Springfield, Illinois, United States',
  country_iso: 'USA',
};
/** Email and phone validation, Find Place and Resolve Place. */
export const validationCases: readonly TestCase[] = [
  {
    id: 'email-deliverable',
    operationId: 'EmailValidation',
    description: 'The test address `test.deliverable@example.com` is deliverable.',
    request: {
      method: 'GET',
      path: '/emails',
      query: {query: 'test.deliverable@example.com'},
      keys: apiKey,
    },
    response: {
      status: 200,
      body: success(emailAnswer('deliverable')),
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
      keys: apiKey,
    },
    response: {
      status: 200,
      body: success(emailAnswer('not_deliverable')),
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
      keys: apiKey,
    },
    response: {
      status: 200,
      body: success(emailAnswer('unknown')),
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
      keys: apiKey,
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
      keys: apiKey,
    },
    response: {
      status: 200,
      body: success({...phoneNotValid}),
    },
  },
  {
    id: 'find-place',
    operationId: 'FindPlace',
    description: 'The query `Springfield` suggests three US cities of that name.',
    request: {method: 'GET', path: '/places', query: {query: 'Springfield'}, keys: apiKey},
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
    request: {method: 'GET', path: '/places/geonames_4250542', keys: apiKey},
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
