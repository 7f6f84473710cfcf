/**
 * Static islands: parts of a page that the server renders and the client
 * keeps as they are, without hydrating them or shipping their code.
 *
 * A region whose output depends only on its props (a table drawn from the
 * spec, a highlighted code block) needs no JavaScript to be shown: the HTML
 * is in the page. While React hydrates, an island renders its root element
 * with an empty `dangerouslySetInnerHTML`, which React leaves alone (it
 * neither walks nor replaces the children the server wrote). The component
 * itself is loaded, as a chunk of its own, only when the client must render
 * it: when the island mounts after hydration (a client-side navigation) or
 * its props change.
 *
 * The module of an island passes the component twice: `server`, required
 * behind `process.env.DOCS_BUNDLE === 'server'` (plugins/static-islands), so
 * that only the server bundle contains it, and `load`, a dynamic import.
 */
import {
  createElement,
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

const subscribe = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;
/** One object for every render: React compares `__html` and never writes it. */
const KEEP = {__html: ''};

/** Whether two lists of values are the same, item by item (`Object.is`). */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * True while this component keeps the HTML the server rendered: it was first
 * rendered by hydration (not on the server, not after a client-side
 * navigation) and `values` are the ones it had then.
 */
export function useServerMarkup(values: readonly unknown[]): boolean {
  // React hydrates with the server snapshot; every later render, and every
  // render of a component mounted after hydration, gets the client one.
  const hydrating = useSyncExternalStore(subscribe, onClient, onServerOrHydrating);
  const [hydratedWith] = useState(() =>
    hydrating && typeof window !== 'undefined' ? values : null,
  );
  return hydratedWith !== null && sameValues(hydratedWith, values);
}

/** The root element of an island that keeps the server's HTML. */
export function KeptMarkup({
  as,
  elementRef,
}: {
  as: 'div' | 'pre' | 'ul';
  elementRef?: Ref<HTMLElement>;
}): ReactNode {
  return createElement(as, {
    ref: elementRef,
    dangerouslySetInnerHTML: KEEP,
    suppressHydrationWarning: true,
  });
}

interface IslandOptions<P> {
  /** Tag of the component's root element (the island must render exactly one); `div` by default. */
  as?: 'div' | 'pre' | 'ul';
  /** The component, in the server bundle only (undefined in the client's). */
  server: ComponentType<P> | undefined;
  /** The component, as a chunk loaded when the client must render it. */
  load: () => Promise<{default: ComponentType<P>}>;
}

/**
 * An island's props as one value, to detect a change: islands take plain
 * data (strings, arrays), which MDX may rebuild on every render.
 */
export function propsKey(props: object): string {
  const entries = Object.entries(props).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** Makes a component whose server-rendered output the client keeps (see above). */
export function staticIsland<P extends object>({
  as = 'div',
  server,
  load,
}: IslandOptions<P>): ComponentType<P> {
  const Client = lazy(load);
  function StaticIsland(props: P): ReactNode {
    const kept = useServerMarkup([propsKey(props)]);
    if (server) return createElement(server, props);
    if (kept) return createElement(KeptMarkup, {as});
    return createElement(Suspense, {fallback: null}, createElement(Client, props));
  }
  return StaticIsland;
}
