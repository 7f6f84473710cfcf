/**
 * Where a code block sits on its page, as a report names it: its stable id
 * (the anchor of the heading it follows and its index there) and its tab.
 * Read from the page when the reader reaches for the report link, never
 * while the page starts.
 *
 * - The anchor is the id of the nearest heading (h2 to h6) before the block,
 *   or of a region marked `data-sample-anchor` (the request samples of API
 *   pages); `top` before the first one.
 * - The tab is the label of the tab whose panel holds the block ("Python"),
 *   outermost first when tabs nest ("Script tag › HTML"); outside tabs, the
 *   block's highlight language ("json").
 * - The index counts, from 1, the code blocks after that anchor that sit in
 *   the same tabs, up to this one: the second Python sample under
 *   "Callbacks" is `callbacks-2` whichever tab another group shows, and a
 *   lazy group's hidden panels (absent from the page) change nothing.
 */

const ANCHORS = 'h2[id], h3[id], h4[id], h5[id], h6[id], [data-sample-anchor][id]';
const CODE_BLOCK = '.theme-code-block';
/** The attribute that marks a code block's report link (./index.tsx). */
export const REPORT_SAMPLE_ATTRIBUTE = 'data-report-sample';
const TAB_SEPARATOR = ' › ';

/**
 * The tab list of the group a panel belongs to: the nearest one that sits in
 * the same outer panel as the panel itself (not one of a sibling panel's
 * own groups, hidden or not).
 */
function tabListOf(panel: Element): Element | undefined {
  const outer = panel.parentElement?.closest('[role=tabpanel]') ?? null;
  for (let node = panel.parentElement; node; node = node.parentElement) {
    const list = [...node.querySelectorAll('[role=tablist]')].find(
      (found) => (found.closest('[role=tabpanel]') ?? null) === outer,
    );
    if (list) return list;
  }
  return undefined;
}

/** The label of the tab of one panel: by position, or the selected tab when only it is rendered. */
function tabLabel(panel: Element): string {
  const list = tabListOf(panel);
  if (!list) return '';
  const tabs = [...list.querySelectorAll('[role=tab]')].filter(
    (tab) => tab.closest('[role=tablist]') === list,
  );
  const panels = [...(panel.parentElement?.children ?? [])].filter(
    (sibling) => sibling.getAttribute('role') === 'tabpanel',
  );
  const tab =
    panels.length === tabs.length
      ? tabs[panels.indexOf(panel)]
      : tabs.find((candidate) => candidate.getAttribute('aria-selected') === 'true');
  return tab?.textContent?.trim() ?? '';
}

/** The labels of the tabs around an element, outermost first. */
function tabPathOf(element: Element): string[] {
  const labels: string[] = [];
  for (
    let panel = element.closest('[role=tabpanel]');
    panel;
    panel = panel.parentElement?.closest('[role=tabpanel]') ?? null
  ) {
    labels.unshift(tabLabel(panel));
  }
  return labels;
}

/** The highlight language of a code block (`language-python` → `python`). */
function languageOf(block: Element): string {
  const name = [...block.classList].find((item) => item.startsWith('language-'));
  return name ? name.slice('language-'.length) : 'text';
}

/** Whether `a` comes before `b` in the document. */
function before(a: Node, b: Node): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

export interface SampleLocation {
  /** `anchor-index`, e.g. `callbacks-2`. */
  id: string;
  /** The tab path ("Python"), or the language outside tabs ("json"). */
  language: string;
}

/** The stable id and the tab (or language) of the code block that holds `element`. */
export function locateSample(element: Element): SampleLocation | undefined {
  const block = element.closest(CODE_BLOCK);
  if (!block) return undefined;
  const root = block.closest('article') ?? block.ownerDocument.body;
  const anchor = [...root.querySelectorAll(ANCHORS)].filter((found) => before(found, block)).at(-1);
  const tabs = tabPathOf(block).join(TAB_SEPARATOR);
  const index = [...root.querySelectorAll(CODE_BLOCK)].filter(
    (other) =>
      (other === block || before(other, block)) &&
      (!anchor || before(anchor, other)) &&
      tabPathOf(other).join(TAB_SEPARATOR) === tabs,
  ).length;
  return {id: `${anchor?.id ?? 'top'}-${index}`, language: tabs || languageOf(block)};
}
