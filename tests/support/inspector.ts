/**
 * The official MCP Inspector's CLI mode (`@modelcontextprotocol/inspector
 * --cli`), run on the pinned Node 22 it requires (scripts/lib/node22.ts):
 * one MCP request to a server the Inspector starts, its JSON answer parsed.
 * HOME is a folder of the caller's (the Inspector keeps a catalog there).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {node22Command} from '../../scripts/lib/node22';

const root = path.resolve(__dirname, '../..');
const INSPECTOR = path.join(
  root,
  'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js',
);

export interface InspectorCall {
  /** The server's command and arguments (stdio), or a URL (Streamable HTTP). */
  target: readonly string[];
  /** `--method` and what follows: `['--method', 'tools/list']`... */
  request: readonly string[];
  /** A folder for the Inspector's HOME and the npm cache of an npx target. */
  home: string;
  cwd?: string;
}

/** Runs one Inspector request; resolves with its JSON answer, rejects with its stderr. */
export function inspect({target, request, home, cwd}: InspectorCall): Promise<unknown> {
  const [command, args] = node22Command([INSPECTOR, '--cli', ...target, ...request]);
  const child = spawn(command, args, {
    cwd: cwd ?? home,
    env: {
      ...process.env,
      HOME: home,
      MCP_CATALOG_PATH: path.join(home, 'mcp.json'),
      npm_config_cache: path.join(home, '.npm'),
      npm_config_update_notifier: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      if (code !== 0) {
        reject(new Error(`the Inspector exited ${code}: ${stderr}${text}`.slice(0, 4000)));
        return;
      }
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new Error(`the Inspector printed no JSON: ${text.slice(0, 2000)}\n${stderr}`));
      }
    });
  });
}
