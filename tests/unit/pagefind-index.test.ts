import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {buildSearchIndex, routePathsOf} from '../../plugins/pagefind-index';
import {
  apiOperationOf,
  isIndexedPath,
  keywordsOf,
  prepareForIndex,
  vocabularyFile,
  vocabularyOf,
} from '../../plugins/pagefind-index/prepare';
import {identity} from '../../src/identity';
import {searchSections, sectionOf} from '../../src/search/sections';

const apiBasePath = new URL(identity.urls.api).pathname;

/** A docs page as the build writes it (minified, unquoted attributes). */
const guidePage = `<!doctype html><html lang=en><head><title>Testing</title><meta data-rh=true name=keywords content="sandbox,test key , 4011"/></head><body>
<nav class=navbar aria-label=Main>Navbar words zebrafish</nav>
<aside class=theme-doc-sidebar-container>Sidebar words quokka</aside>
<main><article>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs>Breadcrumb words narwhal</nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button>On this page words dugong</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Testing your integration</h1></header>
<p>Send requests with the test key to try every response without spending lookups.
A <span class=term_Tvc1><a href=/docs/terms/lookup>lookup</a><span id=term-1 role=tooltip class=card_mtjR hidden>Tooltip words axolotl</span></span> is the unit of billing.</p>
<h2 id=sandbox-inputs>Sandbox inputs<a href=#sandbox-inputs class=hash-link aria-label="Direct link">#</a></h2>
<p>Special postcodes return fixed errors so you can rehearse error handling.</p>
<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-bash"><code>curl code words wildebeest</code></pre></div></div>
<p>Use <code>inline_code_stays</code> in prose.</p>
<div class=table-region role=region tabindex=0 aria-label="At a glance"><table><thead><tr><th>Property<th>Value<tbody><tr><td>Dataset code<td><code>usps</code><tr><td>Refresh<td>Monthly</table></div>
</div>
<footer class="theme-doc-footer docusaurus-mt-lg">Tag words pangolin</footer>
</article>
<nav class=pagination-nav aria-label="Docs pages">Next page words gerenuk</nav>
</main>
<div class=theme-doc-toc-desktop>Table of contents words okapi</div>
<footer class=footer>Footer words capybara</footer>
</body></html>`;

const apiPage = `<!doctype html><html lang=en><head><title>Verify</title></head><body><main><article>
<div class="theme-doc-markdown markdown"><div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container"><h1 class=openapi__heading>Verify addresses</h1>
<pre class=openapi__method-endpoint><span class="badge badge--success">POST</span> <h2 class=openapi__method-endpoint-path>/verify/addresses</h2></pre>
<p>Checks a batch of addresses against postal data and returns corrected versions.</p>
</div><div class="col col--5 openapi-right-panel__container"><pre>curl sample words wombat</pre></div></div></div>
</article></main></body></html>`;

const page = (body: string, head = ''): string =>
  `<!doctype html><html lang=en><head>${head}</head><body><main><article><h1>Title</h1><p>${body}</p></article></main></body></html>`;

describe('search sections', () => {
  it('files each page under the section of its URL, and pages outside all sections under none', () => {
    expect(sectionOf('/docs/address-lookup')).toBe('Address Lookup');
    expect(sectionOf('/docs/address-lookup/restrict-country')).toBe('Address Lookup');
    expect(sectionOf('/docs/address-verification/getting-started')).toBe('Address Verification');
    expect(sectionOf('/docs/api/udprn')).toBe('API');
    expect(sectionOf('/docs/guides/allowed-urls')).toBe('Guides');
    expect(sectionOf('/docs/data/usps')).toBe('Data');
    expect(sectionOf('/docs/integrations/woocommerce')).toBe('Integrations');
    expect(sectionOf('/docs/how-to-switch/search-boundaries')).toBe('Switch From Google');
    expect(sectionOf('/docs/styling-with-css')).toBe('Switch From Google');
    expect(sectionOf('/docs/changelog')).toBeUndefined();
    expect(sectionOf('/docs/glossary')).toBeUndefined();
    // A shared prefix is not a parent folder.
    expect(sectionOf('/docs/database')).toBeUndefined();
  });

  it('offers the seven sections of the navbar', () => {
    expect(searchSections.map(({label}) => label).sort()).toEqual(
      [
        'API',
        'Address Lookup',
        'Address Verification',
        'Data',
        'Guides',
        'Integrations',
        'Switch From Google',
      ].sort(),
    );
  });
});

