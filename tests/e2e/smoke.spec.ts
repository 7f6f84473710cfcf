import {expect, test} from '@playwright/test';
import {identity} from '../../src/identity';
import {collectErrors, open} from './helpers';

test('home page renders with the site name in its heading, title and navbar', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, '/');
  const name = identity.name;
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toContainText(name);
  expect(await page.title()).toContain(name);
  await expect(page.locator('.navbar__brand')).toContainText(name);
  expect(errors).toEqual([]);
});

test('link previews get a 1200 x 630 PNG card on the docs host', async ({page, request}) => {
  for (const pathname of ['/', '/docs/address-lookup', '/docs/api/find-address']) {
    await open(page, pathname);
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const url = new URL((await page.locator(selector).getAttribute('content'))!);
      expect(url.origin).toBe(identity.urls.docs);
      const response = await request.get(url.pathname);
      expect(response.status(), `${selector} on ${pathname}`).toBe(200);
      const png = await response.body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // The IHDR chunk holds width and height at bytes 16-23.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  }
});

test('code blocks keep their highlighting after hydration, bash included', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, '/docs/guides/testing');
  // bash comes from themeConfig.prism.additionalLanguages, registered apart
  // from start-up (plugins/prism-deferred); its tokens must survive hydration.
  const bash = page.locator('pre.language-bash').first();
  await expect(bash.locator('.token.function').first()).toHaveText('curl');
  await expect(bash.locator('.token.comment').first()).toBeVisible();
  // The JavaScript sample sits in a tab that is not selected: attached, hidden.
  const js = page.locator('pre.language-js, pre.language-javascript').first();
  await expect(js.locator('.token.keyword').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test("the home page's printed response is what its Run button gets from the sandbox", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await open(page, '/');
  const section = page.locator('section[aria-labelledby="first-request"]');
  const printed = section.locator('div[class*="codeBlockContainer"]', {hasText: '"code"'});
  await expect(printed).toHaveCount(1);
  await expect(printed).toContainText(/Response to GET \/keys\//);
  const printedJson = await printed.locator('pre code').innerText();
  await section.getByRole('button', {name: /^Run/}).click();
  const answer = section.locator('[aria-live] pre').first();
  await expect(answer).toContainText('"code"');
  // The answer of the sandbox engine is what the reader sees printed above it, line for line
  // (the highlighted block renders each line as its own element).
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(JSON.parse(printedJson)).toEqual(JSON.parse(await answer.innerText()));
  expect(lines(printedJson)).toEqual(lines(await answer.innerText()));
  expect(errors).toEqual([]);
});
