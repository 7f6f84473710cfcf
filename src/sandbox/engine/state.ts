/**
 * The in-memory state of one sandbox: the details, licensees and configs of
 * `ak_test` that management operations read and write, within caps. A write
 * runs on a copy that replaces the state only when it stays within them.
 */
import {errorBodies} from '../catalogue';
import {clone, HttpError, type Json} from './common';

/** The caps of the in-memory state; a write past them answers `400` / `40019`. */
export const STATE_LIMITS = {
  licensees: 100,
  configs: 50,
  /** Characters of any string stored, and of any property name. */
  stringLength: 4096,
  /**
   * Size of the whole state as JSON, in characters: what an answer that
   * shows it (the key details, the licensees) can hold, so that every answer
   * stays under 64 KB (tests/unit/sandbox-amplification.test.ts).
   */
  totalSize: 48 * 1024,
} as const;

export interface LicenseeRecord {
  id: string;
  key: string;
  name: string;
  address: string;
  postcode: string;
  whitelist: string[];
  daily: {limit: number | null; count: number; updatedAt: string};
  createdAt: string;
}

export interface ConfigRecord {
  name: string;
  payload: string;
  createdAt: string;
  updatedAt: string;
}

export interface State {
  keyDetails: Json;
  licensees: LicenseeRecord[];
  configs: ConfigRecord[];
  nextLicenseeId: number;
  autocompleteRequests: number;
  /** Size of the key details, licensees and configs as JSON, measured at each write. */
  size: number;
}

/** What a sandbox starts with (the catalogue's ./catalogue/account.ts). */
export interface InitialState {
  keyDetails: Json;
  licensees: readonly unknown[];
  configs: readonly unknown[];
}

function stateSize(state: State): number {
  return JSON.stringify([state.keyDetails, state.licensees, state.configs]).length;
}

/** Why a state breaks the caps, or null when it keeps them. */
function capProblem(state: State): string | null {
  if (state.licensees.length > STATE_LIMITS.licensees) return 'too many licensees';
  if (state.configs.length > STATE_LIMITS.configs) return 'too many configs';
  const stack: unknown[] = [state.keyDetails, state.licensees, state.configs];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string' && value.length > STATE_LIMITS.stringLength) {
      return 'a value too long';
    }
    if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (name.length > STATE_LIMITS.stringLength) return 'a property name too long';
        stack.push(item);
      }
    }
  }
  state.size = stateSize(state);
  return state.size > STATE_LIMITS.totalSize ? 'settings too large' : null;
}

/** A fresh copy of the initial state. */
export function freshState(initial: InitialState): State {
  const state: State = {
    keyDetails: clone(initial.keyDetails),
    licensees: clone(initial.licensees) as LicenseeRecord[],
    configs: clone(initial.configs) as ConfigRecord[],
    nextLicenseeId:
      Math.max(4120, ...initial.licensees.map((l) => Number((l as Json).id) || 0)) + 1,
    autocompleteRequests: 0,
    size: 0,
  };
  state.size = stateSize(state);
  return state;
}

/**
 * A write: `change` runs on a copy of `state`, which becomes the new state
 * only when it keeps the caps (`400` / `40019` otherwise, `state` unchanged).
 */
export function written(
  state: State,
  change: (draft: State) => Json,
): {state: State; result: Json} {
  const draft: State = {
    ...state,
    keyDetails: clone(state.keyDetails),
    licensees: clone(state.licensees),
    configs: clone(state.configs),
  };
  const result = change(draft);
  if (capProblem(draft)) throw new HttpError(400, errorBodies.storageLimit);
  draft.autocompleteRequests = state.autocompleteRequests;
  return {state: draft, result: clone(result)};
}
