/**
 * The MCP server over the docs: the tools of tools.ts with their JSON
 * Schemas (zod, as the SDK takes them; schemas.ts), the resources (llms.txt,
 * openapi.json, each page's twin through a template) and the
 * "integrate-address-lookup" prompt. Transport-free: scripts/mcp.ts connects
 * it to stdio or Streamable HTTP, and the tests to an in-memory pair.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import {sampleLanguages} from '../openapi/sample-languages';
import {feedbackReasons} from '../feedback/issue';
import {registerChangelogTool} from './changelog';
import {toolSchemas, type ToolSchemas} from './schemas';
import type {ToolName} from './tool-names';
import {
  callSandbox,
  getOperation,
  getPage,
  listOperationsTool,
  listTestInputs,
  reportProblem,
  resolvePage,
  searchDocs,
  type ToolContext,
} from './tools';

export interface DocsServerOptions extends ToolContext {
  /** The server's name as clients show it, e.g. "acme-docs". */
  name: string;
  /** The product's name, for descriptions and the prompt. */
  productName: string;
}

/** A tool answer: readable text for the model, the same facts as structured content. */
function answer<T extends object>(text: string, structured: T): CallToolResult {
  return {
    content: [{type: 'text', text}],
    structuredContent: structured as Record<string, unknown>,
  };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** Prefix for page resources: `docs://pages/docs/guides/testing`. */
export const PAGE_RESOURCE_PREFIX = 'docs://pages/';

/** The server over the docs, for one client (stdio) or one request (stateless HTTP). */
export function createDocsServer(options: DocsServerOptions): McpServer {
  return docsServerFactory(options)();
}

/**
 * Makes servers over the same docs: what all of them share (the tool
 * schemas, the list of site sections) is made once, here; each call then
 * builds an `McpServer` and registers the tools, resources and prompt on it.
 * The SDK keeps a server's client (its capabilities, its logging level) on
 * the server, so the stateless HTTP transport still takes a new one per
 * request; only the costly parts are shared.
 */
export function docsServerFactory(options: DocsServerOptions): () => McpServer {
  const sections = [...new Set(options.data.pages.map((page) => page.section))].sort();
  const schemas = toolSchemas(sections);
  return () => buildServer(options, schemas);
}

interface Registration {
  server: McpServer;
  context: ToolContext;
  schemas: ToolSchemas;
  version: string;
}

/** The tools that find and read pages: search_docs and get_page. */
function registerPageTools({server, context, schemas, version}: Registration): void {
  const tool = (name: ToolName) => name;
  server.registerTool(
    tool('search_docs'),
    {
      title: 'Search the docs',
      description:
        'Full-text search over every page of the docs (widget, verification, guides, data, integrations, API reference), typo-tolerant. Returns ranked pages with their URL, the heading that matched best (with its anchor) and a short excerpt. Read a result with get_page.',
      inputSchema: schemas.search_docs.input,
      outputSchema: schemas.search_docs.output,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (input) => {
      const result = await searchDocs(context, input);
      const lines = result.results.map(
        (hit, index) =>
          `${index + 1}. ${hit.title} (${hit.path})${hit.heading ? `, section "${hit.heading.text}" ${hit.heading.url}` : ` ${hit.url}`}\n   ${hit.excerpt}`,
      );
      return answer(
        `${result.results.length} pages for "${result.query}" (API version ${version}):\n\n${lines.join('\n') || 'No page matched: try other words.'}`,
        result,
      );
    },
  );

  server.registerTool(
    tool('get_page'),
    {
      title: 'Read a docs page',
      description:
        "A page's Markdown (its published .md twin), or one section of it. Pages longer than about 4,000 tokens come in parts: pass the answer's nextCursor to get the next part.",
      inputSchema: schemas.get_page.input,
      outputSchema: schemas.get_page.output,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (input) => {
      const result = await getPage(context, input);
      const header = `${result.title}: ${result.section ? `section "${result.section.text}" of ` : ''}${result.url} (API version ${version}), part ${result.part} of ${result.parts}${result.nextCursor ? `; next part: get_page with cursor "${result.nextCursor}"` : ''}`;
      return answer(`${header}\n\n${result.markdown}`, result);
    },
  );
}

/** The tools of the API reference: list_operations and get_operation. */
function registerApiTools({server, context, schemas, version}: Registration): void {
  const tool = (name: ToolName) => name;
  server.registerTool(
    tool('list_operations'),
    {
      title: 'List API operations',
      description:
        'Every operation of the HTTP API (operationId, method, path, summary, tags, reference page), optionally those of one tag.',
      inputSchema: schemas.list_operations.input,
      outputSchema: schemas.list_operations.output,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) => {
      const result = listOperationsTool(context, input);
      const lines = result.operations.map(
        (operation) =>
          `- ${operation.operationId}: ${operation.method} ${operation.path}, ${operation.summary} [${operation.tags.join(', ')}]`,
      );
      return answer(
        `${result.operations.length} operations (API version ${version}):\n${lines.join('\n')}`,
        result,
      );
    },
  );

  server.registerTool(
    tool('get_operation'),
    {
      title: 'Describe an API operation',
      description:
        "One operation of the HTTP API: method, URL, parameters, request body and response schemas (dereferenced, compact), error codes, its reference page and the page's request sample in the language asked for, plus the ids of its documented test inputs.",
      inputSchema: schemas.get_operation.input,
      outputSchema: schemas.get_operation.output,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (input) => {
      const result = await getOperation(context, input);
      const {operation} = result;
      const text = [
        `${operation.operationId}: ${operation.method} ${operation.url} (API version ${version})`,
        operation.summary,
        `Reference page: ${operation.pageUrl}`,
        '',
        operation.description,
        '',
        `Sample (${operation.sample.label}):`,
        '```' +
          (sampleLanguages.find((language) => language.value === operation.sample.language)
            ?.highlight ?? ''),
        operation.sample.source.trimEnd(),
        '```',
        '',
        'Error codes:',
        ...operation.errorCodes.map(
          (error) =>
            `- ${error.status}${error.code ? ` / ${error.code}` : ''}: ${error.message ?? ''}${error.case ? ` (${error.case})` : ''}`,
        ),
        '',
        `Test inputs: ${result.testInputs.join(', ') || 'none'} (list_test_inputs, call_sandbox)`,
        '',
        'Parameters, request body and responses:',
        json({
          parameters: operation.parameters,
          requestBody: operation.requestBody,
          responses: operation.responses,
        }),
      ];
      return answer(text.join('\n'), result);
    },
  );
}

/** The tools that try requests and report problems: list_test_inputs, call_sandbox, report_problem. */
function registerTryTools({server, context, schemas, version}: Registration): void {
  const tool = (name: ToolName) => name;
  server.registerTool(
    tool('list_test_inputs'),
    {
      title: 'List test inputs',
      description:
        "The documented test keys and test inputs, each with the exact request and the answer the API (and call_sandbox) gives. Without operationId: every case, answers by status and code; with it: that operation's cases with their whole answers.",
      inputSchema: schemas.list_test_inputs.input,
      outputSchema: schemas.list_test_inputs.output,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) => {
      const result = listTestInputs(context, input);
      const lines = result.cases.map(
        (testCase) =>
          `- ${testCase.id} (${testCase.operationId}): ${testCase.request.method} ${testCase.request.path} → ${testCase.response.status}${testCase.response.code ? ` / ${testCase.response.code}` : ''}. ${testCase.description}`,
      );
      return answer(
        `${result.cases.length} test inputs (API version ${version}):\n${lines.join('\n')}${result.operationId ? `\n\nRequests and answers:\n${json(result.cases)}` : ''}`,
        result,
      );
    },
  );

  server.registerTool(
    tool('call_sandbox'),
    {
      title: 'Call the API sandbox',
      description:
        'Runs one HTTP request on the in-process sandbox of the API and returns its status, headers and body. The sandbox answers the documented test inputs exactly and validates other requests against the OpenAPI description; it never calls a live host. Send keys in the Authorization header as the docs do.',
      inputSchema: schemas.call_sandbox.input,
      outputSchema: schemas.call_sandbox.output,
      annotations: {readOnlyHint: false, destructiveHint: false, openWorldHint: false},
    },
    (input) => {
      const result = callSandbox(context, input);
      const body = typeof result.body === 'string' ? result.body : json(result.body);
      return answer(
        `${result.request.method} ${result.request.path} → ${result.status} (sandbox, API version ${version})${result.matchedCase ? `\nDocumented test input: ${result.matchedCase.id}: ${result.matchedCase.description}` : ''}\n\n${body}`,
        result,
      );
    },
  );

  server.registerTool(
    tool('report_problem'),
    {
      title: 'Report a problem with the docs',
      description: `Builds the URL of a new issue in the docs repository, the docs-mistake form filled in with the page, the reason, a comment and (for a code sample) its id and language, for the user to open and submit. It sends nothing itself. Reasons: ${feedbackReasons.map((reason) => `${reason.id} (${reason.label})`).join(', ')}. A comment with HTML, or with a key that is not a documented test key, is refused.`,
      inputSchema: schemas.report_problem.input,
      outputSchema: schemas.report_problem.output,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (input) => {
      const result = await reportProblem(context, input);
      return answer(
        `Open this URL to file the issue (nothing has been sent; the user submits the form):\n${result.issueUrl}\n\nFields filled in:\n${Object.entries(
          result.fields,
        )
          .map(([field, value]) => `- ${field}: ${value}`)
          .join('\n')}`,
        result,
      );
    },
  );
}

/** The resources: llms.txt, openapi.json and each page's Markdown twin. */
function registerResources(server: McpServer, data: ToolContext['data'], version: string): void {
  server.registerResource(
    'llms.txt',
    'docs://llms.txt',
    {
      title: 'llms.txt',
      description: 'The index of the docs for language models: every page with its description',
      mimeType: 'text/markdown',
    },
    (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: data.llmsTxt}]}),
  );

  server.registerResource(
    'openapi.json',
    'docs://openapi.json',
    {
      title: 'OpenAPI description',
      description: `The published OpenAPI description of the API, version ${version}`,
      mimeType: 'application/json',
    },
    (uri) => ({contents: [{uri: uri.href, mimeType: 'application/json', text: data.openapiText}]}),
  );

  server.registerResource(
    'page',
    new ResourceTemplate(`${PAGE_RESOURCE_PREFIX}{+path}`, {
      list: () => ({
        resources: data.pages.map((page) => ({
          uri: `${PAGE_RESOURCE_PREFIX}${page.path.slice(1)}`,
          name: page.title,
          description: page.description || undefined,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {
      title: 'Docs page',
      description: "A page's Markdown twin, e.g. docs://pages/docs/guides/testing",
      mimeType: 'text/markdown',
    },
    (uri, variables) => {
      const path = String(variables.path ?? '');
      const found = resolvePage(data, `/${path}`);
      if (!found) throw new Error(`No page at /${path}.`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: found.page.markdown}]};
    },
  );
}

/** The "integrate-address-lookup" prompt. */
function registerPrompt(
  server: McpServer,
  {name, productName}: DocsServerOptions,
  version: string,
): void {
  server.registerPrompt(
    'integrate-address-lookup',
    {
      title: 'Integrate address lookup into a form',
      description: `Walks through adding the ${productName} address lookup widget to a form, from the quick start to a form tested against the sandbox.`,
      argsSchema: {
        style: z
          .enum(['script', 'npm', 'react'])
          .optional()
          .describe('How the page loads the widget (default: script tag)'),
        country: z
          .string()
          .optional()
          .describe('The country the form is for, e.g. USA (default) or GBR'),
      },
    },
    ({style = 'script', country = 'USA'}) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Add ${productName} address lookup to my address form (${style === 'script' ? 'loaded with a script tag' : style === 'npm' ? 'installed from npm' : 'as a React component'}, addresses in ${country}). Use the ${name} MCP tools, and nothing from memory:`,
              '',
              '1. get_page /docs/address-lookup for the quick start, then get_page ' +
                `/docs/address-lookup/${style} for this way of loading the widget.`,
              '2. get_page /docs/address-lookup/configure and map my form inputs to the output fields it lists for this country; check each option you use with search_docs or /docs/address-lookup/additional-configuration.',
              '3. list_test_inputs for the test key and the test inputs (use them, never a real key, while testing); read /docs/guides/testing.',
              '4. Check the requests the widget makes with call_sandbox: FindAddress (get_operation FindAddress) with a test query, then the retrieve operation it names, and compare the answers with the fields you mapped.',
              '5. Add a check that the form was filled from a suggestion before it is submitted (/docs/address-lookup/validate-before-submitting), and a test that types a test input and asserts the filled fields.',
              '6. Before going live, read /docs/guides/api-key-secure and /docs/guides/allowed-urls.',
              '',
              `Quote the page URLs you relied on, and say which API version (${version}) the answers are for.`,
            ].join('\n'),
          },
        },
      ],
    }),
  );
}

function buildServer(options: DocsServerOptions, schemas: ToolSchemas): McpServer {
  const {data, name, productName} = options;
  const context: ToolContext = options;
  const version = data.apiVersion;
  const server = new McpServer(
    {name, version, title: `${productName} documentation`},
    {
      instructions:
        `The ${productName} documentation, API reference (API version ${version}) and an offline sandbox of the API. ` +
        'Find pages with search_docs, read them with get_page (long pages come in parts: pass nextCursor back). ' +
        'For the HTTP API use list_operations and get_operation (parameters, schemas, error codes, the page sample in your language); ' +
        'try requests with call_sandbox, which answers offline, exactly as documented, for the cases list_test_inputs lists. ' +
        'If a page or a sample is wrong, report_problem gives the prefilled issue URL for the writers (it sends nothing). ' +
        'Nothing here calls a live host.',
    },
  );

  const registration = {server, context, schemas, version};
  registerPageTools(registration);
  registerApiTools(registration);
  registerTryTools(registration);
  registerChangelogTool(server, data.changelog);
  registerResources(server, data, version);
  registerPrompt(server, options, version);

  return server;
}
