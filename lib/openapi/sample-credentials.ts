/**
 * Credentials shown in request samples: the free test key; management keys have
 * no test value, so samples show where to put yours.
 */
import {testKeys} from '../../src/sandbox/test-keys';

export interface SampleCredentials {
  /** Sent in the `Authorization` header as `api_key="..."`. */
  apiKey: string;
  /** Sent in the `Authorization` header as `user_token="..."`. */
  managementKey: string;
}

export const defaultCredentials: SampleCredentials = {
  apiKey: testKeys.usable,
  managementKey: 'YOUR_MANAGEMENT_KEY',
};
