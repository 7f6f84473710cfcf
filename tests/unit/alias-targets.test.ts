/**
 * Aliases that replace a dependency's module fail the build, naming the
 * alias, when an upgrade makes them match nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {aliasProblems, assertAliasTargets} from '../../lib/alias-targets';
import openApiChunksPlugin from '../../plugins/openapi-chunks';
import prismDeferredPlugin from '../../plugins/prism-deferred';

const site = process.cwd();
const stub = path.join(site, 'plugins/openapi-chunks/pako-stub.js');
const check = {plugin: 'openapi-chunks', from: [site]};

type WebpackHook = (config: object, isServer: boolean) => {resolve?: {alias?: object}};

describe('assertAliasTargets', () => {
  it('accepts aliases whose module resolves, by package name or absolute path', () => {
    const aliases = {
      pako$: stub,
      [`${path.join(site, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages')}$`]:
        stub,
    };
    expect(assertAliasTargets(aliases, check)).toBe(aliases);
  });

  it('fails, naming the module and the plugin, when the aliased package no longer resolves', () => {
    expect(() => assertAliasTargets({'pako-renamed-upstream$': stub}, check)).toThrow(
      /\[openapi-chunks\] The alias for "pako-renamed-upstream" matches nothing.*plugins\/openapi-chunks/,
    );
  });

  it('fails when the aliased file of a theme was moved', () => {
    const moved = path.join(site, 'node_modules/@docusaurus/theme-classic/lib/prism-moved-away');
    expect(aliasProblems({[`${moved}$`]: stub}, {plugin: 'prism-deferred', from: [site]})).toEqual([
      expect.stringContaining(`The alias for "${moved}" matches nothing`),
    ]);
  });

  it('fails when the replacement file is missing', () => {
    expect(() => assertAliasTargets({pako$: path.join(site, 'no-such-stub.js')}, check)).toThrow(
      /points at ".*no-such-stub\.js", which does not exist/,
    );
  });
});

describe('the site’s aliases', () => {
  const context = {
    siteDir: site,
    generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'alias-targets-')),
  } as LoadContext;

  it('match today: the pako stub of openapi-chunks', () => {
    const hook = openApiChunksPlugin(context).configureWebpack as unknown as WebpackHook;
    expect(hook({}, true).resolve?.alias).toHaveProperty('pako$', stub);
  }, 60_000);

  it('match today: the Prism client module of prism-deferred', () => {
    const hook = prismDeferredPlugin(context).configureWebpack as unknown as WebpackHook;
    expect(Object.keys(hook({}, false).resolve?.alias ?? {})).toEqual([
      expect.stringMatching(/prism-include-languages\$$/),
    ]);
  });
});
