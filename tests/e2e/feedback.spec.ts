import {expect, test, type Page, type Request} from '@playwright/test';
import {analyticsIds} from '../../config/analytics';
import {apiVersion} from '../../src/data/changelog';
import {CONSENT_KEY} from '../../src/consent/consent';
import {identity} from '../../src/identity';
import {feedbackReasons} from '../../lib/feedback/issue';
import {PAGE_FEEDBACK_EVENT, SAMPLE_REPORT_EVENT} from '../../lib/feedback/events';
import {blockingViolations, installAxe} from './axe';
import {collectErrors, rememberConsent, settleRequests, waitForHydration} from './helpers';
import {posthogLoaded, posthogOrigin, servePosthog} from './posthog';

/**
 * Readers' feedback as readers get it, on a desktop and a 390 px phone:
 * "Was this page helpful?" sends nothing without analytics consent and
 * offers the prefilled docs-mistake issue instead; after Accept, one answer
 * is exactly one PostHog event with the page path, the vote, the reason and
 * the docs version, never the comment or a query string. Every Copy-able
 * code block has "Report a problem with this sample", opening the same
 * issue with the block's id and tab.
 */

const VIEWPORTS = [
  ['desktop', {width: 1280, height: 800}],
  ['390 px phone', {width: 390, height: 844}],
] as const;

const PAGE = '/docs/guides/testing';
/** A query a reader may arrive with: no report or event may carry it. */
const QUERY = '?email=secret%40example.test&utm_source=secret';
const COMMENT = 'The curl sample answers 4010 for me (secret comment).';
const repositoryOrigin = new URL(identity.urls.repository).origin;
const reason = feedbackReasons.find((item) => item.id === 'sample')!;

const widget = (page: Page) => page.locator('[data-page-feedback]');

/** Answers every request to the repository's host with a stub page, and lists them. */
async function stubRepository(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.context().route(
    (url) => url.origin === repositoryOrigin,
    async (route) => {
      opened.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>issue</title>'});
    },
  );
  return opened;
}

