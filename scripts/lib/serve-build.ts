/**
 * The one way scripts and tests start the production server: spawns
 * scripts/serve.ts (gzip, clean URLs, the build's _headers and _redirects)
 * on a free port, or on `port` when given, and resolves once it listens.
 *
 *   const server = await serveBuild('build');
 *   await fetch(server.url);
 *   server.stop();
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface ServedBuild {
  /** Base URL, e.g. http://localhost:43125 (no trailing slash). */
  url: string;
  port: number;
  /** Stops the server (idempotent). */
  stop: () => void;
}

const SERVE_SCRIPT = path.resolve(__dirname, '..', 'serve.ts');

/** A TCP port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Serves `dir` with scripts/serve.ts; rejects if the server exits before it listens. */
export async function serveBuild(
  dir: string,
  options: {port?: number; stderr?: 'inherit' | 'ignore'} = {},
): Promise<ServedBuild> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_SCRIPT, dir, String(port)], {
    stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill();
    process.off('exit', stop);
  };
  process.once('exit', stop);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => {
      stopped = true;
      reject(new Error(`scripts/serve.ts ${dir} ${port} exited (${code}) before listening`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
  });
  return {url: `http://localhost:${port}`, port, stop};
}
