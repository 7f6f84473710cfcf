import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {upstream as docsSections} from '../../plugins/docs-sections/upstream';
import {upstream as routeShards} from '../../plugins/route-shards/upstream';

/**
 * Drift guard of the plugins that rely on Docusaurus internals: every file
 * they depend on is pinned (plugins/<name>/upstream.ts) by its hash, or a
 * package by its version; an upgrade that changes one fails here, naming the
 * file and what the plugin relies on in it.
 */
type Pin = {file: string; reason: string; sha256?: string; version?: string};

const root = path.join(__dirname, '../..');
const plugins: Record<string, readonly Pin[]> = {
  'plugins/docs-sections': docsSections,
  'plugins/route-shards': routeShards,
};

/** The installed file (every pinned package is at the top of node_modules; some export no package.json). */
const resolve = (file: string) => path.join(root, 'node_modules', file);

function driftProblems(owner: string, pins: readonly Pin[]): string[] {
  return pins.flatMap((pin) => {
    const file = resolve(pin.file);
    if (!fs.existsSync(file)) return [`${owner}: ${pin.file} is gone (${pin.reason})`];
    const text = fs.readFileSync(file);
    if (pin.version !== undefined) {
      const version = (JSON.parse(text.toString()) as {version: string}).version;
      return version === pin.version
        ? []
        : [`${owner}: ${pin.file} is version ${version}, pinned ${pin.version} (${pin.reason})`];
    }
    const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
    return hash === pin.sha256
      ? []
      : [
          `${owner}: ${pin.file} changed (sha256 ${hash}, pinned ${pin.sha256}); the plugin relies on ${pin.reason}. Check it against the new version, then update ${owner}/upstream.ts`,
        ];
  });
}

describe('upstream drift guard', () => {
  for (const [owner, pins] of Object.entries(plugins)) {
    it(`${owner}: the upstream files it relies on are the pinned ones`, () => {
      expect(driftProblems(owner, pins)).toEqual([]);
    });
  }

  it('names the file and the reason when one changes', () => {
    const [first] = routeShards;
    const problems = driftProblems('plugins/route-shards', [
      {...first, sha256: '0000000000000000'},
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('@docusaurus/core/lib/server/codegen/codegenRoutes.js changed');
    expect(problems[0]).toContain(first.reason);
    expect(
      driftProblems('x', [{file: '@rspack/core/package.json', version: '0.0.1', reason: 'r'}])[0],
    ).toMatch(/is version .*, pinned 0\.0\.1/);
  });
});
