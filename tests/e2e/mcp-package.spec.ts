import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {toolNames} from '../../lib/mcp/tool-names';
import {mcpPackage} from '../../src/identity';
import {testKeys} from '../../lib/sandbox/test-keys';
import {installMcpPackage} from '../../scripts/lib/mcp-package-install';
import {inspect} from '../support/inspector';

/**
 * The docs MCP server as a package (lib/mcp/package.ts), as an agent gets
 * it: the tarball the build publishes is installed from the served site into
 * an empty folder, with an empty npm cache, then driven by the official MCP
 * Inspector's CLI (the server it starts runs on this Node, 20). The one-line
 * client config, `npx -y <tarball URL>`, is tried the same way.
 */
test.describe.configure({mode: 'serial', timeout: 240_000});

let folder: string;
let server: string[];

test.beforeAll(async ({baseURL}) => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-package-'));
  server = [process.execPath, installMcpPackage(folder, `${baseURL}${mcpPackage.path}`)];
});

test.afterAll(() => {
  fs.rmSync(folder, {recursive: true, force: true});
});

const call = (request: string[]) => inspect({target: server, request, home: folder});

test('installs alone: one package with its bin, no dependency to fetch', () => {
  const installed = path.join(folder, 'node_modules', mcpPackage.name);
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  expect(manifest.bin).toEqual({[mcpPackage.command]: 'server.cjs'});
  expect(manifest.dependencies ?? {}).toEqual({});
  // Nothing but the package itself (and npm's own files) in node_modules.
  const entries = fs
    .readdirSync(path.join(folder, 'node_modules'))
    .filter((e) => !e.startsWith('.'));
  expect(entries).toEqual([mcpPackage.name.split('/')[0]]);
  expect(fs.existsSync(path.join(installed, 'data/llms.txt'))).toBe(true);
});

test('tools/list: every tool of the server', async () => {
  const {tools} = (await call(['--method', 'tools/list'])) as {tools: {name: string}[]};
  expect(tools.map((tool) => tool.name).sort()).toEqual([...toolNames].sort());
});

test('search_docs finds the page that answers', async () => {
  const result = (await call([
    '--method',
    'tools/call',
    '--tool-name',
    'search_docs',
    '--tool-arg',
    'query=keep military addresses out of the suggestions',
    'limit=3',
  ])) as {structuredContent: {results: {path: string}[]}};
  expect(result.structuredContent.results.map((hit) => hit.path)).toContain(
    '/docs/address-lookup/exclude-military',
  );
});

test("get_operation describes an operation with its page's sample", async () => {
  const result = (await call([
    '--method',
    'tools/call',
    '--tool-name',
    'get_operation',
    '--tool-arg',
    'operationId=Postcodes',
    'language=python',
  ])) as {structuredContent: {operation: {operationId: string; sample: {source: string}}}};
  const {operation} = result.structuredContent;
  expect(operation.operationId).toBe('Postcodes');
  expect(operation.sample.source).toContain('import requests');
});

test('call_sandbox answers a documented test input, offline', async () => {
  const result = (await call([
    '--method',
    'tools/call',
    '--tool-name',
    'call_sandbox',
    '--tool-arg',
    'method=GET',
    `path=/v1/keys/${testKeys.usable}`,
  ])) as {structuredContent: {status: number; body: {code: number; result: {available: boolean}}}};
  expect(result.structuredContent.status).toBe(200);
  expect(result.structuredContent.body.code).toBe(2000);
  expect(result.structuredContent.body.result.available).toBe(true);
});

test('get_changelog answers from the changelog the package carries, offline', async () => {
  const result = (await call(['--method', 'tools/call', '--tool-name', 'get_changelog'])) as {
    structuredContent: {apiVersion: string; entries: {id: string}[]};
  };
  expect(result.structuredContent.apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
  expect(result.structuredContent.entries.length).toBeGreaterThan(0);
});

test('the one-line config, npx -y <tarball URL>, starts the same server, then offline', async ({
  baseURL,
}) => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-npx-'));
  const url = `${baseURL}${mcpPackage.path}`;
  try {
    for (const target of [
      ['npx', '-y', url],
      // Downloaded once, it starts with npm forbidden to use the network.
      ['npx', '-y', '--offline', url],
    ]) {
      const {tools} = (await inspect({
        target,
        request: ['--method', 'tools/list'],
        home: empty,
      })) as {tools: unknown[]};
      expect(tools, target.join(' ')).toHaveLength(toolNames.length);
    }
  } finally {
    fs.rmSync(empty, {recursive: true, force: true});
  }
});
