/**
 * React nodes for the inline part of the small Markdown subset of
 * lib/openapi/inline-markdown.ts (text, code, strong, emphasis, links).
 * Shared by the API theme's Markdown wrapper and the changelog.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Inline} from '@site/lib/openapi/inline-markdown';

export function renderInline(nodes: Inline[]): ReactNode[] {
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
