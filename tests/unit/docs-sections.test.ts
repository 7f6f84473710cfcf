import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {
  LAZY_ITEMS,
  entryOf,
  entryPath,
  lazyCategories,
  prunedSidebar,
  sectionEntries,
  sectionVersion,
  sidebarDocIds,
  type Leaf,
} from '../../plugins/docs-sections/sections';
import {SECTION_ATTRIBUTE, splitDocsRoutes} from '../../plugins/docs-sections/routes';
import {navbarDocIds, trimGlobalData} from '../../plugins/docs-sections/global-data';
import {seededRandom} from '../../lib/seeded-random';

const leaf = (path: string, section: string | null): Leaf => ({path, section});

/** Every leaf falls into a route of its own section (or, without one, into the fallback). */
function expectEveryLeafHome(base: string, leaves: Leaf[]) {
  const entries = sectionEntries(base, leaves);
  for (const l of leaves) {
    const at = entryOf(base, entries, l.path);
    expect(at === -1 ? null : entries[at].section, l.path).toBe(l.section);
  }
  return entries;
}

describe('section routes of a version', () => {
  it('gives a folder whose pages share a section one prefix', () => {
    const entries = expectEveryLeafHome('/docs', [
      leaf('/docs/guides', 'guides'),
      leaf('/docs/guides/testing', 'guides'),
      leaf('/docs/guides/scale-generated/page-0001', 'guides'),
    ]);
    expect(entries).toEqual([{section: 'guides', depth: 1, prefixes: ['guides']}]);
  });

  it('joins prefixes of one section and depth into one route', () => {
    const entries = expectEveryLeafHome('/docs', [
      leaf('/docs/how-to-switch', 'howToSwitch'),
      leaf('/docs/how-to-switch/search-boundaries', 'howToSwitch'),
      leaf('/docs/styling-with-css', 'howToSwitch'),
      leaf('/docs/data/usps', 'data'),
    ]);
    expect(entries).toEqual([
      {section: 'data', depth: 1, prefixes: ['data']},
      {section: 'howToSwitch', depth: 1, prefixes: ['how-to-switch', 'styling-with-css']},
    ]);
  });

  it('puts a deeper prefix of another section first, and leaves tag pages to the fallback', () => {
    const entries = expectEveryLeafHome('/docs', [
      leaf('/docs/data', 'data'),
      leaf('/docs/data/usps', 'data'),
      leaf('/docs/data/odd/page', 'guides'),
      leaf('/docs/data/orphan', null),
      leaf('/docs/tags', null),
      leaf('/docs/tags/us', null),
    ]);
    expect(entries.map((e) => [e.section, e.prefixes])).toEqual([
      ['guides', ['data/odd']],
      [null, ['data/orphan']],
      ['data', ['data']],
    ]);
  });

  it('keeps a page whose children belong elsewhere at its own path', () => {
    const entries = expectEveryLeafHome('/docs', [
      leaf('/docs/a', 'one'),
      leaf('/docs/a/b', 'two'),
      leaf('/docs/a/b/c', 'one'),
    ]);
    expect(entries.map((e) => [e.section, e.depth, e.prefixes])).toEqual([
      ['one', 3, ['a/b/c']],
      ['two', 2, ['a/b']],
      ['one', 1, ['a']],
    ]);
  });

  it('routes every page of a random tree to its own section', () => {
    const random = seededRandom(7);
    const words = ['a', 'b', 'c', 'd'];
    const sections = ['s1', 's2', 's3', null];
    const paths = new Set<string>();
    while (paths.size < 200) {
      const depth = 1 + Math.floor(random() * 4);
      paths.add(
        `/docs/${Array.from({length: depth}, () => words[Math.floor(random() * 4)]).join('/')}`,
      );
    }
    const leaves = [...paths].map((p) => leaf(p, sections[Math.floor(random() * 4)]));
    expectEveryLeafHome('/docs', leaves);
  });

  it('refuses a path that cannot go into a pattern, naming it', () => {
    expect(() => sectionEntries('/docs', [leaf('/docs/a(b)', 'x')])).toThrow(/\/docs\/a\(b\)/);
    expect(() => sectionEntries('/docs', [leaf('/blog/x', 'x')])).toThrow(/not under/);
  });

  it('writes a react-router pattern with dots escaped and a unique parameter', () => {
    expect(entryPath('/docs', {section: 'x', depth: 1, prefixes: ['a.b', 'c/d']}, 3)).toBe(
      '/docs/:s3(a\\.b|c/d)',
    );
  });
});

const link = (docId: string): PropSidebarItem => ({
  type: 'link',
  href: `/docs/${docId}`,
  label: docId,
  docId,
  unlisted: false,
});