/** The URL the report link of the widget points at now. */
async function reportLink(page: Page): Promise<URL> {
  const href = await widget(page).locator('[data-report-problem]').getAttribute('href');
  return new URL(href!);
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`on a ${device}`, () => {
    test.use({viewport});

    test('without consent, voting sends no request; the report link holds the page, the reason and the comment', async ({
      page,
    }) => {
      await rememberConsent(page.context(), 'rejected');
      const errors = collectErrors(page);
      await stubRepository(page);
      if (posthogOrigin) await servePosthog(page);
      await page.goto(PAGE + QUERY);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      if (posthogOrigin) await posthogLoaded(page);
      const sent: Request[] = [];
      page.on('request', (request) => sent.push(request));

      // By keyboard: the buttons, the reasons (arrow keys in the radio group), the comment.
      const no = widget(page).getByRole('button', {name: 'No'});
      await no.focus();
      await page.keyboard.press('Enter');
      await expect(no).toHaveAttribute('aria-pressed', 'true');
      await expect(no).toHaveAttribute('aria-expanded', 'true');
      const reasons = widget(page).getByRole('group', {name: 'What was wrong? (optional)'});
      await reasons.getByRole('radio').first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(reasons.getByRole('radio', {name: reason.label})).toBeChecked();
      await widget(page).getByRole('textbox', {name: 'Comment (optional)'}).fill(COMMENT);
      // Nothing to send without consent: no Send button; the report link is the way.
      await expect(widget(page).getByRole('button', {name: 'Send answer'})).toHaveCount(0);
      await expect(widget(page)).toContainText('Nothing is sent from this page');

      const url = await reportLink(page);
      expect(`${url.origin}${url.pathname}`).toBe(`${identity.urls.repository}/issues/new`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        template: 'docs-mistake.yml',
        'page-url': `${identity.urls.docs}${PAGE}`,
        reason: reason.label,
        problem: COMMENT,
        'docs-version': apiVersion,
      });
      expect(url.href).not.toContain('secret%40');

      // A comment with HTML or a live-looking key is refused, said so, and left out.
      const comment = widget(page).getByRole('textbox', {name: 'Comment (optional)'});
      for (const [text, message] of [
        ['See <img src=x onerror=alert(1)>', /contains HTML/],
        ['My key ak_live_9f8e7d fails', /not a documented test key/],
      ] as const) {
        await comment.fill(text);
        await expect(widget(page).getByRole('alert')).toContainText(message);
        await expect(comment).toHaveAttribute('aria-invalid', 'true');
        expect((await reportLink(page)).searchParams.has('problem')).toBe(false);
        expect((await reportLink(page)).searchParams.get('reason')).toBe(reason.label);
      }

      // Opening the report: a new tab on the issue form, nothing else.
      const [issue] = await Promise.all([
        page.waitForEvent('popup'),
        widget(page).locator('[data-report-problem]').click(),
      ]);
      expect(new URL(issue.url()).searchParams.get('page-url')).toBe(
        `${identity.urls.docs}${PAGE}`,
      );
      await issue.close();
      await settleRequests(page);
      // The site's own scripts and images may still be prefetched while the
      // reader is idle (src/clientModules/idlePrefetch.ts): static files that
      // carry nothing of the reader's. Nothing else may leave the page.
      const site = new URL(page.url()).origin;
      const fromPage = sent
        .filter((request) => {
          const url = new URL(request.url());
          if (url.origin === repositoryOrigin) return false;
          const staticFile =
            url.origin === site &&
            request.method() === 'GET' &&
            (/^\/(?:assets|img)\//.test(url.pathname) || url.pathname === '/sitemap.xml');
          return !staticFile;
        })
        .map((request) => `${request.method()} ${request.url()}`);
      expect(fromPage).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('after Accept, one answer is exactly one PostHog event: page path, vote, reason, docs version', async ({
      page,
    }) => {
      test.skip(!posthogOrigin, 'this build has no PostHog');
      const posthog = await servePosthog(page);
      await stubRepository(page);
      await page.goto(PAGE + QUERY);
      await waitForHydration(page);
      await page
        .getByRole('region', {name: 'Cookies and analytics'})
        .getByRole('button', {name: 'Accept analytics'})
        .click();
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))
        .toBe('accepted');

      await widget(page).getByRole('button', {name: 'No'}).click();
      await widget(page).getByRole('radio', {name: reason.label}).check();
      await widget(page).getByRole('textbox', {name: 'Comment (optional)'}).fill(COMMENT);
      await widget(page).getByRole('button', {name: 'Send answer'}).click();
      await expect(widget(page).getByRole('status')).toContainText('your answer was sent');
      await expect(widget(page).getByRole('status')).toBeFocused();
      // The buttons cannot send a second answer.
      await expect(widget(page).getByRole('button', {name: 'Yes'})).toBeDisabled();

      const feedback = () => posthog.events.filter((event) => event.event === PAGE_FEEDBACK_EVENT);
      await expect.poll(async () => (await posthog.nextBatch(), feedback().length)).toBe(1);
      // Whatever posthog-js batches later: still one.
      await posthog.nextBatch();
      await settleRequests(page);
      expect(feedback()).toHaveLength(1);
      const [event] = feedback();
      const own = Object.fromEntries(
        Object.entries(event!.properties).filter(([name]) => !name.startsWith('$')),
      );
      // posthog-js adds its transport fields to every event, and drops an
      // event whose before_send removes them ("required for ingestion"): the
      // public project key and the anonymous id.
      const {token, distinct_id: anonymousId, ...rest} = own;
      expect(token).toBe(analyticsIds.posthogApiKey);
      expect(typeof anonymousId).toBe('string');
      expect(rest).toEqual({
        page_path: PAGE,
        vote: 'no',
        reason: reason.id,
        docs_version: apiVersion,
      });
      for (const [name, value] of Object.entries(event!.properties)) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        expect(text, name).not.toMatch(/secret|curl sample answers/);
        if (/^https?:\/\//.test(text)) expect(new URL(text).search, name).toBe('');
      }
      expect(JSON.stringify(event)).not.toContain('secret');

      // A sample's report link: one event on the click, with the sample's place.
      const samples = () => posthog.events.filter((e) => e.event === SAMPLE_REPORT_EVENT);
      expect(samples()).toEqual([]);
      const block = page.locator('.theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      const [issue] = await Promise.all([
        page.waitForEvent('popup'),
        block.getByRole('link', {name: 'Report a problem with this sample'}).click(),
      ]);
      const reported = new URL(issue.url()).searchParams;
      await issue.close();
      await expect.poll(async () => (await posthog.nextBatch(), samples().length)).toBe(1);
      const sample = Object.fromEntries(
        Object.entries(samples()[0]!.properties).filter(
          ([name]) => !name.startsWith('$') && name !== 'token' && name !== 'distinct_id',
        ),
      );
      expect(sample).toEqual({
        page_path: PAGE,
        sample_id: reported.get('sample-id'),
        language: reported.get('sample-language'),
        docs_version: apiVersion,
      });
      expect(feedback()).toHaveLength(1);
    });

    test('axe finds no serious or critical violation in the widget, before and after a No', async ({
      page,
    }) => {
      await installAxe(page.context());
      await rememberConsent(page.context(), 'rejected');
      await page.goto(PAGE);
      await waitForHydration(page);
      await widget(page).scrollIntoViewIfNeeded();
      expect(await blockingViolations(page, 'widget', {include: '[data-page-feedback]'})).toEqual(
        [],
      );
      await widget(page).getByRole('button', {name: 'No'}).click();
      await widget(page).getByRole('textbox', {name: 'Comment (optional)'}).fill('<b>x</b>');
      await expect(widget(page).getByRole('alert')).toBeVisible();
      // Colours are checked once the pressed button's transition has ended
      // (axe would read a colour half-way between two states).
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(
        await blockingViolations(page, 'widget after No', {include: '[data-page-feedback]'}),
      ).toEqual([]);
      // Every control of the widget fits the screen.
      const width = viewport.width;
      for (const box of await widget(page)
        .locator('button, input, textarea, a')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().right),
        ))
        expect(box).toBeLessThanOrEqual(width);
    });
  });
}

