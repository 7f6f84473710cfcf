/**
 * Bundles openapi/ into the published specification and the input of the
 * reference pages. Run by `npm run gen` before `docusaurus gen-api-docs`,
 * after removing the pages that command generated last time (the job of the
 * plugin's `clean-api-docs`, done here without starting Docusaurus).
 *
 *   static/openapi.json, static/openapi.yaml  the published description
 *                                             (same content, two formats)
 *   .openapi/reference.json                   input of the reference pages
 *                                             (adds request samples)
 *   .openapi/schema-fields.json               schema fields and example responses
 *                                             that docs pages render (SchemaFields,
 *                                             OperationExample)
 *   .openapi/test-inputs.json, test-keys.json the test inputs, keys and queries the
 *                                             TestInputs components render
 *   .openapi/first-request.json               the catalogue's answer to the home
 *                                             page's first request
 *   .openapi/test-responses.json              the answers of the cases guides print
 *                                             (TestCaseResponse)
 *   lib/sandbox/spec-data.generated.json      what the sandbox engine needs
 *                                             (routes, parameters, examples)
 *   static/sandbox/test-inputs.json           the published test-input
 *                                             catalogue with the spec version
 *   .openapi/api-changes.json                 each release's changes, generated
 *                                             from the documents kept in
 *                                             openapi/releases/, and the release
 *                                             gate's verdict on the current source
 *   static/collections/                       the Postman and Bruno collections
 *                                             with their Test and Live environments
 *
 * The release gate stops it (and so the build) when the source changed
 * paths, parameters or schemas without the version the change needs.
 *
 * A malformed or lint-failing source stops with `<file>:<line>: <problem>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stringify} from 'yaml';
import {bundleOpenApi, OpenApiSourceError} from '../config/openapi-source';
import {cleanGeneratedApiPages} from '../lib/openapi/generated-pages';
import {schemaFieldsModule} from '../lib/openapi/schema-fields';
import {
  firstResponseView,
  testInputsView,
  testKeysView,
  testResponsesView,
} from '../src/data/test-inputs';
import {referenceDocument} from '../lib/openapi/reference-document';
import {apiReference} from '../config/api-docs';
import {identity} from '../src/identity';
import {sampleCredentials} from '../src/data/sample-credentials';
import {extractSpecData} from '../lib/sandbox/spec-data';
import {testInputCatalogue} from '../lib/sandbox/publish';
import {siteApiChanges} from '../config/api-releases';
import {collectionOptions, collectionsPath} from '../config/collections';
import {buildCollections, collectionFileTexts} from '../lib/openapi/collections';
import {changedIn} from '../src/data/api-changes';
import {changelog} from '../src/data/changelog';

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
  console.log(`[openapi] wrote ${file}`);
}

async function main(): Promise<void> {
  const removed = cleanGeneratedApiPages(apiReference.outputDir);
  if (removed.length > 0)
    console.log(
      `[openapi] removed ${removed.length} generated files from ${apiReference.outputDir}/`,
    );
  const document = await bundleOpenApi({
    root: apiReference.sourceRoot,
    configPath: 'redocly.yaml',
  });
  write('static/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
  write('static/openapi.yaml', stringify(document, {aliasDuplicateObjects: false, lineWidth: 0}));
  const reference = referenceDocument(document, {
    docsUrl: identity.urls.docs,
    tagPages: apiReference.tagPages,
    credentials: sampleCredentials,
  });
  write(apiReference.specPath, `${JSON.stringify(reference, null, 2)}\n`);
  write('.openapi/schema-fields.json', `${JSON.stringify(schemaFieldsModule(document))}\n`);
  write('.openapi/test-inputs.json', `${JSON.stringify(testInputsView())}\n`);
  write('.openapi/test-keys.json', `${JSON.stringify(testKeysView())}\n`);
  write('.openapi/first-request.json', `${JSON.stringify(firstResponseView())}\n`);
  write('.openapi/test-responses.json', `${JSON.stringify(testResponsesView())}\n`);
  const specData = extractSpecData(document);
  write('lib/sandbox/spec-data.generated.json', `${JSON.stringify(specData)}\n`);
  write(
    'static/sandbox/test-inputs.json',
    `${JSON.stringify(testInputCatalogue(specData.version), null, 2)}\n`,
  );
  const collections = await buildCollections(document, collectionOptions);
  for (const [name, text] of collectionFileTexts(collections)) {
    write(path.join('static', collectionsPath, name), text);
  }
  const apiChanges = await siteApiChanges();
  write('.openapi/api-changes.json', `${JSON.stringify(apiChanges, null, 2)}\n`);
  write('.openapi/changed-in.json', `${JSON.stringify(changedIn(changelog, apiChanges))}\n`);
  console.log(`[openapi] release gate: ${apiChanges.gate.summary}`);
  if (!apiChanges.gate.ok) {
    throw new OpenApiSourceError(
      `openapi/: the release gate refuses the source (last release ${apiChanges.gate.previous.version}, openapi/releases/${apiChanges.gate.previous.entryId}.json):\n${apiChanges.gate.problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof OpenApiSourceError) {
    console.error(`[openapi] The OpenAPI source is invalid:\n${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
