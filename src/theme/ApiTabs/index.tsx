/**
 * Wraps the OpenAPI theme's ApiTabs (the response status codes of an
 * operation) so that hydration's end does not mount them again; see
 * src/components/KeepAfterHydration.
 */
import ApiTabs from '@theme-original/ApiTabs';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

export default keepAfterHydration(ApiTabs, {tabs: true});
