import {createRequire} from 'node:module';
import {createElement, type ReactElement} from 'react';
import {describe, expect, it} from 'vitest';
import {bundleDefinitions, BUNDLE_FLAG} from '../../plugins/static-islands';
import {propsKey, sameValues, staticIsland} from '../../src/components/StaticIsland';

// react-dom ships no types here; the one function used, typed by hand.
const {renderToString} = createRequire(import.meta.url)('react-dom/server') as {
  renderToString: (element: ReactElement) => string;
};

describe('static-islands plugin', () => {
  it('defines the bundle flag as "server" in the server bundle and "client" in the client one', () => {
    expect(bundleDefinitions(true)).toEqual({[BUNDLE_FLAG]: '"server"'});
    expect(bundleDefinitions(false)).toEqual({[BUNDLE_FLAG]: '"client"'});
  });
});

describe('island props', () => {
  it('are the same whatever the key order, and rebuilt arrays with the same items', () => {
    expect(propsKey({schema: 'CassRecord', group: 'dpv'})).toBe(
      propsKey({group: 'dpv', schema: 'CassRecord'}),
    );
    expect(propsKey({keys: ['ak_test', 'uk_test']})).toBe(propsKey({keys: ['ak_test', 'uk_test']}));
  });

  it('differ when a value changes, so the island renders itself', () => {
    expect(propsKey({schema: 'CassRecord', group: 'dpv'})).not.toBe(
      propsKey({schema: 'CassRecord', group: 'route'}),
    );
    expect(propsKey({keys: ['ak_test']})).not.toBe(propsKey({keys: ['uk_test']}));
    expect(sameValues(['a', 1], ['a', 1])).toBe(true);
    expect(sameValues(['a', 1], ['a', 2])).toBe(false);
    expect(sameValues(['a'], ['a', 1])).toBe(false);
  });
});

describe('staticIsland on the server', () => {
  const Table = ({rows}: {rows: string[]}) =>
    createElement(
      'ul',
      null,
      rows.map((row) => createElement('li', {key: row}, row)),
    );

  it('renders the server component itself, with its props', () => {
    const Island = staticIsland({
      as: 'ul',
      server: Table,
      load: () => Promise.resolve({default: Table}),
    });
    expect(renderToString(createElement(Island, {rows: ['dpv', 'dpv_cmra']}))).toBe(
      '<ul><li>dpv</li><li>dpv_cmra</li></ul>',
    );
  });

  it('without the server component (the client bundle) does not render it synchronously', () => {
    const Island = staticIsland<{rows: string[]}>({
      as: 'ul',
      server: undefined,
      load: () => new Promise(() => {}),
    });
    expect(renderToString(createElement(Island, {rows: ['dpv']}))).not.toContain('<li>');
  });
});
