/**
 * Wraps the OpenAPI theme's Markdown component, which renders schema,
 * parameter and response descriptions in the browser with react-markdown,
 * remark-gfm and rehype-raw (about a fifth of an API page's JavaScript).
 *
 * Descriptions written in the small subset of plugins/openapi-docs/markdown.ts
 * (paragraphs, code, strong, emphasis, links) render here directly; anything
 * else falls back to the original component, loaded on demand. A unit test
 * keeps every description of the specification within the subset.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {parse, isSimpleMarkdown, type Inline} from '@site/plugins/openapi-docs/markdown';

const OriginalMarkdown = lazy(() => import('@theme-original/Markdown'));

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

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
