/**
 * The two requests of the home page's "Your first request" block: check the
 * test key, then search the test postcode. The Run button sends them to the
 * in-browser sandbox (src/components/RunFirstRequest/run.ts), and the build
 * prints the catalogue's answer to the first one under the samples
 * (`firstResponseView()` in ./test-inputs.ts, `.openapi/first-request.json`).
 * Tiny and free of the catalogue, so the home page may import it.
 */
import {authorizationFor} from '../../lib/http/authorization';
import {testKeys} from '../../lib/sandbox/test-keys';
import type {CaseRequest} from '../../lib/sandbox/types';

export interface FirstRequest {
  /** `GET /keys/ak_test`, as the reader sees it in the sample. */
  label: string;
  request: CaseRequest;
}

export const firstRequests: readonly FirstRequest[] = [
  {
    label: `GET /keys/${testKeys.usable}`,
    request: {method: 'GET', path: `/keys/${testKeys.usable}`},
  },
  {
    label: 'GET /autocomplete/addresses?query=ID1 1QD',
    request: {
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'ID1 1QD'},
      headers: {authorization: authorizationFor({api_key: testKeys.usable})},
    },
  },
];
