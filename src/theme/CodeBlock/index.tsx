import type {ComponentProps, ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {registerPrismLanguages} from '@site/plugins/prism-deferred/client';

/**
 * Makes sure the site's extra Prism grammars are registered before the
 * first code block highlights (they are otherwise registered in a task of
 * their own after start-up; see plugins/prism-deferred).
 */
export default function CodeBlockWrapper(props: ComponentProps<typeof CodeBlock>): ReactNode {
  registerPrismLanguages();
  return <CodeBlock {...props} />;
}
