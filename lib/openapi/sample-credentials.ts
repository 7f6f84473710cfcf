/**
 * Credentials shown in request samples: the documented test key and the
 * test management key (user token) that owns it, so every sample runs as
 * copied against the sandbox (`npm run sandbox`) and the live API's test
 * mode. A sample that demonstrates a key error writes its key itself.
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
  managementKey: testKeys.managementToken,
};
