import {expect, test, type Page} from '@playwright/test';
import {hostOf, identity} from '../../src/identity';
import {createSandbox} from '../../lib/sandbox';
import {casesFor} from '../../lib/sandbox/catalogue';
import {ENGINE_MARKER} from '../../bench/sandbox-chunk';
import {DEFAULT_CONFIG, type PlaygroundConfig} from '../../src/components/Playground/config';
import {findRequest, readSuggestions} from '../../src/components/Playground/widget';
import {blockingViolations, installAxe} from './axe';
import {collectErrors, open} from './helpers';

const PATH = '/docs/address-lookup/playground';

/** The demo form's output fields besides the search input. */
const OUTPUT_FIELDS = ['#line_2', '#city', '#state', '#zip', '#country'];

// Every request that leaves the site is blocked (the production build's analytics among
// them): the playground runs on the offline sandbox and never calls the API or the CDN.
const outside: string[] = [];
const API_AND_CDN = [hostOf(identity.urls.api), hostOf(identity.urls.widgetCdn)];
const widgetRequests = () => outside.filter((url) => API_AND_CDN.includes(new URL(url).host));
test.beforeEach(async ({context}) => {
  outside.length = 0;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
    outside.push(url.href);
    return route.abort('blockedbyclient');
  });
});

const combobox = (page: Page) => page.getByRole('combobox', {name: 'Address line 1'});
const listbox = (page: Page) => page.getByRole('listbox', {name: 'Select your address'});
/** Suggestions, not the message item (msgInitial, msgNoMatch) the list shows meanwhile. */
const suggestions = (page: Page) =>
  listbox(page).locator('[role="option"]:not([aria-disabled="true"])');

/** The first US test query the page suggests (rendered from the sandbox catalogue). */
async function usTestQuery(page: Page): Promise<string> {
  const items = page.locator('[data-test-query]');
  await expect(items.first()).toBeAttached();
  const us = page.locator('[data-test-query][data-context="USA"]');
  const chosen = (await us.count()) > 0 ? us.first() : items.first();
  return (await chosen.getAttribute('data-test-query')) ?? '';
}

/**
 * Waits for the suggestions of `query` itself: while it is typed, its prefixes
 * are searched in the test dataset, which may suggest other addresses.
 */
async function expectSuggestionsFor(page: Page, query: string): Promise<void> {
  const testCase = casesFor('FindAddress').find(
    (item) => item.request.query?.query === query && item.response.status === 200,
  );
  const hits = (testCase?.response.body as {result: {hits: {suggestion: string}[]}}).result.hits;
  await expect(suggestions(page)).toHaveText(hits.map((hit) => hit.suggestion));
}

async function filledFields(page: Page): Promise<number> {
  let filled = 0;
  for (const selector of OUTPUT_FIELDS) {
    const field = page.locator(selector);
    if ((await field.count()) > 0 && (await field.inputValue()) !== '') filled += 1;
  }
  return filled;
}

const callbackLog = (page: Page) => page.getByRole('log', {name: 'Callbacks fired, newest first'});
const codePanel = (page: Page) => page.locator('section[aria-labelledby="playground-code"]');

test('typing a test query shows suggestions, and choosing one fills the form', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, PATH);
  const query = await usTestQuery(page);
  await combobox(page).click();
  await expect(callbackLog(page)).toContainText('onLoaded');
  await combobox(page).pressSequentially(query);
  const options = suggestions(page);
  await expectSuggestionsFor(page, query);
  const count = await options.count();
  await expect(page.getByRole('status').filter({hasText: 'available'})).toHaveText(
    `${count} address${count === 1 ? '' : 'es'} available`,
  );
  await expect(callbackLog(page)).toContainText('onSuggestionsRetrieved');
  await options.first().click();
  await expect.poll(() => filledFields(page)).toBeGreaterThanOrEqual(3);
  await expect(combobox(page)).not.toHaveValue('');
  await expect(callbackLog(page)).toContainText('onAddressPopulated');
  await expect(page.locator('[data-meter="retrieved"]')).toHaveText('1');
  await expect(page.locator('[data-meter="session"]')).toHaveText('0');
  await expect(page.locator('[data-meter="real"]')).toHaveText('1');
  expect(widgetRequests()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the whole flow works with the keyboard alone', async ({page}) => {
  await open(page, PATH);
  const query = await usTestQuery(page);
  // Tab from the top of the page to the search input.
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'line_1')) break;
  }
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type(query);
  await expectSuggestionsFor(page, query);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  const ids = await suggestions(page).evaluateAll((items) => items.map((item) => item.id));

  // Down goes to the first suggestion, Up from there wraps to the last.
  await page.keyboard.press('ArrowDown');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', ids[0]);
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', ids[ids.length - 1]);
  // End (and Home) put the focus back in the text: no suggestion stays active.
  await page.keyboard.press('End');
  await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', ids[0]);
  await page.keyboard.press('Enter');
  await expect.poll(() => filledFields(page)).toBeGreaterThanOrEqual(3);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list and clears the input.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(query);
  await expectSuggestionsFor(page, query);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox(page)).toHaveValue('');
  expect(widgetRequests()).toEqual([]);
});

