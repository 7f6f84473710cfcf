import ParamsDetails from '@theme-original/ParamsDetails';
import {deferred} from '@site/src/components/ApiDeferred';

/** Renders in a transition after hydration; see src/components/ApiDeferred. */
export default deferred(ParamsDetails, 'sm');
