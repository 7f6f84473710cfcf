/**
 * Serves a build with Debian's nginx and deploy/nginx.conf, the way
 * production does, for tests/e2e/production-serving.spec.ts. nginx runs in
 * the foreground as this process's child (no daemon, no systemd), with its
 * pid file, logs and temporary files in a fresh temporary folder; it stops
 * when this process is told to (SIGTERM/SIGINT), as Playwright does.
 *
 * Both server blocks of deploy/nginx.conf run on loopback, their marked
 * lines replaced:
 * - the HTTPS block on `tlsPort`, with a self-signed certificate made for
 *   this run (openssl), and on `port` over plain HTTP as well, so browser
 *   tests load pages without certificate errors; its `_nginx.conf` sends
 *   HSTS only on the TLS port;
 * - the plain-HTTP block (the docs' host from the build's
 *   `_nginx_redirect.conf`, redirected to HTTPS; ACME challenges) on
 *   `redirectPort`, with a challenge file `test-token` in its webroot, and
 *   the default server that answers any other Host with 444 on that port too;
 * - `location = /mcp` proxied to the docs' MCP server, started here the way
 *   deploy/docs-mcp.service starts it: the package of the build
 *   (`<package>.tgz`) unpacked into the temporary folder, run over
 *   Streamable HTTP on 127.0.0.1:`mcpPort`, stateless, with the docs' host and
 *   origin of the build's `_mcp.env` as `--allowed-host` and `--allowed-origin`.
 *
 * Usage: tsx scripts/nginx.ts [dir=build] [port=4273] [tlsPort=port+1] [redirectPort=port+2] [acmeToken] [mcpPort=port+3]
 * The logic is scripts/lib/nginx-runner.ts (the load bench starts it too).
 */
import path from 'node:path';
import {startNginxRunner} from './lib/nginx-runner';

const port = Number(process.argv[3] ?? 4273);
const options = {
  dir: path.resolve(process.argv[2] ?? 'build'),
  port,
  tlsPort: Number(process.argv[4] ?? port + 1),
  redirectPort: Number(process.argv[5] ?? port + 2),
  /** The name of the ACME challenge file the redirect block serves (playwright.config.ts). */
  acmeToken: process.argv[6] ?? 'test-token',
  mcpPort: Number(process.argv[7] ?? port + 3),
};

startNginxRunner(options).then(
  (runner) => {
    console.log(
      `nginx serving ${options.dir} at http://127.0.0.1:${options.port} and https://127.0.0.1:${options.tlsPort} (self-signed), redirecting the docs' host on http://127.0.0.1:${options.redirectPort} to HTTPS (444 for any other Host), /mcp to the MCP server on 127.0.0.1:${options.mcpPort}`,
    );
    let stopping = false;
    const stop = () => {
      stopping = true;
      void runner.stop().then(() => process.exit(0));
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    void runner.exited.then((code) => {
      if (!stopping) void runner.stop().then(() => process.exit(code || 1));
    });
  },
  (error: unknown) => {
    console.error(`nginx.ts: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