const version: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    guides: [
      link('guides/index'),
      {
        type: 'category',
        label: 'Keys',
        collapsed: true,
        collapsible: true,
        items: [link('guides/api-key')],
      },
    ],
    data: [link('data/usps')],
  },
  docs: Object.fromEntries(
    ['guides/index', 'guides/api-key', 'data/usps', 'terms/term'].map((id) => [
      id,
      {
        id,
        title: id,
        description: `About ${id}`,
        sidebar: id.startsWith('data') ? 'data' : 'guides',
      },
    ]),
  ),
};

describe('section metadata', () => {
  it('holds its own sidebar and the docs its items link to', () => {
    expect(sidebarDocIds(version.docsSidebars.guides)).toEqual(
      new Set(['guides/index', 'guides/api-key']),
    );
    const guides = sectionVersion(version, 'guides');
    expect(Object.keys(guides.docsSidebars)).toEqual(['guides']);
    expect(Object.keys(guides.docs).sort()).toEqual(['guides/api-key', 'guides/index']);
    expect(guides.label).toBe('Next');
    const rest = sectionVersion(version, null);
    expect(rest.docsSidebars).toEqual({});
    expect(rest.docs).toEqual({});
  });

  it('fails naming a sidebar the version lacks', () => {
    expect(() => sectionVersion(version, 'nope')).toThrow(/no sidebar "nope"/);
  });
});

describe('the docs route tree, split', () => {
  // The shape @docusaurus/plugin-content-docs builds (lib/routes.js).
  const doc = (id: string, sidebar?: string): RouteConfig => ({
    path: `/docs/${id.replace(/\/index$/, '')}`,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: `@site/docs/${id}.mdx`},
    ...(sidebar ? {sidebar} : {}),
  });
  const tree: RouteConfig[] = [
    {
      path: '/docs',
      exact: false,
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/docs',
          exact: false,
          component: '@theme/DocVersionRoot',
          props: {version},
          priority: -1,
          routes: [
            {
              path: '/docs',
              exact: false,
              component: '@theme/DocRoot',
              routes: [
                doc('guides/index', 'guides'),
                doc('guides/api-key', 'guides'),
                doc('data/usps', 'data'),
                doc('terms/term'),
              ],
            },
            {path: '/docs/tags', exact: true, component: '@theme/DocTagsListPage'},
          ],
        },
      ],
    },
  ];
  const options = {minLazyLinks: 20, hash: () => 'h'};
  const {routes: split, lazy: noLazy} = splitDocsRoutes(tree, options);
  const [docsRoot] = split;
  const versions = docsRoot.routes!;

  it('makes one version route per section, then the fallback with the version path', () => {
    expect(versions.map((v) => v.path)).toEqual(['/docs/:s0(data)', '/docs/:s1(guides)', '/docs']);
    expect(versions.map((v) => v.priority)).toEqual([1, 1, -1]);
    expect(versions.every((v) => v.component === '@theme/DocVersionRoot')).toBe(true);
  });

  it('gives each section its own sidebar, DocRoot and pages', () => {
    const guides = versions[1];
    const props = guides.props as {version: PropVersionMetadata};
    expect(Object.keys(props.version.docsSidebars)).toEqual(['guides']);
    const [docRoot] = guides.routes!;
    expect(docRoot.component).toBe('@theme/DocRoot');
    expect(docRoot[SECTION_ATTRIBUTE]).toBe('guides');
    expect(docRoot.routes!.map((r) => r.path)).toEqual(['/docs/guides', '/docs/guides/api-key']);
  });

  it('keeps pages without a sidebar and tag pages in the fallback, with no sidebar', () => {
    const fallback = versions[2];
    const props = fallback.props as {version: PropVersionMetadata};
    expect(props.version.docsSidebars).toEqual({});
    expect(fallback.routes!.map((r) => r.path)).toEqual(['/docs', '/docs/tags']);
    expect(fallback.routes![0].routes!.map((r) => r.path)).toEqual(['/docs/terms/term']);
  });

  it('has no lazy category when none is big enough', () => {
    expect(noLazy).toEqual([]);
  });

  it('loses no page', () => {
    const leaves = (routes: RouteConfig[]): string[] =>
      routes.flatMap((r) => (r.routes ? leaves(r.routes) : [r.path]));
    expect(leaves(versions).sort()).toEqual(leaves(tree[0].routes!).sort());
  });
});

