import {expect, test, type Locator, type Page} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import matter from 'gray-matter';
import {replaceTokens} from '../../plugins/identity-tokens';
import {allowedUrlForms, allowedUrlMatchingMarkdown} from '../../lib/sandbox/allowed-urls';
import {builtText, collectErrors, open, sitemapPaths} from './helpers';

/**
 * The reference content: data sources, guides, address verification, the
 * glossary with its term pages, and the tag pages built from their front matter.
 */

const docsDir = path.join(__dirname, '../../docs');

interface DocPage {
  route: string;
  title: string;
}

/** Site path and title of every page in a docs folder (partials excluded). */
function pagesIn(folder: string): DocPage[] {
  return fs
    .readdirSync(path.join(docsDir, folder))
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
    .map((file) => {
      const source = path.join(docsDir, folder, file);
      const {data} = matter(replaceTokens(fs.readFileSync(source, 'utf8'), source));
      const slug = file.replace(/\.mdx$/, '');
      const route = slug === 'index' ? `/docs/${folder}` : `/docs/${folder}/${slug}`;
      return {route, title: String(data.title)};
    });
}

const termPages = pagesIn('terms').filter((p) => p.route !== '/docs/terms/term');
const pages: DocPage[] = [
  ...pagesIn('data'),
  ...pagesIn('guides'),
  ...pagesIn('address-verification'),
  ...pagesIn('terms'),
  {route: '/docs/glossary', title: 'Glossary'},
];

test.describe('reference pages render', () => {
  test('the page list covers every section', () => {
    expect(pagesIn('data').length).toBe(15);
    expect(pagesIn('guides').length).toBe(14);
    expect(termPages.length).toBeGreaterThanOrEqual(36);
  });

  test('every page is in the sitemap, so every-page.spec.ts renders it', () => {
    const listed = new Set(sitemapPaths());
    expect(pages.filter(({route}) => !listed.has(route))).toEqual([]);
  });
});

