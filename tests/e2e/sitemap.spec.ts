import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {redirects} from '../../config/redirects';
import {sitemap} from '../../config/sitemap';
import {identity} from '../../src/identity';
import {
  buildDir,
  htmlFiles,
  isNoIndex,
  isRedirectStub,
  pathOfHtmlFile,
  readBuildFile,
} from './build-pages';

const xml = fs.readFileSync(path.join(buildDir, sitemap.filename), 'utf8');
const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
  changefreq: /<changefreq>([^<]+)<\/changefreq>/.exec(body)?.[1],
  priority: /<priority>([^<]+)<\/priority>/.exec(body)?.[1],
}));
const paths = entries.map((entry) => new URL(entry.loc).pathname);

test.describe('sitemap.xml', () => {
  test('lists each page once on the docs host, weekly, priority 0.5', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${identity.urls.docs}/`), entry.loc).toBe(true);
      expect(entry.changefreq, entry.loc).toBe('weekly');
      expect(entry.priority, entry.loc).toBe('0.5');
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('leaves out the 404 page, tag pages, the search page and redirect stubs', () => {
    for (const pathname of paths) {
      expect(pathname, pathname).not.toMatch(
        /^\/404(\.html)?$|^\/docs\/tags(\/|$)|^\/search(\/|$)/,
      );
    }
    for (const {from} of redirects) expect(paths).not.toContain(from);
  });

  test('lists every public page of the build', () => {
    const publicPages = htmlFiles()
      .filter((file) => file !== '404.html')
      .map((file) => ({pathname: pathOfHtmlFile(file), html: readBuildFile(file)}))
      .filter(({html}) => !isRedirectStub(html) && !isNoIndex(html))
      .map(({pathname}) => pathname)
      .filter((pathname) => !/^\/search(\/|$)/.test(pathname));
    expect([...paths].sort()).toEqual(publicPages.sort());
  });

  test('every entry answers 200 and is indexable', async ({request}) => {
    for (const pathname of paths) {
      const response = await request.get(pathname, {maxRedirects: 0});
      expect(response.status(), pathname).toBe(200);
      expect(isNoIndex(await response.text()), pathname).toBe(false);
    }
  });
});
