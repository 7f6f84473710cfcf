import React, {useState, type ReactNode} from 'react';
import {withoutDirective} from '../../../lib/markdown/agent-directive';
import styles from './styles.module.css';

/**
 * Fetches the twin as text, without the llms.txt directive on its first line
 * (it is for agents that fetch the twin alone; a reader copies the page): the
 * request starts on click, never with the page.
 */
async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return withoutDirective(await response.text());
}

/**
 * Copies `text` (a promise, so the copy starts inside the click even though
 * the text arrives later: Safari refuses a write made after the gesture).
 */
async function copy(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Browsers without promises in ClipboardItem: fall back to writeText below.
    }
  }
  await navigator.clipboard.writeText(await text);
}

type State = 'idle' | 'busy' | 'copied' | 'failed';

const MESSAGES: Record<State, string> = {
  idle: '',
  busy: '',
  copied: 'Copied the page as Markdown',
  failed: 'Could not copy; open the Markdown instead',
};

/**
 * "Copy page": puts the page's Markdown twin (`href`, written by the
 * agent-docs plugin) on the clipboard, with a link to view the twin and a
 * polite live region that announces the result.
 */
export default function CopyPage({
  href,
  beside = true,
}: {
  href: string;
  /** Float beside the H1 on wide screens; false puts it in a row above (API pages). */
  beside?: boolean;
}): ReactNode {
  const [state, setState] = useState<State>('idle');

  const onClick = () => {
    if (state === 'busy') return;
    setState('busy');
    copy(fetchTwin(href)).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    // Not page text: left out of the search index (plugins/pagefind-index).
    <div
      className={beside ? `${styles.copyPage} ${styles.beside}` : styles.copyPage}
      data-pagefind-ignore="all"
    >
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={onClick}
        aria-busy={state === 'busy'}
      >
        Copy page
      </button>
      <a href={href} className={styles.view}>
        View Markdown
      </a>
      <span role="status" aria-live="polite" className={styles.status}>
        {MESSAGES[state]}
      </span>
    </div>
  );
}
