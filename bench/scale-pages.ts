/**
 * The scale benchmark's pages (`npm run bench -- --scale N`): N times today's
 * page count of plain MDX pages, deterministic (the same factor and shape
 * write the same bytes), shaped like the site's own pages: front matter with
 * a description, an H1, a purpose paragraph, H2 and H3 sections, a table, a
 * JSON and a shell code block, a placeholder, links to neighbours and to
 * existing pages.
 *
 * Where they go depends on the shape (scale-sidebars.ts):
 * - `spread`: over the six main sections, in a `scale-generated/` folder of
 *   each (`docs/guides/scale-generated/`), a category at the end of that
 *   section's sidebar;
 * - `sidebar`: all in the `scale` sidebar (`docs/scale-generated/part-NN/`, a
 *   category of PART_SIZE pages per part).
 *
 * The bench writes them into its own copy of the site (scale-site.ts), never
 * into the project's docs/.
 *
 * Pure planning and rendering; writeScalePages and removeScalePages touch the disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SCALE_FOLDER, SCALE_SECTIONS, type ScaleShape} from './scale-sidebars';
import {pick, seededRandom} from '../lib/seeded-random';

/** Today's page count, the unit of a factor: issue 31's "about 180 pages" (10x adds 1,800). */
export const BASE_PAGES = 180;

/** Pages per category of the `scale` sidebar: a long category, as big sections grow. */
export const PART_SIZE = 100;

/** Existing pages the generated ones link to (checked by the build's broken-link check). */
export const EXISTING_LINKS = [
  {path: '/docs/guides/testing', label: 'Testing'},
  {path: '/docs/data/usps', label: 'USPS data'},
  {path: '/docs/address-lookup/configure', label: 'Configuring the widget'},
  {path: '/docs/address-verification/getting-started', label: 'Address verification'},
  {path: '/docs/integrations', label: 'Integrations'},
  {path: '/docs/api/find-address', label: 'Find address'},
] as const;

export interface ScalePage {
  /** 1-based, over the whole plan. */
  index: number;
  /** Path below `docs/`, posix. */
  file: string;
  /** The page's URL. */
  permalink: string;
  title: string;
  sidebarLabel: string;
  description: string;
  /** Its group: `part-01` in the scale sidebar, or the section folder (`guides`). */
  group: string;
}

interface ScaleCategory {
  /** Folder below `docs/`, posix. */
  dir: string;
  label: string;
  position: number;
}

