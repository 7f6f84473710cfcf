import {execFileSync} from 'node:child_process';
import {expect, test, type Page} from '@playwright/test';
import {readGitState, showLastUpdateTime} from '../../config/last-update';
import {identity} from '../../src/identity';

/** The footer's "Edit this page" link of the page, or null when it has none. */
async function editHref(page: Page): Promise<string | null> {
  const links = page.locator('a.theme-edit-this-page');
  if ((await links.count()) === 0) return null;
  return links.first().getAttribute('href');
}

async function reportUrl(page: Page): Promise<URL> {
  const link = page.getByRole('link', {name: 'Report a problem with this page'});
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute('href'))!);
}

test.describe('Edit this page and Report a problem', () => {
  test('a guide links to its MDX file in the docs repository', async ({page}) => {
    await page.goto('/docs/guides/testing');
    expect(await editHref(page)).toBe(`${identity.urls.repositoryEdit}/docs/guides/testing.mdx`);
    await expect(page.getByRole('link', {name: 'Edit this page'})).toBeVisible();
  });

  test('an API operation page links to its OpenAPI file, not to generated MDX', async ({page}) => {
    await page.goto('/docs/api/find-address');
    expect(await editHref(page)).toBe(
      `${identity.urls.repositoryEdit}/openapi/paths/autocomplete-addresses.yaml`,
    );
  });

  test('generated API pages without a source file have no edit link but can be reported', async ({
    page,
  }) => {
    for (const path of ['/docs/api/uk', '/docs/api/api-reference']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await editHref(page), path).toBeNull();
      expect((await reportUrl(page)).searchParams.get('page-url')).toBe(
        `${identity.urls.docs}${path}`,
      );
    }
  });

  test('Report a problem opens the docs-mistake form with the page URL', async ({page}) => {
    await page.goto('/docs/address-lookup/configure');
    const url = await reportUrl(page);
    expect(`${url.origin}${url.pathname}`).toBe(`${identity.urls.repository}/issues/new`);
    expect(url.searchParams.get('template')).toBe('docs-mistake.yml');
    expect(url.searchParams.get('page-url')).toBe(
      `${identity.urls.docs}/docs/address-lookup/configure`,
    );
  });
});

test.describe('Last updated', () => {
  const file = 'docs/guides/testing.mdx';
  const history = showLastUpdateTime(readGitState());

  // A shallow clone (or no git) has no trustworthy history: the build leaves
  // the dates out on purpose (config/last-update.ts). Each state is asserted.
  if (history) {
    test('a doc page shows the date of the last commit that changed its file', async ({page}) => {
      // Docusaurus reads `git log --name-status`, where a merge commit lists
      // no files: the date is the newest commit that itself changed the file.
      const committed = Math.max(
        ...execFileSync(
          'git',
          ['log', '--no-merges', '--full-history', '--format=%ct', '--', file],
          {
            encoding: 'utf8',
          },
        )
          .trim()
          .split('\n')
          .map(Number),
      );
      await page.goto('/docs/guides/testing');
      const time = page.locator('.theme-last-updated time');
      await expect(time).toBeVisible();
      expect(await time.getAttribute('datetime')).toBe(new Date(committed * 1000).toISOString());
    });
  } else {
    test('a shallow clone shows no "Last updated" date rather than a wrong one', async ({page}) => {
      await page.goto('/docs/guides/testing');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    });
  }
});