test('toggling an option changes the preview, the generated code and the URL', async ({page}) => {
  await open(page, PATH);
  await combobox(page).click();
  const toggle = page.getByRole('button', {name: /Change Country/});
  await expect(toggle).toBeVisible();
  await expect(codePanel(page)).not.toContainText('hideToolbar');

  await page.getByLabel('hideToolbar').check();
  await combobox(page).click();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveCount(0);
  await expect(codePanel(page)).toContainText('hideToolbar: true');
  await expect(page).toHaveURL(/[?&]hideToolbar=true/);

  // The URL keeps the configuration: a reload restores it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByLabel('hideToolbar')).toBeChecked();
  await expect(codePanel(page)).toContainText('hideToolbar: true');
});

test('a UK test query types itself, and its suggestion resolves in the UK format', async ({
  page,
}) => {
  await open(page, PATH);
  const uk = page.locator('[data-test-query][data-context="GBR"]').first();
  const query = (await uk.getAttribute('data-test-query')) ?? '';
  await uk.getByRole('button').click();
  await expect(combobox(page)).toHaveValue(query);
  await expect(page.getByLabel('format')).toHaveValue('gbr');
  await expectSuggestionsFor(page, query);
  await suggestions(page).first().click();
  await expect(page.locator('#zip')).toHaveValue(query);
  await expect(page.getByLabel('Post town')).not.toHaveValue('');
  const requests = page.getByRole('log', {name: 'Requests sent, newest first'});
  await expect(requests).toContainText(/\/gbr/);
  await expect(codePanel(page)).toContainText('format: "gbr"');
});

test('a filter of queryOptions goes into the Find Address request', async ({page}) => {
  await open(page, `${PATH}?queryOptions.state_code=IL`);
  await expect(codePanel(page)).toContainText('queryOptions: { state_code: "IL" }');
  await combobox(page).click();
  await combobox(page).pressSequentially(await usTestQuery(page));
  const requests = page.getByRole('log', {name: 'Requests sent, newest first'});
  await expect(requests).toContainText(/autocomplete\/addresses\?.*state_code=IL/);
});

test('a crafted link is refused with a note, and the code to copy carries none of it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const crafted = new URLSearchParams({
    'queryOptions.city': '</script><script>alert(document.domain)</script>',
    'queryOptions.state': '"><img src=x onerror=alert(1)>',
    'queryOptions.state_code': 'IL',
  });
  await open(page, `${PATH}?${crafted}`);
  const note = page.locator('[data-refused-values]');
  await expect(note).toBeVisible();
  await expect(note).toContainText('queryOptions.city');
  await expect(note).toContainText('queryOptions.state');
  await expect(note).toContainText('markup');
  // Every tab's code, as the Copy button gives it: the good filter, nothing of the crafted ones.
  for (const tab of ['Script tag', 'npm', 'React']) {
    await codePanel(page).getByRole('tab', {name: tab}).click();
    const code = codePanel(page).locator('[role="tabpanel"]:not([hidden]) pre code');
    await expect(code).toContainText('state_code');
    const text = (await code.textContent()) ?? '';
    expect(text, tab).not.toMatch(/alert|onerror|<img/);
  }
  // Choosing an option writes the URL back without the refused values.
  await page.getByLabel('hideToolbar').check();
  await expect(page).toHaveURL(/[?&]hideToolbar=true/);
  expect(new URL(page.url()).searchParams.has('queryOptions.city')).toBe(false);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('the Add form refuses a value with markup, and says why', async ({page}) => {
  await open(page, PATH);
  await page.getByLabel('Parameter', {exact: true}).selectOption('city');
  await page.getByLabel('Value', {exact: true}).fill('<b>Springfield</b>');
  await page.getByRole('button', {name: 'Add', exact: true}).click();
  await expect(page.getByRole('alert').filter({hasText: 'Not added'})).toContainText('markup');
  await expect(codePanel(page)).not.toContainText('Springfield');
  await page.getByLabel('Value', {exact: true}).fill('Springfield');
  await page.getByRole('button', {name: 'Add', exact: true}).click();
  await expect(codePanel(page)).toContainText('queryOptions: { city: "Springfield" }');
});

test('the script tag can pin the exact release with its integrity hash', async ({page}) => {
  await open(page, PATH);
  const code = codePanel(page).locator('[role="tabpanel"]:not([hidden]) pre code');
  await codePanel(page).getByRole('tab', {name: 'Script tag'}).click();
  await expect(code).toContainText(`<script src="${identity.urls.widgetCdn}"></script>`);
  await page.getByLabel(/pin release/).check();
  await expect(code).toContainText(`src="${identity.urls.widgetCdnPinned}"`);
  await expect(code).toContainText(`integrity="${identity.widget.release.integrity}"`);
  await expect(code).toContainText('crossorigin="anonymous"');
});

