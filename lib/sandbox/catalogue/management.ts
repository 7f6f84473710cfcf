/**
 * Licensees of the sublicensing key `ak_sublicensing` and configs of
 * `ak_test`, managed with the management key: list, create, retrieve, update
 * and delete, from the initial state of ./account.ts.
 */
import type {TestCase} from '../types';
import {testKeys} from '../test-keys';
import {initialConfigs, initialLicensees} from './account';
import {errorBodies} from './errors';
import {managementKey, SANDBOX_TIME, success} from './shared';

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

const licensee = initialLicensees[0];
const licenseePath = `/keys/${testKeys.sublicensing}/licensees`;
const configPath = `/keys/${testKeys.usable}/configs`;
/** Licensee and config management. */
export const managementCases: readonly TestCase[] = [
  {
    id: 'list-licensees',
    operationId: 'ListLicensees',
    description: `Listing the licensees of the sublicensing key \`${testKeys.sublicensing}\` returns its one test licensee.`,
    request: {method: 'GET', path: licenseePath, keys: managementKey},
    response: {status: 200, body: success({licensees: [licensee], hasMore: false})},
  },
  {
    id: 'list-licensees-not-sublicensing',
    operationId: 'ListLicensees',
    description: `\`${testKeys.usable}\` is not a sublicensing key, so it has no licensees to list (\`4013\`).`,
    request: {method: 'GET', path: `/keys/${testKeys.usable}/licensees`, keys: managementKey},
    response: {status: 401, body: errorBodies.sublicensingKeyRequired},
  },
  {
    id: 'create-licensee',
    operationId: 'CreateLicensee',
    description:
      'Creating a licensee returns it with its new `sl_` key; it then appears in the list.',
    request: {method: 'POST', path: licenseePath, keys: managementKey, body: createdLicensee},
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
    request: {method: 'GET', path: `${licenseePath}/${licensee.key}`, keys: managementKey},
    response: {status: 200, body: success(licensee)},
  },
  {
    id: 'retrieve-licensee-not-found',
    operationId: 'RetrieveLicensee',
    description: 'The licensee `sl_test_unknown` does not exist (`4045`).',
    request: {method: 'GET', path: `${licenseePath}/sl_test_unknown`, keys: managementKey},
    response: {status: 404, body: errorBodies.licenseeNotFound},
  },
  {
    id: 'update-licensee',
    operationId: 'UpdateLicensee',
    description:
      'Renaming `sl_test_bakery` and raising its daily limit returns the updated licensee.',
    request: {
      method: 'PUT',
      path: `${licenseePath}/${licensee.key}`,
      keys: managementKey,
      body: {name: 'Harbour Street Bakery and Cafe Ltd', daily: {limit: 1000}},
    },
    response: {
      status: 200,
      body: success({
        ...licensee,
        name: 'Harbour Street Bakery and Cafe Ltd',
        daily: {...licensee.daily, limit: 1000, updatedAt: SANDBOX_TIME},
      }),
    },
  },
  {
    id: 'delete-licensee',
    operationId: 'DeleteLicensee',
    description: 'Cancelling `sl_test_bakery` removes it from the list of licensees.',
    request: {method: 'DELETE', path: `${licenseePath}/${licensee.key}`, keys: managementKey},
    response: {status: 200, body: success({deleted: 1})},
  },
  {
    id: 'list-configs',
    operationId: 'ListConfigs',
    description: `Listing the configs of \`${testKeys.usable}\` returns its \`woocommerce\` config.`,
    request: {method: 'GET', path: configPath, keys: managementKey},
    response: {status: 200, body: success({configs: initialConfigs})},
  },
  {
    id: 'create-config',
    operationId: 'CreateConfig',
    description: 'Creating the config `checkout-form` returns it; it then appears in the list.',
    request: {method: 'POST', path: configPath, keys: managementKey, body: createdConfig},
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
    response: {status: 404, body: errorBodies.configNotFound},
  },
  {
    id: 'update-config',
    operationId: 'UpdateConfig',
    description: 'Replacing the payload of `woocommerce` returns the config with its new payload.',
    request: {
      method: 'POST',
      path: `${configPath}/woocommerce`,
      keys: managementKey,
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
    request: {method: 'DELETE', path: `${configPath}/woocommerce`, keys: managementKey},
    response: {status: 200, body: success({deleted: 1})},
  },
];
