/**
 * The site's values for the API collections (lib/openapi/collections.ts):
 * their name and description, the production base URL, the documented test
 * keys of the Test environment and the placeholders of the Live one.
 * `npm run gen` writes them to `static/collections/`; the API overview page
 * and llms.txt link to them.
 */
import type {CollectionOptions} from '../lib/openapi/collections';
import {collectionFiles} from '../lib/openapi/collections';
import {sampleCredentials} from '../src/data/sample-credentials';
import {identity} from '../src/identity';

/** The folder of the build (and of `static/`) the collections are published in. */
export const collectionsPath = '/collections';

/** Site path of each published file. */
export const collectionPaths = Object.fromEntries(
  Object.entries(collectionFiles).map(([key, file]) => [key, `${collectionsPath}/${file}`]),
) as {[key in keyof typeof collectionFiles]: string};

export const collectionOptions = {
  name: `${identity.name} API`,
  description: `Every operation of the ${identity.name} API, each request as its reference page shows it (${identity.urls.docs}/docs/api). Choose the Test environment to send the documented test keys, whose test inputs are free, or the Live environment and replace its placeholders with your own keys. Keys travel in the Authorization header, never in the URL.`,
  baseUrl: identity.urls.api,
  testKeys: sampleCredentials,
  livePlaceholders: {
    apiKey: 'replace with your API key',
    managementKey: 'replace with your management key',
  },
} satisfies CollectionOptions;
