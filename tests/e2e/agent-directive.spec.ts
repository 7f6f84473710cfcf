import {expect, test} from '@playwright/test';
import {open} from './helpers';

/**
 * The llms.txt directive of the pages (src/components/AgentDirective): a
 * sentence for AI agents near the top of <main>, before the page's H1, that
 * links the page's Markdown twin and /llms.txt. Readers do not see it, and
 * it adds no Tab stop (focus-order.spec.ts checks the first stops themselves).
 */
const PAGES = {
  home: {path: '/', twin: '/index.md'},
  'doc page': {path: '/docs/guides/testing', twin: '/docs/guides/testing.md'},
  'API operation': {path: '/docs/api/udprn', twin: '/docs/api/udprn.md'},
  'glossary term': {path: '/docs/terms/dpv', twin: '/docs/terms/dpv.md'},
} as const;

for (const [name, viewport] of [
  ['desktop', {width: 1280, height: 800}],
  ['390 px phone', {width: 390, height: 844}],
] as const) {
  test.describe(`the llms.txt directive on a ${name}`, () => {
    test.use({viewport});
    for (const [type, {path, twin}] of Object.entries(PAGES)) {
      test(`${type}: in <main> before the H1, hidden from sight, out of the Tab order`, async ({
        page,
      }) => {
        await open(page, path);
        const directive = page.locator('main p', {hasText: 'For AI agents:'});
        await expect(directive).toHaveCount(1);
        await expect(directive).toContainText('/llms.txt');
        const links = directive.locator('a');
        expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
          twin,
          '/llms.txt',
        ]);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('tabindex', '-1');
          expect(await link.evaluate((a) => (a as HTMLAnchorElement).tabIndex)).toBe(-1);
        }
        // Before the page's H1 in document order: the top of the content.
        const before = await directive.evaluate((p) => {
          const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
          return Boolean(h1 && p.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        expect(before).toBe(true);
        // Visually hidden, yet in the accessibility tree (not aria-hidden).
        const box = await directive.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(1);
        expect(box!.height).toBeLessThanOrEqual(1);
        expect(await directive.getAttribute('aria-hidden')).toBeNull();
        // Nothing scrolls sideways because of it.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      });
    }
  });
}