export interface ScalePlan {
  factor: number;
  shape: ScaleShape;
  pages: ScalePage[];
  /** `_category_.json` files of the scale sidebar's parts. */
  categories: ScaleCategory[];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const TOPICS = [
  'delivery points',
  'postcode ranges',
  'suggestion lists',
  'county boundaries',
  'rural routes',
  'apartment ranges',
  'building names',
  'locality aliases',
  'country filters',
  'result ranking',
  'input debouncing',
  'key rotation',
  'usage reports',
  'batch cleansing',
  'address history',
  'retry budgets',
] as const;

const SUBJECTS = [
  'The lookup',
  'Each request',
  'A checkout form',
  'The verification step',
  'An import job',
  'The suggestion list',
  'A saved address',
  'The result object',
] as const;

const VERBS = [
  'returns',
  'keeps',
  'narrows',
  'checks',
  'orders',
  'groups',
  'records',
  'normalises',
] as const;

const OBJECTS = [
  'the fields a reader fills in',
  'every line of the address',
  'the postcode before the street',
  'results near the reader',
  'the premise and the thoroughfare',
  'one suggestion per delivery point',
  'the country the form expects',
  'the counts shown in the dashboard',
] as const;

const TAILS = [
  'so that the form stays short.',
  'without a second request.',
  'before the reader submits the form.',
  'in the order the reader typed.',
  'while the reader is still typing.',
  'and leaves the rest untouched.',
  'which keeps support tickets down.',
  'for every country it covers.',
] as const;

function sentence(random: () => number): string {
  return `${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, TAILS)}`;
}

function paragraph(random: () => number, sentences: number): string {
  return Array.from({length: sentences}, () => sentence(random)).join(' ');
}

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Which page goes where, for a factor and a shape (see the top of this file). */
export function scalePlan(factor: number, shape: ScaleShape, base = BASE_PAGES): ScalePlan {
  if (!Number.isInteger(factor) || factor < 1) {
    throw new Error(`scale factor must be a whole number of at least 1, not ${factor}`);
  }
  const total = factor * base;
  const sections = Object.values(SCALE_SECTIONS);
  const pages: ScalePage[] = [];
  const categories: ScaleCategory[] = [];
  for (let index = 1; index <= total; index += 1) {
    const number = pad(index, 4);
    const topic = TOPICS[index % TOPICS.length];
    let dir: string;
    let group: string;
    if (shape === 'sidebar') {
      const part = Math.ceil(index / PART_SIZE);
      group = `part-${pad(part, 2)}`;
      dir = `${SCALE_FOLDER}/${group}`;
      if ((index - 1) % PART_SIZE === 0) {
        categories.push({dir, label: `Part ${part}`, position: part});
      }
    } else {
      group = sections[(index - 1) % sections.length];
      dir = `${group}/${SCALE_FOLDER}`;
    }
    const file = `${dir}/page-${number}.mdx`;
    pages.push({
      index,
      file,
      permalink: `/docs/${file.replace(/\.mdx$/, '')}`,
      title: `${titleCase(topic)}, note ${number}`,
      sidebarLabel: `${titleCase(topic)} ${number}`,
      description: `How ${topic} behave in case ${number}: the options, their defaults and a worked example.`,
      group,
    });
  }
  return {factor, shape, pages, categories};
}

/**
 * The generated page the bench measures: the middle page of the scale
 * sidebar (shape `sidebar`), or the middle generated page of the first
 * section (shape `spread`).
 */
export function measuredPage(plan: ScalePlan): ScalePage {
  const group = plan.pages[0]?.group;
  const pages =
    plan.shape === 'sidebar' ? plan.pages : plan.pages.filter((page) => page.group === group);
  if (pages.length === 0) throw new Error('the plan has no page');
  return pages[Math.floor(pages.length / 2)];
}

/** The MDX source of one page; `neighbours` are the pages of its group, in order. */
export function pageSource(page: ScalePage, neighbours: readonly ScalePage[]): string {
  const random = seededRandom(page.index);
  const at = neighbours.findIndex((p) => p.index === page.index);
  const previous = at > 0 ? neighbours[at - 1] : undefined;
  const next = at >= 0 && at < neighbours.length - 1 ? neighbours[at + 1] : undefined;
  const existing = EXISTING_LINKS[page.index % EXISTING_LINKS.length];
  const rows = Array.from({length: 6}, (_, i) => {
    const name = `option${String.fromCharCode(65 + i)}${page.index % 97}`;
    const type = pick(random, ['string', 'number', 'boolean', 'string[]'] as const);
    const fallback = type === 'boolean' ? 'false' : type === 'number' ? '10' : 'none';
    return `| \`${name}\` | ${type} | ${fallback} | ${titleCase(pick(random, OBJECTS))}. |`;
  });
  const example = {
    page: page.index,
    group: page.group,
    limit: 5 + (page.index % 20),
    countries: ['US', 'GB', 'CA'].slice(0, 1 + (page.index % 3)),
  };
  const links = [
    previous && `- Previous: [${previous.title}](${previous.permalink})`,
    next && `- Next: [${next.title}](${next.permalink})`,
    `- See also: [${existing.label}](${existing.path})`,
  ].filter(Boolean);
  return `---
title: ${JSON.stringify(page.title)}
sidebar_label: ${JSON.stringify(page.sidebarLabel)}
description: ${JSON.stringify(page.description)}
---

# ${page.title}

${paragraph(random, 4)} This page is one of the generated pages of the %%name%% scale benchmark.

## Overview

${paragraph(random, 5)}

${paragraph(random, 4)}

## Options

${paragraph(random, 3)}

| Option | Type | Default | What it does |
| --- | --- | --- | --- |
${rows.join('\n')}

### Defaults

${paragraph(random, 4)}

## Example

${paragraph(random, 2)}

\`\`\`json title="settings.json"
${JSON.stringify(example, null, 2)}
\`\`\`

${paragraph(random, 2)}

\`\`\`bash
grep -c "page ${page.index}" settings.json
\`\`\`

## Troubleshooting

${paragraph(random, 5)}

### When results look wrong

${paragraph(random, 4)}

## Related pages

${links.join('\n')}
`;
}

/** Writes every page of the plan, and the parts' `_category_.json`, under `docsDir`. */
export function writeScalePages(docsDir: string, plan: ScalePlan): number {
  removeScalePages(docsDir);
  const groups = new Map<string, ScalePage[]>();
  for (const page of plan.pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  for (const page of plan.pages) {
    const file = path.join(docsDir, page.file);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, pageSource(page, groups.get(page.group)!));
  }
  for (const category of plan.categories) {
    fs.writeFileSync(
      path.join(docsDir, category.dir, '_category_.json'),
      `${JSON.stringify({label: category.label, position: category.position, collapsed: true}, null, 2)}\n`,
    );
  }
  return plan.pages.length;
}

/** Deletes every generated folder under `docsDir`; returns how many it removed. */
export function removeScalePages(docsDir: string): number {
  const folders = [
    path.join(docsDir, SCALE_FOLDER),
    ...Object.values(SCALE_SECTIONS).map((section) => path.join(docsDir, section, SCALE_FOLDER)),
  ].filter((folder) => fs.existsSync(folder));
  for (const folder of folders) fs.rmSync(folder, {recursive: true, force: true});
  return folders.length;
}
