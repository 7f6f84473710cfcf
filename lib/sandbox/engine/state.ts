/**
 * The in-memory state of one sandbox: the keys the management key owns
 * (their details, licensees, configs and lookup logs), which management
 * operations read and write, within caps. A write runs on a copy that
 * replaces the state only when it stays within them.
 */
import {errorBodies} from '../catalogue';
import type {KeySeed, LicenseeSeed, LoggedLookup} from '../catalogue/account';
import {keyDetailsOf, licenseeOf} from '../catalogue/account';
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

/** A licensee in the engine's state: its seed, with today's count of lookups. */
export interface LicenseeRecord extends Omit<LicenseeSeed, 'daily'> {
  daily: {limit: number | null; count: number; updatedAt: string};
}

export interface ConfigRecord {
  name: string;
  payload: string;
  createdAt: string;
  updatedAt: string;
}

/** One API key of the account. */
export interface KeyState {
  details: Json;
  sublicensing: boolean;
  licensees: LicenseeRecord[];
  configs: ConfigRecord[];
  /** Its paid lookups (read only): what usage and the logs report. */
  log: readonly LoggedLookup[];
}

export interface State {
  /** The keys the management key owns, by key. */
  keys: Record<string, KeyState>;
  nextLicenseeId: number;
  autocompleteRequests: number;
  /** Size of the keys' details, licensees and configs as JSON, measured at each write. */
  size: number;
}

/** What a sandbox starts with (the catalogue's ./catalogue/account.ts). */
export interface InitialState {
  account: Readonly<Record<string, KeySeed>>;
}

/** What a write may change: everything but the logs. */
function writable(state: State): unknown[] {
  return Object.values(state.keys).map((key) => [key.details, key.licensees, key.configs]);
}

function stateSize(state: State): number {
  return JSON.stringify(writable(state)).length;
}

const total = (state: State, pick: (key: KeyState) => unknown[]) =>
  Object.values(state.keys).reduce((sum, key) => sum + pick(key).length, 0);

/** Why a state breaks the caps, or null when it keeps them. */
function capProblem(state: State): string | null {
  if (total(state, (key) => key.licensees) > STATE_LIMITS.licensees) return 'too many licensees';
  if (total(state, (key) => key.configs) > STATE_LIMITS.configs) return 'too many configs';
  const stack: unknown[] = writable(state);
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

/** How many licensees and configs a state holds, for `sandbox.usage()`. */
export function counts(state: State): {licensees: number; configs: number} {
  return {
    licensees: total(state, (key) => key.licensees),
    configs: total(state, (key) => key.configs),
  };
}

/** A fresh copy of the initial state: each key's details and licensees computed from its log. */
export function freshState(initial: InitialState): State {
  const keys: Record<string, KeyState> = {};
  let lastId = 4120;
  for (const [key, seed] of Object.entries(initial.account)) {
    keys[key] = {
      details: clone(keyDetailsOf(seed)),
      sublicensing: seed.sublicensing,
      licensees: seed.licensees.map((licensee) => clone(licenseeOf(licensee, seed.log))),
      configs: clone(seed.configs),
      log: seed.log,
    };
    for (const licensee of seed.licensees) lastId = Math.max(lastId, Number(licensee.id) || 0);
  }
  const state: State = {keys, nextLicenseeId: lastId + 1, autocompleteRequests: 0, size: 0};
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
  const keys: Record<string, KeyState> = {};
  for (const [key, value] of Object.entries(state.keys)) {
    keys[key] = {
      ...value,
      details: clone(value.details),
      licensees: clone(value.licensees),
      configs: clone(value.configs),
    };
  }
  const draft: State = {...state, keys};
  const result = change(draft);
  if (capProblem(draft)) throw new HttpError(400, errorBodies.storageLimit);
  draft.autocompleteRequests = state.autocompleteRequests;
  return {state: draft, result: clone(result)};
}
