import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import AgentDirective from '@site/src/components/AgentDirective';
import CopyPage from '@site/src/components/CopyPage';
import {docTwinPath} from '@site/lib/build-output';

type Props = WrapperProps<typeof ContentType>;

/**
 * The doc's content with a "Copy page" control beside its title, on doc and
 * API pages alike (the API theme's ApiItem renders this same component),
 * after the visually hidden llms.txt directive for AI agents. Pages without a
 * Markdown twin (unlisted docs) get no control, and a directive naming
 * llms.txt alone; tag and category index pages never render DocItem.
 */
export default function ContentWithCopyPage(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const twin = docTwinPath(metadata);
  // Operation pages carry `api: {operationId}` in front matter (lib/openapi/templates/api.mustache).
  const apiPage = 'api' in frontMatter;
  return (
    <>
      <AgentDirective twin={twin} />
      {twin && <CopyPage href={twin} beside={!apiPage} />}
      <Content {...props} />
    </>
  );
}
