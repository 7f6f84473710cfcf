import type {AgentDocsOptions} from '../plugins/agent-docs';
import {sampleCredentials} from '../src/data/sample-credentials';
import {identity} from '../src/identity';
import {testInputsPath} from '../src/sandbox/publish';
import {builtTwinChecker} from './twin-checks';
import {collectionPaths} from './collections';

/**
 * llms.txt, llms-full.txt and the Markdown twins (plugins/agent-docs).
 *
 * Depth, as SPEC.md sets it ("depth 2 per section, overall depth 1"): a
 * page's depth is its number of path segments below its group root, so
 * /docs/guides is 0 and /docs/guides/testing is 1 in "Guides"; each group
 * lists pages down to depth 2. Pages outside every group are listed only at
 * depth 1 below /docs (/docs/changelog, /docs/glossary, /docs/styling-with-css),
 * under "Optional", the llmstxt.org name for links an agent may skip.
 * Category index pages have no source file and are never listed.
 */
export const agentDocs = {
  llmsTxt: {
    title: identity.name,
    summary: identity.tagline,
    about: `Documentation for developers who add ${identity.name} to a website or an app: the address lookup widget, US and international address verification, the HTTP API, the data sources behind it and ready-made integrations for form builders, shops and CRMs. Every test key and test input, with its exact answer, is listed in [test-inputs.json](${identity.urls.docs}${testInputsPath}). To call the API from an API client, import the [Postman collection](${identity.urls.docs}${collectionPaths.postman}) with its [Test](${identity.urls.docs}${collectionPaths.postmanTest}) and [Live](${identity.urls.docs}${collectionPaths.postmanLive}) environments, or the [Bruno collection](${identity.urls.docs}${collectionPaths.bruno}) (both environments inside): the Test environment sends the free test keys, the Live one your keys, always in the Authorization header. Coding agents can also reach these pages, the API reference and an offline sandbox of the API through a local MCP server: see [Use the docs from an AI agent](${identity.urls.docs}/docs/guides/ai-agents).`,
    sections: [
      {title: 'Switching guide', path: '/docs/how-to-switch'},
      {title: 'Integrations', path: '/docs/integrations'},
      {title: 'Address lookup', path: '/docs/address-lookup'},
      {title: 'Address verification', path: '/docs/address-verification'},
      {title: 'Guides', path: '/docs/guides'},
      {title: 'Data sources', path: '/docs/data'},
      {title: 'API reference', path: '/docs/api'},
    ],
    sectionDepth: 2,
    other: {title: 'Optional', path: '/docs', depth: 1},
    exclude: ['/docs/openapi/**', '/docs/tags/**'],
  },
  api: {
    instanceId: 'api',
    specFile: 'openapi.json',
    credentials: sampleCredentials,
  },
  // Answers, test inputs and the 2026-11-27 decisions over the written twins (issue 37).
  twinChecker: builtTwinChecker,
} satisfies AgentDocsOptions;
