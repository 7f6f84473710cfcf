/**
 * The credentials request samples show. The caller passes them: the site's
 * are the documented test key and the test management key that owns it
 * (src/data/sample-credentials.ts), so every sample runs as copied against
 * the sandbox (`npm run sandbox`) and the live API's test mode. A sample
 * that demonstrates a key error writes its key itself.
 */
export interface SampleCredentials {
  /** Sent in the `Authorization` header as `api_key="..."`. */
  apiKey: string;
  /** Sent in the `Authorization` header as `user_token="..."`. */
  managementKey: string;
}