test('the glossary links every term page', async ({page}) => {
  await open(page, '/docs/glossary');
  const hrefs = await page
    .locator('article a[href^="/docs/terms/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const missing = termPages.map((p) => p.route).filter((route) => !hrefs.includes(route));
  expect(missing).toEqual([]);
});

/** WCAG relative luminance of an `rgb()`/`rgba()` colour string. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function termLink(page: Page, text: string): Promise<{link: Locator; card: Locator}> {
  const link = page.locator('article a[aria-describedby]', {hasText: text}).first();
  const cardId = await link.getAttribute('aria-describedby');
  expect(cardId).toBeTruthy();
  return {link, card: page.locator(`[id="${cardId}"]`)};
}

test.describe('Term component', () => {
  test('shows the definition on hover and hides it on Escape', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, '/docs/terms/term');
    const {link, card} = await termLink(page, 'UDPRN');
    const paragraph = link.locator('xpath=ancestor::p[1]');

    await expect(card).toBeHidden();
    await expect(card).toHaveAttribute('role', 'tooltip');
    const before = await paragraph.boundingBox();

    await link.hover();
    await expect(card).toBeVisible();
    await expect(card).toContainText("Royal Mail's numeric id");
    // Opening the card must not move the text around it.
    expect(await paragraph.boundingBox()).toEqual(before);

    // Dark mode is the default; the card's text must meet WCAG AA against its background.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const colours = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return {fg: style.color, bg: style.backgroundColor};
    });
    expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();

    await page.mouse.move(0, 0);
    await link.hover();
    await expect(card).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(card).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('shows the definition when reached with Tab and hides it on Escape', async ({page}) => {
    await open(page, '/docs/terms/term');
    const {link, card} = await termLink(page, 'UDPRN');
    // The glossary link is the focusable element just before the term in the first paragraph.
    await page.locator('article p a[href="/docs/glossary"]').first().focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(card).toBeVisible();
    await expect(link).toHaveAccessibleDescription(/Unique Delivery Point Reference Number/);

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(link).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(link).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    await expect(card).toBeVisible();
  });

  test('the served HTML holds the term link alone: the definition comes with hydration', async ({
    page,
    request,
  }) => {
    // A program reading the HTML's text (no CSS, `hidden` ignored) must not
    // read the definition in the middle of the sentence.
    const html = await builtText(request, '/docs/terms/term');
    expect(html).toContain('>UDPRN</a>');
    expect(html).not.toMatch(/role="?tooltip/);
    expect(html).not.toMatch(/<a [^>]*aria-describedby/);
    await open(page, '/docs/terms/term');
    const {card} = await termLink(page, 'UDPRN');
    await expect(card).toHaveAttribute('role', 'tooltip');
  });

  test('links to the term page', async ({page}) => {
    await open(page, '/docs/terms/term');
    const {link} = await termLink(page, 'DPV');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/terms\/dpv$/);
    await expect(page.locator('article h1')).toHaveText('DPV');
  });
});

test.describe('tags', () => {
  test('/docs/tags lists the tags used by the reference pages', async ({page}) => {
    await open(page, '/docs/tags');
    const tags = await page
      .locator('main a[rel="tag"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const tag of ['us', 'uk', 'international', 'datasets', 'billing', 'security', 'keys']) {
      expect(tags).toContain(`/docs/tags/${tag}`);
    }
    for (const tag of ['testing', 'verification', 'places', 'glossary', 'api']) {
      expect(tags).toContain(`/docs/tags/${tag}`);
    }
  });

  test('every tag page lists at least one doc', async ({page, request}) => {
    await open(page, '/docs/tags');
    const tags = await page
      .locator('main a[rel="tag"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      // The tag pages are static HTML: read each one without a browser round trip.
      const html = await (await request.get(tag)).text();
      const docs = html.match(/<article[^>]*><a href="?\/docs\/[^"\s>]+"?[^>]*><h2/g) ?? [];
      expect(docs.length, `${tag} lists no docs`).toBeGreaterThan(0);
    }
  });
});

/** The rows of the first Markdown table after `heading` in a twin, as arrays of cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.slice(markdown.indexOf(heading)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

test.describe('facts the pages state agree with their sources (#27)', () => {
  test("reading results: the DPV table says what the page's own classify() returns", async ({
    request,
  }) => {
    const twin = await builtText(request, '/docs/address-verification/reading-results.md');
    const spec = JSON.parse(await builtText(request, '/openapi.json')) as {
      components: {schemas: {CassRecord: {properties: {dpv: {enum: string[]}}}}};
    };
    const rows = tableAfter(twin, '### DPV');
    const table = new Map(
      rows.map((row) => [row[0] === '(empty)' ? '' : row[0].replace(/`/g, ''), row.at(-1)!]),
    );
    // One row for each value the spec allows.
    expect([...table.keys()].sort()).toEqual(
      [...spec.components.schemas.CassRecord.properties.dpv.enum].sort(),
    );

    // The JavaScript sample exactly as a reader copies it from the page.
    const code = /```js\n(\/\*\*[\s\S]*?export function classify[\s\S]*?)```/.exec(twin)?.[1];
    expect(code).toBeTruthy();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'classify-')), 'classify.mjs');
    fs.writeFileSync(file, code!);
    const {classify} = (await import(pathToFileURL(file).href)) as {
      classify: (result: unknown) => string;
    };
    for (const [dpv, stated] of table) {
      const result = {count: 1, fit: 1, confidence: 1, match: {dpv}};
      expect(`\`${classify(result)}\``, `dpv "${dpv}"`).toBe(stated);
    }
    expect(classify({count: 0, fit: 0, confidence: 0, match: null})).toBe('no-match');
  });

  test('allowed URLs: the guide, the term page and the spec state one matching rule', async ({
    request,
  }) => {
    const rule = allowedUrlMatchingMarkdown();
    const term = await builtText(request, '/docs/terms/allowed-urls.md');
    expect(term.replace(/\s+/g, ' ')).toContain(rule);
    const rows = tableAfter(
      await builtText(request, '/docs/guides/allowed-urls.md'),
      '## How matching works',
    );
    expect(rows.map((row) => row[1])).toEqual(allowedUrlForms.map((form) => `\`${form.example}\``));
    expect(rows.find((row) => row[0].includes('`http://`'))?.[0]).toContain('`https://`');
    const spec = await builtText(request, '/openapi.json');
    expect(spec).toContain(JSON.stringify(rule).slice(1, -1));
  });

  test('API reference: the test-input count matches the published catalogue', async ({request}) => {
    const twin = await builtText(request, '/docs/api/api-reference.md');
    const catalogue = JSON.parse(await builtText(request, '/sandbox/test-inputs.json')) as {
      cases: {operationId: string}[];
    };
    const spec = JSON.parse(await builtText(request, '/openapi.json')) as {
      paths: Record<string, Record<string, {operationId?: string}>>;
    };
    const operationIds = new Set(
      Object.values(spec.paths).flatMap((item) =>
        Object.values(item).flatMap((operation) => operation.operationId ?? []),
      ),
    );
    const ofOperations = catalogue.cases.filter((testCase) =>
      operationIds.has(testCase.operationId),
    );
    const match =
      /holds (\d+) test inputs over (\d+) operations(?:, plus (\d+) requests? to a path)?/.exec(
        twin,
      );
    expect(match).toBeTruthy();
    expect(Number(match![1])).toBe(ofOperations.length);
    expect(Number(match![2])).toBe(new Set(ofOperations.map((c) => c.operationId)).size);
    expect(Number(match![3] ?? 0)).toBe(catalogue.cases.length - ofOperations.length);
  });
});
