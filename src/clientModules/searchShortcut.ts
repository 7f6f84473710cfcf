/**
 * Keyboard shortcuts for the navbar search box (src/theme/SearchBar):
 * Ctrl+K (Cmd+K on macOS) from anywhere, and `/` as on most developer sites.
 * `/` is left alone while the reader types in a field, and when a modifier
 * other than Shift is held (some keyboard layouts need Shift to type `/`).
 * Focusing the box is what loads the search runtime, so nothing loads before.
 */
const SEARCH_INPUT = '.navbar__search-input';

/** True when the key press is text entry in a form field or editable area. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Which shortcut a key press is, if any. */
export function searchShortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): 'slash' | 'mod-k' | undefined {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
    return event.shiftKey ? undefined : 'mod-k';
  }
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return isTypingTarget(event.target) ? undefined : 'slash';
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  if (!searchShortcutOf(event)) return;
  const input = Array.from(document.querySelectorAll<HTMLInputElement>(SEARCH_INPUT)).find(
    (element) => element.getClientRects().length > 0,
  );
  if (!input) return;
  event.preventDefault();
  input.focus();
  input.select();
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown);
}
