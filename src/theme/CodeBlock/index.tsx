/**
 * Wraps the classic CodeBlock so that hydration's end does not mount every
 * code block again (its `key={String(isBrowser)}` re-highlights in the
 * reader's colour mode; this site has one); see
 * src/components/KeepAfterHydration.
 */
import CodeBlock from '@theme-original/CodeBlock';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

export default keepAfterHydration(CodeBlock, {tabs: false});
