/**
 * Wraps the classic navbar's mobile drawer so that it is built in a
 * transition after hydration rather than in the urgent render that follows
 * it.
 *
 * The drawer is rendered only once the window size is known to be a
 * phone's, which happens in an effect right after hydration; upstream its
 * whole content (the navbar's links and, on doc pages, the sidebar) is
 * then built in one task. The drawer is hidden until the menu button is
 * pressed, so the wrapper defers that first render (`useDeferredValue`),
 * which React splits into short slices. Pressing the button renders it at
 * once, as before.
 */
import {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const deferredShouldRender = useDeferredValue(shouldRender);
  if (!deferredShouldRender && !shown) return null;
  return <MobileSidebar />;
}
