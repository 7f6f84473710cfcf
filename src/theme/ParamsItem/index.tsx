import type {ComponentProps, ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';

/**
 * The API theme lists parameters as <div>s directly inside a <ul>, which
 * breaks list semantics for screen readers (axe rule "list"). Wrapping each
 * item in a bare <li> makes the list valid without changing its markup.
 */
export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="openapi-schema__root">
      <ParamsItem {...props} />
    </li>
  );
}
