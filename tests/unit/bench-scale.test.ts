import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import matter from 'gray-matter';
import {
  BASE_PAGES,
  EXISTING_LINKS,
  PART_SIZE,
  measuredPage,
  pageSource,
  removeScalePages,
  scalePlan,
  writeScalePages,
} from '../../bench/scale-pages';
import {
  SCALE_FOLDER,
  SCALE_SECTIONS,
  SCALE_SIDEBAR,
  withScalePages,
} from '../../bench/scale-sidebars';
import {SCALED_PAGE_TYPES} from '../../bench/pages';
import {
  SECTION_START,
  checkScale,
  parseScaleFactors,
  parseScaleShapes,
  replaceSection,
  runName,
  scaleMarkdown,
  scaleRuns,
  scaleSection,
  withOutDir,
  type FactorResult,
  type ScaleReport,
  type SiteFigures,
} from '../../bench/scale-report';

const root = path.join(__dirname, '../..');
const sectionFolders: string[] = Object.values(SCALE_SECTIONS);

describe('scale plan, shape "sidebar": every page in one sidebar of its own', () => {
  const plan = scalePlan(10, 'sidebar');

  it('puts all N × 180 pages under the scale folder, none in a section', () => {
    expect(plan.pages).toHaveLength(10 * BASE_PAGES);
    expect(plan.pages.every((p) => p.file.startsWith(`${SCALE_FOLDER}/part-`))).toBe(true);
    expect(scalePlan(30, 'sidebar').pages).toHaveLength(5400);
  });

  it('puts PART_SIZE pages in each part, each with a category', () => {
    expect(plan.categories).toHaveLength(Math.ceil(1800 / PART_SIZE));
    expect(plan.categories[0]).toEqual({
      dir: `${SCALE_FOLDER}/part-01`,
      label: 'Part 1',
      position: 1,
    });
    expect(plan.categories.at(-1)).toEqual({
      dir: `${SCALE_FOLDER}/part-18`,
      label: 'Part 18',
      position: 18,
    });
    expect(plan.pages.filter((p) => p.group === 'part-01')).toHaveLength(PART_SIZE);
  });

  it('names the middle page of the sidebar for the bench to measure', () => {
    expect(measuredPage(plan).permalink).toBe('/docs/scale-generated/part-10/page-0901');
  });
});

describe('scale plan, shape "spread": the pages over the six main sections', () => {
  const plan = scalePlan(10, 'spread');

  it('gives each section a sixth of the pages, in its own generated folder, and no part', () => {
    expect(plan.pages).toHaveLength(10 * BASE_PAGES);
    expect(plan.categories).toEqual([]);
    for (const folder of sectionFolders) {
      const inSection = plan.pages.filter((p) => p.file.startsWith(`${folder}/${SCALE_FOLDER}/`));
      expect(inSection).toHaveLength(300);
      expect(new Set(inSection.map((p) => p.group))).toEqual(new Set([folder]));
    }
  });

  it('names the middle generated page of the first section for the bench to measure', () => {
    const page = measuredPage(plan);
    expect(page.permalink).toBe('/docs/address-lookup/scale-generated/page-0901');
    expect(page.group).toBe('address-lookup');
  });
});

describe('scale plan, either shape', () => {
  it('gives every page a unique file and URL matching its file', () => {
    for (const shape of ['spread', 'sidebar'] as const) {
      const plan = scalePlan(10, shape);
      const urls = new Set(plan.pages.map((p) => p.permalink));
      expect(urls.size).toBe(plan.pages.length);
      for (const page of plan.pages) {
        expect(page.permalink).toBe(`/docs/${page.file.replace(/\.mdx$/, '')}`);
      }
    }
  });

  it('writes the same page bytes at the same index in both shapes but for its neighbours', () => {
    const sidebar = scalePlan(2, 'sidebar').pages[7];
    const spread = scalePlan(2, 'spread').pages[7];
    expect(sidebar.title).toBe(spread.title);
    expect(sidebar.description).toBe(spread.description);
  });

  it('refuses a factor that is not a whole number of at least 1', () => {
    expect(() => scalePlan(0, 'spread')).toThrow(/at least 1/);
    expect(() => scalePlan(2.5, 'sidebar')).toThrow(/whole number/);
  });
});