test.describe('Report a problem with this sample', () => {
  /** Selects every tab of the page in turn, calling `visit` after each (and once first). */
  async function everyTab(page: Page, visit: () => Promise<void>): Promise<void> {
    await visit();
    for (let round = 0; round < 200; round++) {
      const next = page.locator('[role=tab]:not([data-feedback-visited])').first();
      if ((await next.count()) === 0) return;
      await next.evaluate((element) => element.setAttribute('data-feedback-visited', ''));
      if (!(await next.isVisible())) continue;
      if ((await next.getAttribute('aria-selected')) !== 'true') {
        await next.click();
        await expect(next).toHaveAttribute('aria-selected', 'true');
      }
      await visit();
    }
    throw new Error('more than 200 tabs');
  }

  for (const pathname of [
    '/docs/guides/testing',
    '/docs/api/find-address',
    '/docs/address-lookup/callbacks',
  ]) {
    test(`every Copy-able block of ${pathname} opens the issue with its id and tab`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = collectErrors(page);
      await rememberConsent(page.context(), 'rejected');
      const opened = await stubRepository(page);
      await page.goto(pathname + QUERY);
      await waitForHydration(page);
      // Nothing is asked of the repository's host until a report link is clicked.
      await settleRequests(page);
      expect(opened).toEqual([]);

      const reports: {id: string; language: string}[] = [];
      let blocks = 0;
      await everyTab(page, async () => {
        // Numbers the blocks not seen yet that have a Copy button and are shown.
        const numbers = await page.evaluate((start) => {
          const found: number[] = [];
          for (const element of document.querySelectorAll<HTMLElement>('.theme-code-block')) {
            if (element.dataset.feedbackBlock) continue;
            if (!element.querySelector('button[aria-label="Copy code to clipboard"]')) continue;
            if (element.closest('[hidden]') || element.getClientRects().length === 0) continue;
            element.dataset.feedbackBlock = String(start + found.length);
            found.push(start + found.length);
          }
          return found;
        }, blocks);
        for (const number of numbers) {
          const block = page.locator(`[data-feedback-block="${number}"]`);
          blocks++;
          // The tab it is in, read the way a reader sees it: the selected tab
          // of each group around it; outside tabs, its language.
          const expected = await block.evaluate((element) => {
            const labels: string[] = [];
            let panel = element.closest('[role=tabpanel]');
            while (panel) {
              // The tab group: the classic theme's container, or the API theme's.
              const group = panel.parentElement?.closest(
                '.tabs-container, [class*="openapi-tabs__"][class*="container"]',
              );
              const selected = [
                ...(group?.querySelectorAll('[role=tab][aria-selected=true]') ?? []),
              ].find((tab) => !panel!.contains(tab));
              labels.unshift(selected?.textContent?.trim() ?? '?');
              panel = panel.parentElement?.closest('[role=tabpanel]') ?? null;
            }
            return labels.join(' › ') || /\blanguage-([\w-]+)/.exec(element.className)?.[1];
          });
          await block.hover();
          const link = block.getByRole('link', {name: 'Report a problem with this sample'});
          await expect(link).toBeVisible();
          const [issue] = await Promise.all([page.waitForEvent('popup'), link.click()]);
          const url = new URL(issue.url());
          await issue.close();
          expect(`${url.origin}${url.pathname}`).toBe(`${identity.urls.repository}/issues/new`);
          expect(url.searchParams.get('template')).toBe('docs-mistake.yml');
          expect(url.searchParams.get('page-url')).toBe(`${identity.urls.docs}${pathname}`);
          expect(url.searchParams.get('docs-version')).toBe(apiVersion);
          expect(url.searchParams.get('sample-language')).toBe(expected);
          const id = url.searchParams.get('sample-id') ?? '';
          const anchor = /^(.+)-(\d+)$/.exec(id)?.[1];
          expect(anchor, id).toBeTruthy();
          // The id starts with an anchor of the page, before the block.
          if (anchor !== 'top') {
            const before = await page.evaluate(
              ([target, element]) => {
                const found = document.getElementById(target);
                return Boolean(
                  found &&
                  element &&
                  found.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
                );
              },
              [anchor!, await block.elementHandle()] as const,
            );
            expect(before, id).toBe(true);
          }
          reports.push({id, language: url.searchParams.get('sample-language')!});
        }
      });
      expect(blocks).toBeGreaterThan(2);
      // Each block has its own id within its tab.
      const keys = reports.map((report) => `${report.id} ${report.language}`);
      expect(new Set(keys).size, keys.join('\n')).toBe(keys.length);
      expect(opened).toHaveLength(blocks);
      expect(errors).toEqual([]);
    });
  }

  test('ids are stable: the same block gets the same id whichever tab another group shows', async ({
    page,
  }) => {
    await rememberConsent(page.context(), 'rejected');
    await stubRepository(page);
    await page.goto('/docs/api/find-address');
    await waitForHydration(page);
    const samples = page.locator('#request-samples');
    const idOf = async () => {
      const link = samples
        .locator('[role=tabpanel]:not([hidden])')
        .getByRole('link', {name: 'Report a problem with this sample'});
      await link.focus();
      return new URL((await link.getAttribute('href'))!).searchParams;
    };
    await samples.getByRole('tab', {name: 'Python'}).click();
    const python = await idOf();
    expect(python.get('sample-id')).toBe('request-samples-1');
    expect(python.get('sample-language')).toBe('Python');
    await samples.getByRole('tab', {name: 'curl'}).click();
    expect((await idOf()).get('sample-id')).toBe('request-samples-1');
    await samples.getByRole('tab', {name: 'Python'}).click();
    expect((await idOf()).toString()).toBe(python.toString());
  });
});
