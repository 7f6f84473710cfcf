/**
 * The API reference in the built site: every page renders its operation
 * (method, path, parameters, request body, responses; and, after hydration,
 * every request sample in every tab, shown and copied: operation-samples.ts)
 * or its group, the
 * landing page links everything, the specification files download, the
 * sample language follows the reader, the Try-it console loads on demand,
 * and pages outside the reference load nothing from the API theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {parse as parseYaml} from 'yaml';
import {collectErrors, open} from './helpers';
import {expectEveryTabCopies, prepareForCopy, sampleOperations} from './operation-samples';
import slugs from '../fixtures/openapi/slugs.json';
import {listOperations, resolveRef, type OpenApiDocument} from '../../lib/openapi/document';
import {operationSlug, titleSlug} from '../../lib/openapi/page-slugs';
import {identity} from '../../src/identity';

type Json = Record<string, unknown>;

/** The published specification, as built into the site. */
const spec = JSON.parse(
  fs.readFileSync(path.join('build', 'openapi.json'), 'utf8'),
) as OpenApiDocument;

interface Operation {
  slug: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  parameters: string[];
  bodyProperties: string[];
  successProperties: string[];
  statuses: string[];
}

const operations: Operation[] = listOperations(spec).map(
  ({method, path: route, operation, parameters}) => {
    const body = resolveRef(spec, operation.requestBody);
    const bodySchema = resolveRef(spec, body?.content?.['application/json']?.schema);
    const responses = operation.responses ?? {};
    const success = resolveRef(spec, responses['200']);
    const successSchema = resolveRef(spec, success?.content?.['application/json']?.schema);
    return {
      slug: operationSlug(operation, method, route),
      method,
      path: route,
      summary: String(operation.summary),
      tag: (operation.tags ?? [])[0],
      parameters: parameters.map((parameter) => parameter.name),
      bodyProperties: Object.keys(bodySchema?.properties ?? {}),
      successProperties: Object.keys(successSchema?.properties ?? {}),
      statuses: Object.keys(responses),
    };
  },
);

const tagPages: Record<string, string> = {
  'address-search': 'Address Search',
  'place-search': 'Place Search',
  uk: 'UK',
  keys: 'Keys',
  licensees: 'Licensees',
};

/** The code block of the selected tab. */
function visibleCode(region: Locator): Locator {
  return region.locator('[role="tabpanel"]:not([hidden]) pre');
}

async function expectNoErrors(page: Page, errors: string[]): Promise<void> {
  // Let late client-side work (lazy chunks, effects) report its errors too.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
}