test('a preset country from the URL is the one searched', async ({page}) => {
  await open(page, `${PATH}?defaultCountry=GBR&detectCountry=false`);
  await expect(page.getByLabel('defaultCountry')).toHaveValue('GBR');
  await expect(page.getByLabel('detectCountry')).not.toBeChecked();
  await combobox(page).click();
  await expect(page.getByText(/^Searching .*United Kingdom/)).toBeVisible();
  await expect(callbackLog(page)).toContainText('onContextChange({iso_3: "GBR"');
});

test('an option page opens the playground with its option preset', async ({page}) => {
  await open(page, '/docs/address-lookup/hide');
  await page.getByRole('link', {name: 'Open in the playground'}).click();
  await expect(page).toHaveURL(/\/docs\/address-lookup\/playground\?hide=true/);
  await expect(page.getByLabel('hide', {exact: true})).toBeChecked();
  await expect(page.locator('#city')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Enter address manually'})).toBeVisible();
});

test('the playground has no serious accessibility violation, list open or closed', async ({
  page,
  context,
}) => {
  await installAxe(context);
  await open(page, PATH);
  expect(await blockingViolations(page, 'closed')).toEqual([]);
  await combobox(page).click();
  const query = await usTestQuery(page);
  await combobox(page).pressSequentially(query);
  await expectSuggestionsFor(page, query);
  await page.keyboard.press('ArrowDown');
  expect(await blockingViolations(page, 'open')).toEqual([]);
});

/** What the sandbox engine suggests for a request the widget sends: the expected list. */
function engineSuggestions(
  change: Partial<PlaygroundConfig>,
  query: string,
  context: string,
): string[] {
  const hits = readSuggestions(
    createSandbox().handle(findRequest({...DEFAULT_CONFIG, ...change}, query, context)),
  );
  if (hits instanceof Error) throw hits;
  return hits.map((hit) => hit.suggestion);
}

test('free text shows dataset suggestions, and a state filter added in the configurator narrows them', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await open(page, PATH);
  await combobox(page).click();
  await expect(callbackLog(page)).toContainText('onLoaded');
  await combobox(page).pressSequentially('1200 pearl st');
  const all = engineSuggestions({}, '1200 pearl st', 'USA');
  expect(all.length).toBeGreaterThan(1);
  await expect(suggestions(page)).toHaveText(all);

  await page.getByLabel('Parameter', {exact: true}).selectOption('state_code');
  await page.getByLabel('Value', {exact: true}).fill('OR');
  await page.getByRole('button', {name: 'Add', exact: true}).click();
  await combobox(page).click();
  const narrowed = engineSuggestions({queryOptions: {state_code: 'OR'}}, '1200 pearl st', 'USA');
  expect(narrowed).toEqual(['1200 Pearl St, Eugene, OR 97401']);
  await expect(suggestions(page)).toHaveText(narrowed);
  const requests = page.getByRole('log', {name: 'Requests sent, newest first'});
  await expect(requests).toContainText(/autocomplete\/addresses\?.*state_code=OR/);
  await expect(page).toHaveURL(/queryOptions\.state_code=OR/);

  // Choosing the narrowed suggestion retrieves it from the dataset: a lookup with a real key.
  await suggestions(page).first().click();
  await expect(page.locator('#city')).toHaveValue('Eugene');
  await expect(page.locator('[data-meter="session"]')).toHaveText('1');
  expect(widgetRequests()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a postcode filter narrows UK suggestions and a bias reorders them', async ({page}) => {
  const uk = {defaultCountry: 'GBR', detectCountry: false, format: 'gbr' as const};
  const search = 'high street';
  const everywhere = engineSuggestions(uk, search, 'GBR');
  const filtered = engineSuggestions({...uk, queryOptions: {postcode_area: 'QH'}}, search, 'GBR');
  const biased = engineSuggestions({...uk, queryOptions: {bias_country: 'Wales'}}, search, 'GBR');
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(everywhere.length);
  expect(filtered.every((text) => / QH\d/.test(text))).toBe(true);
  expect(biased[0]).not.toBe(everywhere[0]);

  const base = `${PATH}?defaultCountry=GBR&detectCountry=false&format=gbr`;
  for (const [query, expected] of [
    ['', everywhere],
    ['&queryOptions.postcode_area=QH', filtered],
    ['&queryOptions.bias_country=Wales', biased],
  ] as const) {
    await open(page, `${base}${query}`);
    await page.getByRole('button', {name: `Type ${search} into the preview`}).click();
    await expect(combobox(page)).toHaveValue(search);
    await expect(suggestions(page)).toHaveText([...expected]);
  }
});

test('the sandbox engine loads when the reader first focuses the widget, not before', async ({
  page,
}) => {
  const engineScripts: string[] = [];
  const scripts: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response
        .text()
        .then((text) => {
          if (text.includes(ENGINE_MARKER)) engineScripts.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  await open(page, PATH);
  await page.waitForLoadState('networkidle');
  await Promise.all(scripts);
  expect(engineScripts).toEqual([]);
  await combobox(page).click();
  await expect(callbackLog(page)).toContainText('onLoaded');
  await expect.poll(async () => (await Promise.all(scripts), engineScripts.length)).toBe(1);
});
