/**
 * The keys the API reference's request samples, the Markdown twins and the
 * MCP server's samples send: the documented test key and the test
 * management key (user token) that owns it, from lib/sandbox/test-keys.ts,
 * so every sample runs as copied against the sandbox (`npm run sandbox`)
 * and the live API's test mode. The sample generator (lib/openapi) takes
 * them as a parameter.
 */
import type {SampleCredentials} from '../../lib/openapi/sample-credentials';
import {testKeys} from '../../lib/sandbox/test-keys';

export const sampleCredentials: SampleCredentials = {
  apiKey: testKeys.usable,
  managementKey: testKeys.managementToken,
};
