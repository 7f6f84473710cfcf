/**
 * Wraps the classic theme's SkipToContent (the "Skip to main content" link,
 * the first element of every page) and adds the consent banner's slot right
 * after it, so the banner is the second focus stop, not the first: the
 * runtime (src/consent/runtime.ts) puts the banner in this slot. The slot is
 * empty in the server HTML and React never renders into it (an empty
 * `dangerouslySetInnerHTML`), so a banner placed before or after hydration
 * is left alone by React.
 */
import type {ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import {BANNER_SLOT_ID} from '@site/src/consent/consent';

const EMPTY = {__html: ''};

export default function SkipToContentWrapper(): ReactNode {
  return (
    <>
      <SkipToContent />
      <div id={BANNER_SLOT_ID} dangerouslySetInnerHTML={EMPTY} />
    </>
  );
}
