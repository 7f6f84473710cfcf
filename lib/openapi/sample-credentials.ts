/**
 * Credentials shown in request samples. `ak_test` is the free test key; management keys have
 * no test value, so samples show where to put yours.
 */
export interface SampleCredentials {
  /** Sent in the `Authorization` header as `api_key="..."`. */
  apiKey: string;
  /** Sent in the `Authorization` header as `user_token="..."`. */
  managementKey: string;
}

export const defaultCredentials: SampleCredentials = {
  apiKey: 'ak_test',
  managementKey: 'YOUR_MANAGEMENT_KEY',
};
