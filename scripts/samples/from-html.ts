/**
 * Reads the code blocks of a built page from its HTML, as the browser shows
 * them before any script runs: each `.theme-code-block` outside the API
 * theme's response column, with the labels of the tabs it sits in and its
 * text line by line (what its Copy button copies: tests/e2e/copy-buttons).
 */
import {parse, type HTMLElement} from 'node-html-parser';
import type {CollectedBlock} from '../../lib/doc-samples/classify';

/** Blocks the harness skips: the API theme's response examples. */
export const SKIPPED_REGION = '.openapi-left-panel__container';
/** The request samples of an API operation page, whose tabs render on demand. */
export const REQUEST_SAMPLES_REGION = 'section[aria-label="Request samples"]';

function ancestors(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element.parentNode; node; node = node.parentNode) found.push(node);
  return found;
}

/** The label of the tab that shows `panel`: the tab at the panel's index in its group. */
function tabLabel(panel: HTMLElement): string | undefined {
  const holder = panel.parentNode;
  const group = holder?.parentNode;
  if (!holder || !group) return undefined;
  const tabs = group.childNodes
    .filter((node): node is HTMLElement => (node as HTMLElement).tagName === 'UL')
    .flatMap((list) => list.querySelectorAll('[role=tab]'));
  const panels = holder.childNodes.filter(
    (node) => (node as HTMLElement).getAttribute?.('role') === 'tabpanel',
  );
  return tabs[panels.indexOf(panel)]?.text.trim();
}

/** The text of a code block as shown: its lines joined, or its code without the last newline. */
function blockText(block: HTMLElement): string {
  const lines = block.querySelectorAll('.token-line');
  // A line ends in a <br>, which a browser's textContent leaves out.
  for (const lineBreak of block.querySelectorAll('.token-line > br')) lineBreak.remove();
  if (lines.length > 0) return lines.map((line) => line.text).join('\n');
  return (block.querySelector('code')?.text ?? '').replace(/\n$/, '');
}

/**
 * Every code block of a built page, each once per tab path, but those inside
 * the API theme's response column or a region of `options.skip` (selectors).
 */
export function blocksInHtml(
  html: string,
  sitePath: string,
  options: {skip?: readonly string[]} = {},
): CollectedBlock[] {
  // A <pre> is parsed as elements (its lines), not kept as raw text.
  const root = parse(html, {blockTextElements: {script: true, noscript: true, style: true}});
  const skipped = new Set(
    [SKIPPED_REGION, ...(options.skip ?? [])].flatMap((selector) =>
      root.querySelectorAll(selector),
    ),
  );
  const seen = new Set<string>();
  const blocks: CollectedBlock[] = [];
  for (const block of root.querySelectorAll('.theme-code-block')) {
    const around = ancestors(block);
    if (around.some((element) => skipped.has(element))) continue;
    const labels = around
      .filter((element) => element.getAttribute?.('role') === 'tabpanel')
      .map(tabLabel)
      .filter((label): label is string => !!label)
      .reverse();
    const language =
      [...block.classList.values()]
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '';
    const found = {
      page: sitePath,
      ...(labels.length ? {tab: labels.join(' › ')} : {}),
      language,
      code: blockText(block),
    };
    const key = `${found.tab ?? ''}\n${found.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    blocks.push(found);
  }
  return blocks;
}
