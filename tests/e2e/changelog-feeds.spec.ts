import {expect, test} from '@playwright/test';
import {changelog, changelogFeeds} from '../../src/data/changelog';
import {identity} from '../../src/identity';
import {collectErrors, open} from './helpers';

/** The changelog feeds are served, advertised in the page head and linked from the page. */
test.describe('changelog feeds', () => {
  for (const feed of changelogFeeds) {
    test(`${feed.label} is served with every entry and linked from /docs/changelog`, async ({
      page,
      request,
    }) => {
      const response = await request.get(feed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(feed.format === 'json' ? /json/ : /xml/);
      const body = await response.text();
      for (const entry of changelog) expect(body).toContain(`/docs/changelog#${entry.id}`);

      const errors = collectErrors(page);
      await open(page, '/docs/changelog');
      await expect(page.locator(`head link[rel="alternate"][type="${feed.type}"]`)).toHaveAttribute(
        'href',
        `${identity.urls.docs}${feed.path}`,
      );
      const link = page.getByRole('link', {name: feed.label, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', feed.path);
      expect(errors).toEqual([]);
    });
  }

  test('entry headings carry the anchors the feeds link to, and the TOC lists them', async ({
    page,
  }) => {
    await open(page, '/docs/changelog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API Updates');
    for (const entry of changelog) {
      await expect(page.locator(`h3[id="${entry.id}"]`)).toHaveCount(1);
    }
    const toc = page.locator('.table-of-contents');
    await expect(toc.locator(`a[href="#${changelog[0].id}"]`)).toHaveCount(1);
    await expect(toc.locator('a[href="#year-2021"]')).toHaveCount(1);
  });
});
