import type {Page} from '@playwright/test';

/**
 * The code blocks a page shows now, outside the `skip` regions: hidden tab
 * panels left out, each block's text line by line (as shownCode reads it),
 * with the labels of the selected tabs around it (outer first). Each block
 * found gets `data-visible-block="<its index>"`, for a locator to find it.
 */
export function visibleBlocks(
  page: Page,
  skip: readonly string[],
): Promise<{tab?: string; code: string}[]> {
  return page.evaluate((skipped) => {
    const found: {tab?: string; code: string}[] = [];
    for (const marked of document.querySelectorAll<HTMLElement>('[data-visible-block]'))
      delete marked.dataset.visibleBlock;
    for (const element of document.querySelectorAll<HTMLElement>('.theme-code-block')) {
      if (skipped.some((selector) => element.closest(selector))) continue;
      if (element.closest('[hidden]') || element.getClientRects().length === 0) continue;
      const labels: string[] = [];
      for (let panel = element.closest('[role=tabpanel]'); panel;) {
        const label = panel
          .closest('.tabs-container')
          ?.querySelector(':scope > ul > [role=tab][aria-selected=true]')
          ?.textContent?.trim();
        if (label) labels.unshift(label);
        panel = panel.parentElement?.closest('[role=tabpanel]') ?? null;
      }
      const lines = [...element.querySelectorAll('.token-line')];
      const code =
        lines.length > 0
          ? lines.map((line) => line.textContent).join('\n')
          : (element.querySelector('code')?.textContent ?? '').replace(/\n$/, '');
      element.dataset.visibleBlock = String(found.length);
      found.push({...(labels.length ? {tab: labels.join(' › ')} : {}), code});
    }
    return found;
  }, skip);
}
