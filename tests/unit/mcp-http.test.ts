/**
 * `npm run mcp -- --http`: Streamable HTTP on 127.0.0.1 (lib/mcp/http.ts).
 * An SDK client connects and calls tools; the DNS rebinding guard refuses a
 * foreign Host or Origin with 403 before the body is read; malformed requests
 * get JSON-RPC errors from the SDK's transport; and the server goes on
 * serving after each of them.
 */
import fs from 'node:fs';
import http from 'node:http';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {DocsData} from '../../lib/mcp/data';
import {hostnameOf, rebindingGuard, startHttpServer} from '../../lib/mcp/http';
import {DocsSearch} from '../../lib/mcp/search';
import {toolNames} from '../../lib/mcp/tool-names';
import {fixtureServerFactory, loadFixture, makeFixtureBuild, textOf} from '../support/mcp';

/** One of the ports this suite may use (6120-6140). */
const PORT = 6121;
let dir: string;
let data: DocsData;
let server: {url: string; close: () => Promise<void>};
const logged: string[] = [];

beforeAll(async () => {
  dir = makeFixtureBuild();
  data = loadFixture(dir);
  // Indexed in the background, as npm run mcp does: search_docs waits for it.
  server = await startHttpServer({
    port: PORT,
    createServer: fixtureServerFactory(data, DocsSearch.build(data.pages)),
    allowedHosts: ['mcp.example.test'],
    allowedOrigins: ['https://docs.example.test'],
    log: (message) => logged.push(message),
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request, with exactly the headers given (Host included). */
function request(
  options: {method?: string; path?: string; headers?: Record<string, string>},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: options.method ?? 'POST',
        path: options.path ?? '/mcp',
        headers: {
          host: `127.0.0.1:${PORT}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const listTools = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {}});

async function connect(): Promise<Client> {
  const client = new Client({name: 'mcp-http-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  return client;
}

async function expectStillServing(): Promise<void> {
  const client = await connect();
  try {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'test keys'}});
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain('/docs/guides/testing');
  } finally {
    await client.close();
  }
}

describe('Streamable HTTP', () => {
  it('listens on 127.0.0.1 at /mcp', () => {
    expect(server.url).toBe(`http://127.0.0.1:${PORT}/mcp`);
  });

  it('serves an SDK client: tools, a tool call and a resource', async () => {
    const client = await connect();
    try {
      const {tools} = await client.listTools();
      expect(tools).toHaveLength(toolNames.length);
      const page = await client.callTool({
        name: 'get_page',
        arguments: {page: '/docs/guides/testing', section: 'test-keys'},
      });
      expect((page.structuredContent as {markdown: string}).markdown).toMatch(/^## Test keys/);
      const llms = await client.readResource({uri: 'docs://llms.txt'});
      expect(llms.contents[0]).toMatchObject({text: data.llmsTxt});
    } finally {
      await client.close();
    }
  });

  it('answers a request from a loopback name, an allowed host or the host of an allowed origin', async () => {
    for (const host of [
      `127.0.0.1:${PORT}`,
      `localhost:${PORT}`,
      'mcp.example.test',
      'docs.example.test',
    ]) {
      const response = await request({headers: {host}}, listTools);
      expect(response.status, host).toBe(200);
      expect(JSON.parse(response.body).result.tools).toHaveLength(toolNames.length);
    }
  });
});

describe('the DNS rebinding guard', () => {
  it('refuses a foreign Host with 403 and a JSON-RPC error', async () => {
    for (const host of ['evil.example', `evil.example:${PORT}`, '127.0.0.1.evil.example']) {
      const response = await request({headers: {host}}, listTools);
      expect(response.status, host).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: {message: expect.stringMatching(/^Forbidden: Host ".*" is not allowed\.$/)},
      });
    }
    await expectStillServing();
  });

  it('refuses a foreign Origin, and accepts its own and allowed origins', async () => {
    const refused = await request({headers: {origin: 'https://evil.example'}}, listTools);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error.message).toBe(
      'Forbidden: Origin "https://evil.example" is not allowed.',
    );
    for (const origin of [
      `http://127.0.0.1:${PORT}`,
      `http://localhost:${PORT}`,
      'https://docs.example.test',
    ]) {
      const accepted = await request({headers: {origin}}, listTools);
      expect(accepted.status, origin).toBe(200);
    }
    await expectStillServing();
  });

  it('reads the Host header strictly', () => {
    expect(hostnameOf('127.0.0.1:6121')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
    expect(hostnameOf('LOCALHOST')).toBe('localhost');
    expect(hostnameOf('user@127.0.0.1')).toBeUndefined();
    expect(hostnameOf('127.0.0.1/path')).toBeUndefined();
    expect(rebindingGuard({}, ['127.0.0.1'], [])).toBe('Missing Host header.');
  });
});

describe('bad requests get protocol errors, and the server keeps serving', () => {
  it('malformed JSON: a parse error', async () => {
    const response = await request({}, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe(-32700);
    await expectStillServing();
  });

  it('JSON that is not JSON-RPC: an invalid request', async () => {
    const response = await request({}, '{"hello": "world"}');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error).toBeDefined();
    await expectStillServing();
  });

  it('a wrong content type, a wrong Accept header, a wrong method, a wrong path', async () => {
    const text = await request({headers: {'content-type': 'text/plain'}}, listTools);
    expect(text.status).toBe(415);
    expect(JSON.parse(text.body).error).toBeDefined();
    const accept = await request({headers: {accept: 'text/html'}}, listTools);
    expect(accept.status).toBe(406);
    expect(JSON.parse(accept.body).error).toBeDefined();
    const put = await request({method: 'PUT'}, listTools);
    expect(put.status).toBe(405);
    const elsewhere = await request({path: '/admin'}, listTools);
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body).error.message).toMatch(/the MCP endpoint is \/mcp/);
    await expectStillServing();
  });

  it('a tool call with malformed arguments: a tool error in a normal answer', async () => {
    const response = await request(
      {},
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: {name: 'get_operation', arguments: {operationId: 12}},
      }),
    );
    expect(response.status).toBe(200);
    const {result} = JSON.parse(response.body);
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(/Input validation error.*operationId/s);
    expect(logged).toEqual([]);
  });
});
