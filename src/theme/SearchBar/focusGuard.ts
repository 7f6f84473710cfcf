/**
 * The search theme loads its index the first time the search box gains
 * focus, then calls `input.focus()` once the index is ready (it needs to:
 * setting up the dropdown moves the input in the DOM, which drops focus).
 * It does so even when the reader has tabbed on to the next link while the
 * index was loading, which throws a keyboard user back into the navbar.
 *
 * `guardDeferredFocus` wraps the input's `focus()`: a call made outside the
 * handling of a user input event (the deferred one, which runs when the
 * index worker's message arrives) only goes through while focus is still on
 * the input or nowhere (the body). Calls made while a keyboard, mouse, touch
 * or focus event is handled (Ctrl+K, `/`, a click) always go through.
 */

/** What the guard knows when `focus()` is called. */
export interface FocusCall {
  /** Whether a user input event is being handled (`window.event` is a UIEvent). */
  readonly duringUserInput: boolean;
  /** Whether the focused element is the search input itself. */
  readonly activeIsInput: boolean;
  /** Whether nothing is focused (the document body, or no element). */
  readonly activeIsBody: boolean;
}

/** True when a `focus()` call on the search input should move focus there. */
export function allowSearchFocus({
  duringUserInput,
  activeIsInput,
  activeIsBody,
}: FocusCall): boolean {
  return duringUserInput || activeIsInput || activeIsBody;
}

const GUARDED = Symbol.for('search-focus-guard');

type GuardedInput = HTMLInputElement & {[GUARDED]?: true};

/** Installs the guard on one input; returns a function that removes it. */
export function guardDeferredFocus(input: HTMLInputElement): () => void {
  const target = input as GuardedInput;
  if (target[GUARDED]) return () => undefined;
  target[GUARDED] = true;
  target.focus = function focus(options?: FocusOptions): void {
    const active = document.activeElement;
    const allowed = allowSearchFocus({
      // A worker's `message` event is current while the index arrives, so
      // only user input counts.
      duringUserInput: window.event instanceof UIEvent,
      activeIsInput: active === input,
      activeIsBody: active === null || active === document.body,
    });
    if (allowed) HTMLInputElement.prototype.focus.call(input, options);
  };
  return () => {
    delete (target as Partial<HTMLInputElement>).focus;
    delete target[GUARDED];
  };
}