describe('pages prepared for the search index', () => {
  it('indexes docs pages of both instances but not tag listings or other pages', () => {
    expect(isIndexedPath('/docs/guides/testing')).toBe(true);
    expect(isIndexedPath('/docs/api/udprn')).toBe(true);
    expect(isIndexedPath('/docs')).toBe(true);
    expect(isIndexedPath('/docs/tags')).toBe(false);
    expect(isIndexedPath('/docs/tags/widget')).toBe(false);
    expect(isIndexedPath('/docs/api/tags/keys')).toBe(false);
    expect(isIndexedPath('/search')).toBe(false);
    expect(isIndexedPath('/')).toBe(false);
    expect(isIndexedPath('/docsearch')).toBe(false);
  });

  it('marks the article as the indexed body and files it under its section', () => {
    const prepared = prepareForIndex(guidePage, '/docs/guides/testing', apiBasePath)!;
    expect(prepared).toContain(
      '<article data-pagefind-body data-pagefind-filter="section:Guides">',
    );
    expect(prepared.match(/data-pagefind-body/g)).toHaveLength(1);
  });

  it('reads the method and path of an API operation and gives the path its version prefix', () => {
    expect(apiOperationOf(apiPage, apiBasePath)).toEqual({
      method: 'POST',
      path: `${apiBasePath}/verify/addresses`,
    });
    expect(apiOperationOf(guidePage, apiBasePath)).toBeUndefined();
    const prepared = prepareForIndex(apiPage, '/docs/api/address-verify', apiBasePath)!;
    expect(prepared).toContain('data-pagefind-meta="method:POST"');
    expect(prepared).toContain(
      `<h2 data-pagefind-meta="path:${apiBasePath}/verify/addresses" class=openapi__method-endpoint-path>${apiBasePath}/verify/addresses</h2>`,
    );
  });

  it('adds the front matter keywords to the indexed article, weighted like a title', () => {
    expect(keywordsOf(guidePage)).toBe('sandbox, test key, 4011');
    expect(keywordsOf(apiPage)).toBeUndefined();
    const prepared = prepareForIndex(guidePage, '/docs/guides/testing', apiBasePath)!;
    expect(prepared).toContain('<p data-pagefind-weight="7">sandbox, test key, 4011</p></article>');
  });

  it('leaves out noindex pages, redirect stubs, tag pages and pages without an article', () => {
    const noindex = page('x', '<meta name=robots content="noindex, follow">');
    const redirect = page('x', '<meta http-equiv=refresh content="0; url=/docs">');
    expect(prepareForIndex(noindex, '/docs/a', apiBasePath)).toBeUndefined();
    expect(prepareForIndex(redirect, '/docs/a', apiBasePath)).toBeUndefined();
    expect(prepareForIndex(page('x'), '/docs/tags/widget', apiBasePath)).toBeUndefined();
    expect(prepareForIndex('<html><body><p>x</p></body></html>', '/docs/a', apiBasePath)).toBe(
      undefined,
    );
    expect(prepareForIndex(page('x'), '/docs/a', apiBasePath)).toContain('data-pagefind-body');
  });
});

describe('the vocabulary for typo correction', () => {
  it('counts the pages each word of four letters or more is on, most common first', () => {
    expect(
      vocabularyOf([
        'Address lookup: the address widget.',
        'Verify an ADDRESS; zebra',
        'zebra crossing, lookup',
      ]),
    ).toEqual([
      ['address', 2],
      ['lookup', 2],
      ['zebra', 2],
      ['crossing', 1],
      ['verify', 1],
      ['widget', 1],
    ]);
    expect(vocabularyFile(['Zebra crossing', 'zebra'])).toBe('zebra\t2\ncrossing\t1\n');
  });

  it('keeps letters of any script and splits on everything else', () => {
    expect(vocabularyOf(['Straße_name 4020 café-bar x1y2z3abcd']).map(([word]) => word)).toEqual([
      'abcd',
      'café',
      'name',
      'straße',
    ]);
  });
});

