/**
 * The published test-input catalogue: /sandbox/test-inputs.json is served by
 * the build, parses, carries the spec version and every documented case, and
 * is linked from the testing guide and named in llms.txt (as text to download:
 * it is too long for an agent to read whole).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {identity} from '../../src/identity';
import {cases} from '../../lib/sandbox/catalogue';
import {testInputsPath} from '../../lib/sandbox/publish';
import {buildDir} from './build-pages';

const specVersion = (
  JSON.parse(fs.readFileSync(path.join(buildDir, 'openapi.json'), 'utf8')) as {
    info: {version: string};
  }
).info.version;

test.describe('sandbox test inputs', () => {
  test('serves test-inputs.json with the spec version and every catalogue case', async ({
    request,
  }) => {
    const response = await request.get(testInputsPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/json/);
    const published = (await response.json()) as {version: string; cases: {id: string}[]};
    expect(Object.keys(published)).toEqual(['version', 'cases']);
    expect(published.version).toBe(specVersion);
    expect(published.cases.length).toBeGreaterThanOrEqual(40);
    expect(published.cases.map((c) => c.id)).toEqual(cases.map((c) => c.id));
    for (const c of published.cases) {
      expect(Object.keys(c)).toEqual(['id', 'operationId', 'description', 'request', 'response']);
    }
  });

  test('is linked from the testing guide and named in llms.txt', async ({page, request}) => {
    await page.goto('/docs/guides/testing');
    const link = page.locator(`a[href="${testInputsPath}"]`).first();
    await expect(link).toBeVisible();
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain(`\`${identity.urls.docs}${testInputsPath}\``);
    expect(llms).not.toContain(`(${identity.urls.docs}${testInputsPath})`);
  });
});
