import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import * as tar from 'tar';
import {loadDocsData} from '../../lib/mcp/data';
import {writeMcpPackage, type McpPackageOptions} from '../../lib/mcp/package';
import {makeFixtureBuild} from '../support/mcp';

const root = path.resolve(__dirname, '../..');
let build: string;
let work: string;

const options = (): McpPackageOptions => ({
  outDir: build,
  siteDir: root,
  entry: 'tests/fixtures/mcp-package/entry.ts',
  name: '@example/docs-mcp',
  command: 'example-docs-mcp',
  path: '/example-docs-mcp.tgz',
  version: '1.2.3',
  description: 'Docs as an MCP server.',
  readme: '# @example/docs-mcp\n',
});

beforeEach(() => {
  build = makeFixtureBuild();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-package-test-'));
});

afterEach(() => {
  fs.rmSync(build, {recursive: true, force: true});
  fs.rmSync(work, {recursive: true, force: true});
});

/** The tarball's entries, name → mode. */
async function entries(file: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  await tar.list({file, onReadEntry: (entry) => void found.set(entry.path, entry.mode ?? 0)});
  return found;
}

describe('the MCP package', () => {
  it('packs the bundled server, its data and a manifest with a bin and no dependencies', async () => {
    const file = await writeMcpPackage(options());
    expect(file).toBe(path.join(build, 'example-docs-mcp.tgz'));
    const listed = await entries(file);
    expect([...listed.keys()]).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/README.md',
        'package/server.cjs',
        'package/data/llms.txt',
        'package/data/openapi.json',
        'package/data/sandbox/test-inputs.json',
        'package/data/anchors.json',
        'package/data/docs/guides/testing.md',
      ]),
    );
    expect(listed.get('package/server.cjs')! & 0o111).not.toBe(0);

    await tar.extract({file, cwd: work});
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'package/package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: '@example/docs-mcp',
      version: '1.2.3',
      bin: {'example-docs-mcp': 'server.cjs'},
      engines: {node: '>=20'},
    });
    expect(manifest.dependencies).toBeUndefined();
    // The bundle runs as a command, and finds its data beside it.
    const server = path.join(work, 'package/server.cjs');
    expect(fs.readFileSync(server, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(execFileSync(process.execPath, [server], {encoding: 'utf8'}).trim()).toBe(
      path.join(work, 'package/data'),
    );
  });

  it('holds data the server loads as it loads a build, heading anchors included', async () => {
    const file = await writeMcpPackage(options());
    await tar.extract({file, cwd: work});
    const data = path.join(work, 'package/data');
    // No HTML in the package: the anchors come from anchors.json, as they came from the pages.
    expect(fs.readdirSync(data, {recursive: true}).some((f) => String(f).endsWith('.html'))).toBe(
      false,
    );
    const packed = loadDocsData({buildDir: data, siteUrl: 'https://docs.example.test'});
    const built = loadDocsData({buildDir: build, siteUrl: 'https://docs.example.test'});
    expect(packed.pages.map((page) => page.path)).toEqual(built.pages.map((page) => page.path));
    for (const page of built.pages) {
      expect(packed.pagesByPath.get(page.path)!.headings, page.path).toEqual(page.headings);
    }
  });

  it('is the same file, byte for byte, when written again from the same build', async () => {
    const digest = (file: string) =>
      crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const first = digest(await writeMcpPackage(options()));
    const second = digest(await writeMcpPackage(options()));
    expect(second).toBe(first);
  });

  it('names the file the build lacks', async () => {
    fs.rmSync(path.join(build, 'openapi.json'));
    await expect(writeMcpPackage(options())).rejects.toThrow(/needs openapi\.json in the build/);
  });
});
