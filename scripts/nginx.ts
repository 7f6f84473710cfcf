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
 *   the default server that answers any other Host with 444 on that port too.
 *
 * Usage: tsx scripts/nginx.ts [dir=build] [port=4273] [tlsPort=port+1] [redirectPort=port+2] [acmeToken]
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NGINX_FILE, NGINX_REDIRECT_FILE} from '../lib/host-files/names';

const here = __dirname;
const dir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.argv[3] ?? 4273);
const tlsPort = Number(process.argv[4] ?? port + 1);
const redirectPort = Number(process.argv[5] ?? port + 2);
/** The name of the ACME challenge file the redirect block serves (playwright.config.ts). */
const acmeToken = process.argv[6] ?? 'test-token';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function fail(message: string): never {
  console.error(`nginx.ts: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(nginx))
  fail(`${nginx} not found: apt-get install nginx (scripts/test.sh does).`);
for (const file of [NGINX_FILE, NGINX_REDIRECT_FILE]) {
  if (!fs.existsSync(path.join(dir, file)))
    fail(`${dir}/${file} not found: run npm run build first.`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-docs-'));

/** A self-signed certificate for localhost and 127.0.0.1, for this run only. */
function certificate(): {cert: string; key: string} {
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
  if (made.status !== 0) fail(`openssl could not make a test certificate:\n${made.stderr}`);
  return {cert, key};
}

/** deploy/nginx.conf with its marked lines pointed at this build, these ports and the test certificate. */
function serverBlock() {
  const source = fs.readFileSync(path.join(here, '..', 'deploy', 'nginx.conf'), 'utf8');
  const {cert, key} = certificate();
  const acme = path.join(tmp, 'acme');
  fs.mkdirSync(path.join(acme, '.well-known', 'acme-challenge'), {recursive: true});
  fs.writeFileSync(
    path.join(acme, '.well-known', 'acme-challenge', acmeToken),
    `${acmeToken}.key\n`,
  );
  const replacements: Record<string, string> = {
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
  };
  let block = source;
  for (const [marker, line] of Object.entries(replacements)) {
    const pattern = new RegExp(`^(\\s*)\\S.*# ${marker}$`, 'm');
    if (!pattern.test(block)) fail(`deploy/nginx.conf has no line marked "# ${marker}".`);
    block = block.replace(pattern, `$1${line}`);
  }
  return block;
}

const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
const conf = path.join(tmp, 'nginx.conf');
fs.writeFileSync(
  conf,
  `# Written by scripts/nginx.ts for one test run.
daemon off;
master_process off;
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temps.map((name) => `    ${name}_temp_path ${tmp}/${name};`).join('\n')}
${serverBlock()}
}
`,
);

const test = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', tmp, '-e', `${tmp}/error.log`], {
  encoding: 'utf8',
});
if (test.status !== 0) fail(`the configuration does not load:\n${test.stderr}`);

const child = spawn(nginx, ['-c', conf, '-p', tmp, '-e', `${tmp}/error.log`], {stdio: 'inherit'});
console.log(
  `nginx serving ${dir} at http://127.0.0.1:${port} and https://127.0.0.1:${tlsPort} (self-signed), redirecting the docs' host on http://127.0.0.1:${redirectPort} to HTTPS (444 for any other Host)`,
);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  const log = path.join(tmp, 'error.log');
  if (!stopping && fs.existsSync(log)) process.stderr.write(fs.readFileSync(log, 'utf8'));
  fs.rmSync(tmp, {recursive: true, force: true});
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
