/**
 * Wraps the classic Copy button of code blocks: every block that has one gets
 * "Report a problem with this sample" right before it, in the same button
 * group (src/components/ReportSample). The Copy button renders unchanged.
 */
import React, {type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import ReportSample from '@site/src/components/ReportSample';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWrapper(props: Props): ReactNode {
  return (
    <>
      <ReportSample />
      <CopyButton {...props} />
    </>
  );
}
