/**
 * The state an operation page shares between the OpenAPI theme's components,
 * without Redux.
 *
 * The theme's ApiItem builds a Redux Toolkit store with nine slices and a
 * persistence middleware (which pulls in crypto-js) for its interactive
 * panel. This site replaces that panel (src/theme/ApiExplorer), so on the
 * page only three pieces of state are left, used by components the theme
 * renders in the article:
 *
 * - `contentType` and `accept`: MimeTabs keeps the request and response
 *   body tabs of one page on the same media type;
 * - `schemaSelection`: Schema records which oneOf/anyOf alternative a reader
 *   picked;
 * - `server`: MethodEndpoint prefixes the path with the server the theme's
 *   panel selected. Nothing selects one here, so it stays unset, as it is
 *   for every reader of the theme's own pages until they pick a server.
 *
 * This module keeps the same state shape and action types (`accept/setAccept`,
 * `contentType/setContentType`, `schemaSelection/setSchemaSelection`) in a
 * store with the three methods React bindings need.
 */

export interface ApiPageState {
  accept: {value?: string; options: string[]};
  contentType: {value?: string; options: string[]};
  schemaSelection: {selections: Record<string, number>};
  server: {
    value?: {url: string; variables?: Record<string, {default?: string}>};
    options: unknown[];
  };
}

export type ApiPageAction =
  | {type: 'accept/setAccept'; payload: string}
  | {type: 'contentType/setContentType'; payload: string}
  | {type: 'schemaSelection/setSchemaSelection'; payload: {path: string; index: number}}
  | {type: 'schemaSelection/clearSchemaSelections'; payload?: undefined};

export interface ApiPageStore {
  getState(): ApiPageState;
  dispatch(action: ApiPageAction): ApiPageAction;
  subscribe(listener: () => void): () => void;
}

/** Action creators with the names and types of the theme's Redux slices. */
export const setAccept = (payload: string): ApiPageAction => ({type: 'accept/setAccept', payload});
export const setContentType = (payload: string): ApiPageAction => ({
  type: 'contentType/setContentType',
  payload,
});
export const setSchemaSelection = (payload: {path: string; index: number}): ApiPageAction => ({
  type: 'schemaSelection/setSchemaSelection',
  payload,
});
export const clearSchemaSelections = (): ApiPageAction => ({
  type: 'schemaSelection/clearSchemaSelections',
});

/** Returns the next state; the previous one is never changed. */
export function reduce(state: ApiPageState, action: ApiPageAction): ApiPageState {
  switch (action.type) {
    case 'accept/setAccept':
      return {...state, accept: {...state.accept, value: action.payload}};
    case 'contentType/setContentType':
      return {...state, contentType: {...state.contentType, value: action.payload}};
    case 'schemaSelection/setSchemaSelection':
      return {
        ...state,
        schemaSelection: {
          selections: {
            ...state.schemaSelection.selections,
            [action.payload.path]: action.payload.index,
          },
        },
      };
    case 'schemaSelection/clearSchemaSelections':
      return {...state, schemaSelection: {selections: {}}};
    default:
      return state;
  }
}

interface OperationMedia {
  servers?: unknown[];
  requestBody?: {content?: Record<string, unknown>};
  responses?: Record<string, {content?: Record<string, unknown>}>;
}

/**
 * The first state of a page, as the theme's ApiItem computes it: the media
 * types of the request body, and those of the 2XX responses.
 */
export function initialState(api: OperationMedia | undefined): ApiPageState {
  const accept = Object.entries(api?.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response?.content ?? {}));
  const contentTypes = Object.keys(api?.requestBody?.content ?? {});
  return {
    accept: {value: accept[0], options: accept},
    contentType: {value: contentTypes[0], options: contentTypes},
    schemaSelection: {selections: {}},
    server: {value: undefined, options: api?.servers ?? []},
  };
}

export function createApiPageStore(preloaded: ApiPageState): ApiPageStore {
  let state = preloaded;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reduce(state, action);
      if (next !== state) {
        state = next;
        for (const listener of [...listeners]) listener();
      }
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
