import type {ComponentProps, ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

/**
 * The response status tabs of an API page (200, 400, 401...), rendered
 * lazily: only the selected status's schema and examples are built, the
 * others when the reader picks them. The theme renders every status at
 * once, on the main thread, as the page becomes interactive.
 */
export default function ApiTabsWrapper(props: ComponentProps<typeof ApiTabs>): ReactNode {
  return <ApiTabs lazy {...props} />;
}
