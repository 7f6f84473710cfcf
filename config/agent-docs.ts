import type {AgentDocsOptions} from '../plugins/agent-docs';
import {sampleCredentials} from '../src/data/sample-credentials';
import {agentSkill, identity, mcpPackage} from '../src/identity';
import {testInputsPath} from '../lib/sandbox/publish';
import {builtTwinChecker} from './twin-checks';
import changedIn from '../.openapi/changed-in.json';
import {renderChanges} from '../plugins/changelog-feeds/feeds';
import {changelogPath} from '../src/data/changelog';
import {changelogFeedsOptions} from './changelog-feeds';
import {collectionPaths} from './collections';
import {MCP_PATH} from '../lib/mcp/path';

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
    // The test-input catalogue is a data file too long to read whole: linked
    // by the page that summarises it, its URL given as text to download.
    about: `Documentation for developers who add ${identity.name} to a website or an app: the address lookup widget, US and international address verification, the HTTP API, the data sources behind it and ready-made integrations for form builders, shops and CRMs. The test keys and test inputs are described in [Testing](${identity.urls.docs}/docs/guides/testing.md); every input with its exact answer is one large JSON file, \`${identity.urls.docs}${testInputsPath}\`, to download rather than read (the MCP server's \`list_test_inputs\` tool gives one operation's cases at a time). To call the API from an API client, the [API overview](${identity.urls.docs}/docs/api.md) describes two collections to download and import rather than read: the Postman collection, \`${identity.urls.docs}${collectionPaths.postman}\`, with its Test (\`${identity.urls.docs}${collectionPaths.postmanTest}\`) and Live (\`${identity.urls.docs}${collectionPaths.postmanLive}\`) environments, and the Bruno collection, \`${identity.urls.docs}${collectionPaths.bruno}\` (both environments inside). The Test environment sends the free test keys, the Live one your keys, always in the Authorization header. Coding agents can also reach these pages, the API reference and a sandbox of the API through an MCP server: hosted at \`${identity.urls.docs}${MCP_PATH}\` (Streamable HTTP, POST), or as a package to run locally; see [Use the docs from an AI agent](${identity.urls.docs}/docs/guides/ai-agents.md).`,
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
  // The home page: an agent that lands on the site's root finds a twin too.
  extraTwins: [
    {permalink: '/', title: `${identity.name} documentation`, source: 'src/pages/index.tsx'},
  ],
  // The index the site search ranks questions with: search_docs's (src/search/questions.ts).
  searchIndexPath: '/search-index.json',
  // Published under /.well-known/agent-skills/ from the page's twin.
  skills: [{name: agentSkill.name, page: '/docs/guides/agent-skill'}],
  mcpPackage: {
    entry: 'scripts/mcp-package.ts',
    name: mcpPackage.name,
    command: mcpPackage.command,
    path: mcpPackage.path,
    description: `${identity.name} documentation as an MCP server: search the docs, read pages, describe API operations and call an offline sandbox of the API.`,
    readme: [
      `# ${mcpPackage.name}`,
      '',
      `The ${identity.name} documentation (${identity.urls.docs}) as a Model Context Protocol server, with the docs, the API description and an offline sandbox of the API inside: once installed it needs no network. Node.js 20 or later.`,
      '',
      `Add it to an MCP client as a local command: \`npx -y ${mcpPackage.url}\` (stdio). With \`--http --port 4020\` it serves Streamable HTTP on http://127.0.0.1:4020/mcp instead.`,
      '',
      `Tools, resources and client set-up: ${identity.urls.docs}/docs/guides/ai-agents`,
      '',
    ].join('\n'),
    // The machine-readable changelog (get_changelog), the text plugins/changelog-feeds writes.
    extraData: {
      [changelogFeedsOptions.changesPath.replace(/^\//, '')]: renderChanges(
        changelogFeedsOptions.entries,
        changelogFeedsOptions.apiVersion,
        {...changelogFeedsOptions.feed, siteUrl: identity.urls.docs},
      ),
    },
  },
  api: {
    instanceId: 'api',
    specFile: 'openapi.json',
    credentials: sampleCredentials,
    // The line src/components/ChangedIn shows under an operation's method and path.
    changedIn: (operationId: string) => {
      const release = (changedIn as Record<string, ChangedInRelease>)[operationId];
      return release
        ? `Changed in [${release.label}: ${release.title}](${changelogPath}#${release.entryId})`
        : `No release in the [API Updates](${changelogPath}) has changed it.`;
    },
  },
  // Answers, test inputs and the 2026-11-27 decisions over the written twins (issue 37).
  twinChecker: builtTwinChecker,
} satisfies AgentDocsOptions;

interface ChangedInRelease {
  entryId: string;
  label: string;
  title: string;
}
