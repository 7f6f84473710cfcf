/**
 * Wraps the OpenAPI theme's Markdown component, which renders schema,
 * parameter and response descriptions in the browser with react-markdown,
 * remark-gfm and rehype-raw (about a fifth of an API page's JavaScript).
 *
 * Descriptions written in the small subset of lib/openapi/inline-markdown.ts
 * (paragraphs, code, strong, emphasis, links) render here directly; anything
 * else falls back to the original component, loaded on demand. A unit test
 * keeps every description of the specification within the subset.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {parse, isSimpleMarkdown} from '@site/lib/openapi/inline-markdown';
import {renderInline} from '@site/src/components/InlineMarkdown';

const OriginalMarkdown = lazy(() => import('@theme-original/Markdown'));

export default function MarkdownWrapper({children}: {children?: ReactNode}): ReactNode {
  if (typeof children === 'string' && isSimpleMarkdown(children)) {
    return (
      <>
        {parse(children)!.map((paragraph, index) => (
          <p key={index}>{renderInline(paragraph)}</p>
        ))}
      </>
    );
  }
  if (children === undefined || children === null || children === '') return null;
  return (
    <Suspense fallback={null}>
      <OriginalMarkdown>{children}</OriginalMarkdown>
    </Suspense>
  );
}
