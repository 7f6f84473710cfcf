import {expect, test} from '@playwright/test';
import {identity} from '../../src/identity';
import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import {collectErrors, open} from './helpers';

const leftItems = navbar.items.filter((item) => item.position === 'left' && 'to' in item);
const rightItems = navbar.items.filter((item) => item.position === 'right' && 'href' in item);

test.describe('top navigation', () => {
  test('lists the eight product areas on the left, in order', async ({page}) => {
    await open(page, '/');
    const labels = await page
      .locator('.navbar__items:not(.navbar__items--right) > a.navbar__item')
      .allTextContents();
    expect(labels).toEqual([
      'Home',
      'Switch From Google',
      'Integrations',
      'Address Lookup',
      'Address Verification',
      'Guides',
      'Data',
      'API',
    ]);
  });

  for (const item of leftItems) {
    test(`"${item.label}" leads to ${item.to} and the page has a heading`, async ({page}) => {
      const errors = collectErrors(page);
      await open(page, '/docs/changelog');
      await page
        .locator('.navbar__items:not(.navbar__items--right)')
        .getByRole('link', {name: item.label, exact: true})
        .click();
      await expect(page).toHaveURL(new RegExp(`${item.to === '/' ? '/$' : item.to + '$'}`));
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('right side links to llms.txt, the main site and the Dashboard, opening safely', async ({
    page,
  }) => {
    await open(page, '/');
    const right = page.locator('.navbar__items--right');
    const expected = [
      {name: 'llms.txt', href: `${identity.urls.docs}/llms.txt`},
      {name: identity.name, href: identity.urls.site},
      {name: 'Dashboard', href: identity.urls.dashboard},
    ];
    expect(rightItems.map((item) => item.label)).toEqual(expected.map((e) => e.name));
    for (const {name, href} of expected) {
      const link = right.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });
});

test.describe('footer', () => {
  test('has the Documentation, provider and Developers columns with their links', async ({
    page,
  }) => {
    await open(page, '/');
    const foot = page.locator('footer');
    await expect(foot.getByRole('link', {name: 'API Updates'})).toHaveAttribute(
      'href',
      '/docs/changelog',
    );
    const external = {
      'Main site': identity.urls.site,
      Dashboard: identity.urls.dashboard,
      Support: identity.urls.support,
      'Status Page': identity.urls.status,
      GitHub: identity.urls.github,
    };
    for (const [name, href] of Object.entries(external)) {
      const link = foot.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', /noopener noreferrer/);
    }
    const titles = await foot.locator('.footer__title').allTextContents();
    expect(titles).toEqual(footer.links.map((column) => column.title));
    expect(titles.slice(0, 3)).toEqual(['Documentation', identity.name, 'Developers']);
  });

  test('API Updates opens the changelog', async ({page}) => {
    await open(page, '/');
    await page.locator('footer').getByRole('link', {name: 'API Updates'}).click();
    await expect(page).toHaveURL(/\/docs\/changelog$/);
    await expect(page.locator('h1')).toHaveText('API Updates');
  });

  test('shows the ISO 27001 badge at 150 by 110 with alt text', async ({page}) => {
    await open(page, '/');
    const badge = page.locator('footer img.footer__logo-badge');
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toHaveAttribute('alt', /ISO\/IEC 27001/);
    await expect(badge).toHaveJSProperty('complete', true);
    const box = await badge.boundingBox();
    expect(box?.width).toBe(150);
    expect(box?.height).toBe(110);
    expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('carries the copyright line with the current year', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('footer .footer__copyright')).toHaveText(
      `Copyright © ${new Date().getFullYear()} ${identity.copyrightHolder}. All rights reserved.`,
    );
  });
});
