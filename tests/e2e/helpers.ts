import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {CONSENT_KEY} from '../../src/consent/consent';

/** Pages listed in the built sitemap, as site paths (e.g. /docs/api). */
export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * A resource on another host that failed to load: the analytics scripts of a
 * production build, unreachable offline or blocked by ad blockers. The site
 * must work without them (tests/e2e/analytics.spec.ts checks that), so such
 * failures are not page errors.
 */
function isThirdPartyLoadFailure(page: Page, text: string, url: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false;
  try {
    return new URL(url).origin !== new URL(page.url()).origin;
  } catch {
    return false;
  }
}

/**
 * Collects console errors and uncaught page errors. Call before navigating;
 * assert with `expect(errors).toEqual([])` afterwards.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (isThirdPartyLoadFailure(page, msg.text(), msg.location().url)) return;
    errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Waits until the document has not changed for `quietMs` (no DOM mutation,
 * attributes included), at most `maxMs`. Work deferred after hydration (a
 * transition, a passive effect) ends at a time that depends on the machine's
 * load; waiting for quiet instead of a fixed delay holds on a busy CI runner.
 */
export async function waitForQuietDom(page: Page, quietMs = 300, maxMs = 10_000): Promise<void> {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const limit = setTimeout(done, max);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve();
        }
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    [quietMs, maxMs] as const,
  );
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
}

/**
 * Stores the reader's analytics choice before any page loads, as a returning
 * reader who has answered the consent banner. For specs about something else
 * (keyboard order, layout): tests/e2e/consent.spec.ts tests the banner.
 */
export async function rememberConsent(
  context: BrowserContext,
  choice: 'accepted' | 'rejected',
): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_KEY,
    choice,
  ] as const);
}

/**
 * Sends one request from the page and waits for its answer. Routes see
 * requests in the order the page makes them, so once it is answered, every
 * request the page had started before has reached the test's route handlers:
 * a condition to wait on before asserting that something was NOT requested,
 * instead of a fixed sleep.
 */
export async function settleRequests(page: Page, url = '/sitemap.xml'): Promise<void> {
  await page.evaluate(async (target) => {
    await fetch(target, {cache: 'no-store'});
  }, url);
}

/**
 * The code of a block as it is displayed: one line per highlighted line, or
 * the text of its `<code>` while the browser has not highlighted it yet (a
 * block the server did not render waits for Prism's chunk).
 */
export function shownCode(block: Locator): Promise<string> {
  return block.evaluate((element) => {
    const lines = [...element.querySelectorAll('.token-line')];
    return lines.length > 0
      ? lines.map((line) => line.textContent).join('\n')
      : (element.querySelector('code')?.textContent ?? '').replace(/\n$/, '');
  });
}

/**
 * A built file's text as a reader or an agent receives it (a page, a Markdown
 * twin, llms.txt, the published spec): served with status 200, redirects not
 * followed.
 */
export async function builtText(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname, {maxRedirects: 0});
  expect(response.status(), pathname).toBe(200);
  return response.text();
}
