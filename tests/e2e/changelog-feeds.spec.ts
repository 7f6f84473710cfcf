import {expect, test} from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import jsonFeedSchema from '../fixtures/json-feed-1.1.schema.json';
import {changelog, changelogFeeds} from '../../src/data/changelog';
import {identity} from '../../src/identity';
import {collectErrors, open} from './helpers';

/** The changelog feeds are served, advertised in the page head and linked from the page. */
test.describe('changelog feeds', () => {
  for (const feed of changelogFeeds) {
    test(`${feed.label} is served with every entry and linked from /docs/changelog`, async ({
      page,
      request,
    }) => {
      const response = await request.get(feed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(feed.format === 'json' ? /json/ : /xml/);
      const body = await response.text();
      for (const entry of changelog) expect(body).toContain(`/docs/changelog#${entry.id}`);

      const errors = collectErrors(page);
      await open(page, '/docs/changelog');
      await expect(page.locator(`head link[rel="alternate"][type="${feed.type}"]`)).toHaveAttribute(
        'href',
        `${identity.urls.docs}${feed.path}`,
      );
      const link = page.getByRole('link', {name: feed.label, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', feed.path);
      expect(errors).toEqual([]);
    });
  }

  test('entry headings carry the anchors the feeds link to, and the TOC lists them', async ({
    page,
  }) => {
    await open(page, '/docs/changelog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API Updates');
    for (const entry of changelog) {
      await expect(page.locator(`h3[id="${entry.id}"]`)).toHaveCount(1);
    }
    const toc = page.locator('.table-of-contents');
    await expect(toc.locator(`a[href="#${changelog[0].id}"]`)).toHaveCount(1);
    await expect(toc.locator('a[href="#year-2021"]')).toHaveCount(1);
  });
});

/**
 * The real build's generated changes: the changelog page and the three feeds
 * show each kept release's changes (lib/openapi/diff.ts over openapi/releases/),
 * the feeds still validate offline, and operation pages say which release
 * last changed them.
 */
test.describe('generated API changes', () => {
  const keyDetails = '2026-03-key-details';
  const current = changelog.find((entry) => entry.kind === 'api' && entry.version)!;

  test('the changelog page lists the releases’ changes by operation', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, '/docs/changelog');
    const generated = page.locator(`[data-generated-changes="${keyDetails}"]`);
    await expect(
      generated.getByRole('heading', {name: 'Changes in the specification'}),
    ).toBeVisible();
    await expect(generated.getByRole('link', {name: 'GET /keys/{key}/details'})).toHaveAttribute(
      'href',
      '/docs/api/key-details',
    );
    await expect(
      generated.locator('li[data-rule="response-required-property-added"]').first(),
    ).toContainText('Added the response field result.name (200).');
    await expect(
      generated.locator('li[data-rule="new-optional-request-property"]').first(),
    ).toContainText('Added the optional request field name.');
    // The current release's documents differ in descriptions only.
    await expect(page.locator(`[data-generated-changes="${current.id}"]`)).toContainText(
      'No path, parameter or schema changed; the descriptions or examples of',
    );
    expect(errors).toEqual([]);
  });

  test('RSS, Atom and JSON Feed carry them and still validate', async ({request}) => {
    const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@'});
    const rss = await (await request.get('/docs/changelog/rss.xml')).text();
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = (parser.parse(rss) as {rss: {channel: Record<string, unknown>}}).rss.channel;
    for (const element of ['title', 'link', 'description']) expect(channel[element]).toBeTruthy();
    const atom = await (await request.get('/docs/changelog/atom.xml')).text();
    expect(XMLValidator.validate(atom)).toBe(true);
    const feed = (parser.parse(atom) as {feed: Record<string, unknown>}).feed;
    expect(feed['@xml:lang']).toBe('en');
    for (const element of ['id', 'title', 'updated']) expect(feed[element]).toBeTruthy();
    const json = (await (await request.get('/docs/changelog/feed.json')).json()) as {
      items: {id: string; content_html: string}[];
    };
    const ajv = new Ajv({allErrors: true, strict: false});
    addFormats(ajv);
    const validate = ajv.compile(jsonFeedSchema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);

    const item = json.items.find((entry) => entry.id.endsWith(`#${keyDetails}`))!;
    expect(item.content_html).toContain('Changes in the specification');
    expect(item.content_html).toContain('Added the response field <code>result.name</code> (200).');
    for (const text of [rss, atom]) {
      expect(text).toContain('Added the optional request field <code>name</code>.');
    }
  });

  test('an operation page says which release last changed it, linked to its entry', async ({
    page,
  }) => {
    await open(page, '/docs/api/key-details');
    const line = page.locator('[data-changed-in]');
    await expect(line).toHaveText('Changed in March 2026: Richer key details');
    await expect(line.getByRole('link')).toHaveAttribute('href', `/docs/changelog#${keyDetails}`);
    await open(page, '/docs/api/find-address');
    await expect(page.locator('[data-changed-in]')).toHaveText(
      `Changed in ${current.version}: ${current.title}`,
    );
    await open(page, '/docs/api/email-validation');
    await expect(page.locator('[data-changed-in]')).toHaveText(
      'No release in the API Updates has changed it.',
    );
  });
});
