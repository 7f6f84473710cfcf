/**
 * The address lookup and switching sections in the browser: every page of
 * both sidebars is in the sitemap (every-page.spec.ts renders it), the integration
 * tabs remember the reader's choice across pages, and the reference tables
 * show every entry of the catalogue.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectErrors, sitemapPaths} from './helpers';
import {addressLookup} from '../../sidebars/address-lookup';
import {howToSwitch} from '../../sidebars/how-to-switch';
import type {SidebarItem} from '../../sidebars/types';
import {parse, type Inline} from '../../lib/openapi/inline-markdown';
import {
  callbacks,
  cssClasses,
  messages,
  options,
  reactInputProps,
  requiredOptions,
} from '../../src/data/address-lookup';

/** Doc ids of a sidebar, in reading order. */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') return docIds(item.items as SidebarItem[]);
    return [];
  });
}

function sitePath(id: string): string {
  return `/docs/${id.replace(/\/?index$/, '')}`;
}

/**
 * Opens a path and waits for hydration, allowing for a busy machine (the
 * shared helper's `open` waits only for the default 5 s).
 */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
    timeout: 30_000,
  });
}

const ids = [...docIds(addressLookup), ...docIds(howToSwitch)];

test('both sidebars list all 44 pages once (the playground included)', () => {
  expect(ids).toHaveLength(44);
  expect(new Set(ids).size).toBe(ids.length);
});

test('every page is in the sitemap, so every-page.spec.ts renders it', () => {
  const listed = new Set(sitemapPaths());
  expect(ids.map(sitePath).filter((route) => !listed.has(route))).toEqual([]);
});

test('the integration tab chosen on one page is selected on the next', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, '/docs/address-lookup/configure');
  const first = page.getByRole('tab', {name: 'React', exact: true}).first();
  await first.click();
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await open(page, '/docs/address-lookup/restrict-country');
  const react = page.getByRole('tab', {name: 'React', exact: true}).first();
  await expect(react).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Script tag', exact: true}).first()).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expect(
    page.getByRole('tabpanel').filter({hasText: 'restrictCountries={["USA"]}'}),
  ).toBeVisible();

  await open(page, '/docs/how-to-switch');
  await expect(page.getByRole('tab', {name: 'React', exact: true}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(errors).toEqual([]);
});

test('the options reference lists every option of the catalogue', async ({page}) => {
  await open(page, '/docs/address-lookup/additional-configuration');
  const rows = page.locator('article table tbody tr[id^="option-"]');
  await expect(rows).toHaveCount(options.length);
  const defaultCountry = page.locator('#option-defaultCountry');
  await expect(defaultCountry.locator('th')).toHaveText('defaultCountry');
  await expect(defaultCountry).toContainText('"USA"');
  await expect(page.locator('#option-apiKey')).toContainText('required');
  await expect(page.locator('article table caption').first()).toBeVisible();
  await expect(page.locator('article table thead th[scope="col"]').first()).toHaveText('Option');
});

test('the callbacks, messages and class references render the catalogue', async ({page}) => {
  await open(page, '/docs/address-lookup/callbacks');
  const callbackTable = page.getByRole('table', {name: 'Callbacks of the Address Lookup widget'});
  await expect(callbackTable.locator('tbody tr')).toHaveCount(callbacks.length);
  await expect(callbackTable.locator('tbody th[scope="row"]').first()).toHaveText(
    callbacks[0].name,
  );

  await open(page, '/docs/address-lookup/messages');
  const messageTable = page.getByRole('table', {name: 'Message options and their default text'});
  await expect(messageTable.locator('tbody tr')).toHaveCount(messages.length);
  await expect(page.locator('#message-msgNoMatch')).toContainText('No matches found');

  await open(page, '/docs/address-lookup/css-classes');
  const classTable = page.getByRole('table', {name: 'Class options and the elements they name'});
  await expect(classTable.locator('tbody tr')).toHaveCount(cssClasses.length);
  for (const cssClass of cssClasses) {
    await expect(page.locator(`#class-${cssClass.option}`)).toContainText(cssClass.default);
  }
});

test('the overview and the option reference state what the widget needs, from the catalogue', async ({
  page,
}) => {
  const flat = (nodes: Inline[]): string =>
    nodes.map((node) => ('value' in node ? node.value : flat(node.children))).join('');
  for (const pathname of [
    '/docs/address-lookup',
    '/docs/address-lookup/additional-configuration',
  ]) {
    await open(page, pathname);
    const article = page.locator('article');
    for (const rule of requiredOptions) {
      const text = rule.reactNote ? `${rule.text} ${rule.reactNote}` : rule.text;
      await expect(article).toContainText((parse(text) ?? []).map(flat).join(' '));
    }
    // Issue #27: the overview once had "The two required options" (apiKey and outputFields).
    await expect(article).not.toContainText(/two required options|two options are required/i);
  }
  // The rule's link reaches the single-field layout.
  await page.locator('article').getByRole('link', {name: 'single address field'}).first().click();
  await expect(page).toHaveURL(/\/docs\/address-lookup\/single-field$/);
});

test('the React page names every option the component leaves out, from the catalogue', async ({
  page,
}) => {
  await open(page, '/docs/address-lookup/react');
  const notProps = page
    .locator('article p')
    .filter({hasText: 'Options that target elements of the page are deliberately not props'});
  const names = await notProps.locator('code').allTextContents();
  // The page once listed 10 of them and left out document, outputScope, names, labels and unhideStyle.
  expect(names).toEqual(options.filter((option) => !option.react).map((option) => option.name));
  const inputProps = page
    .locator('article li')
    .filter({hasText: 'standard input attributes passed to the input it renders'});
  await expect(inputProps.locator('code')).toHaveText(
    reactInputProps.filter((name) => !['children', 'key', 'ref'].includes(name)),
  );
});
