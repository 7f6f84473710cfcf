import {startTransition, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

/**
 * The OpenAPI theme renders an operation's request body and response
 * schemas only in the browser (inside BrowserOnly), so they appear in one
 * synchronous render as soon as the page has hydrated: on a phone, a long
 * task that blocks input. (Parameters are served in the HTML instead; see
 * src/theme/ParamsDetails.) `deferred` renders the same skeleton the server
 * rendered until then, and the component itself in a transition, which
 * React splits into short slices.
 */
export function deferred<P extends object>(
  Component: ComponentType<P>,
  skeleton: 'sm' | 'md' | 'lg',
): ComponentType<P> {
  function Deferred(props: P): ReactNode {
    const [ready, setReady] = useState(false);
    useEffect(() => startTransition(() => setReady(true)), []);
    return ready ? <Component {...props} /> : <SkeletonLoader size={skeleton} />;
  }
  Deferred.displayName = `Deferred(${Component.displayName ?? Component.name})`;
  return Deferred;
}
