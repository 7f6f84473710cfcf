/**
 * The two requests of the home page's "first request" block, answered by
 * the in-browser sandbox. Loaded with a dynamic import() when the reader
 * presses Run, so the home page's initial JavaScript does not carry the
 * sandbox.
 */
import {getSandbox, testKeys, type SandboxRequest} from '@site/src/sandbox';

export interface RunResult {
  /** `GET /keys/ak_test`, as the reader sees it in the sample. */
  label: string;
  status: number;
  /** The JSON body, indented. */
  body: string;
}

/** The requests the block shows: check the test key, then search the test postcode. */
export function firstRequests(): {label: string; request: SandboxRequest}[] {
  return [
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
        headers: {authorization: `api_key="${testKeys.usable}"`},
      },
    },
  ];
}

export function runFirstRequests(): RunResult[] {
  const sandbox = getSandbox();
  return firstRequests().map(({label, request}) => {
    const response = sandbox.handle(request);
    return {label, status: response.status, body: JSON.stringify(response.body, null, 2)};
  });
}
