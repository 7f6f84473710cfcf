import {expect, test} from '@playwright/test';
import {collectErrors, open} from './helpers';

test('home page renders with the site name', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, '/');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(errors).toEqual([]);
});
