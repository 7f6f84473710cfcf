import {expect, test} from '@playwright/test';
import {agentDocs} from '../../config/agent-docs';
import {callbacks} from '../../src/data/address-lookup';
import {changelog, entryHeading} from '../../src/data/changelog';
import {identity} from '../../src/identity';
import {firstH1, isDocPage, markdownAlternate, markdownHeadingText} from './build-pages';
import {builtText, sitemapPaths} from './helpers';

const docsOrigin = identity.urls.docs;
const {sections, sectionDepth, other} = agentDocs.llmsTxt;
const LINK = /^- \[(.+?)\]\((\S+)\): (\S.*)$/;

/** The few entities a caption's text may carry in the minified HTML. */
function decodeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Site path of an absolute URL on the docs host (the test server serves that host's files). */
function local(url: string): string {
  expect(url.startsWith(`${docsOrigin}/`), `${url} is on ${docsOrigin}`).toBe(true);
  return url.slice(docsOrigin.length);
}

/** The page a llms.txt link stands for: the link is its Markdown twin, `<page>.md`. */
function pageOf(url: string): string {
  const twin = local(url);
  expect(twin, `${url} links a Markdown twin`).toMatch(/\.md$/);
  return twin.replace(/\.md$/, '');
}

/** The directive every twin starts with: where the index of the docs is. */
const directive = `> For AI agents: every page of this documentation is listed, with a link to its Markdown, in [llms.txt](${docsOrigin}/llms.txt).`;

/** llms.txt split into its sections: H2 title → links. */
function parse(llms: string) {
  const parsed = new Map<string, {title: string; url: string; description: string}[]>();
  let current: string | undefined;
  for (const line of llms.split('\n')) {
    if (line.startsWith('## ')) parsed.set((current = line.slice(3)), []);
    else if (current && line.trim() !== '') {
      const match = LINK.exec(line);
      expect(match, `"${line}" is a "- [Title](URL): description" line`).not.toBeNull();
      parsed.get(current)!.push({title: match![1], url: match![2], description: match![3]});
    }
  }
  return parsed;
}

/** Which llms.txt section a path belongs in, or undefined when it is left out. */
function expectedSection(pathname: string): string | undefined {
  if (pathname.startsWith('/docs/openapi/') || pathname.startsWith('/docs/tags')) return undefined;
  for (const section of sections) {
    if (pathname === section.path || pathname.startsWith(`${section.path}/`)) {
      const depth = pathname.slice(section.path.length).split('/').filter(Boolean).length;
      return depth <= sectionDepth ? section.title : undefined;
    }
  }
  const depth = pathname.slice(other.path.length).split('/').filter(Boolean).length;
  return pathname.startsWith(`${other.path}/`) && depth <= other.depth ? other.title : undefined;
}

test.describe('llms.txt and Markdown twins', () => {
  let llms = '';
  const docPages = new Map<string, string>();

  test.beforeAll(async ({request}) => {
    llms = await builtText(request, '/llms.txt');
    for (const pathname of sitemapPaths()) {
      const html = await builtText(request, pathname);
      if (isDocPage(html)) docPages.set(pathname, html);
    }
  });

  test('follows the llmstxt.org format: H1, summary, usage paragraph, H2 link lists', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe(`# ${identity.name}`);
    expect(lines[2]).toBe(`> ${identity.tagline}`);
    expect(lines[4]).toContain('`.md`');
    expect(lines[4]).toContain(`(${docsOrigin}/llms-full.txt)`);
    const order = [...sections.map((s) => s.title), other.title];
    const titles = [...parse(llms).keys()];
    expect(titles).toEqual(order.filter((title) => titles.includes(title)));
    expect(titles.length).toBeGreaterThan(0);
  });

  test('lists every page of the route groups that is in the sitemap, and nothing else', () => {
    const listed = parse(llms);
    for (const [title, links] of listed) {
      for (const {url} of links) expect(expectedSection(pageOf(url)), url).toBe(title);
    }
    const listedPaths = new Set([...listed.values()].flat().map(({url}) => pageOf(url)));
    const expected = [...docPages.keys()].filter((p) => expectedSection(p) !== undefined);
    expect([...listedPaths].sort()).toEqual(expected.sort());
  });

  test('gives every link a title and a description', () => {
    for (const links of parse(llms).values()) {
      for (const {title, description} of links) {
        expect(title.trim()).not.toBe('');
        expect(description.trim()).not.toBe('');
      }
    }
  });

  test('every link resolves, and so does llms-full.txt with every listed page in order', async ({
    request,
  }) => {
    const urls = [...parse(llms).values()].flat().map(({url}) => url);
    for (const url of urls) await builtText(request, local(url));
    const full = await builtText(request, '/llms-full.txt');
    expect([...full.matchAll(/^URL: (\S+)$/gm)].map((m) => m[1])).toEqual(
      urls.map((url) => url.replace(/\.md$/, '')),
    );
    // One directive for the whole file, none per page.
    expect(full).not.toContain('For AI agents');
  });

  test('links no large data file raw: the test inputs through the page that explains them', () => {
    const links = [...llms.matchAll(/\]\((\S+?)\)/g)].map((match) => match[1]);
    expect(links.filter((url) => url.endsWith('.json'))).toEqual([]);
    expect(links).toContain(`${docsOrigin}/docs/guides/testing.md`);
    // The file's URL is given as text, to download.
    expect(llms).toContain(`\`${docsOrigin}/sandbox/test-inputs.json\``);
  });

  test("each page's Markdown twin exists and starts with the directive, then the page's H1", async ({
    request,
  }) => {
    expect(docPages.size).toBeGreaterThan(0);
    for (const [pathname, html] of docPages) {
      const response = await request.get(`${pathname}.md`, {maxRedirects: 0});
      expect(response.status(), `${pathname}.md`).toBe(200);
      const markdown = await response.text();
      const [first, blank, heading] = markdown.split('\n');
      expect(first, `${pathname}.md starts with the llms.txt directive`).toBe(directive);
      expect(blank).toBe('');
      expect(heading, `${pathname}.md starts with an H1`).toMatch(/^# \S/);
      const h1 = firstH1(html);
      if (h1 !== undefined) expect(markdownHeadingText(heading), pathname).toBe(h1);
      const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
      expect(prose, `${pathname}.md is plain Markdown outside its code blocks`).not.toMatch(
        /^(import|export) |^:::|<Tabs\b|<TabItem\b|%%[A-Za-z]+%%/m,
      );
    }
  });

  test('a twin keeps the tables its page draws from data', async ({request}) => {
    const markdown = await builtText(request, '/docs/address-lookup/callbacks.md');
    expect(markdown).toContain('**Callbacks of the Address Lookup widget**');
    // The "Every callback" table lists the whole catalogue, one GFM row each.
    for (const {name} of callbacks) expect(markdown, name).toContain(`| \`${name}\` |`);
  });

  test('every table caption of a doc page reappears in its twin, with its rows', async ({
    request,
  }) => {
    let tables = 0;
    for (const [pathname, html] of docPages) {
      if (/\/docs\/api\/./.test(pathname)) continue; // API operation twins come from the spec
      const captions = [...html.matchAll(/<caption[^>]*>(.*?)<\/?(?:caption|thead|tr)/g)].map((m) =>
        decodeHtml(m[1].replace(/<[^>]+>/g, '')),
      );
      if (captions.length === 0) continue;
      // Compare text only: a caption may hold a link or code, which the twin writes as Markdown.
      const markdown = (await builtText(request, `${pathname}.md`))
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\\([\\`*_[\]<|~])/g, '$1')
        .replace(/`/g, '');
      for (const caption of captions) {
        tables++;
        const at = markdown.indexOf(`**${caption}**\n\n| `);
        expect(at, `${pathname}.md has the table "${caption}"`).toBeGreaterThanOrEqual(0);
      }
    }
    expect(tables).toBeGreaterThan(10);
  });

  test('the changelog twin carries every entry the page renders from data', async ({request}) => {
    const markdown = await builtText(request, '/docs/changelog.md');
    for (const entry of changelog) expect(markdown).toContain(`### ${entryHeading(entry)}`);
    expect(markdown).toContain(`${docsOrigin}/docs/changelog/rss.xml`);
  });

  test('every doc page announces its twin with rel=alternate type=text/markdown', () => {
    for (const [pathname, html] of docPages) {
      expect(markdownAlternate(html), pathname).toBe(`${docsOrigin}${pathname}.md`);
    }
  });

  test('every page of the sitemap carries the llms.txt directive in <main>, before its H1', async ({
    request,
  }) => {
    for (const pathname of sitemapPaths()) {
      const html = await builtText(request, pathname);
      const main = html.indexOf('<main');
      const at = html.indexOf('For AI agents:', main);
      expect(main, `${pathname} has a <main>`).toBeGreaterThanOrEqual(0);
      expect(at, `${pathname} has the directive in its <main>`).toBeGreaterThan(main);
      const h1 = html.indexOf('<h1', main);
      if (h1 >= 0) expect(at, `${pathname}: the directive comes before the H1`).toBeLessThan(h1);
      expect(html.slice(at, html.indexOf('</p>', at))).toContain('href="/llms.txt"');
    }
  });

  test('the home page has a twin of its main content, announced in its head', async ({request}) => {
    const html = await builtText(request, '/');
    expect(markdownAlternate(html)).toBe(`${docsOrigin}/index.md`);
    const markdown = await builtText(request, '/index.md');
    const [first, , heading] = markdown.split('\n');
    expect(first).toBe(directive);
    expect(heading).toBe(`# ${firstH1(html)}`);
    // The cards and the first request, as the page shows them.
    expect(markdown).toContain(`(${docsOrigin}/docs/address-lookup)`);
    expect(markdown).toContain('```bash\n');
    expect(markdown).toContain(`curl "${identity.urls.api}/keys/`);
  });
});
