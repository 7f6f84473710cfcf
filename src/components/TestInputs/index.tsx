/**
 * `<TestInputs operations={[...]}>`: the test inputs of the sandbox catalogue, one table per operation (./TestInputsTables.tsx), as a static island (src/components/StaticIsland): the
 * server renders it, the client keeps that HTML and loads the component and
 * its catalogue data only when it must render it itself.
 */
import {staticIsland} from '../StaticIsland';
import type TestInputsTables from './TestInputsTables';

type Props = Parameters<typeof TestInputsTables>[0];

export default staticIsland<Props>({
  server:
    process.env.DOCS_BUNDLE === 'server'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only
        (require('./TestInputsTables') as typeof import('./TestInputsTables')).default
      : undefined,
  load: () => import('./TestInputsTables'),
});
