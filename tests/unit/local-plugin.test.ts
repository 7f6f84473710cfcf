import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {local} from '../../config/local-plugin';

interface Options {
  entries: string[];
}

function example(_context: LoadContext, options: Options): Plugin {
  return {name: 'example', getPathsToWatch: () => options.entries};
}

describe('local()', () => {
  it('hands the options to the plugin when Docusaurus calls it', () => {
    const config = local(example, {entries: ['a', 'b']});
    expect(typeof config).toBe('function');
    const plugin = (config as (context: LoadContext) => Plugin)({} as LoadContext);
    expect(plugin.getPathsToWatch!()).toEqual(['a', 'b']);
  });

  it('keeps the options out of the serialised site config, which the browser bundle carries', () => {
    const config = local(example, {entries: ['build-time only']});
    expect(JSON.stringify({plugins: [config]})).not.toContain('build-time only');
  });

  it("keeps the plugin's name", () => {
    expect((local(example, {entries: []}) as {name: string}).name).toBe('example');
  });
});
