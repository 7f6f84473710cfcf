/**
 * The published form of the catalogue, `/sandbox/test-inputs.json`:
 * `{"version": "<spec info.version>", "cases": [...]}` with exactly the field
 * names of `PublishedTestCase`: a case's keys travel in `headers.authorization`,
 * as a reader sends them. Written by `npm run gen` (scripts/openapi-bundle.ts).
 */
import {cases} from './catalogue';
import type {PublishedTestCase, TestCase, TestInputCatalogue} from './types';

/** URL path of the published catalogue on the docs site. */
export const testInputsPath = '/sandbox/test-inputs.json';

function publishedCase(testCase: TestCase): PublishedTestCase {
  const {id, operationId, description, request, response} = testCase;
  const {method, path, query, headers, body} = request;
  return {
    id,
    operationId,
    description,
    request: {
      method,
      path,
      ...(query ? {query} : {}),
      ...(headers ? {headers} : {}),
      ...(body !== undefined ? {body} : {}),
    },
    response: {status: response.status, body: response.body},
  };
}

/** The catalogue as published, for the given spec version. */
export function testInputCatalogue(version: string): TestInputCatalogue {
  if (!version) throw new Error('lib/sandbox/publish.ts: the spec has no info.version');
  return {version, cases: cases.map(publishedCase)};
}
