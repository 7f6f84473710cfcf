import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {absoluteUrl, docTwinPath} from '../../../../../lib/build-output';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The page's usual metadata plus a link to its Markdown twin, which the
 * agent-docs plugin writes next to the HTML. Unlisted pages get no twin.
 */
export default function MetadataWithMarkdownTwin(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const twin = docTwinPath(metadata);
  return (
    <>
      <Metadata {...props} />
      {twin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={absoluteUrl(siteConfig.url, twin)} />
        </Head>
      )}
    </>
  );
}
