/**
 * Credentials shown in request samples and as placeholders of the
 * interactive panel. `ak_test` is the free test key; management keys have
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

/**
 * Placeholder of each security scheme's input in the interactive panel,
 * keyed by scheme name (components.securitySchemes in openapi/openapi.yaml).
 */
export const credentialPlaceholders: Readonly<Record<string, string>> = {
  ApiKey: defaultCredentials.apiKey,
  ApiKeyHeader: `api_key="${defaultCredentials.apiKey}"`,
  UserToken: 'uk_... (your management key)',
  UserTokenHeader: 'user_token="uk_..." (your management key)',
};
