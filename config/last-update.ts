import {spawnSync} from 'node:child_process';

/**
 * Whether doc pages show "Last updated" from git history. Docusaurus takes a
 * page's date from the last commit that touched its file. In a shallow clone
 * (`git clone --depth 1`, the default of many CI checkouts) every file's last
 * commit looks like the single commit fetched, so every page would show the
 * same, wrong date; outside a git work tree there is no history at all. In
 * both cases the date is left out rather than shown wrong.
 */

export interface GitState {
  /** `git` ran and the site is inside a work tree. */
  inWorkTree: boolean;
  /** The repository is a shallow clone (its history is cut). */
  shallow: boolean;
}

/** The decision itself, kept pure for the unit test. */
export function showLastUpdateTime(git: GitState): boolean {
  return git.inWorkTree && !git.shallow;
}

/** Asks git about the repository holding `cwd`. */
export function readGitState(cwd = process.cwd()): GitState {
  const run = (...args: string[]) =>
    spawnSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  const inside = run('rev-parse', '--is-inside-work-tree');
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') {
    return {inWorkTree: false, shallow: false};
  }
  const shallow = run('rev-parse', '--is-shallow-repository');
  // An unknown answer counts as shallow: no date beats a wrong one.
  return {inWorkTree: true, shallow: shallow.status !== 0 || shallow.stdout.trim() !== 'false'};
}
