/**
 * The classic theme's code block content (Prism highlighting), with Prism
 * and the site's `additionalLanguages` registered as this module loads. The
 * client loads it only when it renders a code block itself (./index.tsx).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content;
