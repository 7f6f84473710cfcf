import type {ComponentProps, ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

/**
 * The Schema / Example tabs of a request or response body (and the tabs of
 * a oneOf or anyOf schema), rendered lazily: a JSON example is highlighted
 * only when the reader opens its tab. Kept mounted when hydration ends; see
 * src/components/KeepAfterHydration.
 */
const Kept = keepAfterHydration(SchemaTabs, {tabs: true});

export default function SchemaTabsWrapper(props: ComponentProps<typeof SchemaTabs>): ReactNode {
  return <Kept lazy {...props} />;
}
