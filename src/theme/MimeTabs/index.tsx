/**
 * Wraps the OpenAPI theme's MimeTabs (the media types of a request or
 * response body) so that hydration's end does not mount them again; see
 * src/components/KeepAfterHydration.
 */
import MimeTabs from '@theme-original/MimeTabs';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

export default keepAfterHydration(MimeTabs, {tabs: true});
