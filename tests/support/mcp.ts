/**
 * The MCP server's unit tests run on a build-shaped fixture folder
 * (tests/fixtures/mcp-build, see its README) plus the spec and the test-input
 * catalogue that `npm run gen` publishes, and talk to the server through the
 * SDK's in-memory transport pair.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {loadDocsData, type DocsData} from '../../lib/mcp/data';
import {pageSamples, type SampleSource} from '../../lib/mcp/operations';
import {DocsSearch} from '../../lib/mcp/search';
import {createDocsServer, docsServerFactory} from '../../lib/mcp/server';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {createSandbox} from '../../lib/sandbox/index';
import {documentedKeys} from '../../src/utils/repository';

const root = path.resolve(__dirname, '../..');
export const fixtureSiteUrl = 'https://docs.example.test';
/** The repository report_problem points at in the unit tests. */
export const fixtureRepository = 'https://github.example.test/acme/docs';

/** A long page: 30 sections of about 900 characters, with a fenced block in each. */
function longPage(): string {
  const sections = Array.from({length: 30}, (_, index) => {
    const words = Array.from({length: 120}, (_, word) => `word${(word * 7 + index) % 50}`);
    return `## Section ${index + 1}\n\n${words.join(' ')}.\n\n\`\`\`json\n{"section": ${index + 1}}\n\`\`\`\n`;
  });
  return `# A long page\n\nIt has many sections.\n\n${sections.join('\n')}`;
}

/** A temporary build-shaped folder; remove it with `fs.rmSync(dir, {recursive: true})`. */
export function makeFixtureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  fs.cpSync(path.join(root, 'tests/fixtures/mcp-build'), dir, {recursive: true});
  fs.rmSync(path.join(dir, 'README.md'));
  fs.copyFileSync(path.join(root, 'static/openapi.json'), path.join(dir, 'openapi.json'));
  fs.mkdirSync(path.join(dir, 'sandbox'));
  fs.copyFileSync(
    path.join(root, 'static/sandbox/test-inputs.json'),
    path.join(dir, 'sandbox/test-inputs.json'),
  );
  fs.writeFileSync(path.join(dir, 'docs/guides/long-page.md'), longPage());
  return dir;
}

export function loadFixture(dir: string): DocsData {
  return loadDocsData({buildDir: dir, siteUrl: fixtureSiteUrl});
}

/**
 * What `startHttpServer` takes to make the docs server for each request,
 * over one data set, search index and sandbox, as `npm run mcp` does
 * (which indexes in the background: pass `DocsSearch.build(data.pages)`).
 */
export function fixtureServerFactory(
  data: DocsData,
  search: DocsSearch | Promise<DocsSearch> = new DocsSearch(data.pages),
): () => McpServer {
  const sandbox = createSandbox();
  return docsServerFactory({
    data,
    search: () => search,
    sandbox,
    sample: pageSamples(sampleCredentials),
    name: 'example-docs',
    productName: 'Example',
  });
}

/** A client connected to a fresh server over the SDK's in-memory pair. */
export async function connectInMemory(
  data: DocsData,
  sample: SampleSource = pageSamples(sampleCredentials),
): Promise<Client> {
  const search = new DocsSearch(data.pages);
  const server = createDocsServer({
    data,
    search: () => search,
    sandbox: createSandbox(),
    sample,
    issues: {repository: fixtureRepository, documentedKeys},
    name: 'example-docs',
    productName: 'Example',
  });
  return connectServer(server);
}

/** A client connected to this server over the SDK's in-memory pair. */
export async function connectServer(server: McpServer): Promise<Client> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  await client.connect(clientTransport);
  return client;
}

/** The text of a tool result's first content block. */
export function textOf(result: unknown): string {
  const content = (result as {content?: {type: string; text?: string}[]}).content ?? [];
  return content.find((block) => block.type === 'text')?.text ?? '';
}
