/**
 * The site's OpenAPI source and the values it is bundled with: the bundler of
 * lib/openapi/bundle.ts is pure, and this module passes it the site's
 * placeholders (the identity's and the docs content's), the docs origin and
 * the API version. `npm run gen` (scripts/openapi-bundle.ts), the sandbox
 * scripts and the tests bundle the spec through `bundleOpenApi` here.
 *
 * Placeholders whose values are docs content rather than brand strings:
 * lists the spec shares with the guides, stated once in src/data and written
 * into the bundle: `%%keyLogColumns%%` in the Key Logs description,
 * `%%allowedUrlMatching%%` in the `allowed_urls` fields, `%%testKeyTable%%`,
 * `%%testInputTable%%` and `%%testInputSummary%%` (from the sandbox
 * catalogue) in the overview. They are replaced together with the identity
 * placeholders, so an unknown one still fails the bundle naming its file.
 * The placeholders rendered from the document itself (which operations need
 * the management key) are lib/openapi/document-tokens.ts's.
 *
 * The response examples are the sandbox's answers (lib/sandbox, over this
 * very document): the source names the request each one answers, the bundle
 * asks a fresh sandbox with its fixed clock, so the result is deterministic.
 */
import {
  bundleOpenApi as bundleWith,
  type BundleOptions,
  type SourceOptions,
} from '../lib/openapi/bundle';
import type {OpenApiDocument} from '../lib/openapi/document';
import type {LabelledRequest} from '../lib/openapi/request-label';
import {withSandboxExamples, type ExampleSource} from '../lib/openapi/sandbox-examples';
import {replaceTokens, siteTokens} from '../plugins/identity-tokens';
import {sampleCredentials} from '../src/data/sample-credentials';
import {cases} from '../lib/sandbox/catalogue';
import {createSandboxOver} from '../lib/sandbox/create';
import type {TestCase} from '../lib/sandbox/types';
import {extractSpecData} from '../lib/sandbox/spec-data';
import {allowedUrlMatchingMarkdown} from '../lib/sandbox/allowed-urls';
import {apiVersion} from '../src/data/changelog';
import {keyLogColumnsMarkdown} from '../src/data/key-logs-csv';
import {
  testInputOverviewMarkdown,
  testInputSummary,
  testKeyTableMarkdown,
} from '../src/data/test-inputs';
import {identity} from '../src/identity';

export {lintSource, OpenApiSourceError} from '../lib/openapi/bundle';

/** The placeholders of the OpenAPI source whose values are docs content. */
function specContentTokens(): Record<string, string> {
  return {
    allowedUrlMatching: allowedUrlMatchingMarkdown(),
    keyLogColumns: replaceTokens(keyLogColumnsMarkdown(), 'src/data/key-logs-csv.ts'),
    testKeyTable: testKeyTableMarkdown(),
    testInputSummary: testInputSummary(),
    testInputTable: testInputOverviewMarkdown(),
  };
}

/** What the bundler checks the site's source against, besides where it is. */
function siteSpecValues(): Omit<BundleOptions, keyof SourceOptions> {
  return {
    tokens: {...siteTokens, ...specContentTokens()},
    docsUrl: identity.urls.docs,
    apiVersion: {
      value: apiVersion,
      source: 'the newest changelog entry (src/data/changelog.ts)',
      token: 'apiVersion',
    },
  };
}

/** A request of the docs as the sandbox takes it. */
export function sandboxRequest(request: LabelledRequest) {
  const query: Record<string, string[]> = {};
  for (const [name, value] of request.query) (query[name] ??= []).push(value);
  return {
    method: request.method,
    path: request.path,
    query,
    headers: Object.fromEntries(
      request.headers.map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(request.body !== undefined ? {body: request.body} : {}),
  };
}

/** The request of a catalogue case, as a request label holds it. */
export function caseRequest(testCase: TestCase): LabelledRequest {
  const {method, path, query = {}, headers = {}, body} = testCase.request;
  return {
    method,
    path,
    query: Object.entries(query).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [
        name,
        String(item),
      ]),
    ),
    headers: Object.entries(headers),
    ...(body !== undefined ? {body} : {}),
  };
}

/** The sandbox over a bundled document, each answer from a fresh instance. */
function sandboxExampleSource(document: OpenApiDocument): ExampleSource {
  const spec = extractSpecData(document);
  return {
    answer(request) {
      const {status, body} = createSandboxOver(spec).handle(sandboxRequest(request));
      return {status, body};
    },
    testInput(id) {
      const testCase = cases.find((candidate) => candidate.id === id);
      return testCase && caseRequest(testCase);
    },
  };
}

/** A bundled document with its examples written from the sandbox's answers. */
export function sandboxExamples(document: OpenApiDocument): OpenApiDocument {
  return withSandboxExamples(document, sandboxExampleSource(document), sampleCredentials);
}

/**
 * Validates and bundles an OpenAPI source with the site's values (see
 * lib/openapi/bundle.ts), then writes its examples from the sandbox's
 * answers (lib/openapi/sandbox-examples.ts). Throws an OpenApiSourceError
 * naming the faulty file when the source is malformed or not lint-clean, and
 * a SandboxExampleError naming each example the sandbox cannot answer as
 * the source says.
 */
export async function bundleOpenApi(source: SourceOptions): Promise<OpenApiDocument> {
  return sandboxExamples(await bundleWith({...source, ...siteSpecValues()}));
}
