import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readGitState, showLastUpdateTime} from '../../config/last-update';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-update-'));
  dirs.push(dir);
  return dir;
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {cwd, stdio: 'ignore'});
}

/** A repository with two commits, so a depth-1 clone of it is shallow. */
function repositoryWithHistory(): string {
  const dir = tempDir();
  git(dir, 'init', '-q', '-b', 'main');
  for (const n of [1, 2]) {
    fs.writeFileSync(path.join(dir, 'page.mdx'), `version ${n}\n`);
    git(dir, 'add', 'page.mdx');
    git(
      dir,
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@test.invalid',
      'commit',
      '-q',
      '-m',
      `v${n}`,
    );
  }
  return dir;
}

describe('Last updated dates come from git history only when it is complete', () => {
  it('shows dates in a full clone and hides them in a shallow one or outside git', () => {
    expect(showLastUpdateTime({inWorkTree: true, shallow: false})).toBe(true);
    expect(showLastUpdateTime({inWorkTree: true, shallow: true})).toBe(false);
    expect(showLastUpdateTime({inWorkTree: false, shallow: false})).toBe(false);
  });

  it('reads a full repository as complete', () => {
    expect(readGitState(repositoryWithHistory())).toEqual({inWorkTree: true, shallow: false});
  });

  it('reads a `git clone --depth 1` as shallow', () => {
    const source = repositoryWithHistory();
    const clone = path.join(tempDir(), 'clone');
    git(os.tmpdir(), 'clone', '-q', '--depth', '1', `file://${source}`, clone);
    expect(readGitState(clone)).toEqual({inWorkTree: true, shallow: true});
    expect(showLastUpdateTime(readGitState(clone))).toBe(false);
  });

  it('reads a folder outside any repository as having no history', () => {
    expect(readGitState(tempDir())).toEqual({inWorkTree: false, shallow: false});
  });
});
