/**
 * Replaces the OpenAPI theme's `ApiItem/hooks` (same exports): the theme's
 * MimeTabs and Schema read and update the page state through these two
 * hooks. They bind to the small store of ./store instead of react-redux.
 *
 * Upstream: docusaurus-theme-openapi-docs/lib/theme/ApiItem/hooks.js (5.x).
 */
import {createContext, useContext, useSyncExternalStore} from 'react';
import type {ApiPageAction, ApiPageState, ApiPageStore} from './store';

export const ApiPageStoreContext = createContext<ApiPageStore | null>(null);

/** Outside an operation page there is no state: updates are dropped. */
const ignore = (action: ApiPageAction): ApiPageAction => action;

export function useTypedDispatch(): (action: ApiPageAction) => ApiPageAction {
  return useContext(ApiPageStoreContext)?.dispatch ?? ignore;
}

const noSubscription = () => () => undefined;

export function useTypedSelector<T>(selector: (state: ApiPageState) => T): T | undefined {
  const store = useContext(ApiPageStoreContext);
  const read = () => (store ? selector(store.getState()) : undefined);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
}
