import React, {type ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import NoIndex from '@site/src/components/NoIndex';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** Tag pages are navigation, not content: they are not indexed (NoIndex). */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <NoIndex />
      <DocTagsListPage {...props} />
    </>
  );
}