describe('global data', () => {
  const data = {
    path: '/docs',
    versions: [
      {
        name: 'current',
        mainDocId: 'guides/index',
        docs: [
          {id: 'guides/index', path: '/docs/guides', sidebar: 'guides'},
          {id: 'data/usps', path: '/docs/data/usps', sidebar: 'data'},
          {id: 'terms/term', path: '/docs/terms/term'},
        ],
      },
    ],
  };

  it('keeps the main doc and the docs the navbar names', () => {
    const trimmed = trimGlobalData(data, [{type: 'doc', docId: 'data/usps'}, {to: '/x'}]);
    expect(trimmed.versions[0].docs.map((d) => d.id)).toEqual(['guides/index', 'data/usps']);
    expect(trimGlobalData(data, []).versions[0].docs.map((d) => d.id)).toEqual(['guides/index']);
  });

  it('keeps every doc when a navbar item needs them all, in a dropdown too', () => {
    expect(navbarDocIds([{type: 'dropdown', items: [{type: 'docSidebar'}]}])).toBeNull();
    expect(trimGlobalData(data, [{type: 'docsVersionDropdown'}])).toBe(data);
  });

  it('ignores navbar items of another docs instance', () => {
    expect(navbarDocIds([{type: 'docSidebar', docsPluginId: 'api'}])).toEqual(new Set());
  });
});

describe('lazy categories', () => {
  const links = (prefix: string, n: number) =>
    Array.from({length: n}, (_, i) => link(`${prefix}/page-${String(i).padStart(2, '0')}`));
  const big = (label: string, prefix: string, n: number, collapsed = true): PropSidebarItem => ({
    type: 'category',
    label,
    collapsed,
    collapsible: true,
    items: links(prefix, n),
  });
  const sidebar: PropSidebarItem[] = [
    link('scale/index'),
    big('Part 1', 'scale/part-01', 25),
    big('Part 2', 'scale/part-02', 25),
    big('Open', 'scale/open', 30, false),
    big('Small', 'scale/small', 3),
    {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      collapsible: true,
      items: [big('Terms', 'terms', 22)],
    },
  ];
  const lazy = lazyCategories(sidebar, 20, (text) => String(text.length));

  it('are the outermost collapsed categories with enough links, nested ones included', () => {
    expect(lazy.map((l) => l.category.label)).toEqual(['Part 1', 'Part 2', 'Terms']);
    expect(lazy[0].paths.has('/docs/scale/part-01/page-24')).toBe(true);
    expect(lazy[0].url).toMatch(/^assets\/docs-sections\/\d+\.json$/);
    expect(JSON.parse(lazy[0].json)).toHaveLength(25);
  });

  it('leave one link, the first, marked with the URL of their items', () => {
    const pruned = prunedSidebar(sidebar, lazy, lazy[1]);
    const [, part1, part2, open, , reference] = pruned as Array<
      Extract<PropSidebarItem, {type: 'category'}>
    >;
    expect(part1.items).toEqual([
      {...link('scale/part-01/page-00'), customProps: {[LAZY_ITEMS]: lazy[0].url}},
    ]);
    expect(part2.items).toHaveLength(25);
    expect(open.items).toHaveLength(30);
    expect((reference.items[0] as typeof part1).items).toHaveLength(1);
    // The pruned sidebar's docs: the stubs' first links, the kept category, the rest.
    expect(sidebarDocIds(pruned).size).toBe(1 + 1 + 25 + 30 + 3 + 1);
  });

  it('make their pages a section of their own, routed by their folder', () => {
    const pages = [
      'scale/index',
      ...['part-01', 'part-02', 'open', 'small'].flatMap((part) =>
        Array.from({length: 3}, (_, i) => `scale/${part}/page-0${i}`),
      ),
    ];
    const doc = (id: string): RouteConfig => ({
      path: `/docs/${id}`,
      component: '@theme/DocItem',
      exact: true,
      sidebar: 'scale',
    });
    const version2 = {...version, docsSidebars: {scale: sidebar}};
    const {routes: out, lazy: found} = splitDocsRoutes(
      [
        {
          path: '/docs',
          component: '@theme/DocsRoot',
          routes: [
            {
              path: '/docs',
              component: '@theme/DocVersionRoot',
              props: {version: version2},
              routes: [{path: '/docs', component: '@theme/DocRoot', routes: pages.map(doc)}],
            },
          ],
        },
      ],
      {minLazyLinks: 20, hash: () => 'h'},
    );
    expect(found).toHaveLength(3);
    const sections = out[0].routes!.map((r) => [r.path, r.routes![0][SECTION_ATTRIBUTE]]);
    expect(sections).toEqual([
      ['/docs/:s0(scale/index|scale/open|scale/small)', 'scale'],
      ['/docs/:s1(scale/part-01)', 'scale/0'],
      ['/docs/:s2(scale/part-02)', 'scale/1'],
      ['/docs', undefined],
    ]);
    const part1 = out[0].routes![1].props as {version: PropVersionMetadata};
    const [, p1, p2] = part1.version.docsSidebars.scale as Array<
      Extract<PropSidebarItem, {type: 'category'}>
    >;
    expect(p1.items).toHaveLength(25);
    expect(p2.items).toHaveLength(1);
  });
});
