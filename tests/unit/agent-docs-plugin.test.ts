import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import agentDocsPlugin, {type AgentDocsOptions, type BuiltTwin} from '../../plugins/agent-docs';
import {agentDocs} from '../../config/agent-docs';
import {readTwin} from '../../lib/content-lint/twin-reading';

const fixtures = path.join(__dirname, '../fixtures/agent-docs');
/** The first lines of every twin the plugin writes. */
const directive =
  '> For AI agents: every page of this documentation is listed, with a link to its Markdown, in [llms.txt](https://docs.example.test/llms.txt).\n\n';
// The MCP package and the search index have tests of their own (mcp-package, search-ranking).
const options = {
  ...agentDocs,
  llmsTxt: {...agentDocs.llmsTxt, title: 'Acme', summary: 'Lookups', about: 'Docs.'},
  // The site's twin checks run on the site's own build (tests/unit/twin-checks.test.ts).
  twinChecker: undefined,
  mcpPackage: undefined,
  searchIndexPath: undefined,
  skills: [{name: 'read-the-guides', page: '/docs/guides'}],
};

const doc = (instance: string, id: string, permalink: string, source: string) => ({
  id,
  title: id === 'index' ? 'API' : id === 'find-address' ? 'Find address' : 'Guides',
  permalink,
  source: `@site/${source}`,
  frontMatter: {description: `About ${id}.`},
  instance,
});
const docs = [
  doc('api', 'index', '/docs/api/', 'docs-api/index.mdx'),
  doc('api', 'find-address', '/docs/api/find-address', 'docs-api/find-address.api.mdx'),
  doc('default', 'guides/index', '/docs/guides/', 'docs/guides/index.mdx'),
];
const routes: RouteConfig[] = docs.map((d) => ({
  path: d.permalink.replace(/\/$/, ''),
  component: '@theme/DocItem',
  metadata: {sourceFilePath: d.source.replace('@site/', '')},
}));
const allContent = {
  'docusaurus-plugin-content-docs': Object.fromEntries(
    ['api', 'default'].map((instance) => [
      instance,
      {
        loadedVersions: [
          {
            path: instance === 'api' ? '/docs/api' : '/docs',
            docs: docs.filter((d) => d.instance === instance),
            sidebars: {},
          },
        ],
      },
    ]),
  ),
};

let siteDir: string;
let outDir: string;

async function build(
  published: RouteConfig[] = routes,
  pluginOptions: AgentDocsOptions = options,
): Promise<void> {
  const context = {
    siteDir,
    siteConfig: {url: 'https://docs.example.test', baseUrl: '/', trailingSlash: false},
  } as unknown as LoadContext;
  const plugin: Plugin = agentDocsPlugin(context, pluginOptions);
  await plugin.allContentLoaded!({allContent, actions: {}} as never);
  await plugin.postBuild!({outDir, routes: published, routesBuildMetadata: {}} as never);
}

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-docs-'));
  outDir = path.join(siteDir, 'build');
  for (const d of docs) {
    const file = path.join(siteDir, d.source.replace('@site/', ''));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, `---\ntitle: ${d.title}\n---\n\nGenerated or written page.\n`);
  }
  fs.mkdirSync(outDir);
  // The home page, an extra twin of the options, converted from its <main>.
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html><body><nav>Menu</nav><main><p data-markdown-ignore="">For AI agents: hidden.</p><header><h1>Acme docs</h1></header><p>Start <a href="/docs/guides">here</a>.</p></main><footer>Footer</footer></body></html>',
  );
  // The pages as the build writes them (trailingSlash: false): the twins come from their article.
  for (const d of docs) {
    const file = path.join(outDir, `${d.permalink.replace(/\/$/, '')}.html`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(
      file,
      `<!doctype html><html><body><nav>Menu</nav><main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown"><header><h1>${d.title}</h1></header><p>Built <a href="/docs/guides">page</a>.</p></div><footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`,
    );
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(siteDir, {recursive: true, force: true});
});

