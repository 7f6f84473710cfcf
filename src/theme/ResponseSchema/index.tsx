import ResponseSchema from '@theme-original/ResponseSchema';
import {deferred} from '@site/src/components/ApiDeferred';

/** Renders in a transition after hydration; see src/components/ApiDeferred. */
export default deferred(ResponseSchema, 'md');
