import {useEffect, useState} from 'react';
import {searchIsWarm, searchSite, type SearchAnswer} from './pagefind';

/**
 * Until a first search has been answered, a query waits for this pause in
 * typing before it runs: the runtime is still loading, and each query typed
 * on the way ("a", "ad", "add"...) would fetch index chunks and page
 * fragments of its own, several times the bytes of the search the reader
 * meant. Once warm, every keystroke searches at once (results within 50 ms).
 */
const FIRST_PAUSE_MS = 250;

export interface SiteSearchState {
  /** `idle` before a query is typed or while the runtime is not wanted yet. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** The latest answer (kept while the next one loads, so the list does not flicker). */
  readonly answer?: SearchAnswer;
  /** The query and section `answer` is for. */
  readonly answered?: {readonly query: string; readonly section: string};
}

/**
 * Runs a search whenever the query, the section or the number of results
 * wanted changes; an answer that arrives after a newer query started is
 * dropped. Nothing loads until `enabled` is true.
 */
export function useSiteSearch(
  query: string,
  section: string,
  limit: number,
  enabled: boolean,
): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({status: 'idle'});
  const term = query.trim();
  useEffect(() => {
    if (!enabled || !term) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    const stale = new AbortController();
    setState((previous) => ({...previous, status: 'loading'}));
    const run = (): void => {
      searchSite(term, section, limit, stale.signal).then(
        (answer) => {
          if (current) setState({status: 'ready', answer, answered: {query: term, section}});
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('Search failed to load', error);
          setState({status: 'error'});
        },
      );
    };
    const pause = searchIsWarm() ? undefined : setTimeout(run, FIRST_PAUSE_MS);
    if (pause === undefined) run();
    return () => {
      current = false;
      clearTimeout(pause);
      stale.abort();
    };
  }, [term, section, limit, enabled]);
  return state;
}
