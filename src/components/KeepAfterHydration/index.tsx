/**
 * Keeps a component mounted when hydration ends.
 *
 * Docusaurus flips `useIsBrowser()` from false to true in an effect right
 * after hydration. The classic CodeBlock and Tabs, and the OpenAPI theme's
 * tab containers, use that value as a React `key` ("remount after
 * hydration"), so every code block and tab group on the page is thrown away
 * and built again, DOM and all, in one render that React cannot split: on a
 * phone, a long task right after the page becomes interactive.
 *
 * The remount exists for two reasons this site does not have:
 * - CodeBlock: to re-highlight with the reader's colour mode; the site has
 *   one mode (see the prism settings in docusaurus.config.ts).
 * - Tabs (facebook/docusaurus#5653): to show the tab stored in localStorage
 *   or the query string. The tabs hook already switches to it in a layout
 *   effect after hydration, an ordinary state update.
 *
 * `keepAfterHydration` gives the wrapped component a browser context that is
 * true from the start, so its key never changes, and gives the content of
 * each tab the real value back, so that the components inside a tab (a
 * `<details>`, a nested code block) see hydration end as everywhere else.
 * The context is only read for that key: no markup depends on it.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {Context as IsBrowserContext} from '@docusaurus/core/lib/client/browserContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Each tab item of `children`, its own children given the real browser context. */
function withRealContext(children: ReactNode, isBrowser: boolean): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const item = child as ReactElement<{children?: ReactNode}>;
    return cloneElement(
      item,
      undefined,
      <IsBrowserContext.Provider value={isBrowser}>
        {item.props.children}
      </IsBrowserContext.Provider>,
    );
  });
}

/**
 * `Component`, kept mounted when hydration ends. `tabs`: its children are
 * tab items (their content gets the real browser context back); otherwise
 * its children are passed as they are (a code block's text).
 */
export function keepAfterHydration<P extends {children?: ReactNode}>(
  Component: ComponentType<P>,
  {tabs}: {tabs: boolean},
): ComponentType<P> {
  function KeptAfterHydration(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    const children = tabs ? withRealContext(props.children, isBrowser) : props.children;
    return (
      <IsBrowserContext.Provider value>
        <Component {...props}>{children}</Component>
      </IsBrowserContext.Provider>
    );
  }
  KeptAfterHydration.displayName = `KeptAfterHydration(${Component.displayName ?? Component.name})`;
  return KeptAfterHydration;
}
