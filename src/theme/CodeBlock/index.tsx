/**
 * Wraps the classic CodeBlock so that hydration's end does not mount every
 * code block again (its `key={String(isBrowser)}` re-highlights in the
 * reader's colour mode; this site has one); see
 * src/components/KeepAfterHydration.
 *
 * A response block without a title of its own is titled with the request it
 * answers (`request="GET /x" status=200` in its fence: "Response to GET /x
 * (HTTP 200)") or as illustrative (lib/markdown/fence-attributes.ts), so the
 * reader sees which request gave it, and the Markdown twin carries it.
 */
import type {ComponentProps, ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';
import {fenceAttributes, responseTitle} from '@site/lib/markdown/fence-attributes';

const Kept = keepAfterHydration(CodeBlock, {tabs: false});

export default function CodeBlockWithResponseTitle(
  props: ComponentProps<typeof CodeBlock>,
): ReactNode {
  const attributes = props.metastring ? fenceAttributes(props.metastring) : {};
  // A title given in the fence (`title="..."`) or as a prop stays.
  const title =
    props.title ?? (attributes.title === undefined ? responseTitle(attributes) : undefined);
  return <Kept {...props} {...(title !== undefined ? {title} : {})} />;
}