test.describe('API reference pages', () => {
  test('the slugs of the reference are exactly the expected ones', () => {
    const generated = [
      titleSlug(spec.info.title),
      ...operations.map((operation) => operation.slug),
      ...Object.keys(tagPages),
    ];
    expect(generated.sort()).toEqual([...slugs].sort());
  });

  test('the served HTML of each operation names its parameters and response statuses', () => {
    // Readers without JavaScript, crawlers and the search index (built from
    // this HTML) see the parameters, not a loading skeleton.
    const missing = operations.flatMap((operation) => {
      const html = fs.readFileSync(
        path.join('build', 'docs', 'api', `${operation.slug}.html`),
        'utf8',
      );
      return [
        ...operation.parameters.filter(
          (name) => !new RegExp(`<strong[^>]*>${name}</strong>`).test(html),
        ),
        ...operation.statuses.filter(
          (status) => !new RegExp(`role="?tab"?[^>]*>${status}<`).test(html),
        ),
      ].map((name) => `${operation.slug}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  for (const operation of operations) {
    // The page is also where api-samples.spec.ts's hydrated check runs (one
    // load for both): every tab of the request samples, shown and copied.
    const withSamples = sampleOperations.find((candidate) => candidate.slug === operation.slug);
    test(`/docs/api/${operation.slug} shows ${operation.method.toUpperCase()} ${operation.path}, its parameters and responses`, async ({
      page,
      context,
    }) => {
      expect(withSamples, 'the operation is in the generator input').toBeDefined();
      await prepareForCopy(context);
      const errors = collectErrors(page);
      await open(page, `/docs/api/${operation.slug}`);
      await expect(page.locator('h1')).toHaveText(operation.summary);

      const endpoint = page.locator('.openapi__method-endpoint').first();
      await expect(endpoint.locator('.badge')).toHaveText(operation.method, {ignoreCase: true});
      // The theme writes path parameters as :name.
      await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(
        operation.path.replace(/\{(\w+)\}/g, ':$1'),
      );

      const article = page.locator('article');
      for (const name of operation.parameters) {
        await expect(article.locator('strong', {hasText: name}).first()).toBeAttached();
      }
      if (operation.bodyProperties.length > 0) {
        await expect(article).toContainText('Body');
        for (const property of operation.bodyProperties) {
          await expect(article).toContainText(property);
        }
      }

      await expect(article.getByRole('heading', {name: 'Responses'})).toBeVisible();
      for (const status of operation.statuses) {
        await expect(article.getByRole('tab', {name: status, exact: true})).toBeAttached();
      }
      for (const property of operation.successProperties) {
        await expect(article).toContainText(property);
      }
      await expect(article).not.toContainText('\\{');
      await test.step(`${withSamples!.operationId}: every tab shows and copies its sample byte for byte`, () =>
        expectEveryTabCopies(page, withSamples!));
      await expectNoErrors(page, errors);
    });
  }

  for (const [slug, tag] of Object.entries(tagPages)) {
    test(`/docs/api/${slug} introduces ${tag} and lists its operations`, async ({page}) => {
      const errors = collectErrors(page);
      await open(page, `/docs/api/${slug}`);
      await expect(page.locator('h1')).toHaveText(tag);
      const tagged = operations.filter((operation) => operation.tag === tag);
      expect(tagged.length).toBeGreaterThan(1);
      const article = page.locator('article');
      await expect(article.locator('p').first()).not.toBeEmpty();
      for (const operation of tagged) {
        await expect(article.locator(`a.card[href="/docs/api/${operation.slug}"]`)).toContainText(
          operation.summary,
        );
      }
      await expectNoErrors(page, errors);
    });
  }

  test('/docs/api/api-reference introduces the API: authentication, test inputs, errors, limits', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await open(page, '/docs/api/api-reference');
    await expect(page.locator('h1')).toHaveText('API Reference');
    const article = page.locator('article');
    for (const text of [
      identity.urls.api,
      'ak_test',
      'ID1 CLIP',
      '4020',
      'X-RateLimit-Remaining',
    ]) {
      await expect(article).toContainText(text);
    }
    await expect(article.getByRole('heading', {name: 'Authentication'})).toBeVisible();
    // The page generator escapes braces for MDX; none may leak into the text.
    await expect(article).not.toContainText('\\{');
    await expectNoErrors(page, errors);
  });

  test('/docs/api links every reference page and both specification files', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, '/docs/api');
    const hrefs = await page
      .locator('article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const slug of slugs) expect(hrefs, slug).toContain(`/docs/api/${slug}`);
    expect(hrefs).toContain('/openapi.json');
    expect(hrefs).toContain('/openapi.yaml');
    await expectNoErrors(page, errors);
  });
});

test.describe('specification files', () => {
  for (const pathname of ['/docs/api', '/docs/libraries/open-api']) {
    test(`the links on ${pathname} download the same description as JSON and YAML`, async ({
      page,
    }) => {
      await open(page, pathname);
      const jsonLink = page.locator('article a[href$="openapi.json"]').first();
      const yamlLink = page.locator('article a[href$="openapi.yaml"]').first();
      const jsonResponse = await page.request.get((await jsonLink.getAttribute('href'))!);
      const yamlResponse = await page.request.get((await yamlLink.getAttribute('href'))!);
      expect(jsonResponse.status()).toBe(200);
      expect(yamlResponse.status()).toBe(200);
      const json = JSON.parse(await jsonResponse.text()) as Json;
      const yaml = parseYaml(await yamlResponse.text()) as Json;
      expect(json.openapi).toMatch(/^3\.1\./);
      expect((json.servers as {url: string}[])[0].url).toBe(identity.urls.api);
      expect(Object.keys(json.paths as Json)).toHaveLength(21);
      expect(yaml).toEqual(json);
    });
  }
});

test.describe('request samples', () => {
  test('the language chosen on one page is selected on the next', async ({page}) => {
    await open(page, '/docs/api/find-address');
    const samples = page.getByRole('region', {name: 'Request samples'});
    await expect(samples.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    await samples.getByRole('tab', {name: 'Python'}).click();
    await expect(visibleCode(samples)).toContainText('import requests');

    // Client-side navigation, as a reader moves through the sidebar.
    await page.getByRole('link', {name: 'Verify Address'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/address-verify$/);
    const next = page.getByRole('region', {name: 'Request samples'});
    await expect(next.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(next)).toContainText('requests.post(');

    // A fresh load keeps it too, and so do the tabs of hand-written pages.
    await open(page, '/docs/api/key-details');
    await expect(
      page.getByRole('region', {name: 'Request samples'}).getByRole('tab', {name: 'Python'}),
    ).toHaveAttribute('aria-selected', 'true');
    await open(page, '/docs/api');
    await expect(page.locator('article [role="tab"][aria-selected="true"]').first()).toHaveText(
      'Python',
    );
  });

  test('every operation page offers samples in eight languages', async ({page}) => {
    await open(page, '/docs/api/update-licensee');
    const tabs = page.getByRole('region', {name: 'Request samples'}).getByRole('tab');
    await expect(tabs).toHaveText([
      'curl',
      'JavaScript',
      'Node.js',
      'Python',
      'PHP',
      'Ruby',
      'Go',
      'Java',
    ]);
  });

  test('each sample is highlighted when its tab opens, PHP, Ruby and Java included', async ({
    page,
  }) => {
    // Those three grammars load only when a sample in them is first shown
    // (src/theme/CodeBlock/Content/prismLanguages.ts).
    const errors = collectErrors(page);
    await open(page, '/docs/api/find-address');
    const samples = page.getByRole('region', {name: 'Request samples'});
    const keywords = {curl: 'function', PHP: 'variable', Ruby: 'keyword', Java: 'keyword'};
    for (const [label, token] of Object.entries(keywords)) {
      await samples.getByRole('tab', {name: label, exact: true}).click();
      await expect(visibleCode(samples).locator(`.token.${token}`).first()).toBeVisible();
    }
    await expectNoErrors(page, errors);
  });
});

test.describe('Try-it console', () => {
  test('loads on demand, targets the sandbox with the test key and the required examples', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, '/docs/api/find-address');
    await page.waitForLoadState('networkidle');
    const beforeClick = scripts.length;
    await expect(page.locator('[data-try-it]')).toHaveCount(0);

    await page.getByRole('button', {name: /Try it/}).click();
    const panel = page.locator('[data-try-it]');
    await expect(panel.getByLabel(/API key/)).toHaveValue(/^ak_/);
    expect(scripts.length).toBeGreaterThan(beforeClick);
    await expect(panel.getByRole('radio', {name: /Sandbox/})).toBeChecked();
    await expect(panel).toContainText(identity.urls.api);
    await expect(panel.getByRole('button', {name: 'Send'})).toBeVisible();

    // Required parameters hold a value; optional ones start empty.
    await expect(panel.getByLabel(/^query/)).not.toHaveValue('');
    await expect(panel.getByLabel(/^limit/)).toHaveValue('');
    await expectNoErrors(page, errors);
  });
});

test.describe('page weight', () => {
  /** Class names that only the OpenAPI theme's components render (as in bench/js-weight.ts). */
  const API_THEME_MARKERS = ['openapi-explorer__', 'openapi-tabs__', 'theme-api-markdown'];

  async function scriptsOf(page: Page, pathname: string): Promise<{url: string; body: string}[]> {
    const pending: Promise<{url: string; body: string}>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        pending.push(response.text().then((body) => ({url: response.url(), body})));
      }
    });
    await open(page, pathname);
    await page.waitForLoadState('networkidle');
    return Promise.all(pending);
  }

  test('a page outside the reference loads no JavaScript of the API theme', async ({page}) => {
    const scripts = await scriptsOf(page, '/docs/libraries/open-api');
    expect(scripts.length).toBeGreaterThan(0);
    const withTheme = scripts.filter(({body}) =>
      API_THEME_MARKERS.some((marker) => body.includes(marker)),
    );
    expect(withTheme.map(({url}) => url)).toEqual([]);
  });

  test('an operation page loads the API theme but never the theme request builder', async ({
    page,
  }) => {
    const pending: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        pending.push(response.text().catch(() => ''));
      }
    });
    await open(page, '/docs/api/find-address');
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(pending)).some((body) => body.includes('theme-api-markdown'))).toBe(
      true,
    );
    await page.getByRole('button', {name: /Try it/}).click();
    await expect(page.locator('[data-try-it]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(pending);
    // postman-code-generators writes these option names into its bundle, and
    // react-live (the theme's body editor) words this error.
    expect(bodies.some((body) => body.includes('followRedirect'))).toBe(false);
    expect(bodies.some((body) => body.includes('No-Inline evaluations must call'))).toBe(false);
  });

  test('an operation page loads neither crypto-js, Redux nor chalk, and no CSS of the theme panel', async ({
    page,
  }) => {
    const stylesheets: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.text());
    });
    const bodies = (await scriptsOf(page, '/docs/api/find-address')).map(({body}) => body);
    expect(bodies.some((body) => body.includes('theme-api-markdown'))).toBe(true);
    // Strings of crypto-js's core, of Redux and Redux Toolkit's production
    // errors and of Immer (under Redux Toolkit): the theme's ApiItem store and
    // its persistence middleware would bring them (src/theme/ApiItem).
    for (const marker of [
      'Native crypto module could not be used',
      'Minified Redux error',
      'Minified Redux Toolkit error',
      '[Immer]',
      // chalk's colour tables (ansi-styles), which createSchemaExample of the
      // OpenAPI plugin would bring for one warning (plugins/openapi-chunks/chalk-stub.js).
      'ansi256',
    ]) {
      expect(bodies.filter((body) => body.includes(marker)).length, marker).toBe(0);
    }
    // The theme's code tabs and form fields (plugins/openapi-chunks/theme-styles.ts)
    // are gone from the render-blocking stylesheet; the article's styles stay.
    const css = (await Promise.all(stylesheets)).join('\n');
    expect(css.includes('openapi__method-endpoint')).toBe(true);
    expect(css.includes('openapi-tabs__code-item')).toBe(false);
    expect(css.includes('openapi-explorer__floating-btn')).toBe(false);
  });
});
