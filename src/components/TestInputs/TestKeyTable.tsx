/**
 * `<TestKeyTable keys={[...]}>`: the test keys and what each does (./TestKeyTableView.tsx), as a static island (src/components/StaticIsland): the
 * server renders it, the client keeps that HTML and loads the component and
 * its catalogue data only when it must render it itself.
 */
import {staticIsland} from '../StaticIsland';
import type TestKeyTableView from './TestKeyTableView';

type Props = Parameters<typeof TestKeyTableView>[0];

export default staticIsland<Props>({
  server:
    process.env.DOCS_BUNDLE === 'server'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only
        (require('./TestKeyTableView') as typeof import('./TestKeyTableView')).default
      : undefined,
  load: () => import('./TestKeyTableView'),
});
