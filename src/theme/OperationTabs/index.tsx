/**
 * Wraps the OpenAPI theme's OperationTabs so that hydration's end does not
 * mount them again; see src/components/KeepAfterHydration.
 */
import OperationTabs from '@theme-original/OperationTabs';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

export default keepAfterHydration(OperationTabs, {tabs: true});
