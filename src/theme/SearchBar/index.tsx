import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Excerpt, {MethodBadge} from '@site/src/search/Excerpt';
import {loadPagefind, type SearchHit} from '@site/src/search/pagefind';
import SectionSelect from '@site/src/search/SectionSelect';
import {searchPageHref} from '@site/src/search/text';
import {useSiteSearch} from '@site/src/search/useSiteSearch';

/**
 * Pages listed in the dropdown (each with up to three headings). Each costs
 * one page fragment (1-5 KB, and a request) on a first search, which must stay
 * within its budget (BENCHMARKS.md); the /search page lists more.
 */
const LIMIT = 3;

/**
 * The box's text and section live outside the component, in this module.
 * The classic theme renders the navbar inside each route's Layout, so a
 * client-side navigation to a page of the other docs instance (a guide to an
 * API page and back) or to a plain page throws the navbar away and mounts a
 * new one, once the next page's code has loaded. What the reader typed in
 * the meantime must not go with it: the new box renders the same draft, and
 * takes focus and caret over from the old one (`handOver`).
 */
interface Draft {
  readonly query: string;
  readonly section: string;
}
const EMPTY_DRAFT: Draft = {query: '', section: ''};
let draft = EMPTY_DRAFT;
const listeners = new Set<() => void>();
const draftStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Draft => draft,
  // The server HTML, and so the hydrating render, has an empty box.
  getServer: (): Draft => EMPTY_DRAFT,
  set(change: Partial<Draft>): void {
    draft = {...draft, ...change};
    for (const listener of listeners) listener();
  },
};
/** The caret or selection of the box that was unmounted while it had focus. */
let handOver: readonly [number, number] | undefined;

/** One row of the listbox: a page, or a heading of the page above it. */
interface Row {
  readonly key: string;
  readonly url: string;
  readonly hit: SearchHit;
  readonly heading?: {readonly title: string; readonly excerpt: string};
}

function rowsOf(hits: readonly SearchHit[]): Row[] {
  return hits.flatMap((hit) => [
    {key: hit.id, url: hit.url, hit},
    ...hit.subResults.map((sub) => ({
      key: `${hit.id}${sub.url}`,
      url: sub.url,
      hit,
      heading: {title: sub.title, excerpt: sub.excerpt},
    })),
  ]);
}

/** Takes focus over from the box this one replaces, and hands it to the next. */
function useFocusHandOver(input: RefObject<HTMLInputElement | null>): void {
  useLayoutEffect(() => {
    const box = input.current;
    if (box && handOver) {
      box.focus();
      box.setSelectionRange(...handOver);
    }
    handOver = undefined;
    return () => {
      if (box && box === document.activeElement) {
        handOver = [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length];
      }
    };
    // A ref object: the effect runs once, on mount.
  }, [input]);
}

/** The status line under the box: loading, an error, no match, a retried query or the count. */
function statusText(search: ReturnType<typeof useSiteSearch>, answeredQuery: string): string {
  return search.status === 'error'
    ? 'Search could not load. Reload the page to try again.'
    : search.status === 'loading' && !search.answer
      ? 'Searching…'
      : search.answer && search.answer.total === 0
        ? `No pages match “${answeredQuery}”.`
        : search.answer?.retriedAs
          ? `No exact match; showing results for “${search.answer.retriedAs}”.`
          : search.answer
            ? `${search.answer.total} ${search.answer.total === 1 ? 'page' : 'pages'} found.`
            : '';
}

interface ResultOptionProps {
  row: Row;
  id: string;
  selected: boolean;
  onOpen: () => void;
  onHover: () => void;
}

