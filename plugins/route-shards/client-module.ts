/**
 * Client module of plugins/route-shards: hover and touch preloading and
 * viewport prefetching load the route shards they need (client.ts).
 */
import {wrapDocusaurusGlobal} from '../../src/utils/docusaurus-global';
import {withShards} from './client';

if (typeof window !== 'undefined') wrapDocusaurusGlobal(withShards);
