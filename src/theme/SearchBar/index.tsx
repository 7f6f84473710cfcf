import {useEffect, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {guardDeferredFocus} from './focusGuard';

/**
 * The navbar search box, wrapped so that the theme's deferred focus (after
 * its index has loaded) never pulls keyboard focus back from where the
 * reader has moved it. See focusGuard.ts.
 */
export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  useEffect(() => {
    const inputs = document.querySelectorAll<HTMLInputElement>('.navbar__search-input');
    const removers = Array.from(inputs, guardDeferredFocus);
    return () => removers.forEach((remove) => remove());
  }, []);
  return <SearchBar {...props} />;
}
