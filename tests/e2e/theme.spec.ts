import {expect, test} from '@playwright/test';
import {open} from './helpers';

test.describe('colour mode', () => {
  test('is dark by default with no colour-mode switch', async ({page}) => {
    await open(page, '/docs/changelog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('button[title*="dark and light" i]')).toHaveCount(0);
    await expect(page.locator('[class*="colorModeToggle"]')).toHaveCount(0);
  });

  test('ignores a light operating-system preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('ignores and clears a stored light choice because the switch is disabled', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'light');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});

test.describe('docs sidebar', () => {
  test('cannot be hidden', async ({page}) => {
    await open(page, '/docs/guides');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
  });

  test('expanding a category leaves its siblings open', async ({page}) => {
    await open(page, '/docs/address-lookup');
    const menu = page.locator('.theme-doc-sidebar-menu');
    const categories = menu.locator(':scope > li.theme-doc-sidebar-item-category');
    expect(await categories.count()).toBeGreaterThan(2);
    const first = categories.nth(1);
    const sibling = categories.nth(2);
    await expect(first).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(sibling).not.toHaveClass(/menu__list-item--collapsed/);
    const toggle = first.locator('.menu__list-item-collapsible').first();
    await toggle.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    await expect(first).toHaveClass(/menu__list-item--collapsed/);
    await toggle.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    await expect(first).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(sibling).not.toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe('table of contents', () => {
  test('lists every level 2 and 3 heading and nothing deeper', async ({page}) => {
    await open(page, '/docs/changelog');
    const headingIds = await page
      .locator('article .markdown')
      .first()
      .evaluate((root) =>
        [...root.querySelectorAll('h2[id], h3[id]')].map((heading) => heading.id),
      );
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1)));
    expect(headingIds.length).toBeGreaterThan(5);
    expect(tocTargets).toEqual(headingIds);
    const levels = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1))!.tagName),
      );
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  });

  test('leaves level 4 headings out', async ({page}) => {
    await open(page, '/docs/changelog');
    const h4Ids = await page
      .locator('article .markdown h4[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(h4Ids.length).toBeGreaterThan(0);
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1)));
    for (const id of h4Ids) expect(tocTargets).not.toContain(id);
  });
});