describe('the Pagefind index of a built site', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-index-'));
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  function site(name: string): string {
    const dir = path.join(work, name);
    const files: Record<string, string> = {
      'docs/guides/testing.html': guidePage,
      'docs/api/address-verify.html': apiPage,
      'docs/tags/widget.html': page('Tag listing words tapir'),
      'docs/changelog.html': page('Hidden words ibex', '<meta name=robots content=noindex>'),
      'index.html': page('Home page words gazelle'),
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  /** Every page fragment of the index, decoded. */
  function fragments(dir: string): {url: string; content: string; [key: string]: unknown}[] {
    const folder = path.join(dir, 'pagefind', 'fragment');
    return fs.readdirSync(folder).map((file) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(folder, file))).toString('utf8');
      return JSON.parse(text.replace(/^pagefind_dcd/, '')) as {url: string; content: string};
    });
  }

  /** SHA-like fingerprint of every file of the index. */
  function listing(dir: string): Record<string, string> {
    const root = path.join(dir, 'pagefind');
    const out: Record<string, string> = {};
    for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).sort()) {
      const full = path.join(root, file);
      if (fs.statSync(full).isFile()) out[file] = fs.readFileSync(full).toString('base64');
    }
    return out;
  }

  it('holds the article text, section and API metadata, and nothing from the page chrome', async () => {
    const dir = site('one');
    const result = await buildSearchIndex({
      outDir: dir,
      routePaths: routePathsOf(dir),
      apiBaseUrl: identity.urls.api,
    });
    expect(result.pages).toBe(2);
    const byUrl = new Map(fragments(dir).map((fragment) => [fragment.url, fragment]));
    expect([...byUrl.keys()].sort()).toEqual(['/docs/api/address-verify', '/docs/guides/testing']);

    const guide = byUrl.get('/docs/guides/testing')!;
    expect(guide.content).toContain('without spending lookups');
    expect(guide.content).toContain('rehearse error handling');
    // Code blocks stay out; inline code stays in.
    expect(guide.content).toContain('inline_code_stays');
    // Table cells are words apart, not glued together.
    expect(guide.content).toMatch(/Refresh\s+Monthly/);
    expect(guide.content).not.toContain('RefreshMonthly');
    for (const word of [
      'wildebeest',
      'zebrafish',
      'quokka',
      'narwhal',
      'dugong',
      'axolotl',
      'pangolin',
      'gerenuk',
      'okapi',
      'capybara',
    ]) {
      expect(guide.content).not.toContain(word);
    }
    expect(guide.filters).toEqual({section: ['Guides']});
    expect(guide.anchors).toEqual(
      expect.arrayContaining([expect.objectContaining({id: 'sandbox-inputs'})]),
    );

    const api = byUrl.get('/docs/api/address-verify')!;
    expect(api.meta).toMatchObject({
      title: 'Verify addresses',
      method: 'POST',
      path: `${apiBasePath}/verify/addresses`,
    });
    expect(api.filters).toEqual({section: ['API']});
    expect(api.content).not.toContain('wombat');
    // The vocabulary of the typo correction: the indexed words, no page chrome, no code block.
    const vocabulary = fs
      .readFileSync(path.join(dir, 'pagefind', 'vocabulary.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[0]);
    expect(vocabulary).toEqual(expect.arrayContaining(['rehearse', 'lookups', 'verify']));
    expect(vocabulary).not.toContain('wildebeest');
    expect(vocabulary).not.toContain('zebrafish');
    // The runtime is minified, and still exports what src/search/pagefind.ts calls.
    const runtime = fs.readFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'utf8');
    expect(runtime).toMatch(/export\s*\{[^}]*\bas init\b[^}]*\bas options\b[^}]*\bas search\b/);
    expect(runtime.length).toBeLessThan(40_000);
    // Only the runtime, its WebAssembly and the index: no prebuilt UI files.
    expect(fs.readdirSync(path.join(dir, 'pagefind')).filter((f) => /-ui\b/.test(f))).toEqual([]);
  });

  it('writes identical files when the same pages are indexed twice', async () => {
    const [first, second] = [site('a'), site('b')];
    for (const dir of [first, second]) {
      await buildSearchIndex({
        outDir: dir,
        routePaths: routePathsOf(dir),
        apiBaseUrl: identity.urls.api,
      });
    }
    const [a, b] = [listing(first), listing(second)];
    expect(Object.keys(a).length).toBeGreaterThan(5);
    expect(b).toEqual(a);
  });

  it('writes the same files whether pages are sent one at a time or many ahead of the answers', async () => {
    const [first, second] = [site('one-by-one'), site('windowed')];
    for (const dir of [first, second]) {
      for (let i = 0; i < 40; i += 1) {
        const file = path.join(
          dir,
          'docs',
          'guides',
          `generated-${String(i).padStart(2, '0')}.html`,
        );
        fs.writeFileSync(
          file,
          fs
            .readFileSync(path.join(dir, 'docs', 'guides', 'testing.html'), 'utf8')
            .replace('rehearse error handling', `rehearse error handling, part ${i}, kestrel${i}`),
        );
      }
    }
    for (const [dir, addWindow] of [
      [first, 1],
      [second, 16],
    ] as const) {
      const {pages} = await buildSearchIndex({
        outDir: dir,
        routePaths: routePathsOf(dir),
        apiBaseUrl: identity.urls.api,
        addWindow,
      });
      expect(pages).toBe(42);
    }
    const [a, b] = [listing(first), listing(second)];
    expect(b).toEqual(a);
    expect(fragments(second).some((fragment) => fragment.content.includes('kestrel39'))).toBe(true);
  });
});
