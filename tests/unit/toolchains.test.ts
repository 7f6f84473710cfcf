/**
 * The batch sample checks of scripts/lib/toolchains.ts can fail: a broken
 * sample in a batch is reported by name, the valid one beside it is not,
 * and a check is skipped only outside CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  checkSamples,
  requireToolchain,
  skipWithout,
  toolchains,
  type ToolchainName,
} from '../../scripts/lib/toolchains';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'toolchains-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

const goodGo = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("ok")\n}\n';

const cases: Record<ToolchainName, {good: string; bad: string}> = {
  python: {good: 'print("ok")\n', bad: 'def broken(:\n    pass\n'},
  java: {
    good: 'public class Example {\n  public static void main(String[] a) {}\n}\n',
    bad: 'public class Example {\n  public static void main(String[] a) { int x = "s"; }\n}\n',
  },
  php: {good: '<?php\necho "ok";\n', bad: '<?php\necho "ok"\necho "no";\n'},
  ruby: {good: 'puts "ok"\n', bad: 'def broken(\n  puts "no"\n'},
  // Unused import: it parses and formats, only go vet (a type check) refuses it.
  go: {good: goodGo, bad: goodGo.replace('import "fmt"', 'import (\n\t"fmt"\n\t"os"\n)')},
};

describe('batch sample checks', () => {
  for (const [language, {good, bad}] of Object.entries(cases) as [
    ToolchainName,
    {good: string; bad: string},
  ][]) {
    it.skipIf(skipWithout(language))(
      `${language}: names the broken sample and passes the valid one in the same batch`,
      () => {
        const failures = checkSamples(
          language,
          [
            {name: 'Valid', source: good},
            {name: 'Broken', source: bad},
          ],
          scratch,
        );
        expect(failures.map((failure) => failure.name)).toEqual(['Broken']);
        expect(failures[0].output).not.toBe('');
      },
      60_000,
    );
  }

  it.skipIf(skipWithout('go'))(
    'go: a sample that compiles but is not gofmt-formatted fails',
    () => {
      const failures = checkSamples(
        'go',
        [{name: 'Unformatted', source: goodGo.replace('\tfmt', '        fmt')}],
        scratch,
      );
      expect(failures).toEqual([{name: 'Unformatted', output: expect.stringMatching(/gofmt/)}]);
    },
    60_000,
  );
});

describe('when a toolchain is missing', () => {
  it('the check runs (and fails) in CI, and is skipped only elsewhere', () => {
    expect(skipWithout('java', {CI: 'true'})).toBe(false);
    expect(skipWithout('java', {})).toBe(!hasJava());
  });

  it('the failure names the Debian package to install', () => {
    const original = toolchains.ruby.command;
    toolchains.ruby.command = 'ruby-that-does-not-exist';
    try {
      // A fresh lookup: the name differs from the cached one only through the command.
      expect(() => requireToolchainFresh('ruby')).toThrow(/install the Debian package ruby\b/);
    } finally {
      toolchains.ruby.command = original;
      // Look the real one up again: the unit tests share modules (no
      // isolation, vitest.config.mts), so the cache must not keep the miss.
      try {
        requireToolchainFresh('ruby');
      } catch {
        // Not installed here: the cache now says so, as it should.
      }
    }
  });
});

function hasJava(): boolean {
  try {
    requireToolchain('java');
    return true;
  } catch {
    return false;
  }
}

/** requireToolchain without the cache of earlier lookups. */
function requireToolchainFresh(name: ToolchainName): void {
  requireToolchain(name, {fresh: true});
}
