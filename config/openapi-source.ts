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
 */
import {
  bundleOpenApi as bundleWith,
  type BundleOptions,
  type SourceOptions,
} from '../lib/openapi/bundle';
import type {OpenApiDocument} from '../lib/openapi/document';
import {replaceTokens, siteTokens} from '../plugins/identity-tokens';
import {allowedUrlMatchingMarkdown} from '../src/data/allowed-urls';
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
export function specContentTokens(): Record<string, string> {
  return {
    allowedUrlMatching: allowedUrlMatchingMarkdown(),
    keyLogColumns: replaceTokens(keyLogColumnsMarkdown(), 'src/data/key-logs-csv.ts'),
    testKeyTable: testKeyTableMarkdown(),
    testInputSummary: testInputSummary(),
    testInputTable: testInputOverviewMarkdown(),
  };
}

/** What the bundler checks the site's source against, besides where it is. */
export function siteSpecValues(): Omit<BundleOptions, keyof SourceOptions> {
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

/**
 * Validates and bundles an OpenAPI source with the site's values (see
 * lib/openapi/bundle.ts). Throws an OpenApiSourceError naming the faulty
 * file when the source is malformed or not lint-clean.
 */
export function bundleOpenApi(source: SourceOptions): Promise<OpenApiDocument> {
  return bundleWith({...source, ...siteSpecValues()});
}
