/**
 * The classic theme's code block content (Prism highlighting), with Prism
 * and the site's `additionalLanguages` registered as this module loads, and
 * the API samples' languages (./prismLanguages.ts) when a block needs one. The
 * client loads it only when it renders a code block itself (./index.tsx).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {ComponentProps, ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import {ensurePrismLanguage} from './prismLanguages';

prismIncludeLanguages(Prism);

/** The original content, with the API samples' grammar (PHP, Ruby, Java) registered first. */
export default function Highlighted(props: ComponentProps<typeof Content>): ReactNode {
  ensurePrismLanguage(useCodeBlockContext().metadata.language);
  return <Content {...props} />;
}
