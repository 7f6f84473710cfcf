import type {ComponentProps, ReactNode} from 'react';
import Schema from '@theme-original/Schema';

/**
 * The API theme renders a schema's properties as <div>s and places the root
 * Schema directly inside a <ul> (request and response bodies), which breaks
 * list semantics for screen readers (axe rule "list"). Wrapping the root in a
 * bare <li> makes the list valid without changing the schema's own markup.
 */
export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-schema__root">
      <Schema {...props} />
    </li>
  );
}
