import React, {type ReactNode} from 'react';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type DocTagDocListPageType from '@theme/DocTagDocListPage';
import type {WrapperProps} from '@docusaurus/types';
import NoIndex from '@site/src/components/NoIndex';

type Props = WrapperProps<typeof DocTagDocListPageType>;

/** Tag pages are navigation, not content: they are not indexed (NoIndex). */
export default function DocTagDocListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <NoIndex />
      <DocTagDocListPage {...props} />
    </>
  );
}
