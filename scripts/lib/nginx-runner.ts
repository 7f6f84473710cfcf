/**
 * Runs a build behind Debian's nginx with deploy/nginx.conf and the docs' MCP
 * server behind its `/mcp`, as production does: scripts/nginx.ts (the
 * browser tests' nginx) and the load bench (bench/mcp-load.ts) start
 * it. What it runs and on which ports: see scripts/nginx.ts.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MCP_ENV_FILE,
  NGINX_FILE,
  NGINX_HTTP_FILE,
  NGINX_REDIRECT_FILE,
} from '../../lib/host-files/names';
import {mcpPackage} from '../../src/identity';

export interface NginxRunnerOptions {
  /** The build folder. */
  dir: string;
  /** Plain-HTTP port of the site's server block. */
  port: number;
  tlsPort: number;
  redirectPort: number;
  /** The MCP HTTP server's port, on 127.0.0.1. */
  mcpPort: number;
  /** The name of the ACME challenge file the redirect block serves. */
  acmeToken: string;
  /** Where nginx's and the MCP server's output go (default: this process's). */
  stdio?: 'inherit' | 'ignore';
}

export interface NginxRunner {
  /** The MCP server's process id (the load bench reads its memory). */
  mcpPid: number;
  /** Stops nginx and the MCP server and removes the temporary folder; resolves when both have exited. */
  stop: () => Promise<void>;
  /** Resolves with an exit code when either process exits without being told to. */
  exited: Promise<number>;
}

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = path.resolve(__dirname, '..', '..');

/** A self-signed certificate for localhost and 127.0.0.1, for this run only. */
function certificate(tmp: string): {cert: string; key: string} {
  const cert = path.join(tmp, 'cert.pem');
  const key = path.join(tmp, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {encoding: 'utf8'},
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make a test certificate:\n${made.stderr}`);
  return {cert, key};
}

/** deploy/nginx.conf with its marked lines pointed at this build, these ports and the test certificate. */
function serverBlocks(options: NginxRunnerOptions, tmp: string): string {
  const {dir, port, tlsPort, redirectPort, mcpPort, acmeToken} = options;
  const source = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const {cert, key} = certificate(tmp);
  const acme = path.join(tmp, 'acme');
  fs.mkdirSync(path.join(acme, '.well-known', 'acme-challenge'), {recursive: true});
  fs.writeFileSync(
    path.join(acme, '.well-known', 'acme-challenge', acmeToken),
    `${acmeToken}.key\n`,
  );
  const replacements: Record<string, string> = {
    'http-include': `include ${path.join(dir, NGINX_HTTP_FILE)};`,
    'http-default-listen': `listen 127.0.0.1:${redirectPort} default_server;`,
    'http-default-listen-ipv6': '# (no IPv6 in tests)',
    'http-listen': `listen 127.0.0.1:${redirectPort};`,
    'http-listen-ipv6': '# (no IPv6 in tests)',
    'redirect-include': `include ${path.join(dir, NGINX_REDIRECT_FILE)};`,
    'acme-root': `root ${acme};`,
    listen: `listen 127.0.0.1:${tlsPort} ssl http2;\n    listen 127.0.0.1:${port};`,
    'listen-ipv6': '# (no IPv6 in tests)',
    'server-name': 'server_name _;',
    certificate: `ssl_certificate ${cert};`,
    'certificate-key': `ssl_certificate_key ${key};`,
    root: `root ${dir};`,
    include: `include ${path.join(dir, NGINX_FILE)};`,
    'mcp-upstream': `proxy_pass http://127.0.0.1:${mcpPort};`,
  };
  let block = source;
  for (const [marker, line] of Object.entries(replacements)) {
    const pattern = new RegExp(`^(\\s*)\\S.*# ${marker}$`, 'm');
    if (!pattern.test(block))
      throw new Error(`deploy/nginx.conf has no line marked "# ${marker}".`);
    block = block.replace(pattern, `$1${line}`);
  }
  return block;
}

/** The variables of the build's `_mcp.env` (NAME=value lines). */
function readMcpEnv(dir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(dir, MCP_ENV_FILE), 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/**
 * The MCP server as deploy/docs-mcp.service runs it: the build's package
 * unpacked, over HTTP on 127.0.0.1, allowing the docs' host and origin.
 * Resolves once it listens.
 */
async function startMcp(options: NginxRunnerOptions, tmp: string): Promise<ChildProcess> {
  const unpacked = path.join(tmp, 'mcp');
  fs.mkdirSync(unpacked);
  const tarball = path.join(options.dir, mcpPackage.path.slice(1));
  const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], {
    encoding: 'utf8',
  });
  if (tar.status !== 0) throw new Error(`cannot unpack ${tarball}:\n${tar.stderr}`);
  const env = readMcpEnv(options.dir);
  const child = spawn(
    process.execPath,
    [
      path.join(unpacked, 'server.cjs'),
      '--http',
      '--host',
      '127.0.0.1',
      '--port',
      String(options.mcpPort),
      '--allowed-host',
      env.DOCS_MCP_ALLOWED_HOST ?? '',
      '--allowed-origin',
      env.DOCS_MCP_ALLOWED_ORIGIN ?? '',
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(
      () => reject(new Error(`the MCP server did not start:\n${said}`)),
      60_000,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      if (options.stdio !== 'ignore') process.stderr.write(chunk);
      said += chunk.toString();
      if (said.includes('Streamable HTTP on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the MCP server exited (${code}) before it listened:\n${said}`));
    });
  });
  return child;
}

/** Starts the MCP server, then nginx in the foreground (no daemon, no systemd), its files in a fresh temporary folder. */
export async function startNginxRunner(options: NginxRunnerOptions): Promise<NginxRunner> {
  if (!fs.existsSync(nginx)) {
    throw new Error(`${nginx} not found: apt-get install nginx (scripts/test.sh does).`);
  }
  for (const file of [NGINX_FILE, NGINX_REDIRECT_FILE, NGINX_HTTP_FILE, MCP_ENV_FILE]) {
    if (!fs.existsSync(path.join(options.dir, file))) {
      throw new Error(`${options.dir}/${file} not found: run npm run build first.`);
    }
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-docs-'));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  const conf = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `# Written by scripts/lib/nginx-runner.ts for one run.
daemon off;
master_process off;
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temps.map((name) => `    ${name}_temp_path ${tmp}/${name};`).join('\n')}
${serverBlocks(options, tmp)}
}
`,
  );
  const test = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', tmp, '-e', `${tmp}/error.log`], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`the configuration does not load:\n${test.stderr}`);

  const mcp = await startMcp(options, tmp);
  const server = spawn(nginx, ['-c', conf, '-p', tmp, '-e', `${tmp}/error.log`], {
    stdio: options.stdio ?? 'inherit',
  });
  let stopping = false;
  const exitOf = (child: ChildProcess) =>
    new Promise<number>((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
    );
  const nginxExit = exitOf(server);
  const mcpExit = exitOf(mcp);
  const exited = Promise.race([nginxExit, mcpExit]).then((code) => {
    if (!stopping) {
      const log = path.join(tmp, 'error.log');
      if (fs.existsSync(log)) process.stderr.write(fs.readFileSync(log, 'utf8'));
    }
    return code;
  });
  const stop = async () => {
    if (!stopping) {
      stopping = true;
      server.kill('SIGTERM');
      mcp.kill('SIGTERM');
    }
    await Promise.all([nginxExit, mcpExit]);
    fs.rmSync(tmp, {recursive: true, force: true});
  };
  return {mcpPid: mcp.pid!, stop, exited};
}
