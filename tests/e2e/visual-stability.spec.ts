/**
 * Hydration does not change what a reader sees (issue 16). For each page type
 * the benchmark measures (bench/pages.ts), on a desktop and a phone
 * viewport, the first screen of the server's HTML with JavaScript disabled,
 * as a reader sees it before the bundles run, is compared pixel by pixel
 * with the same screen once React has hydrated the page and the network is
 * idle. A region that moves, appears or disappears at hydration (a skeleton
 * replaced, a sidebar that jumps, a layout shift) fails the test, with both
 * screenshots and a diff attached (written under test-results/playwright/; set
 * VISUAL_ATTACH=1 to keep them for passing tests too). The comparison needs no
 * image library: tests/e2e/pixel-diff.ts decodes the PNGs in the browser.
 */
import {expect, test, type Browser, type BrowserContextOptions} from '@playwright/test';
import {devices} from '@playwright/test';
import fs from 'node:fs';
import {BENCH_PAGES} from '../../bench/pages';
import {rememberConsent, waitForHydration, waitForQuietDom} from './helpers';
import {comparePngs, type PixelDiff} from './pixel-diff';

const VIEWPORTS: {name: string; options: BrowserContextOptions}[] = [
  {name: 'desktop', options: {viewport: {width: 1280, height: 800}, deviceScaleFactor: 1}},
  {
    name: 'mobile',
    // A Pixel-sized phone at one device pixel per CSS pixel: the layout of a
    // phone, at a quarter of the pixels to compare.
    options: {
      viewport: {width: 412, height: 823},
      userAgent: devices['Pixel 7'].userAgent,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    },
  },
];

/**
 * Per colour channel (0 to 255), the difference still counted as the same
 * pixel: room for anti-aliasing that another Chromium or font build draws a
 * few levels apart. Measured on this build, both screens are identical even
 * at 0.
 */
const TOLERANCE = 16;

/**
 * Largest share of pixels allowed to differ: 0.01%, about 100 pixels of a
 * desktop screen and 34 of a phone's. Measured on this build (Debian Chromium
 * 156, load 4 to 11), all eight pairs differ by 0 pixels. Breaks injected after
 * hydration, to check the test fails, changed at least: the H1 moved down by
 * 1 px, 0.10% (desktop API page) to 0.57% (phone home page); the search box
 * hidden, 0.072% (desktop) and 0.19% (phone); the breadcrumbs hidden, 0.077%.
 */
const MAX_DIFFERING_SHARE = 0.0001;

/**
 * A screenshot whose most frequent colour covers more than this share is
 * taken as blank (a page that failed to render). Measured: at most 76.5% (the
 * desktop API page's background); a blank page is 100%.
 */
const MAX_DOMINANT_SHARE = 0.95;

/** The colour mode of the page (`data-theme`, `data-theme-choice` on `<html>`). */
type ColourMode = Record<'data-theme' | 'data-theme-choice', string>;

/** The first screen of a page, and the colour mode it ended up in. */
interface Screen {
  png: Buffer;
  colourMode: ColourMode;
}

/**
 * Opens `pathname` in a fresh context of `options` and takes a screenshot of
 * the viewport: hydrated (JavaScript on, after hydration, network idle and a
 * short settle), or as the server sent it (JavaScript off). The server
 * writes the site's one colour mode into the HTML (config/ssr-template.ts),
 * so a reader without JavaScript sees the same colours.
 */
async function firstScreen(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
  pathname: string,
  hydrated: boolean,
): Promise<Screen> {
  const context = await browser.newContext({...options, baseURL, javaScriptEnabled: hydrated});
  try {
    // The consent banner exists only with JavaScript (it asks before analytics
    // load); a returning reader's stored choice keeps it closed, as it is in
    // the server HTML.
    if (hydrated) await rememberConsent(context, 'rejected');
    const page = await context.newPage();
    await page.goto(pathname);
    if (hydrated) await waitForHydration(page);
    // Without JavaScript nothing is requested after the load event (lazy
    // images load eagerly then); a hydrated page may still fetch chunks.
    if (hydrated) await page.waitForLoadState('networkidle');
    // Work deferred after hydration (the phone drawer built in a transition)
    // ends when the machine gets to it: wait until the DOM stops changing.
    if (hydrated) await waitForQuietDom(page);
    // Animations frozen, and the text caret hidden: a blinking caret is on or
    // off by chance.
    const png = await page.screenshot({animations: 'disabled', caret: 'hide'});
    const colourMode = await page.evaluate(() => ({
      'data-theme': document.documentElement.getAttribute('data-theme') ?? '',
      'data-theme-choice': document.documentElement.getAttribute('data-theme-choice') ?? '',
    }));
    return {png, colourMode};
  } finally {
    await context.close();
  }
}

/** Compares two screenshots in a blank page of a context with JavaScript. */
async function compare(browser: Browser, before: Buffer, after: Buffer): Promise<PixelDiff> {
  const context = await browser.newContext();
  try {
    return await comparePngs(await context.newPage(), before, after, TOLERANCE);
  } finally {
    await context.close();
  }
}

for (const {name, options} of VIEWPORTS) {
  test.describe(`${name} viewport`, () => {
    for (const benchPage of BENCH_PAGES) {
      test(`${benchPage.type} (${benchPage.path}): the first screen looks the same before and after hydration`, async ({
        browser,
        baseURL,
      }, testInfo) => {
        const hydrated = await firstScreen(browser, baseURL, options, benchPage.path, true);
        const server = await firstScreen(browser, baseURL, options, benchPage.path, false);
        expect(hydrated.colourMode['data-theme']).toBe('dark');
        expect(server.colourMode, 'the colour mode of the HTML as served').toEqual(
          hydrated.colourMode,
        );
        const diff = await compare(browser, server.png, hydrated.png);

        const summary = `${(diff.share * 100).toFixed(3)}% of ${diff.width}x${diff.height} pixels differ${
          diff.box
            ? ` within x ${diff.box.left}-${diff.box.right}, y ${diff.box.top}-${diff.box.bottom}`
            : ''
        }; most frequent colour ${diff.dominantShare.map((s) => (s * 100).toFixed(1)).join('% / ')}%`;
        testInfo.annotations.push({type: 'pixels', description: summary});
        const failing =
          diff.share > MAX_DIFFERING_SHARE ||
          diff.dominantShare.some((share) => share > MAX_DOMINANT_SHARE);
        if (failing || process.env.VISUAL_ATTACH) {
          // Written under test-results/ (the test's output folder) and attached.
          for (const [file, body] of [
            ['server-html.png', server.png],
            ['hydrated.png', hydrated.png],
            ['diff.png', diff.diffPng],
          ] as const) {
            const target = testInfo.outputPath(file);
            fs.writeFileSync(target, body);
            await testInfo.attach(file, {path: target, contentType: 'image/png'});
          }
        }
        expect(diff.dominantShare[0], 'the server HTML screenshot is not blank').toBeLessThan(
          MAX_DOMINANT_SHARE,
        );
        expect(diff.dominantShare[1], 'the hydrated screenshot is not blank').toBeLessThan(
          MAX_DOMINANT_SHARE,
        );
        expect(diff.share, summary).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
      });
    }
  });
}
