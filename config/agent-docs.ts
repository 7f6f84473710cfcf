import type {AgentDocsOptions} from '../plugins/agent-docs';
import {dataComponentsMarkdown} from '../src/data/address-lookup-markdown';
import {changelogComponentsMarkdown} from '../src/data/changelog-markdown';
import {schemaComponentsMarkdown} from '../src/data/schema-tables-markdown';
import {identity} from '../src/identity';
import {playgroundHref, type Preset} from '../src/components/Playground/url';
import {testInputsPath} from '../src/sandbox/publish';
import {testKeys} from '../src/sandbox/test-keys';

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
    about: `Documentation for developers who add ${identity.name} to a website or an app: the address lookup widget, US and international address verification, the HTTP API, the data sources behind it and ready-made integrations for form builders, shops and CRMs. Every test key and test input, with its exact answer, is listed in [test-inputs.json](${identity.urls.docs}${testInputsPath}).`,
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
    // The test key: requests with it are free and return fixed answers.
    exampleCredentials: {ApiKey: testKeys.usable},
  },
  // Components that draw tables and lists from data: the twins draw the same specs.
  components: {
    ...dataComponentsMarkdown,
    ...changelogComponentsMarkdown,
    ...schemaComponentsMarkdown,
    // The playground itself only works in a browser; its page's prose describes it.
    Playground: null,
    OpenInPlayground: (props) =>
      `[Open in the playground](${identity.urls.docs}${playgroundHref((props.preset ?? {}) as Preset)}) to try this option on the offline sandbox.`,
  },
} satisfies AgentDocsOptions;
