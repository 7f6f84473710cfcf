/**
 * The site's replacements of OpenAPI theme internals keep the theme's
 * behaviour: the page state of src/theme/ApiItem (instead of the theme's
 * Redux store) and the trimmed theme stylesheet of plugins/openapi-chunks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {
  createApiPageStore,
  initialState,
  reduce,
  setAccept,
  setContentType,
  setSchemaSelection,
  type ApiPageAction,
} from '../../src/theme/ApiItem/store';
import {
  PANEL_ONLY_PARTIALS,
  themeStylesheet,
  trimThemeStyles,
  writeTrimmedThemeStyles,
} from '../../plugins/openapi-chunks/theme-styles';

const require = createRequire(import.meta.url);
const theme = 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';

interface UpstreamSlice {
  default: (state: unknown, action: ApiPageAction) => unknown;
  [creator: string]: unknown;
}
/** The theme's Redux slices the article's components dispatch to. */
const upstream = {
  accept: require(`${theme}/Accept/slice.js`) as UpstreamSlice,
  contentType: require(`${theme}/ContentType/slice.js`) as UpstreamSlice,
  schemaSelection: require(`${theme}/SchemaSelection/slice.js`) as UpstreamSlice,
};
type Creator = (payload: unknown) => ApiPageAction;

const operation = {
  servers: [{url: 'https://api.example/v1'}],
  requestBody: {content: {'application/json': {}, 'application/x-www-form-urlencoded': {}}},
  responses: {
    '200': {content: {'application/json': {}, 'text/csv': {}}},
    '201': {content: {'application/xml': {}}},
    '400': {content: {'application/problem+json': {}}},
  },
};

describe('API page state (src/theme/ApiItem/store)', () => {
  it('creates the actions the theme creates, type and payload alike', () => {
    const up = (slice: UpstreamSlice, name: string) => slice[name] as Creator;
    expect(setAccept('text/csv')).toEqual(up(upstream.accept, 'setAccept')('text/csv'));
    expect(setContentType('application/json')).toEqual(
      up(upstream.contentType, 'setContentType')('application/json'),
    );
    const selection = {path: 'requestBody', index: 1};
    expect(setSchemaSelection(selection)).toEqual(
      up(upstream.schemaSelection, 'setSchemaSelection')(selection),
    );
  });

  it('reduces each action to the state the theme reducers produce', () => {
    let state = initialState(operation);
    const actions = [
      setAccept('text/csv'),
      setContentType('application/x-www-form-urlencoded'),
      setSchemaSelection({path: 'a', index: 2}),
      setSchemaSelection({path: 'b', index: 0}),
    ];
    for (const action of actions) {
      const next = reduce(state, action);
      for (const key of ['accept', 'contentType', 'schemaSelection'] as const) {
        expect(next[key]).toEqual(upstream[key].default(state[key], action));
      }
      state = next;
    }
    expect(state.accept.value).toBe('text/csv');
    expect(state.schemaSelection.selections).toEqual({a: 2, b: 0});
  });

  it('starts on the first request media type and the media types of 2XX responses only', () => {
    const state = initialState(operation);
    expect(state.contentType).toEqual({
      value: 'application/json',
      options: ['application/json', 'application/x-www-form-urlencoded'],
    });
    expect(state.accept).toEqual({
      value: 'application/json',
      options: ['application/json', 'text/csv', 'application/xml'],
    });
    expect(state.server.value).toBeUndefined();
    expect(initialState(undefined).accept.options).toEqual([]);
  });

  it('tells subscribers about changes, not about actions that change nothing', () => {
    const store = createApiPageStore(initialState(operation));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch(setAccept('text/csv'));
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({type: 'unknown/action'} as unknown as ApiPageAction);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch(setAccept('application/xml'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().accept.value).toBe('application/xml');
  });
});

describe('trimmed OpenAPI theme stylesheet (plugins/openapi-chunks/theme-styles)', () => {
  const uses = (partials: readonly string[]) =>
    partials.map((partial) => `@use "./${partial}";\n`).join('');

  it('drops the panel-only partials and keeps every other line', () => {
    const source = `${uses(PANEL_ONLY_PARTIALS)}@use "./ApiExplorer/Request/Request";\n:root {}\n`;
    expect(trimThemeStyles(source, 'styles.scss')).toBe(
      '@use "./ApiExplorer/Request/Request";\n:root {}\n',
    );
  });

  it('fails naming the file and the partial when the theme no longer uses one', () => {
    const source = uses(PANEL_ONLY_PARTIALS.filter((p) => p !== 'ApiExplorer/Server/Server'));
    expect(() => trimThemeStyles(source, '/x/styles.scss')).toThrow(
      /\/x\/styles\.scss no longer uses ApiExplorer\/Server\/Server/,
    );
  });

  it('compiles the installed theme without the panel, keeping the rules the page uses', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-theme-')), 'api-theme.css');
    writeTrimmedThemeStyles(themeStylesheet(process.cwd()), out);
    const css = fs.readFileSync(out, 'utf8');
    // The method badge and path, the schemas, the skeleton: still styled.
    for (const kept of [
      '.openapi__method-endpoint',
      '.openapi-schema__property',
      '@keyframes pulsing',
    ]) {
      expect(css).toContain(kept);
    }
    // Global rules of two panel partials that reach the rest of the page.
    expect(css).toMatch(/\.prism-code,\s*select,\s*input\s*\{\s*font-size: 1rem/);
    expect(css).toContain('--docusaurus-highlighted-code-line-bg');
    // The panel's code tabs (language logos) and form fields: gone.
    expect(css).not.toContain('openapi-tabs__code-item');
    expect(css).not.toContain('openapi-explorer__form-item');
  });
});
