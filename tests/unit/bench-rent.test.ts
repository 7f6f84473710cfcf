import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES, applyEdits, removeFiles, verdict} from '../../bench/rent';
import {RENT_MARKERS} from '../../bench/rent-section';
import {scaleSection} from '../../bench/scale-report';

const ROOT = path.resolve(__dirname, '..', '..');

/** A build's figures with every field at a neutral value, overridden by `parts`. */
function figures(
  parts: Partial<Parameters<typeof verdict>[0]> = {},
): Parameters<typeof verdict>[0] {
  return {
    name: 'x',
    seconds: 100,
    cpuSeconds: 100,
    peakGb: 1,
    js: {Home: 150_000, 'API operation': 220_000},
    buildDir: '/nowhere',
    ...parts,
  };
}

describe('the rent table (bench/rent.ts)', () => {
  it('switches each patch off with edits that match the real tree exactly once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rent-'));
    try {
      for (const patch of PATCHES) {
        for (const {file} of patch.edits) {
          fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
          fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
        }
        expect(() => applyEdits(dir, patch.edits), patch.name).not.toThrow();
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('removes only swizzles that exist in the real tree', () => {
    const removed = PATCHES.flatMap((patch) => patch.remove ?? []);
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
    // Each removed swizzle is one src/theme/README.md lists.
    const readme = fs.readFileSync(path.join(ROOT, 'src/theme/README.md'), 'utf8');
    for (const file of removed) expect(readme).toContain(`\`${file.replace('src/theme/', '')}\``);
  });

  it('refuses to remove a file that does not exist, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rent-'));
    try {
      fs.mkdirSync(path.join(dir, 'src/theme/Gone'), {recursive: true});
      fs.writeFileSync(path.join(dir, 'src/theme/Gone/index.tsx'), '');
      removeFiles(dir, ['src/theme/Gone']);
      expect(fs.existsSync(path.join(dir, 'src/theme/Gone'))).toBe(false);
      expect(() => removeFiles(dir, ['src/theme/Gone'])).toThrow(
        /src\/theme\/Gone: nothing to remove/,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('refuses an edit that matches nothing, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rent-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;\n');
      expect(() => applyEdits(dir, [{file: 'a.ts', find: 'b', replace: ''}])).toThrow(
        /a\.ts: expected one "b", found 0/,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('keeps a patch that saves 5 KB of JS on a page type, 10% of a build figure or 20% of TBT', () => {
    const on = figures();
    expect(verdict(on, figures({js: {Home: 155_000, 'API operation': 220_000}}))).toMatch(
      /^pays: 5\.0 KB less JS on Home$/,
    );
    expect(verdict(on, figures({peakGb: 1.2}))).toMatch(/pays: 17% off peak memory/);
    expect(verdict(on, figures({seconds: 112}))).toMatch(/pays: 11% off build time/);
    expect(verdict(on, figures(), {Home: 40}, {Home: 60})).toMatch(/33% less TBT on Home/);
  });

  it('deletes a patch that saves less than each threshold', () => {
    const on = figures();
    const off = figures({
      js: {Home: 154_900, 'API operation': 224_900},
      seconds: 110,
      cpuSeconds: 110,
      peakGb: 1.1,
    });
    expect(verdict(on, off, {Home: 50}, {Home: 60})).toBe('does not pay');
  });

  it("counts no TBT difference under 10 ms, Lighthouse's noise", () => {
    expect(verdict(figures(), figures(), {Home: 0}, {Home: 9})).toBe('does not pay');
  });

  it('is kept by the quality bench when it rewrites BENCHMARKS.md, as the scale section is', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'BENCHMARKS.md'), 'utf8');
    const kept = scaleSection(doc, RENT_MARKERS);
    expect(kept.startsWith(RENT_MARKERS[0])).toBe(true);
    expect(kept.trimEnd().endsWith(RENT_MARKERS[1])).toBe(true);
    expect(kept).toContain('## Rent table');
    expect(scaleSection('no section here', RENT_MARKERS)).toBe('');
  });
});
