import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {parse, type Inline} from '../../lib/openapi/inline-markdown';
import {replaceTokens} from '../../plugins/identity-tokens';
import {requiredOptions} from '../../src/data/address-lookup';
import {integrationKinds, integrationSlugs} from '../../src/data/integrations';
import {collectErrors, open, sitemapPaths} from './helpers';

/** The page title from a doc's front matter, placeholders replaced. */
function titleOf(slug: string): string {
  const file = path.join('docs/integrations', `${slug}.mdx`);
  return matter(replaceTokens(fs.readFileSync(file, 'utf8'), file)).data.title as string;
}

const pathOf = (slug: string) =>
  slug === 'index' ? '/docs/integrations' : `/docs/integrations/${slug}`;

test('every integration page is in the sitemap, so every-page.spec.ts renders it', () => {
  const listed = new Set(sitemapPaths());
  const missing = ['index', ...integrationSlugs].map(pathOf).filter((p) => !listed.has(p));
  expect(missing).toEqual([]);
});

test('the landing table links every integration page, and every link resolves', async ({
  page,
  request,
}) => {
  await open(page, '/docs/integrations');
  const hrefs = await page
    .locator('article table a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect([...hrefs].sort()).toEqual(integrationSlugs.map(pathOf).sort());

  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('a landing table link opens its page in the app', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, '/docs/integrations');
  await page.locator('article table').getByRole('link', {name: 'Magento', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/integrations\/magento$/);
  await expect(page.locator('article h1')).toHaveText(titleOf('magento'));
  expect(errors).toEqual([]);
});

test('the sidebar groups integrations by kind, after the overview', async ({page}) => {
  await open(page, '/docs/integrations');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const categories = sidebar.locator('.menu__list-item-collapsible > .menu__link');
  await expect(categories).toHaveText(Object.keys(integrationKinds));
  await expect(sidebar.locator('.menu__link').first()).toHaveText('Overview');
});

/** What a reader sees of a text in the inline Markdown subset. */
function plainText(markdown: string): string {
  const flat = (nodes: Inline[]): string =>
    nodes.map((node) => ('value' in node ? node.value : flat(node.children))).join('');
  return (parse(markdown) ?? []).map(flat).join(' ');
}

/** Integration pages that render the shared script-tag text. */
const scriptTagPages = integrationSlugs.filter((slug) =>
  fs
    .readFileSync(path.join('docs/integrations', `${slug}.mdx`), 'utf8')
    .includes("'./_partials/_script-tag.mdx'"),
);

test('the script-tag pages state what the widget needs, as the catalogue says', async ({page}) => {
  expect(scriptTagPages.length).toBeGreaterThan(5);
  for (const slug of scriptTagPages) {
    await open(page, pathOf(slug));
    const article = page.locator('article');
    for (const rule of requiredOptions) {
      await expect(article, slug).toContainText(plainText(rule.text));
      // The notes on the React component are for the widget's own pages.
      if (rule.reactNote) await expect(article, slug).not.toContainText(rule.reactNote);
    }
    // Issue #27: the text once said "two required options: apiKey, outputFields".
    await expect(article, slug).not.toContainText(/required options/i);
  }
});
