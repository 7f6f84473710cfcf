/**
 * Types of the docusaurus-theme-openapi-docs modules that src/theme/ApiItem
 * renders. The theme ships JavaScript without declarations for them.
 */
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';

  export default function Layout(props: {children?: ReactNode}): ReactNode;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children?: ReactNode}): ReactNode;
}
