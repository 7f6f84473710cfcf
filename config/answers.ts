/**
 * The site's sandbox as the answer checks of lib/content-lint/answers.ts use
 * it: a fresh sandbox per page over the bundled document, the sample's keys
 * added to a request label, and the API's base URL the twins' curl commands
 * start with. The unit test of the docs' answers and the build's twin checks
 * (config/twin-checks.ts) both take it from here.
 */
import type {Runner} from '../lib/content-lint/answers';
import type {OpenApiDocument} from '../lib/openapi/document';
import type {LabelledRequest} from '../lib/openapi/request-label';
import {withSampleHeaders} from '../lib/openapi/sandbox-examples';
import {sampleCredentials} from '../src/data/sample-credentials';
import {identity} from '../src/identity';
import {createSandboxOver} from '../lib/sandbox/create';
import {extractSpecData} from '../lib/sandbox/spec-data';
import {sandboxRequest} from './openapi-source';

export interface AnswerSandbox {
  /** A fresh sandbox (fixed clock, initial state): one per page. */
  fresh(): Runner;
  /** A request label's request with the keys the page's samples send. */
  withKeys(request: LabelledRequest): LabelledRequest;
  /** The API's base URL, version included: what a twin's curl command calls. */
  apiBase: string;
}

export function answerSandbox(document: OpenApiDocument): AnswerSandbox {
  const spec = extractSpecData(document);
  return {
    fresh() {
      const sandbox = createSandboxOver(spec);
      return (request) => {
        const {status, body} = sandbox.handle(sandboxRequest(request));
        return {status, body};
      };
    },
    withKeys: (request) => withSampleHeaders(document, request, sampleCredentials),
    apiBase: identity.urls.api,
  };
}
