import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {parseRedirectsFile, statusFor} from '../../lib/host-files/redirects';
import redirectsFilePlugin from '../../plugins/redirects-file';
import {redirects} from '../../config/redirects';
import {clientRedirectsOptions} from '../../config/redirects-plugin';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** Runs the plugin's postBuild on a temporary build folder; returns the `_redirects` it leaves. */
async function writtenFile(list: readonly {from: string; to: string}[], existing?: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-file-'));
  dirs.push(outDir);
  if (existing !== undefined) fs.writeFileSync(path.join(outDir, '_redirects'), existing);
  const plugin = redirectsFilePlugin({} as LoadContext, {redirects: list});
  await (plugin.postBuild as NonNullable<Plugin['postBuild']>)({outDir} as never);
  return fs.readFileSync(path.join(outDir, '_redirects'), 'utf8');
}

describe('the redirects-file plugin', () => {
  it('writes build/_redirects: a note on where the list lives, then the rules', async () => {
    const text = await writtenFile([
      {from: '/interations', to: '/docs/integrations'},
      {from: '/dpa', to: 'https://legal.example.test/dpa'},
    ]);
    expect(text.split('\n')[0]).toMatch(/^# Generated from config\/redirects\.ts/);
    expect(parseRedirectsFile(text)).toEqual([
      {from: '/interations', to: '/docs/integrations', status: 301},
      {from: '/dpa', to: 'https://legal.example.test/dpa', status: 302},
    ]);
  });

  it('keeps the rules of a static/_redirects after the generated ones', async () => {
    const text = await writtenFile([{from: '/a', to: '/docs/a'}], '# By hand\n/b  /docs/b  302\n');
    expect(parseRedirectsFile(text)).toEqual([
      {from: '/a', to: '/docs/a', status: 301},
      {from: '/b', to: '/docs/b', status: 302},
    ]);
  });

  it('fails the build on a rule a host would misread', async () => {
    await expect(writtenFile([{from: '/a', to: '/a'}])).rejects.toThrow(/redirects to itself/);
  });
});

describe('one list of redirects', () => {
  it('feeds both the client redirect pages and the _redirects file', async () => {
    const pairs = redirects.map(({from, to}) => ({from, to}));
    expect(clientRedirectsOptions.redirects).toEqual(pairs);
    const rules = parseRedirectsFile(await writtenFile(redirects));
    expect(rules.map(({from, to}) => ({from, to}))).toEqual(pairs);
    expect(rules.map((rule) => rule.status)).toEqual(redirects.map(statusFor));
  });

  it('sends the data processing page to the external agreement with a 302', async () => {
    const rule = parseRedirectsFile(await writtenFile(redirects)).find(
      (r) => r.from === '/docs/guides/data-processing',
    );
    expect(rule?.status).toBe(302);
    expect(rule?.to).toMatch(/^https:\/\//);
  });
});
