import RequestSchema from '@theme-original/RequestSchema';
import {deferred} from '@site/src/components/ApiDeferred';

/** Renders in a transition after hydration; see src/components/ApiDeferred. */
export default deferred(RequestSchema, 'sm');
