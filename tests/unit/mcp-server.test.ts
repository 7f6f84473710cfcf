/**
 * The docs MCP server (lib/mcp/server.ts) through the SDK's in-memory
 * client-server pair: every tool answers with structured content, readable
 * text and the API version; bad input (unknown page, unknown operation,
 * malformed arguments) comes back as a tool error with a clear message, and
 * the server goes on serving. Data: a build-shaped fixture (tests/support/mcp.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MissingBuildError, loadDocsData, type DocsData} from '../../lib/mcp/data';
import {PART_TOKENS} from '../../lib/mcp/markdown';
import {toolNames} from '../../lib/mcp/tool-names';
import {codeSamples, sampleRequest} from '../../lib/openapi/code-samples';
import {listOperations} from '../../lib/openapi/document';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {cases} from '../../lib/sandbox/catalogue';
import {
  connectInMemory,
  fixtureRepository,
  fixtureSiteUrl,
  loadFixture,
  makeFixtureBuild,
  textOf,
} from '../support/mcp';

let dir: string;
let data: DocsData;
let client: Client;

beforeAll(async () => {
  dir = makeFixtureBuild();
  data = loadFixture(dir);
  client = await connectInMemory(data);
});
afterAll(async () => {
  await client?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

type Structured = Record<string, unknown> & {apiVersion?: string};

async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({name, arguments: args});
  return {
    isError: result.isError === true,
    text: textOf(result),
    structured: result.structuredContent as Structured,
  };
}

async function expectToolError(name: string, args: Record<string, unknown>, message: RegExp) {
  const result = await call(name, args);
  expect(result.isError, result.text).toBe(true);
  expect(result.text).toMatch(message);
}

describe('the tool list', () => {
  it('offers the eight tools, each with a JSON Schema for its input and its output', async () => {
    const {tools} = await client.listTools();
    // In the order of lib/mcp/tool-names.ts, the list the docs' facts lint accepts.
    expect(toolNames).toHaveLength(8);
    expect(tools.map((tool) => tool.name)).toEqual([...toolNames]);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
    }
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    // The sections offered are the site's own.
    expect(JSON.stringify(search.inputSchema.properties)).toContain(
      'Limit to one section of the site: address-lookup, api, guides',
    );
  });
});

describe('search_docs', () => {
  it('finds a page by words that are not in its title, with the heading, its anchor and an excerpt', async () => {
    const {isError, structured, text} = await call('search_docs', {
      query: 'stop offering post office boxes for parcels',
    });
    expect(isError).toBe(false);
    expect(structured.apiVersion).toBe(data.apiVersion);
    expect(text).toContain(`API version ${data.apiVersion}`);
    const [first] = structured.results as {
      path: string;
      url: string;
      heading?: {anchor?: string; url: string};
      excerpt: string;
    }[];
    expect(first!.path).toBe('/docs/address-lookup/exclude-po-box');
    expect(first!.url).toBe(`${fixtureSiteUrl}/docs/address-lookup/exclude-po-box`);
    expect(first!.excerpt).toMatch(/PO Box|parcel/i);
  });

  it('points at the section that matched, by its anchor', async () => {
    const {structured} = await call('search_docs', {
      query: 'mailing address field opposite filter',
    });
    const [first] = structured.results as {
      heading?: {text: string; anchor?: string; url: string};
    }[];
    expect(first!.heading).toEqual({
      text: 'Only PO boxes',
      anchor: 'only-po-boxes',
      url: `${fixtureSiteUrl}/docs/address-lookup/exclude-po-box#only-po-boxes`,
    });
  });

  it('tolerates typos', async () => {
    const {structured} = await call('search_docs', {
      query: 'calbacks after the adress is retreived',
    });
    expect((structured.results as {path: string}[])[0]!.path).toBe(
      '/docs/address-lookup/callbacks',
    );
  });

  it('limits results to one section and to the number asked for', async () => {
    const {structured} = await call('search_docs', {query: 'test', section: 'guides', limit: 1});
    const results = structured.results as {section: string}[];
    expect(results).toHaveLength(1);
    expect(results[0]!.section).toBe('guides');
  });

  it('answers an unknown section or malformed arguments with a tool error', async () => {
    await expectToolError(
      'search_docs',
      {query: 'keys', section: 'nowhere'},
      /Unknown section "nowhere"\. Sections: address-lookup, api, guides\./,
    );
    await expectToolError('search_docs', {query: 42}, /Input validation error.*query/s);
    await expectToolError(
      'search_docs',
      {query: 'keys', limit: 0},
      /Input validation error.*limit/s,
    );
    await expectToolError('search_docs', {}, /Input validation error.*query/s);
  });
});

describe('get_page', () => {
  it('returns a page twin by path, URL or .md URL, with its outline', async () => {
    const byPath = await call('get_page', {page: '/docs/guides/testing'});
    expect(byPath.isError).toBe(false);
    expect(byPath.structured).toMatchObject({
      apiVersion: data.apiVersion,
      url: `${fixtureSiteUrl}/docs/guides/testing`,
      title: 'Testing',
      part: 1,
      parts: 1,
    });
    expect(byPath.structured.markdown).toBe(
      fs.readFileSync(path.join(dir, 'docs/guides/testing.md'), 'utf8'),
    );
    expect(byPath.structured.outline).toEqual([
      {depth: 2, text: 'Test keys', anchor: 'test-keys'},
      {depth: 2, text: 'Test inputs', anchor: 'test-inputs'},
    ]);
    for (const page of [
      `${fixtureSiteUrl}/docs/guides/testing`,
      `${fixtureSiteUrl}/docs/guides/testing.md`,
      'guides/testing',
    ]) {
      const other = await call('get_page', {page});
      expect(other.structured.url, page).toBe(byPath.structured.url);
    }
  });

  it('returns one section by anchor, by heading text or by #anchor in the URL', async () => {
    const bySection = await call('get_page', {page: '/docs/guides/testing', section: 'test-keys'});
    expect(bySection.structured.markdown).toBe(
      '## Test keys\n\nOne key passes the availability check and another always fails it.\n',
    );
    const byText = await call('get_page', {page: '/docs/guides/testing', section: 'Test Keys'});
    expect(byText.structured.markdown).toBe(bySection.structured.markdown);
    const byHash = await call('get_page', {
      page: `${fixtureSiteUrl}/docs/guides/testing#test-keys`,
    });
    expect(byHash.structured.section).toEqual({
      text: 'Test keys',
      anchor: 'test-keys',
      url: `${fixtureSiteUrl}/docs/guides/testing#test-keys`,
    });
  });

  it('numbers repeated headings as the built page does, and ignores # lines in code', async () => {
    const {structured} = await call('get_page', {page: '/docs/address-lookup/exclude-po-box'});
    expect(structured.outline).toEqual([
      {depth: 2, text: 'Use the nopobox set', anchor: 'use-the-nopobox-set'},
      {depth: 2, text: 'Only PO boxes', anchor: 'only-po-boxes'},
      {depth: 2, text: 'Only PO boxes', anchor: 'only-po-boxes-1'},
    ]);
    const second = await call('get_page', {
      page: '/docs/address-lookup/exclude-po-box',
      section: 'only-po-boxes-1',
    });
    expect(second.structured.markdown).toContain('A second heading with the same text');
  });

  it('takes anchors from the built page: custom ids, and none for a heading it does not show', async () => {
    const callbacks = await call('get_page', {page: '/docs/address-lookup/callbacks'});
    expect(callbacks.structured.outline).toEqual([
      {depth: 2, text: 'onAddressRetrieved', anchor: 'on-address-retrieved'},
      {depth: 2, text: 'Controller methods', anchor: 'controller-methods'},
    ]);
    // An API operation page's twin is written from the spec, not from its HTML.
    const api = await call('get_page', {page: '/docs/api/address-verify'});
    expect(api.structured.outline).toEqual([
      {depth: 2, text: 'Parameters'},
      {depth: 2, text: 'Responses', anchor: 'responses'},
    ]);
  });

  it('cuts a long page into parts of at most about 4,000 tokens, chained by cursors', async () => {
    const whole = fs.readFileSync(path.join(dir, 'docs/guides/long-page.md'), 'utf8');
    const parts: string[] = [];
    let result = await call('get_page', {page: '/docs/guides/long-page'});
    for (;;) {
      expect(result.isError, result.text).toBe(false);
      expect(result.structured.tokens as number).toBeLessThanOrEqual(PART_TOKENS);
      expect(result.structured.part).toBe(parts.length + 1);
      parts.push(result.structured.markdown as string);
      const cursor = result.structured.nextCursor as string | undefined;
      if (!cursor) break;
      expect(result.text).toContain(cursor);
      result = await call('get_page', {cursor});
    }
    expect(parts.length).toBeGreaterThan(1);
    expect(result.structured.parts).toBe(parts.length);
    // Every part is whole Markdown: a fence cut in two is closed and reopened.
    for (const part of parts) expect((part.match(/^```/gm) ?? []).length % 2).toBe(0);
    const joined = parts
      .join('')
      .replace(/```\n```json\n/g, '')
      .replace(/\s+/g, ' ');
    expect(joined).toBe(whole.replace(/\s+/g, ' '));
  });

  it('answers an unknown page, section or cursor with a tool error that says what to do', async () => {
    await expectToolError(
      'get_page',
      {page: '/docs/no-such-page'},
      /No page at "\/docs\/no-such-page"\..*search_docs/,
    );
    await expectToolError(
      'get_page',
      {page: 'https://elsewhere.example/docs/guides/testing'},
      /No page at/,
    );
    await expectToolError(
      'get_page',
      {page: '/docs/guides/testing', section: 'pricing'},
      /\/docs\/guides\/testing has no section "pricing"\. Its sections: test-keys, test-inputs\./,
    );
    await expectToolError(
      'get_page',
      {cursor: 'not-a-cursor'},
      /The cursor is not one this server gave/,
    );
    await expectToolError('get_page', {}, /Name a page/);
    await expectToolError('get_page', {page: 7}, /Input validation error.*page/s);
  });
});

describe('list_operations and get_operation', () => {
  it('lists every operation of the spec, or those of one tag', async () => {
    const all = await call('list_operations', {});
    const operations = all.structured.operations as {operationId: string; tags: string[]}[];
    expect(operations.map((operation) => operation.operationId)).toEqual(
      listOperations(data.openapi).map((entry) => entry.operation.operationId),
    );
    expect(all.structured.apiVersion).toBe(data.apiVersion);
    const uk = await call('list_operations', {tag: 'uk'});
    const ukOperations = uk.structured.operations as {tags: string[]}[];
    expect(ukOperations.length).toBeGreaterThan(0);
    expect(ukOperations.every((operation) => operation.tags.includes('UK'))).toBe(true);
    await expectToolError(
      'list_operations',
      {tag: 'Weather'},
      /No operation has the tag "Weather"\. Tags: /,
    );
  });

  it('describes an operation: schemas dereferenced, error codes, page and the sample in the language asked', async () => {
    const {isError, structured, text} = await call('get_operation', {
      operationId: 'AddressVerify',
      language: 'python',
    });
    expect(isError, text).toBe(false);
    const operation = structured.operation as Record<string, unknown> & {
      requestBody: {schema: {properties: Record<string, unknown>; required: string[]}};
      errorCodes: {status: number; code?: number}[];
      sample: {language: string; source: string};
    };
    const entry = listOperations(data.openapi).find(
      (candidate) => candidate.operation.operationId === 'AddressVerify',
    )!;
    expect(operation).toMatchObject({
      method: 'POST',
      path: entry.path,
      url: `${data.openapi.servers![0]!.url}${entry.path}`,
      pageUrl: `${fixtureSiteUrl}/docs/api/address-verify`,
    });
    expect(JSON.stringify(operation)).not.toContain('$ref');
    expect(operation.requestBody.schema.required).toContain('query');
    expect(Object.keys(operation.requestBody.schema.properties)).toContain('zip_code');
    expect(operation.errorCodes.some((error) => error.status === 401 && error.code)).toBe(true);
    // The page's own Python sample: the one request generator of the reference pages.
    const python = codeSamples(
      sampleRequest(data.openapi, entry.path, entry.method, sampleCredentials),
    )[3]!;
    expect(python.label).toBe('Python');
    expect(operation.sample).toEqual({language: 'python', label: 'Python', source: python.source});
    expect(text).toContain('```python\n' + python.source.trimEnd() + '\n```');
    expect(structured.testInputs).toEqual(
      cases.filter((testCase) => testCase.operationId === 'AddressVerify').map((c) => c.id),
    );
  });

  it('answers an unknown operation or language with a tool error', async () => {
    await expectToolError(
      'get_operation',
      {operationId: 'LaunchRocket'},
      /Unknown operation "LaunchRocket"\. Operation ids: .*AddressVerify/,
    );
    await expectToolError(
      'get_operation',
      {operationId: 'AddressVerify', language: 'cobol'},
      /Input validation error.*language/s,
    );
  });
});

describe('list_test_inputs', () => {
  it("lists the catalogue's cases, with whole answers for one operation", async () => {
    const all = await call('list_test_inputs', {});
    const listed = all.structured.cases as {id: string; response: {body?: unknown}}[];
    expect(listed.map((testCase) => testCase.id)).toEqual(cases.map((testCase) => testCase.id));
    expect(listed.every((testCase) => testCase.response.body === undefined)).toBe(true);
    const postcodes = await call('list_test_inputs', {operationId: 'Postcodes'});
    const one = postcodes.structured.cases as {id: string; response: {body?: unknown}}[];
    const expected = cases.filter((testCase) => testCase.operationId === 'Postcodes');
    expect(one.map((testCase) => testCase.id)).toEqual(expected.map((testCase) => testCase.id));
    expect(one[0]!.response.body).toEqual(expected[0]!.response.body);
    await expectToolError('list_test_inputs', {operationId: 'Nope'}, /Unknown operation "Nope"/);
  });
});

describe('call_sandbox', () => {
  it('answers every documented test input exactly as the catalogue says', async () => {
    for (const testCase of cases.filter((c) => c.request.method === 'GET').slice(0, 12)) {
      const {request, response} = testCase;
      const result = await call('call_sandbox', {
        method: request.method,
        path: `/v1${encodeURI(request.path)}`,
        ...(request.query ? {query: request.query} : {}),
        ...(request.headers ? {headers: request.headers} : {}),
      });
      expect(result.isError, result.text).toBe(false);
      expect(result.structured.status, testCase.id).toBe(response.status);
      expect(result.structured.body, testCase.id).toEqual(response.body);
      expect(result.structured.apiVersion).toBe(data.apiVersion);
    }
  });

  it('takes a POST body, and a full API URL whose host it never contacts', async () => {
    const verify = cases.find(
      (c) => c.operationId === 'AddressVerify' && c.response.status === 200,
    )!;
    const result = await call('call_sandbox', {
      method: 'POST',
      path: `${data.openapi.servers![0]!.url}/verify/addresses`,
      headers: verify.request.headers ?? {},
      body: verify.request.body,
    });
    expect(result.structured).toMatchObject({
      status: 200,
      body: verify.response.body,
      matchedCase: {id: verify.id},
    });
    expect(result.text).toContain(`Documented test input: ${verify.id}`);
  });

  it('answers requests the sandbox refuses with their API error, not a tool error', async () => {
    const result = await call('call_sandbox', {method: 'GET', path: '/v1/postcodes/ID1%201QD'});
    expect(result.isError).toBe(false);
    expect(result.structured.status).toBe(401);
  });

  it('answers malformed arguments with a tool error', async () => {
    await expectToolError(
      'call_sandbox',
      {method: 'FETCH', path: '/v1/keys'},
      /Input validation error.*method/s,
    );
    await expectToolError(
      'call_sandbox',
      {method: 'GET', path: 'keys'},
      /The path must start with "\/"/,
    );
    await expectToolError('call_sandbox', {method: 'GET'}, /Input validation error.*path/s);
  });
});

describe('report_problem', () => {
  it('returns the docs-mistake issue URL filled in with the page, reason, comment, sample and version', async () => {
    const {isError, structured, text} = await call('report_problem', {
      page: `${fixtureSiteUrl}/docs/guides/testing?utm_source=agent#test-keys`,
      reason: 'sample',
      comment: 'The curl sample answers 4010 with ak_test.',
      sample: {id: 'test-keys-1', language: 'curl'},
    });
    expect(isError, text).toBe(false);
    const url = new URL(structured.issueUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${fixtureRepository}/issues/new`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'docs-mistake.yml',
      'page-url': `${fixtureSiteUrl}/docs/guides/testing`,
      reason: 'A code sample does not work',
      problem: 'The curl sample answers 4010 with ak_test.',
      'sample-id': 'test-keys-1',
      'sample-language': 'curl',
      'docs-version': data.apiVersion,
    });
    expect(structured.fields).toEqual(
      Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'template')),
    );
    expect(text).toContain(structured.issueUrl as string);
    expect(text).toMatch(/nothing has been sent/i);
  });

  it('refuses a comment with HTML or a key that is not a documented test key, and an unknown page', async () => {
    await expectToolError(
      'report_problem',
      {page: '/docs/guides/testing', comment: 'Broken <img src=x onerror=alert(1)>'},
      /contains HTML/,
    );
    await expectToolError(
      'report_problem',
      {page: '/docs/guides/testing', comment: 'My key ak_live_9f8e7d fails'},
      /not a documented test key/,
    );
    const leaked = await call('report_problem', {
      page: '/docs/guides/testing',
      comment: 'My key ak_live_9f8e7d fails',
    });
    expect(leaked.text).not.toContain('ak_live_9f8e7d');
    await expectToolError('report_problem', {page: '/docs/nope'}, /No page at "\/docs\/nope"/);
    await expectToolError(
      'report_problem',
      {page: '/docs/guides/testing', reason: 'boring'},
      /Input validation error/,
    );
  });
});

describe('errors do not stop the server', () => {
  it('serves correct calls after a run of bad ones', async () => {
    await client.callTool({name: 'get_page', arguments: {page: '/nope'}});
    await client.callTool({name: 'get_operation', arguments: {operationId: 'Nope'}});
    await client.callTool({name: 'search_docs', arguments: {query: ['not', 'a', 'string']}});
    await expect(client.callTool({name: 'no_such_tool', arguments: {}})).resolves.toMatchObject({
      isError: true,
    });
    const after = await call('search_docs', {query: 'test keys'});
    expect(after.isError).toBe(false);
    expect((after.structured.results as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('resources and the prompt', () => {
  it('publishes llms.txt, openapi.json and each page twin through a template', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        'docs://llms.txt',
        'docs://openapi.json',
        'docs://pages/docs/guides/testing',
      ]),
    );
    const {resourceTemplates} = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'docs://pages/{+path}',
    ]);
    const llms = await client.readResource({uri: 'docs://llms.txt'});
    expect(llms.contents[0]).toMatchObject({text: data.llmsTxt, mimeType: 'text/markdown'});
    const spec = await client.readResource({uri: 'docs://openapi.json'});
    expect(JSON.parse((spec.contents[0] as {text: string}).text).info.version).toBe(
      data.apiVersion,
    );
    const page = await client.readResource({uri: 'docs://pages/docs/guides/testing'});
    expect(page.contents[0]).toMatchObject({
      text: data.pagesByPath.get('/docs/guides/testing')!.markdown,
    });
    await expect(client.readResource({uri: 'docs://pages/docs/nope'})).rejects.toThrow(
      /No page at \/docs\/nope/,
    );
  });

  it('offers the integrate-address-lookup prompt, for the style asked', async () => {
    const {prompts} = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['integrate-address-lookup']);
    const prompt = await client.getPrompt({
      name: 'integrate-address-lookup',
      arguments: {style: 'react'},
    });
    const text = (prompt.messages[0]!.content as {text: string}).text;
    expect(text).toContain('/docs/address-lookup/react');
    expect(text).toContain('call_sandbox');
    expect(text).toContain(data.apiVersion);
  });
});

describe('without a build', () => {
  it('loading says in one line which command to run', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-empty-'));
    try {
      expect(() => loadDocsData({buildDir: empty, siteUrl: fixtureSiteUrl})).toThrow(
        MissingBuildError,
      );
      expect(() => loadDocsData({buildDir: empty, siteUrl: fixtureSiteUrl})).toThrow(
        /^No docs build in .* \(llms\.txt is missing\): run `npm run build` first, then start the MCP server again\.$/,
      );
    } finally {
      fs.rmSync(empty, {recursive: true, force: true});
    }
  });
});

describe('get_changelog', () => {
  it('lists every entry, newest first, with the generated changes of API releases', async () => {
    const result = await call('get_changelog', {});
    expect(result.isError, result.text).toBe(false);
    const entries = result.structured.entries as {id: string}[];
    expect(entries.map((entry) => entry.id)).toEqual([
      '2026-05-field-removed',
      '2026-03-widget-2-4',
      '2026-02-api-2-0',
    ]);
    expect(result.text).toContain(
      'BREAKING removed: GET /autocomplete/addresses (FindAddress): Removed the optional response field `result.hits[].label` (200). [response-optional-property-removed]',
    );
  });

  it('answers what changed since a version, an entry id or a date, optionally of one kind', async () => {
    const ids = async (args: Record<string, unknown>) =>
      ((await call('get_changelog', args)).structured.entries as {id: string}[]).map((e) => e.id);
    expect(await ids({since: '2.0.0'})).toEqual(['2026-05-field-removed', '2026-03-widget-2-4']);
    expect(await ids({since: '2.0.0', kind: 'api'})).toEqual(['2026-05-field-removed']);
    expect(await ids({since: '2026-03-widget-2-4'})).toEqual(['2026-05-field-removed']);
    expect(await ids({since: '2026-02'})).toEqual(['2026-05-field-removed', '2026-03-widget-2-4']);
    expect(await ids({since: '2.1.0'})).toEqual([]);
  });

  it('names the versions it knows when since matches nothing', async () => {
    await expectToolError(
      'get_changelog',
      {since: '9.9.9'},
      /Versions: 2\.1\.0 \(api\), 2\.4 \(widget\), 2\.0\.0 \(api\)/,
    );
  });
});
