/**
 * Where tests live: Vitest runs tests/unit/**\/*.test.ts and Playwright
 * tests/e2e/*.spec.ts. A test file anywhere else would never run, so it
 * fails here, named.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
/** Folders that hold no sources of ours. */
const ignored = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results']);

/** Test files of the repository, relative to its root, with / separators. */
function testFiles(dir = root): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (ignored.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(full));
    else if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name)) {
      found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  return found;
}

/** Whether a test runner picks the file up. */
function isRun(file: string): boolean {
  return /^tests\/unit\/.+\.test\.ts$/.test(file) || /^tests\/e2e\/.+\.spec\.ts$/.test(file);
}

describe('test layout', () => {
  it('finds the unit and browser tests', () => {
    const files = testFiles();
    expect(files).toContain('tests/unit/test-layout.test.ts');
    expect(files).toContain('tests/e2e/smoke.spec.ts');
  });

  it('every test file is one that Vitest or Playwright runs', () => {
    expect(testFiles().filter((file) => !isRun(file))).toEqual([]);
  });
});
