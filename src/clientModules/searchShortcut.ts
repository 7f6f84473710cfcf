/**
 * `/` focuses the navbar search box, as on most developer sites. The search
 * theme binds Ctrl/Cmd+K itself; this adds the second key. The key is left
 * alone while the reader types in a field, and when a modifier other than
 * Shift is held (some keyboard layouts need Shift to type `/`). Focusing the
 * box is what makes the theme fetch its index, so nothing loads before.
 */
const SEARCH_INPUT = '.navbar__search-input';

/** True when the key press is text entry in a form field or editable area. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== '/' || event.defaultPrevented || event.isComposing) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (isTypingTarget(event.target)) return;
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
