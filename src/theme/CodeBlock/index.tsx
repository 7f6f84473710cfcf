/**
 * Wraps the classic CodeBlock: a response block without a title of its own
 * is titled with the request it answers (`request="GET /x" status=200` in
 * its fence: "Response to GET /x (HTTP 200)") or as illustrative
 * (lib/markdown/fence-attributes.ts), so the reader sees which request gave
 * it, and the Markdown twin carries it.
 */
import type {ComponentProps, ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {fenceAttributes, responseTitle} from '@site/lib/markdown/fence-attributes';

export default function CodeBlockWithResponseTitle(
  props: ComponentProps<typeof CodeBlock>,
): ReactNode {
  const attributes = props.metastring ? fenceAttributes(props.metastring) : {};
  // A title given in the fence (`title="..."`) or as a prop stays.
  const title =
    props.title ?? (attributes.title === undefined ? responseTitle(attributes) : undefined);
  return <CodeBlock {...props} {...(title !== undefined ? {title} : {})} />;
}
