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
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).toContain('exclude: docsExclude()');
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toContain(
      `docs/**/${SCALE_FOLDER}/`,
    );
  });
});
