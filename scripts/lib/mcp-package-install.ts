/**
 * Installs the docs MCP package (the tarball the build publishes) into an
 * empty folder, as an agent's `npx -y <url>` would: its own npm cache inside
 * the folder, nothing from this repository. Used by the MCP benchmark and the
 * package's browser test; returns the path of the package's command.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {mcpPackage} from '../../src/identity';

/** `tarball`: a file path or a URL of the package. */
export function installMcpPackage(folder: string, tarball: string): string {
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--cache', path.join(folder, '.npm'), tarball],
    {cwd: folder, stdio: 'pipe'},
  );
  return path.join(folder, 'node_modules/.bin', mcpPackage.command);
}
