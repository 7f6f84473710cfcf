import {expect, test} from '@playwright/test';
import {open} from './helpers';

/**
 * The bundles start after the first paint (config/ssr-template.ts): a long
 * server-rendered page is readable before the JavaScript runs, and React then
 * hydrates it as before.
 */
test.describe('start-up order', () => {
  for (const pathname of ['/', '/docs/data/usps', '/docs/api/find-address']) {
    test(`${pathname} parses the whole page before the main bundle is requested, then hydrates`, async ({
      page,
    }) => {
      await open(page, pathname);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming;
        const main = performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(entry.name));
        return {parsed: navigation.domContentLoadedEventEnd, main: main?.startTime};
      });
      // A bundle in the head (defer) is fetched while the page is parsed;
      // the loader requests it only once the whole page has been parsed.
      expect(timing.main, 'main bundle').toBeDefined();
      expect(timing.main!).toBeGreaterThan(timing.parsed);
    });
  }

  test('the page starts no bundle from its head, and the loader keeps their order', async ({
    request,
  }) => {
    const html = await (await request.get('/docs/guides')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]+src=/);
    const loader = /var \w=\[("[^"]+"(?:,"[^"]+")*)\]/.exec(html);
    expect(loader, 'the inline loader with its bundle list').not.toBeNull();
    const bundles = JSON.parse(`[${loader![1]}]`) as string[];
    expect(bundles.map((src) => src.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
  });
});
