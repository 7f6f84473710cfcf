/**
 * Types of the docusaurus-theme-openapi-docs modules that the wrappers in
 * src/theme use. The theme ships JavaScript without declarations for them.
 */
declare module '@theme/ApiItem/hooks' {
  export interface ParamState {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    value?: unknown;
    [key: string]: unknown;
  }
  export interface ApiExplorerState {
    params: Record<'path' | 'query' | 'header' | 'cookie', ParamState[]>;
  }
  export function useTypedDispatch(): (action: unknown) => void;
  export function useTypedSelector<T>(selector: (state: ApiExplorerState) => T): T;
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  import type {ParamState} from '@theme/ApiItem/hooks';

  export function setParam(param: ParamState): {type: string; payload: ParamState};
}

declare module '@theme-original/Schema' {
  import type {ComponentType} from 'react';

  const Schema: ComponentType<{schema: unknown; schemaType: 'request' | 'response'}>;
  export default Schema;
}

declare module '@theme-original/ParamsItem' {
  import type {ComponentType} from 'react';

  const ParamsItem: ComponentType<{param: unknown; className?: string}>;
  export default ParamsItem;
}

declare module '@theme-original/SchemaTabs' {
  import type {ComponentType, ReactNode} from 'react';

  const SchemaTabs: ComponentType<{lazy?: boolean; className?: string; children?: ReactNode}>;
  export default SchemaTabs;
}

declare module '@theme/SkeletonLoader' {
  import type {ComponentType} from 'react';

  const SkeletonLoader: ComponentType<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}

declare module '@theme-original/RequestSchema' {
  import type {ComponentType} from 'react';

  const RequestSchema: ComponentType<{title?: string; body?: unknown; [key: string]: unknown}>;
  export default RequestSchema;
}

declare module '@theme-original/ResponseSchema' {
  import type {ComponentType} from 'react';

  const ResponseSchema: ComponentType<{title?: string; body?: unknown; [key: string]: unknown}>;
  export default ResponseSchema;
}

declare module '@theme/ParamsItem' {
  import type {ComponentType} from 'react';

  const ParamsItem: ComponentType<{param: unknown; className?: string}>;
  export default ParamsItem;
}
