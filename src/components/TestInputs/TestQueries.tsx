/**
 * `<TestQueries country="...">`: the test queries of one country (./TestQueriesList.tsx), as a static island (src/components/StaticIsland): the
 * server renders it, the client keeps that HTML and loads the component and
 * its catalogue data only when it must render it itself.
 */
import {staticIsland} from '../StaticIsland';
import type TestQueriesList from './TestQueriesList';

type Props = Parameters<typeof TestQueriesList>[0];

export default staticIsland<Props>({
  as: 'ul',
  server:
    process.env.DOCS_BUNDLE === 'server'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only
        (require('./TestQueriesList') as typeof import('./TestQueriesList')).default
      : undefined,
  load: () => import('./TestQueriesList'),
});
