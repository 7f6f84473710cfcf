import {expect, test, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {open, rememberConsent, sitemapPaths} from './helpers';

/**
 * Keyboard users can reach every part of a docs page with Tab, in order,
 * and always see where they are: each focus stop must show a focus
 * indicator (a computed outline or box-shadow) on a visible element.
 */

/** Where the focused element sits on the page. */
type Region =
  'skip link' | 'announcement' | 'navbar' | 'search' | 'sidebar' | 'tabs' | 'content' | 'footer';

interface FocusStop {
  region: Region;
  /** Tag, text or label of the element, for failure messages. */
  name: string;
  /** Whether a computed outline or box-shadow marks it. */
  indicated: boolean;
  /** Whether it has a size on screen. */
  visible: boolean;
  /** Whether it is the body (focus left the page's controls). */
  body: boolean;
}

/** Reads the focused element's region and focus style. Runs in the page. */
function readFocus(): FocusStop {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) {
    return {region: 'content', name: 'body', indicated: false, visible: false, body: true};
  }
  const within = (selector: string) => el.closest(selector) !== null;
  let region: Region = 'content';
  if (el.matches('a[href="#__docusaurus_skipToContent_fallback"]')) region = 'skip link';
  else if (within('.theme-announcement-bar')) region = 'announcement';
  else if (within('footer')) region = 'footer';
  else if (el.matches('input[type="search"], .navbar input, .DocSearch-Button')) region = 'search';
  else if (within('.navbar')) region = 'navbar';
  else if (within('nav[aria-label="Docs sidebar"], .theme-doc-sidebar-menu')) region = 'sidebar';
  else if (el.getAttribute('role') === 'tab') region = 'tabs';

  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
  const rect = el.getBoundingClientRect();
  const label =
    el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.getAttribute('href');
  return {
    region,
    name: `<${el.tagName.toLowerCase()}> ${label ?? ''}`.trim(),
    indicated: outline || shadow,
    visible: rect.width > 0 && rect.height > 0,
    body: false,
  };
}

async function tab(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  return page.evaluate(readFocus);
}

/**
 * Opens a page and waits until every script has loaded: the search box is
 * replaced by its interactive version once its code arrives, which would move
 * focus back while a test is tabbing.
 */
async function openSettled(page: Page, pathname: string): Promise<void> {
  await open(page, pathname);
  await page.waitForLoadState('networkidle');
}

/** The first docs page (not the API reference) whose HTML has a Tabs group. */
function pageWithTabs(): string | undefined {
  return sitemapPaths().find((pathname) => {
    if (!pathname.startsWith('/docs/') || pathname.startsWith('/docs/api')) return false;
    const file = path.join('build', `${pathname}.html`);
    return fs.existsSync(file) && /role=["']?tablist/.test(fs.readFileSync(file, 'utf8'));
  });
}

test.describe('keyboard navigation', () => {
  // A returning reader: the consent banner (right after the skip link until
  // answered) is tested on its own in consent.spec.ts and focus-order.spec.ts.
  test.beforeEach(async ({context}) => rememberConsent(context, 'rejected'));

  test('Tab reaches the navbar, search, sidebar, a code tab group and the footer, with a visible focus indicator at each stop', async ({
    page,
  }) => {
    const target = pageWithTabs();
    expect(target, 'no docs page in the build has a Tabs group').toBeDefined();
    await page.setViewportSize({width: 1280, height: 800});
    await openSettled(page, target!);
    const hasSearch = (await page.locator('.navbar input, .navbar .DocSearch-Button').count()) > 0;

    const visited = new Set<Region>();
    const missing: string[] = [];
    let testedTabs = false;
    const check = (stop: FocusStop) => {
      if (!stop.indicated) missing.push(`${stop.region}: ${stop.name} has no focus indicator`);
      if (!stop.visible) missing.push(`${stop.region}: ${stop.name} is focused but not visible`);
    };

    for (let presses = 0; presses < 800; presses++) {
      const stop = await tab(page);
      if (stop.body) break; // Past the last control of the page.
      if (visited.has('footer') && stop.region !== 'footer') break; // Wrapped around.
      visited.add(stop.region);
      check(stop);

      if (stop.region === 'tabs' && !testedTabs) {
        testedTabs = true;
        const tabs = page.locator('[role="tablist"]').first().locator('[role="tab"]');
        expect(await tabs.count()).toBeGreaterThan(1);
        await expect(tabs.nth(0)).toBeFocused();
        // Arrow keys move between the tabs of the group, Enter selects one.
        await page.keyboard.press('ArrowRight');
        await expect(tabs.nth(1)).toBeFocused();
        check(await page.evaluate(readFocus));
        await page.keyboard.press('Enter');
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
        await page.keyboard.press('ArrowLeft');
        await expect(tabs.nth(0)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      }
    }

    const expected: Region[] = ['skip link', 'navbar', 'sidebar', 'tabs', 'footer'];
    // Search is added by its own plugin; the stop is only required when the build has it.
    if (hasSearch) expected.push('search');
    else test.info().annotations.push({type: 'note', description: 'no search box in this build'});
    expect([...visited].filter((region) => expected.includes(region)).sort()).toEqual(
      [...expected].sort(),
    );
    expect(testedTabs).toBe(true);
    expect(missing).toEqual([]);
  });

  test('the tab order follows the page: skip link, announcement, navbar, sidebar, content, footer', async ({
    page,
  }) => {
    const target = pageWithTabs() ?? '/docs/changelog';
    await page.setViewportSize({width: 1280, height: 800});
    await openSettled(page, target);
    const order: Region[] = [];
    for (let presses = 0; presses < 800; presses++) {
      const stop = await tab(page);
      if (stop.body || (order.includes('footer') && stop.region !== 'footer')) break;
      const region =
        stop.region === 'search' ? 'navbar' : stop.region === 'tabs' ? 'content' : stop.region;
      if (order.at(-1) !== region) order.push(region);
    }
    // The announcement bar is there until a reader closes it.
    const withoutAnnouncement = order.filter((region) => region !== 'announcement');
    expect(withoutAnnouncement).toEqual(['skip link', 'navbar', 'sidebar', 'content', 'footer']);
    expect(order.indexOf('announcement')).toBeLessThan(order.indexOf('navbar'));
  });

  test('the mobile menu opens from the keyboard and its links show focus', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/docs/changelog');
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    expect((await page.evaluate(readFocus)).indicated).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    const stop = await tab(page);
    expect(stop.region).toBe('navbar');
    expect(stop.indicated).toBe(true);
    expect(stop.visible).toBe(true);
  });
});
