/**
 * Replaces the classic DocSidebar's index (the choice between the desktop
 * and the mobile sidebar; upstream: @docusaurus/theme-classic
 * lib/theme/DocSidebar/index.js, 3.10), with one change: the window size is
 * read through `useDeferredValue`.
 *
 * The server renders the desktop sidebar (hidden by CSS on a phone). Right
 * after hydration the window size becomes known and, on a phone, the
 * desktop sidebar gives way to the mobile one (the menu inside the navbar's
 * drawer). Upstream, that swap happens in the urgent render that an effect
 * triggers, in one task; deferred, React renders it as a transition, in
 * short slices. Nothing visible changes: both sidebars are out of sight
 * until the reader opens the menu.
 */
import {useDeferredValue, type ComponentProps, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';

type Props = ComponentProps<typeof DocSidebarDesktop>;

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useDeferredValue(useWindowSize());
  // The server and hydration render the desktop sidebar ('ssr').
  const desktop = windowSize === 'desktop' || windowSize === 'ssr';
  const mobile = windowSize === 'mobile';
  return (
    <>
      {desktop && <DocSidebarDesktop {...props} />}
      {mobile && <DocSidebarMobile {...props} />}
    </>
  );
}