describe('scale page source', () => {
  const plan = scalePlan(2, 'sidebar');
  const group = plan.pages.filter((p) => p.group === 'part-01');
  const page = group[3];
  const source = pageSource(page, group);

  it('is deterministic', () => {
    expect(pageSource(page, group)).toBe(source);
    expect(pageSource(group[4], group)).not.toBe(source);
  });

  it('has the front matter the build requires and the shape of a real page', () => {
    const {data, content} = matter(source);
    expect(data.title).toBe(page.title);
    expect(data.description).toMatch(/\S/);
    expect(content).toMatch(new RegExp(`^# ${page.title}$`, 'm'));
    expect(content.match(/^## /gm)?.length).toBeGreaterThanOrEqual(4);
    expect(content).toMatch(/^### /m);
    expect(content).toMatch(/^\| Option \| Type \| Default \| What it does \|$/m);
    expect(content).toMatch(/^```json title="settings\.json"$/m);
    expect(content).toMatch(/^```bash$/m);
    expect(content).toContain('%%name%%');
    const words = content.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(400);
    expect(source.length).toBeGreaterThan(3000);
  });

  it('links to its neighbours and to an existing page', () => {
    expect(source).toContain(`](${group[2].permalink})`);
    expect(source).toContain(`](${group[4].permalink})`);
    expect(EXISTING_LINKS.some((link) => source.includes(`](${link.path})`))).toBe(true);
  });

  it('links its neighbours within a section in shape "spread"', () => {
    const spread = scalePlan(2, 'spread');
    const guides = spread.pages.filter((p) => p.group === 'guides');
    const text = pageSource(guides[1], guides);
    expect(text).toContain(`](${guides[0].permalink})`);
    expect(text).toContain(`](${guides[2].permalink})`);
    expect(guides[0].permalink).toMatch(/^\/docs\/guides\/scale-generated\/page-\d{4}$/);
  });

  it('links only to pages that exist in the sources', () => {
    for (const link of EXISTING_LINKS) {
      const rel = link.path.replace(/^\/docs\//, '');
      if (rel.startsWith('api/')) continue; // generated from the spec (npm run gen)
      const candidates = [`docs/${rel}.mdx`, `docs/${rel}/index.mdx`];
      expect(
        candidates.some((file) => fs.existsSync(path.join(root, file))),
        link.path,
      ).toBe(true);
    }
  });
});

describe('writing and removing the pages', () => {
  const withDocs = (fn: (docs: string) => void) => {
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-docs-'));
    try {
      fs.mkdirSync(path.join(docs, 'guides'));
      fs.writeFileSync(path.join(docs, 'guides', 'kept.mdx'), '# Kept\n');
      fn(docs);
    } finally {
      fs.rmSync(docs, {recursive: true, force: true});
    }
  };

  it('shape "sidebar": writes every page and part category under one folder', () =>
    withDocs((docs) => {
      const plan = scalePlan(1, 'sidebar');
      expect(writeScalePages(docs, plan)).toBe(BASE_PAGES);
      for (const page of plan.pages) expect(fs.existsSync(path.join(docs, page.file))).toBe(true);
      const category = JSON.parse(
        fs.readFileSync(path.join(docs, SCALE_FOLDER, 'part-01', '_category_.json'), 'utf8'),
      );
      expect(category).toEqual({label: 'Part 1', position: 1, collapsed: true});
      expect(fs.existsSync(path.join(docs, 'guides', SCALE_FOLDER))).toBe(false);
      expect(removeScalePages(docs)).toBe(1);
      expect(fs.existsSync(path.join(docs, SCALE_FOLDER))).toBe(false);
      expect(fs.existsSync(path.join(docs, 'guides', 'kept.mdx'))).toBe(true);
    }));

  it('shape "spread": writes into each section, and a new shape replaces the last', () =>
    withDocs((docs) => {
      writeScalePages(docs, scalePlan(1, 'sidebar'));
      const plan = scalePlan(1, 'spread');
      expect(writeScalePages(docs, plan)).toBe(BASE_PAGES);
      expect(fs.existsSync(path.join(docs, SCALE_FOLDER))).toBe(false);
      for (const folder of sectionFolders) {
        expect(fs.readdirSync(path.join(docs, folder, SCALE_FOLDER))).toHaveLength(30);
      }
      expect(removeScalePages(docs)).toBe(sectionFolders.length);
      expect(fs.existsSync(path.join(docs, 'guides', 'kept.mdx'))).toBe(true);
    }));
});

describe('the sidebars of the bench’s copy (bench/scale-sidebars.ts)', () => {
  const sidebars = Object.fromEntries(
    Object.keys(SCALE_SECTIONS).map((id) => [id, [{type: 'doc' as const, id: `${id}/index`}]]),
  );

  it('shape "sidebar": adds the scale sidebar and leaves the sections alone', () => {
    const out = withScalePages(sidebars, 'sidebar');
    expect(out[SCALE_SIDEBAR]).toEqual([{type: 'autogenerated', dirName: SCALE_FOLDER}]);
    for (const id of Object.keys(SCALE_SECTIONS)) expect(out[id]).toEqual(sidebars[id]);
    expect(() => withScalePages(out, 'sidebar')).toThrow(/already has a "scale"/);
  });

  it('shape "spread": adds a category at the end of each section, and no sidebar', () => {
    const out = withScalePages(sidebars, 'spread');
    expect(Object.keys(out)).toEqual(Object.keys(sidebars));
    expect(out.guides).toEqual([
      ...sidebars.guides,
      {
        type: 'category',
        label: 'More pages',
        collapsed: true,
        items: [{type: 'autogenerated', dirName: `guides/${SCALE_FOLDER}`}],
      },
    ]);
  });

  it('fails naming a section the sidebars lack', () => {
    expect(() => withScalePages({guides: []}, 'spread')).toThrow(/no sidebar "addressLookup"/);
  });
});

describe('scale runs and shapes', () => {
  it('reads --shape: both by default, or one', () => {
    expect(parseScaleShapes(undefined)).toEqual(['spread', 'sidebar']);
    expect(parseScaleShapes('both')).toEqual(['spread', 'sidebar']);
    expect(parseScaleShapes('sidebar')).toEqual(['sidebar']);
    expect(() => parseScaleShapes('tree')).toThrow(
      /--shape tree: expected spread, sidebar or both/,
    );
  });

  it('runs 1x once, without pages, and each factor above once per shape', () => {
    expect(scaleRuns([1, 10], ['spread', 'sidebar'])).toEqual([
      {factor: 1, shape: null},
      {factor: 10, shape: 'spread'},
      {factor: 10, shape: 'sidebar'},
    ]);
    expect(scaleRuns([1, 10, 30], ['sidebar'])).toEqual([
      {factor: 1, shape: null},
      {factor: 10, shape: 'sidebar'},
      {factor: 30, shape: 'sidebar'},
    ]);
  });

  it('names each run by its factor and shape', () => {
    expect(runName({factor: 1, shape: null})).toBe('1x');
    expect(runName({factor: 10, shape: 'sidebar'})).toBe('10x, pages in one sidebar');
    expect(runName({factor: 10, shape: 'spread'})).toBe('10x, pages spread over the sections');
  });
});

describe('scale report', () => {
  const weight = (bytes: number) => ({
    path: '/',
    scriptBytes: bytes,
    prefetchBytes: 0,
    files: [],
    apiTheme: false,
  });
  const medians = (performance: number, tbtMs: number) => ({
    runs: 3,
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    tbtMs,
    cls: 0,
    jsTransferBytes: 0,
  });
  const home = {type: 'Home', kind: 'home' as const, path: '/', stockPath: '/'};
  const data = {type: 'Doc, data page', kind: 'doc' as const, path: '/d', stockPath: '/d'};
  const big = {type: SCALED_PAGE_TYPES.sidebar, kind: 'doc' as const, path: '/b', stockPath: '/b'};
  const site = (
    js: Record<string, number>,
    perf: number,
    buildSeconds: number,
    peakRss: number,
  ): SiteFigures => ({
    buildSeconds,
    peakRss,
    phases: [{name: 'whole build', seconds: buildSeconds, peakRss}],
    htmlPages: 10,
    js: Object.fromEntries(Object.entries(js).map(([k, v]) => [k, weight(v)])),
    lighthouse: Object.fromEntries(
      Object.keys(js).map((k) => [k, medians(perf, perf >= 98 ? 20 : 400)]),
    ),
  });
  const one: FactorResult = {
    factor: 1,
    shape: null,
    generated: 0,
    pages: [home, data],
    project: site({Home: 150_000, 'Doc, data page': 190_000}, 100, 40, 1.2e9),
    stock: site({Home: 300_000, 'Doc, data page': 330_000}, 90, 30, 1e9),
    loadStart: 0.5,
    loadEnd: 0.6,
  };
  const ten: FactorResult = {
    ...one,
    factor: 10,
    shape: 'sidebar',
    generated: 1800,
    pages: [home, data, big],
    project: site(
      {Home: 160_000, 'Doc, data page': 206_000, [SCALED_PAGE_TYPES.sidebar]: 204_000},
      98,
      110,
      2.9e9,
    ),
    stock: site(
      {Home: 350_000, 'Doc, data page': 400_000, [SCALED_PAGE_TYPES.sidebar]: 400_000},
      80,
      90,
      2.6e9,
    ),
  };

  it('reads the factors of --scale, always with 1x', () => {
    expect(parseScaleFactors(undefined)).toEqual([1, 10, 30]);
    expect(parseScaleFactors('--runs')).toEqual([1, 10, 30]);
    expect(parseScaleFactors('10')).toEqual([1, 10]);
    expect(parseScaleFactors('30,10')).toEqual([1, 10, 30]);
    expect(() => parseScaleFactors('0')).toThrow(/start at 1/);
  });

  it('sends the build to another folder', () => {
    expect(withOutDir(['npm', 'run', 'build'], 'x/b')).toEqual([
      'npm',
      'run',
      'build',
      '--',
      '--out-dir',
      'x/b',
    ]);
    expect(withOutDir(['/bin/queue', 'npm', 'run', 'build'], 'x/b')).toEqual([
      '/bin/queue',
      'npm',
      'run',
      'build',
      '--out-dir',
      'x/b',
    ]);
  });

  it('checks the 1x goals against the issue-16 budgets and stock', () => {
    const checks = checkScale(one, one);
    expect(checks.every((c) => c.met)).toBe(true);
    expect(checks.map((c) => c.goal)).toContain('Home: JS before interaction ≤ 180.0 KB');
  });

  it('holds each page type at 10x to its 1x figure plus 15 KB, the big sidebar to the data page', () => {
    const checks = checkScale(ten, one);
    const js = checks.filter((c) => c.goal.includes('JS ≤ 1x'));
    expect(js.map((c) => [c.goal.split(':')[0], c.met])).toEqual([
      ['Home', true],
      ['Doc, data page', false],
      [SCALED_PAGE_TYPES.sidebar, true],
    ]);
    expect(js[2].value).toContain('on Doc, data page at 1x');
  });

  it('checks the build against 120 s, 3 GB and 1.3 x stock Faster', () => {
    const checks = Object.fromEntries(checkScale(ten, one).map((c) => [c.goal, c.met]));
    expect(checks['Cold build ≤ 120 s']).toBe(true);
    expect(checks['Peak memory ≤ 3.00 GB']).toBe(true);
    expect(checks['Build time ≤ 1.3 × stock Faster']).toBe(true);
    expect(checks['Peak memory ≤ 1.3 × stock Faster']).toBe(true);
    const slow = {...ten, project: {...ten.project, buildSeconds: 130}};
    expect(
      checkScale(slow, one)
        .filter((c) => !c.met)
        .map((c) => c.goal),
    ).toContain('Build time ≤ 1.3 × stock Faster');
  });

  it('judges only 1x and 10x', () => {
    expect(checkScale({...ten, factor: 30}, one)).toEqual([]);
  });

  it('writes one section per run into BENCHMARKS.md, keeping the rest', () => {
    const report: ScaleReport = {
      machine: {cpu: 'cpu × 2', memory: '24 GiB', node: 'v20', chromium: 'c', date: 'today'},
      command: 'npm run bench -- --scale 10',
      runs: 3,
      lighthouseVersion: '13',
      factors: [one, ten],
    };
    const section = scaleMarkdown(report);
    expect(section.startsWith(SECTION_START)).toBe(true);
    expect(section).toContain('### 1x: 10 HTML pages (0 generated)');
    expect(section).toContain('### 10x, pages in one sidebar: 10 HTML pages (1800 generated)');
    expect(section).toContain('Goals at 10x, pages in one sidebar: 1 missed.');
    expect(section).toContain('| Phase | Project | CPU | Peak | Stock Faster | CPU | Peak |');
    const doc = '# Benchmarks\n\nquality report\n';
    const once = replaceSection(doc, section);
    expect(once).toContain('quality report');
    expect(replaceSection(once, section)).toBe(once);
    expect(scaleSection(once)).toBe(section);
    expect(scaleSection(doc)).toBe('');
  });
});
