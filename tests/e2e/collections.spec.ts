import {expect, test} from '@playwright/test';
import {collectionPaths} from '../../config/collections';
import {identity} from '../../src/identity';
import {collectErrors, open} from './helpers';

/**
 * The API overview offers the Postman and Bruno collections, each link
 * downloads the file the build holds, and llms.txt names them. (npm test runs
 * the collections themselves against the sandbox: scripts/test-collections.ts.)
 */
test('the API overview offers the collections and each link downloads its JSON', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await open(page, '/docs/api');
  await expect(
    page.getByRole('heading', {name: 'Collections for Postman and Bruno'}),
  ).toBeVisible();
  for (const sitePath of Object.values(collectionPaths)) {
    const link = page.locator(`a[href="${sitePath}"]`);
    await expect(link).toHaveCount(1);
    const response = await request.get(sitePath);
    expect(response.status(), sitePath).toBe(200);
    expect(response.headers()['content-type'], sitePath).toMatch(/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).length, sitePath).toBeGreaterThan(1);
  }
  const postman = (await (await request.get(collectionPaths.postman)).json()) as {
    info: {schema: string};
  };
  expect(postman.info.schema).toMatch(/v2\.1\.0/);
  expect(errors).toEqual([]);

  // llms.txt gives their URLs as text to download (large files are never linked raw).
  const llms = await (await request.get('/llms.txt')).text();
  for (const sitePath of Object.values(collectionPaths)) {
    expect(llms).toContain(`\`${identity.urls.docs}${sitePath}\``);
    expect(llms).not.toContain(`(${identity.urls.docs}${sitePath})`);
  }
});
