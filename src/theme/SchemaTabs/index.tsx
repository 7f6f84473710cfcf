import type {ComponentProps, ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

/**
 * The Schema / Example tabs of a request or response body (and the tabs of
 * a oneOf or anyOf schema), rendered lazily: a JSON example is highlighted
 * only when the reader opens its tab.
 */
export default function SchemaTabsWrapper(props: ComponentProps<typeof SchemaTabs>): ReactNode {
  return <SchemaTabs lazy {...props} />;
}