/** One option of the listbox: a page (title, section, path, excerpt) or one of its headings. */
function ResultOption({row, id, selected, onOpen, onHover}: ResultOptionProps): ReactNode {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={row.heading ? 'search-option search-option--heading' : 'search-option'}
      data-url={row.url}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onOpen}
      onMouseMove={onHover}
    >
      {row.heading ? (
        <span className="search-option__title">{row.heading.title}</span>
      ) : (
        <>
          <span className="search-option__title">
            <MethodBadge method={row.hit.method} />
            {row.hit.title}
          </span>
          <span className="search-option__meta">
            {[row.hit.section, row.hit.path].filter(Boolean).join(' · ')}
          </span>
        </>
      )}
      <span className="search-option__excerpt">
        <Excerpt html={row.heading?.excerpt ?? row.hit.excerpt} />
      </span>
    </li>
  );
}

/**
 * The navbar search box, in the classic theme's SearchBar slot (the theme
 * ships an empty one). A combobox with a listbox of results: pages with
 * their matching headings as deep links, snippets with the matched words
 * marked, the method badge of API operations, a section filter and a link to
 * the /search page. The Pagefind runtime loads when the box is first
 * focused. Keyboard: `/` or Ctrl/Cmd+K focuses it (src/clientModules/
 * searchShortcut.ts), arrows move through the results, Enter opens the
 * selected one (the first by default), Escape closes the list, Tab reaches
 * the section filter and the link to all results.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const {pathname} = useLocation();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const {query, section} = useSyncExternalStore(
    draftStore.subscribe,
    draftStore.get,
    draftStore.getServer,
  );
  const setQuery = (value: string): void => draftStore.set({query: value});
  const setSection = (value: string): void => draftStore.set({section: value});
  // The page the list was opened on: a client-side navigation (a result
  // opened) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean): void => setOpenOn(value ? pathname : null);
  const [wanted, setWanted] = useState(false);
  const search = useSiteSearch(query, section, LIMIT, wanted);
  const rows = useMemo(() => rowsOf(search.answer?.hits ?? []), [search.answer]);
  // The selected row, reset to the first whenever new results arrive.
  const [selection, setSelection] = useState({answer: search.answer, index: 0});
  const active = selection.answer === search.answer ? selection.index : 0;
  const setActive = (update: (current: number) => number): void =>
    setSelection({answer: search.answer, index: update(active)});

  useFocusHandOver(input);

  const listId = `${id}-results`;
  const optionId = (index: number): string => `${id}-option-${index}`;
  const expanded = open && query.trim() !== '';
  const answeredQuery = search.answered?.query ?? '';

  function start(): void {
    setOpen(true);
    if (!wanted) {
      setWanted(true);
      void loadPagefind().catch(() => undefined);
    }
  }

  function openRow(row: Row | undefined): void {
    if (!row) return;
    setOpen(false);
    setQuery('');
    input.current?.blur();
    history.push(row.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (rows.length > 0 && answeredQuery === query.trim()) openRow(rows[active] ?? rows[0]);
      else if (query.trim()) history.push(searchPageHref(query, section));
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>): void {
    if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  const status = statusText(search, answeredQuery);

  return (
    <div className="navbar__search search-box" ref={container} onFocus={start} onBlur={onBlur}>
      <input
        ref={input}
        className="navbar__search-input"
        type="search"
        role="combobox"
        aria-label="Search the docs"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && rows.length > 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="search-box__hint" aria-hidden="true">
        /
      </kbd>
      <div className="search-panel" hidden={!expanded}>
        <div className="search-panel__bar">
          <SectionSelect className="search-panel__filter" value={section} onChange={setSection} />
          <p className="search-panel__status" role="status">
            {expanded ? status : ''}
          </p>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="search-results"
          data-query={answeredQuery}
          data-section={search.answered?.section ?? ''}
        >
          {rows.map((row, index) => (
            <ResultOption
              key={row.key}
              row={row}
              id={optionId(index)}
              selected={index === active}
              onOpen={() => openRow(row)}
              onHover={() => index !== active && setActive(() => index)}
            />
          ))}
        </ul>
        {/* A plain link: a Docusaurus Link would prefetch the /search page's
            code as soon as the list opens, on every first search. */}
        <a
          className="search-panel__all"
          href={searchPageHref(query, section)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            history.push(searchPageHref(query, section));
          }}
        >
          See all results
        </a>
      </div>
    </div>
  );
}
