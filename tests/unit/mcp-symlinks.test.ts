/**
 * The MCP server reads only regular files inside the build (issue 41,
 * finding 6), as scripts/serve.ts and nginx serve them: a build copy with
 * planted symbolic links (a twin pointing at /etc/passwd and at a secret file
 * outside the build, a folder pointing outside, a built page pointing
 * outside) serves none of them through `get_page`, the page resources or
 * `search_docs`; a required file that is a link stops the server with a
 * message naming it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readBuildFile, type DocsData} from '../../lib/mcp/data';
import {PAGE_RESOURCE_PREFIX} from '../../lib/mcp/server';
import {connectInMemory, loadFixture, makeFixtureBuild, textOf} from '../support/mcp';

/** What the files outside the build hold: it must never come back from the server. */
const SECRET = 'SECRET-OUTSIDE-THE-BUILD';
const PASSWD = fs.existsSync('/etc/passwd') ? '/etc/passwd' : undefined;

let dir: string;
let outside: string;
let data: DocsData;
let client: Client;

beforeAll(async () => {
  dir = makeFixtureBuild();
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.md'), `# Secret\n\n${SECRET} root:x:0:0\n`);
  fs.mkdirSync(path.join(outside, 'folder'));
  fs.writeFileSync(path.join(outside, 'folder', 'inside.md'), `# Inside\n\n${SECRET}\n`);
  fs.writeFileSync(path.join(outside, 'page.html'), `<h2 id="x">${SECRET}</h2>`);
  const docs = path.join(dir, 'docs');
  fs.symlinkSync(PASSWD ?? path.join(outside, 'secret.md'), path.join(docs, 'evil.md'));
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(docs, 'guides', 'secret.md'));
  fs.symlinkSync(path.join(outside, 'folder'), path.join(docs, 'linked'));
  // A link inside the build to a twin inside it: still a link, still not read.
  fs.symlinkSync(path.join(docs, 'guides', 'long-page.md'), path.join(docs, 'alias.md'));
  // The built HTML a twin's anchors are read from.
  fs.symlinkSync(path.join(outside, 'page.html'), path.join(docs, 'guides', 'long-page.html'));
  data = loadFixture(dir);
  client = await connectInMemory(data);
});
afterAll(async () => {
  fs.rmSync(outside, {recursive: true, force: true});
  fs.rmSync(dir, {recursive: true, force: true});
  await client?.close();
});

describe('planted symbolic links in the build', () => {
  it('are no pages', () => {
    const paths = data.pages.map((page) => page.path);
    for (const planted of [
      '/docs/evil',
      '/docs/guides/secret',
      '/docs/linked/inside',
      '/docs/alias',
    ]) {
      expect(paths).not.toContain(planted);
    }
    expect(paths).toContain('/docs/guides/long-page');
    for (const page of data.pages) expect(page.markdown).not.toContain(SECRET);
    // Anchors come from the built page only when it is a regular file of the build.
    const longPage = data.pagesByPath.get('/docs/guides/long-page')!;
    expect(JSON.stringify(longPage.headings)).not.toContain(SECRET);
  });

  it('get_page answers an unknown page for each', async () => {
    for (const planted of ['/docs/evil', '/docs/guides/secret', '/docs/linked/inside']) {
      const result = await client.callTool({name: 'get_page', arguments: {page: planted}});
      expect(result.isError, planted).toBe(true);
      expect(textOf(result)).not.toContain(SECRET);
      expect(textOf(result)).not.toMatch(/root:x:0:0/);
    }
  });

  it('the page resources neither list nor read them', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris.some((uri) => /evil|secret|linked|alias/.test(uri))).toBe(false);
    for (const planted of ['docs/evil', 'docs/guides/secret', 'docs/linked/inside']) {
      const read = client.readResource({uri: `${PAGE_RESOURCE_PREFIX}${planted}`});
      await expect(read).rejects.toThrow();
    }
  });

  it('search_docs finds nothing of them', async () => {
    for (const query of [SECRET, 'root', 'nologin', 'Secret', 'Inside']) {
      const result = await client.callTool({name: 'search_docs', arguments: {query}});
      const {results} = result.structuredContent as {results: {path: string; excerpt: string}[]};
      for (const hit of results) {
        expect(hit.path, query).not.toMatch(/\/docs\/(?:evil|linked|alias)|secret/);
        expect(hit.excerpt, query).not.toContain(SECRET);
        expect(hit.excerpt, query).not.toMatch(/root:x:0:0/);
      }
    }
  });

  it('reads a regular file of the build, and no link, folder or file outside it', () => {
    const root = fs.realpathSync(dir);
    expect(readBuildFile(root, path.join(root, 'llms.txt'))).toBe(data.llmsTxt);
    expect(readBuildFile(root, path.join(root, 'docs', 'evil.md'))).toBeUndefined();
    expect(readBuildFile(root, path.join(root, 'docs', 'linked', 'inside.md'))).toBeUndefined();
    expect(readBuildFile(root, path.join(root, 'docs'))).toBeUndefined();
    expect(readBuildFile(root, path.join(outside, 'secret.md'))).toBeUndefined();
  });

  it('stops, naming the file, when a required file is a link', () => {
    const copy = makeFixtureBuild();
    try {
      fs.rmSync(path.join(copy, 'llms.txt'));
      fs.symlinkSync(path.join(outside, 'secret.md'), path.join(copy, 'llms.txt'));
      expect(() => loadFixture(copy)).toThrow(/llms\.txt is not a regular file inside the build/);
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});
