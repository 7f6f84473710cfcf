/**
 * Restores the classic theme's Tabs for the whole site (the OpenAPI theme
 * ships its own copy of Tabs, which would otherwise replace the classic one
 * on every page), kept mounted when hydration ends
 * (src/components/KeepAfterHydration); see src/theme/README.md.
 */
import Tabs from '@theme-init/Tabs';
import {keepAfterHydration} from '@site/src/components/KeepAfterHydration';

export default keepAfterHydration(Tabs, {tabs: true});
