/**
 * lib/build-output: route → built page, twin path and absolute URL, the one
 * statement the twins, Pagefind, the MCP server and the servers share; and
 * the look-up on the disk (lib/build-output/files.ts) over a fixture build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  absoluteUrl,
  builtHtmlFile,
  htmlFileCandidates,
  markdownTwinPath,
  routeOfHtmlFile,
  routeOfTwin,
} from '../../lib/build-output';
import {builtHtmlPath} from '../../lib/build-output/files';

let buildDir: string | undefined;
afterAll(() => {
  if (buildDir) fs.rmSync(buildDir, {recursive: true, force: true});
});

/** A build folder with an empty file at each of `files` (relative, `/`-separated). */
function fixtureBuild(files: string[]): string {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-output-'));
  for (const file of files.map((name) => path.join(buildDir!, name))) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, '');
  }
  return buildDir;
}

describe('route → built page', () => {
  it('names the home page index.html and any other route <route>.html, then <route>/index.html', () => {
    expect(htmlFileCandidates('/')).toEqual(['index.html']);
    expect(htmlFileCandidates('/docs')).toEqual(['docs.html', 'docs/index.html']);
    expect(htmlFileCandidates('/docs/guides/testing')).toEqual([
      'docs/guides/testing.html',
      'docs/guides/testing/index.html',
    ]);
  });

  it('drops trailing slashes, on the home page too', () => {
    expect(htmlFileCandidates('/docs/api/')).toEqual(['docs/api.html', 'docs/api/index.html']);
    expect(htmlFileCandidates('//')).toEqual(['index.html']);
  });

  it('takes the first candidate the build holds', () => {
    const has = (files: string[]) => (relative: string) => files.includes(relative);
    expect(builtHtmlFile('/docs/api', has(['docs/api/index.html']))).toBe('docs/api/index.html');
    expect(builtHtmlFile('/docs/api', has(['docs/api.html', 'docs/api/index.html']))).toBe(
      'docs/api.html',
    );
    expect(builtHtmlFile('/docs/none', has(['docs/api.html']))).toBeUndefined();
  });

  it('finds regular files on the disk, and no folder named like a page', () => {
    const dir = fixtureBuild([
      'index.html',
      'docs/guides/testing.html',
      'docs/api/index.html',
      'docs/folder.html/x.txt',
    ]);
    expect(builtHtmlPath(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(builtHtmlPath(dir, '/docs/guides/testing')).toBe(
      path.join(dir, 'docs/guides/testing.html'),
    );
    expect(builtHtmlPath(dir, '/docs/api/')).toBe(path.join(dir, 'docs/api/index.html'));
    expect(builtHtmlPath(dir, '/docs/folder')).toBeUndefined();
    expect(builtHtmlPath(dir, '/docs/missing')).toBeUndefined();
  });

  it('reads the route back from a built file', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('docs/a.html')).toBe('/docs/a');
    expect(routeOfHtmlFile('docs/a/index.html')).toBe('/docs/a');
    expect(routeOfHtmlFile('search.html')).toBe('/search');
    for (const route of ['/', '/docs', '/docs/guides/testing']) {
      for (const file of htmlFileCandidates(route)) expect(routeOfHtmlFile(file)).toBe(route);
    }
  });
});

describe('route → Markdown twin', () => {
  it('puts the twin beside the page, and the home page’s at /index.md', () => {
    expect(markdownTwinPath('/docs/guides/testing')).toBe('/docs/guides/testing.md');
    expect(markdownTwinPath('/docs/guides/testing/')).toBe('/docs/guides/testing.md');
    expect(markdownTwinPath('/docs')).toBe('/docs.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });

  it('reads the route back from a twin file', () => {
    expect(routeOfTwin('index.md')).toBe('/');
    expect(routeOfTwin('docs.md')).toBe('/docs');
    expect(routeOfTwin('docs/guides/testing.md')).toBe('/docs/guides/testing');
    for (const route of ['/', '/docs', '/docs/api/find-address']) {
      expect(routeOfTwin(markdownTwinPath(route).slice(1))).toBe(route);
    }
  });
});

describe('route → absolute URL', () => {
  it('joins the origin and the route with one slash', () => {
    expect(absoluteUrl('https://docs.example.test', '/docs/api')).toBe(
      'https://docs.example.test/docs/api',
    );
    expect(absoluteUrl('https://docs.example.test/', '/index.md')).toBe(
      'https://docs.example.test/index.md',
    );
    expect(absoluteUrl('https://docs.example.test//', 'llms.txt')).toBe(
      'https://docs.example.test/llms.txt',
    );
  });
});
