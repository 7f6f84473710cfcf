import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import matter from 'gray-matter';
import {
  BASE_PAGES,
  EXISTING_LINKS,
  PART_SIZE,
  bigSidebarPage,
  pageSource,
  removeScalePages,
  scalePlan,
  writeScalePages,
} from '../../scripts/bench/scale-pages';
import {
  SCALE_FOLDER,
  SCALE_SECTIONS,
  SCALE_SIDEBAR,
  docsExclude,
  withScalePages,
} from '../../config/scale-pages';
import {BIG_SIDEBAR_TYPE} from '../../scripts/bench/pages';
import {
  SECTION_START,
  checkScale,
  parseScaleFactors,
  replaceSection,
  scaleMarkdown,
  scaleSection,
  withOutDir,
  type FactorResult,
  type ScaleReport,
  type SiteFigures,
} from '../../scripts/bench/scale-report';

const root = path.join(__dirname, '../..');

describe('scale plan', () => {
  const plan = scalePlan(10);

  it('has N times today’s page count, half in the scale sidebar, half over the sections', () => {
    expect(plan.pages).toHaveLength(10 * BASE_PAGES);
    const own = plan.pages.filter((p) => p.file.startsWith(`${SCALE_FOLDER}/`));
    expect(own).toHaveLength(900);
    const spread = plan.pages.filter((p) => !p.file.startsWith(`${SCALE_FOLDER}/`));
    for (const folder of Object.values(SCALE_SECTIONS)) {
      expect(spread.filter((p) => p.file.startsWith(`${folder}/${SCALE_FOLDER}/`))).toHaveLength(
        150,
      );
    }
    expect(scalePlan(30).pages).toHaveLength(5400);
  });

  it('puts PART_SIZE pages in each part of the scale sidebar, each with a category', () => {
    expect(plan.categories).toHaveLength(Math.ceil(900 / PART_SIZE));
    expect(plan.categories[0]).toEqual({
      dir: `${SCALE_FOLDER}/part-01`,
      label: 'Part 1',
      position: 1,
    });
    const inFirst = plan.pages.filter((p) => p.group === 'part-01');
    expect(inFirst).toHaveLength(PART_SIZE);
  });

  it('gives every page a unique file and URL matching its file', () => {
    const urls = new Set(plan.pages.map((p) => p.permalink));
    expect(urls.size).toBe(plan.pages.length);
    for (const page of plan.pages) {
      expect(page.permalink).toBe(`/docs/${page.file.replace(/\.mdx$/, '')}`);
    }
  });

  it('names a page in the middle of the scale sidebar for the bench to measure', () => {
    expect(bigSidebarPage(plan).permalink).toBe('/docs/scale-generated/part-05/page-0451');
  });

  it('refuses a factor that is not a whole number of at least 1', () => {
    expect(() => scalePlan(0)).toThrow(/at least 1/);
    expect(() => scalePlan(2.5)).toThrow(/whole number/);
  });
});

describe('scale page source', () => {
  const plan = scalePlan(2);
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
  it('writes every page and category file, and removes every generated folder', () => {
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-docs-'));
    try {
      fs.mkdirSync(path.join(docs, 'guides'));
      fs.writeFileSync(path.join(docs, 'guides', 'kept.mdx'), '# Kept\n');
      const plan = scalePlan(1);
      expect(writeScalePages(docs, plan)).toBe(BASE_PAGES);
      for (const page of plan.pages) expect(fs.existsSync(path.join(docs, page.file))).toBe(true);
      const category = JSON.parse(
        fs.readFileSync(path.join(docs, SCALE_FOLDER, 'part-01', '_category_.json'), 'utf8'),
      );
      expect(category).toEqual({label: 'Part 1', position: 1, collapsed: true});
      expect(removeScalePages(docs)).toBe(1 + Object.keys(SCALE_SECTIONS).length);
      expect(fs.existsSync(path.join(docs, SCALE_FOLDER))).toBe(false);
      expect(fs.existsSync(path.join(docs, 'guides', 'kept.mdx'))).toBe(true);
    } finally {
      fs.rmSync(docs, {recursive: true, force: true});
    }
  });
});

describe('the config hook (config/scale-pages.ts)', () => {
  const sidebars = Object.fromEntries(
    Object.keys(SCALE_SECTIONS).map((id) => [id, [{type: 'doc' as const, id: `${id}/index`}]]),
  );

  it('leaves sidebars and exclusions alone unless the bench enables it', () => {
    expect(withScalePages(sidebars, false)).toBe(sidebars);
    expect(docsExclude(false)).toContain(`**/${SCALE_FOLDER}/**`);
    expect(docsExclude(true)).not.toContain(`**/${SCALE_FOLDER}/**`);
  });

  it('adds a category per section and the scale sidebar when enabled', () => {
    const out = withScalePages(sidebars, true);
    expect(out[SCALE_SIDEBAR]).toEqual([{type: 'autogenerated', dirName: SCALE_FOLDER}]);
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
    expect(() => withScalePages({guides: []}, true)).toThrow(/no sidebar "addressLookup"/);
  });

  it('is wired into the site: the ordinary build excludes the folders', () => {
    const config = fs.readFileSync(path.join(root, 'config/docs.ts'), 'utf8');
    expect(config).toContain('exclude: docsExclude()');
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toContain(
      `docs/**/${SCALE_FOLDER}/`,
    );
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
  const big = {type: BIG_SIDEBAR_TYPE, kind: 'doc' as const, path: '/b', stockPath: '/b'};
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
    generated: 1800,
    pages: [home, data, big],
    project: site(
      {Home: 160_000, 'Doc, data page': 206_000, [BIG_SIDEBAR_TYPE]: 204_000},
      98,
      110,
      2.9e9,
    ),
    stock: site(
      {Home: 350_000, 'Doc, data page': 400_000, [BIG_SIDEBAR_TYPE]: 400_000},
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
      [BIG_SIDEBAR_TYPE, true],
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
    expect(section).toContain('### 10x: 10 HTML pages (1800 generated)');
    expect(section).toContain('| Phase | Project | CPU | Peak | Stock Faster | CPU | Peak |');
    const doc = '# Benchmarks\n\nquality report\n';
    const once = replaceSection(doc, section);
    expect(once).toContain('quality report');
    expect(replaceSection(once, section)).toBe(once);
    expect(scaleSection(once)).toBe(section);
    expect(scaleSection(doc)).toBe('');
  });
});