describe('agent-docs plugin in postBuild', () => {
  it('fails, naming the generated page, when the OpenAPI document is missing', async () => {
    await expect(build()).rejects.toThrow(
      /docs-api\/find-address\.api\.mdx are generated API pages, but the OpenAPI document .*openapi\.json is missing/,
    );
  });

  it('fails, naming the source file, when the build wrote no HTML for a doc page', async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    fs.rmSync(path.join(outDir, 'docs/guides.html'));
    await expect(build()).rejects.toThrow(
      /docs\/guides\/index\.mdx: the build wrote no HTML for \/docs\/guides/,
    );
  });

  it('writes twins from the OpenAPI document, twins of the built HTML for other pages, and the indexes', async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    await build();
    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    expect(read('docs/api/find-address.md')).toBe(
      directive +
        fs
          .readFileSync(path.join(fixtures, 'find-address.md'), 'utf8')
          .replace(/^Part of: .*$/m, 'Part of: Addresses.')
          // The site's changedIn option writes the page's "Changed in" line under the method and path.
          .replace(
            /^(`GET [^`]+`\n\n)/m,
            `$1${agentDocs.api.changedIn('FindAddress').replace('](/docs', '](https://docs.example.test/docs')}\n\n`,
          ),
    );
    expect(read('docs/api.md')).toBe(
      `${directive}# API\n\nBuilt [page](https://docs.example.test/docs/guides).\n`,
    );
    expect(read('docs/guides.md')).toBe(
      `${directive}# Guides\n\nBuilt [page](https://docs.example.test/docs/guides).\n`,
    );
    expect(read('index.md')).toBe(
      `${directive}# Acme docs\n\nStart [here](https://docs.example.test/docs/guides).\n`,
    );
    expect(read('llms.txt')).toContain(
      '## API reference\n\n- [API](https://docs.example.test/docs/api.md): About index.\n- [Find address](https://docs.example.test/docs/api/find-address.md): About find-address.\n',
    );
    // One file, one directive: llms-full.txt holds the pages without theirs.
    const full = read('llms-full.txt');
    expect(full).toContain(
      '# Find address\n\nURL: https://docs.example.test/docs/api/find-address\n',
    );
    expect(full).not.toContain('For AI agents');
  });

  it("publishes a skill from its page's twin, with the discovery index and its digest", async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    await build();
    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    const skill = read('.well-known/agent-skills/read-the-guides/SKILL.md');
    expect(skill).toBe(
      '---\nname: read-the-guides\ndescription: "About guides/index."\n---\n\n# Guides\n\nBuilt [page](https://docs.example.test/docs/guides).\n',
    );
    const index = JSON.parse(read('.well-known/agent-skills/index.json'));
    expect(index).toEqual({
      $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
      skills: [
        {
          name: 'read-the-guides',
          type: 'skill-md',
          description: 'About guides/index.',
          url: '/.well-known/agent-skills/read-the-guides/SKILL.md',
          digest: `sha256:${crypto.createHash('sha256').update(skill).digest('hex')}`,
        },
      ],
    });
  });

  it('fails, naming the skill and its page, when the page was not published', async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    options.skills = [{name: 'lost', page: '/docs/nowhere'}];
    try {
      await expect(build()).rejects.toThrow(
        /no published docs page for the skill\(s\) lost \(\/docs\/nowhere\)/,
      );
    } finally {
      options.skills = [{name: 'read-the-guides', page: '/docs/guides'}];
    }
  });

  it('gives every written twin to the twin checker, and fails naming the pages it reports', async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    const seen: BuiltTwin[] = [];
    const twinChecker = () => ({
      check: (twin: BuiltTwin) => seen.push(twin),
      finish: () => ({
        summary: `${seen.length} twins`,
        problems: seen
          .filter((twin) => twin.markdown.includes('Guides'))
          .map((twin) => `${twin.source} (${twin.permalink}.md:1) [rule] says Guides`),
      }),
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(build(routes, {...options, twinChecker})).rejects.toThrow(
      /fail the content checks:\n- docs\/guides\/index\.mdx \(\/docs\/guides\.md:1\) \[rule\] says Guides/,
    );
    expect(seen.map((twin) => [twin.permalink, twin.operation])).toEqual([
      ['/docs/api', false],
      ['/docs/api/find-address', true],
      ['/docs/guides', false],
    ]);
    // A twin converted from HTML comes parsed by its worker thread; one written from the spec does not.
    expect(seen.map((twin) => Boolean(twin.reading))).toEqual([true, false, true]);
    expect(seen[2].reading).toEqual(readTwin(seen[2].markdown, seen[2].source));
    expect(log).toHaveBeenCalledWith('[agent-docs] twin checks: 3 twins');
  });

  it('needs no OpenAPI document while the API instance has only hand-written pages', async () => {
    fs.rmSync(path.join(siteDir, 'docs-api/find-address.api.mdx'));
    await build(routes.filter((route) => !route.path.endsWith('/find-address')));
    expect(fs.existsSync(path.join(outDir, 'docs/api.md'))).toBe(true);
  });

  it('fails, naming the source file, when a built page has no docs article', async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    fs.writeFileSync(
      path.join(outDir, 'docs/guides.html'),
      '<html><body><p>No article</p></body></html>',
    );
    await expect(build()).rejects.toThrow(
      /agent-docs: docs\/guides\/index\.mdx \(docs\/guides\.html\): cannot write its Markdown twin: the page has no docs article/,
    );
  });

  it('fails, naming the source file, when an extra page has no <main>', async () => {
    fs.copyFileSync(path.join(fixtures, 'openapi.json'), path.join(outDir, 'openapi.json'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<html><body><p>No main</p></body></html>');
    await expect(build()).rejects.toThrow(
      /agent-docs: src\/pages\/index\.tsx \(index\.html\): cannot write its Markdown twin: the page has no <main> element/,
    );
  });
});
