import {describe, expect, it} from 'vitest';
import sequentialBundles from '../../plugins/sequential-bundles';

const configure = (mode: 'production' | 'development', isServer: boolean) =>
  sequentialBundles().configureWebpack!({mode} as never, isServer, {} as never, undefined);

describe('sequential-bundles', () => {
  it('names the two production bundles and builds the server one after the browser one', () => {
    expect(configure('production', false)).toEqual({name: 'client'});
    expect(configure('production', true)).toEqual({name: 'server', dependencies: ['client']});
  });

  it('leaves npm start alone', () => {
    expect(configure('development', false)).toEqual({});
    expect(configure('development', true)).toEqual({});
  });
});
