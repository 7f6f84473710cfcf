import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {replaceTokens} from '../../plugins/identity-tokens';
import {integrationKinds, integrationSlugs} from '../fixtures/integrations';
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
