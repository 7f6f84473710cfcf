import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {formatProblem} from '../../lib/content-lint/problems';
import {routeOf} from '../../lib/content-lint/sources';
import {runContentCheck} from '../../scripts/content-check/run';

const fixtures = path.resolve('tests/fixtures/content-check');
const temporary: string[] = [];

/** A copy of the clean fixture site, with `broken/<name>.mdx` as docs/guides/broken.mdx. */
function siteWith(brokenPage?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  temporary.push(dir);
  fs.cpSync(path.join(fixtures, 'site'), dir, {recursive: true});
  if (brokenPage) {
    fs.copyFileSync(
      path.join(fixtures, 'broken', `${brokenPage}.mdx`),
      path.join(dir, 'docs/guides/broken.mdx'),
    );
  }
  return dir;
}

async function check(brokenPage?: string): Promise<string[]> {
  return (await runContentCheck({siteDir: siteWith(brokenPage)})).map(formatProblem);
}

afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, {recursive: true, force: true});
});

describe('npm run check: each rule names the file and line of a broken page', () => {
  it('passes the clean fixture site, whose links use file paths, site paths, anchors, a custom heading id, a partial and generated pages', async () => {
    expect(await check()).toEqual([]);
  });

  it('reports a tag that docs/tags.yml does not list, on the tags line', async () => {
    expect(await check('unknown-tag')).toEqual([
      expect.stringMatching(/^docs\/guides\/broken\.mdx:4: unknown tag "nope"/),
    ]);
  });

  it('reports a page without a description', async () => {
    expect(await check('missing-description')).toEqual([
      'docs/guides/broken.mdx:1: front matter needs a non-empty "description".',
    ]);
  });

  it('reports a page in no sidebar and a sidebar entry whose page is gone', async () => {
    expect(await check('no-sidebar')).toEqual([
      expect.stringMatching(
        /^docs\/guides\/broken\.mdx:1: the doc "guides\/orphan" is in no sidebar/,
      ),
      // The page moved to /docs/guides/orphan, so a link to its old path breaks too.
      expect.stringMatching(/^docs\/guides\/index\.mdx:12: broken link ".*\/docs\/guides\/broken"/),
      'sidebars.ts:1: sidebar "guides" lists the doc "guides/broken", which does not exist.',
    ]);
  });

  it('reports an unknown %%placeholder%% on its line', async () => {
    expect(await check('unknown-token')).toEqual([
      expect.stringMatching(/^docs\/guides\/broken\.mdx:10: unknown placeholder %%supportMail%%/),
    ]);
  });

  it('reports a relative link to a file that does not exist', async () => {
    expect(await check('broken-file-link')).toEqual([
      'docs/guides/broken.mdx:10: broken link "./missing.mdx": no page at docs/guides/missing.mdx.',
    ]);
  });

  it('reports a site path that no page has', async () => {
    expect(await check('broken-site-path')).toEqual([
      'docs/guides/broken.mdx:10: broken link "/docs/guides/nowhere": no page has the path /docs/guides/nowhere.',
    ]);
  });

  it('reports an anchor that is not a heading id of the target (a custom id replaces the generated one)', async () => {
    expect(await check('broken-anchor')).toEqual([
      'docs/guides/broken.mdx:10: broken anchor "/docs/guides/testing#keys-in-ci": docs/guides/testing.mdx has no heading with the id "keys-in-ci".',
    ]);
  });

  it('reports a fact that contradicts its source through the facts lint (an unknown widget option)', async () => {
    expect(await check('facts')).toEqual([
      'docs/guides/broken.mdx:14: setup() is given "outputFieldz", which is not an option, callback or message in src/data/address-lookup.ts.',
    ]);
  });

  it('reports Markdown style through markdownlint (a second H1)', async () => {
    expect(await check('markdown-style')).toEqual([
      expect.stringMatching(/^docs\/guides\/broken\.mdx:11: .*\[MD025\/single-title\]$/),
    ]);
  });
});

describe('npm run check on the real tree', () => {
  it('finds no problem in the docs as committed', async () => {
    expect((await runContentCheck()).map(formatProblem)).toEqual([]);
  }, 120_000);
});

describe('npm run check from the command line', () => {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const run = (dir: string) =>
    spawnSync(tsx, ['scripts/check.ts', dir], {encoding: 'utf8', timeout: 120_000});

  it('prints nothing and exits 0 on a clean tree', () => {
    const result = run(siteWith());
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('exits 1 and prints file:line: message for a broken page', () => {
    const result = run(siteWith('broken-site-path'));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(
      'docs/guides/broken.mdx:10: broken link "/docs/guides/nowhere": no page has the path /docs/guides/nowhere.\n',
    );
  }, 120_000);
});

describe('page routes as Docusaurus derives them', () => {
  const docs = {dir: 'docs', routeBasePath: '/docs'};
  it('serves index pages at their folder and other pages at their id', () => {
    expect(routeOf('guides/index.mdx', {}, docs)).toEqual({
      id: 'guides/index',
      permalink: '/docs/guides',
    });
    expect(routeOf('guides/testing.mdx', {}, docs)).toEqual({
      id: 'guides/testing',
      permalink: '/docs/guides/testing',
    });
  });
  it('follows front matter id and slug', () => {
    expect(routeOf('guides/testing.mdx', {id: 'tests'}, docs).permalink).toBe('/docs/guides/tests');
    expect(routeOf('guides/testing.mdx', {slug: '/qa'}, docs).permalink).toBe('/docs/qa');
  });
});
