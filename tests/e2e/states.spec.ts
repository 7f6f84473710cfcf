import {expect, test, type Page} from '@playwright/test';
import {announcementBar} from '../../config/announcement';
import {collectErrors, open, rememberConsent, waitForHydration} from './helpers';

/** Client-side navigation without a Link: push a URL and let the router react. */
async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, url);
}

test.describe('not-found page', () => {
  test('unknown paths answer 404 and show the not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('client-side navigation to an unknown path shows the not-found page', async ({page}) => {
    await open(page, '/');
    await clientNavigate(page, '/docs/also-missing');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test.describe('.html and /index.html suffixes', () => {
  for (const [from, to] of [
    ['/docs/changelog.html', '/docs/changelog'],
    ['/docs/guides/index.html', '/docs/guides'],
    ['/index.html', '/'],
  ]) {
    test(`a direct load of ${from} shows ${to}`, async ({page}) => {
      await page.goto(from);
      await waitForHydration(page);
      await expect(page).toHaveURL(new RegExp(`${to === '/' ? '/$' : to + '$'}`));
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('client-side navigation strips the suffixes too', async ({page}) => {
    await open(page, '/');
    await clientNavigate(page, '/docs/changelog.html');
    await expect(page.locator('h1')).toHaveText('API Updates');
    await clientNavigate(page, '/docs/guides/index.html');
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
  });
});

test('the skip link is the first stop and moves focus to the main content', async ({
  context,
  page,
}) => {
  // A returning reader; on a first visit the consent banner comes right after (focus-order.spec.ts).
  await rememberConsent(context, 'rejected');
  await open(page, '/docs/changelog');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Focus moved into <main>: the next Tab lands on its first link, not the navbar's.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(inMain).toBe(true);
});

test.describe('mobile sidebar', () => {
  test('below 996 px the menu button opens a sliding sidebar with a back button', async ({
    page,
  }) => {
    await page.setViewportSize({width: 995, height: 800});
    await open(page, '/docs/changelog');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Address Lookup'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });

  test('at 997 px the menu button is gone and the docs sidebar is shown', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await open(page, '/docs/changelog');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('the sidebar hides again when the window grows past 996 px', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await open(page, '/docs/changelog');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('closes and stays closed across reloads', async ({page}) => {
    await open(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await open(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      announcementBar.id,
    );
  });
});

/**
 * Makes a component of the page's content throw on its next render, from the
 * test alone: the site ships no crash switch. It finds the content's error
 * boundary (the class component with a `fallback` prop above `<main>`), then
 * the first component below it that holds React state, and queues a state
 * update whose updater throws; React runs it while rendering that component,
 * as it would run a real bug. Uses React's DOM-to-fiber link, present in
 * production builds too. Returns the crashed component's name, or an empty
 * string when the page has no such component (the test then fails).
 */
async function crashPageContent(page: Page, message: string): Promise<string> {
  return page.evaluate((text) => {
    interface Hook {
      queue?: {dispatch?: unknown; lastRenderedReducer?: unknown} | null;
      next: Hook | null;
    }
    interface Fiber {
      tag: number;
      type: unknown;
      return: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedState: unknown;
      memoizedProps?: {fallback?: unknown};
      stateNode?: {componentDidCatch?: unknown} | null;
    }
    const main = document.querySelector('main');
    const key = main && Object.keys(main).find((name) => name.startsWith('__reactFiber$'));
    if (!main || !key) return '';
    let boundary: Fiber | null = (main as unknown as Record<string, Fiber>)[key] ?? null;
    while (
      boundary &&
      !(boundary.stateNode?.componentDidCatch && boundary.memoizedProps?.fallback)
    ) {
      boundary = boundary.return;
    }
    if (!boundary) return '';
    // Function components (0), forwardRef (11) and simple memo (15) keep hooks in memoizedState.
    const stateHook = (fiber: Fiber): Hook | undefined => {
      if (![0, 11, 15].includes(fiber.tag)) return undefined;
      for (let hook = fiber.memoizedState as Hook | null; hook; hook = hook.next) {
        if (typeof hook.queue?.dispatch === 'function' && hook.queue.lastRenderedReducer) {
          return hook;
        }
      }
      return undefined;
    };
    const pending: Fiber[] = boundary.child ? [boundary.child] : [];
    while (pending.length > 0) {
      const fiber = pending.shift()!;
      const hook = stateHook(fiber);
      if (hook) {
        const dispatch = hook.queue!.dispatch as (updater: () => never) => void;
        dispatch(() => {
          throw new Error(text);
        });
        const type = fiber.type as {displayName?: string; name?: string} | null;
        return type?.displayName || type?.name || 'anonymous component';
      }
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return '';
  }, message);
}

test('a page crash shows the fallback and "Try again" recovers', async ({page}) => {
  const errors = collectErrors(page);
  await open(page, '/');
  const crashed = await crashPageContent(page, 'Crash probe: intentional error in a test');
  expect(crashed, 'a stateful component inside the page content').not.toBe('');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Crash probe: intentional error in a test')).toBeVisible();
  // The navbar is outside the content's boundary: it stays.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(errors.some((error) => error.includes('Crash probe'))).toBe(true);
});

test.describe('route loading', () => {
  test('shows a thin progress bar only after 200 ms, then finishes', async ({page}) => {
    await open(page, '/');
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const started = Date.now();
    await page.locator('.navbar').getByRole('link', {name: 'Data', exact: true}).click();
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1000});
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/data$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
  });

  test('no progress bar appears when the route loads within 200 ms', async ({page}) => {
    await open(page, '/');
    // What hovering the link does, awaited: the route's chunks are loaded.
    await page.evaluate(() =>
      (
        window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}
      ).docusaurus.preload('/docs/data'),
    );
    await page.evaluate(() => {
      (window as unknown as {sawProgress: boolean}).sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress'))
          (window as unknown as {sawProgress: boolean}).sawProgress = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('.navbar').getByRole('link', {name: 'Data', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/data$/);
    // Rendered: the route update is over and its progress timer cleared.
    await expect(page.locator('article h1').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {sawProgress: boolean}).sawProgress),
    ).toBe(false);
  });

  test('recovers from a failed route chunk by reloading the page', async ({page}) => {
    await open(page, '/');
    let aborted = 0;
    await page.route('**/assets/js/**', async (route) => {
      if (aborted < 3) {
        aborted += 1;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('.navbar').getByRole('link', {name: 'Guides', exact: true}).click();
    await reloaded;
    await waitForHydration(page);
    expect(aborted).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/docs\/guides$/);
    await expect(page.locator('article h1').first()).toBeVisible();
  });
});

test('a page explains a wrong base URL when the site assets cannot load', async ({page}) => {
  await page.route(/\/assets\/(js|css)\//, (route) => route.abort('failed'));
  await page.goto('/docs/guides');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeVisible();
  await expect(page.getByText('did not load properly')).toBeVisible();
});

test('with its assets loaded the home page shows no base URL banner', async ({page}) => {
  await open(page, '/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});

test.describe('route prefetching', () => {
  const prefetchLinks = (page: Page) =>
    page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

  type IdleCount = {idleCallbacks: {requested: number; ran: number}};
  /**
   * Counts idle callbacks (only the idle prefetch queue asks for them): once
   * one was requested and every requested one has run, the queue is empty.
   */
  const countIdleCallbacks = (page: Page) =>
    page.addInitScript(() => {
      const count = {requested: 0, ran: 0};
      (window as unknown as IdleCount).idleCallbacks = count;
      const request = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) => {
        count.requested += 1;
        return request((deadline) => {
          try {
            callback(deadline);
          } finally {
            count.ran += 1;
          }
        }, options);
      };
    });
  const prefetchQueueDrained = (page: Page) =>
    expect
      .poll(() =>
        page.evaluate(() => {
          const {requested, ran} = (window as unknown as IdleCount).idleCallbacks;
          return requested > 0 && ran === requested;
        }),
      )
      .toBe(true);

  test('prefetches the bundles of visible links once the browser is idle', async ({page}) => {
    await countIdleCallbacks(page);
    await open(page, '/');
    await prefetchQueueDrained(page);
    expect(await prefetchLinks(page)).toBeGreaterThan(0);
  });

  test('prefetches nothing in data-saver mode', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {saveData: true, effectiveType: '4g'},
        configurable: true,
      });
    });
    await countIdleCallbacks(page);
    await open(page, '/');
    await page.locator('.navbar').getByRole('link', {name: 'Guides', exact: true}).hover();
    await prefetchQueueDrained(page);
    expect(await prefetchLinks(page)).toBe(0);
  });

  test('prefetches nothing on a slow 2g connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {saveData: false, effectiveType: 'slow-2g'},
        configurable: true,
      });
    });
    await countIdleCallbacks(page);
    await open(page, '/');
    await prefetchQueueDrained(page);
    expect(await prefetchLinks(page)).toBe(0);
  });
});
