/**
 * Wraps the OpenAPI theme's DiscriminatorTabs (the variants of a schema with
 * a discriminator) so that hydration's end does not mount them again; see
 * src/components/KeepAfterHydration.
 */
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

export default keepAfterHydration(DiscriminatorTabs, {tabs: true});
