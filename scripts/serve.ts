/**
 * Serves the production build the way the production host does, so browser
 * tests see what readers get: clean URLs, `.html` suffixes and trailing
 * slashes redirected, the build's `_redirects` rules (query string kept), the
 * 404 page with status 404, the build's `_headers` applied to every answer,
 * gzip, GET and HEAD only, a page's Markdown twin to a request that prefers
 * `text/markdown` (with `Vary: Accept`; the HTML answer carries a `Link` to
 * the twin on the docs' origin, src/identity.ts). The request mapping is in
 * scripts/serve/routes.ts.
 *
 * Hostile requests get an answer, never a crash: a malformed path or a
 * control character in it (decoded) is a 400, a method other than GET and
 * HEAD (CONNECT included) a 405, a symlink leading out of the build a 404,
 * and any unexpected error a 500 for that request alone. Every answer carries
 * the security headers of `_headers`, errors and redirects included. A 200
 * answer carries the headers of its own path; every other answer (404, a
 * redirect, 400, 405, 500) those of the 404 page, its Cache-Control
 * included, so a missing `/assets/…` chunk is never cached as immutable,
 * and no Last-Modified (the 404 page's date says nothing about the path
 * asked for). HEAD answers with the headers GET would send (encoding and
 * length included), no body.
 *
 * Usage: tsx scripts/serve.ts [dir=build] [port=3000] [--host 127.0.0.1]
 * Binds to 127.0.0.1 unless --host (or the HOST variable) says otherwise.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import compression from 'compression';
import {headersFor, parseHeadersFile} from '../lib/host-files/headers';
import {markdownLinkHeader} from '../lib/host-files/negotiation';
import {HEADERS_FILE, REDIRECTS_FILE} from '../lib/host-files/names';
import {parseRedirectsFile} from '../lib/host-files/redirects';
import {identity} from '../src/identity';
import {ALLOWED_METHODS, ERROR_HEADERS_PATH, contentType, route} from './serve/routes';

const args = process.argv.slice(2);
const hostFlag = args.indexOf('--host');
const host = hostFlag === -1 ? (process.env.HOST ?? '127.0.0.1') : args[hostFlag + 1];
const positional =
  hostFlag === -1 ? args : args.filter((_, index) => index !== hostFlag && index !== hostFlag + 1);
const dir = path.resolve(positional[0] ?? 'build');
const port = Number(positional[1] ?? process.env.PORT ?? 3000);

if (!fs.existsSync(dir)) {
  console.error(`serve: ${dir} does not exist; run npm run build first.`);
  process.exit(1);
}
const root = fs.realpathSync(dir);

/** A host file of the build, or an empty text when the build has none. */
function readOptional(name: string): string {
  const file = path.join(root, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

const redirects = parseRedirectsFile(readOptional(REDIRECTS_FILE));
const headerRules = parseHeadersFile(readOptional(HEADERS_FILE));
/**
 * Headers of every answer but a 200: errors, redirects and the 404 page,
 * whatever path was asked for (the `/404` rule).
 */
const errorHeaders = headersFor(headerRules, ERROR_HEADERS_PATH);

/**
 * The absolute path of a regular file of the build, or null. Symbolic links
 * are resolved and must stay inside the build.
 */
function buildFile(relative: string): string | null {
  const candidate = path.join(root, ...relative.split('/'));
  try {
    const real = fs.realpathSync(candidate);
    if (real !== root && !real.startsWith(root + path.sep)) return null;
    return fs.statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

const compress = compression();

/** Answers one request; every branch ends the response. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  const result = route({
    method: req.method ?? 'GET',
    target: req.url,
    redirects,
    isFile: (relative) => buildFile(relative) !== null,
    accept: req.headers.accept,
  });
  const file = result.file && buildFile(result.file);
  const headers =
    result.status === 200 && result.pathname && file
      ? headersFor(headerRules, result.pathname)
      : errorHeaders;
  for (const [name, value] of headers) res.setHeader(name, value);
  // A file at a path no cache rule names (`/index` is index.html) revalidates, as nginx has it.
  if (!res.hasHeader('cache-control')) {
    const cacheControl = errorHeaders.get('cache-control');
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  }

  if (result.status === 405) res.setHeader('Allow', ALLOWED_METHODS.join(', '));
  // The compression middleware adds Accept-Encoding to this Vary.
  if (result.varyAccept && file) res.setHeader('Vary', 'Accept');
  if (result.alternate && file) {
    res.setHeader('Link', markdownLinkHeader(identity.urls.docs, result.alternate));
  }
  if (result.location) {
    res.writeHead(result.status, {Location: result.location, 'Content-Length': 0});
    res.end();
    return;
  }
  if (!file) {
    const body = `${http.STATUS_CODES[result.status]}\n`;
    res.writeHead(result.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const stat = fs.statSync(file);
  res.writeHead(result.status, {
    'Content-Type': contentType(file),
    'Content-Length': stat.size,
    ...(result.status === 200 ? {'Last-Modified': stat.mtime.toUTCString()} : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * The request as the compression middleware sees it. It never compresses a
 * HEAD answer, so HEAD would report another encoding and length than GET;
 * shown as a GET, it sets the same headers, and Node sends no body for HEAD.
 */
function asSeenByCompression(req: IncomingMessage): IncomingMessage {
  if (req.method !== 'HEAD') return req;
  return Object.create(req, {method: {value: 'GET'}}) as IncomingMessage;
}

/** A whole answer written on a socket, for requests Node hands over without a response object. */
function rawAnswer(status: number, extra: Record<string, string> = {}): string {
  const body = `${http.STATUS_CODES[status]}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    ...[...errorHeaders].map(([name, value]) => `${name}: ${value}`),
    ...Object.entries(extra).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

const server = http.createServer((req, res) => {
  compress(asSeenByCompression(req) as never, res as never, () => {
    try {
      answer(req, res);
    } catch (error) {
      console.error(`serve: ${req.method} ${JSON.stringify(req.url)}: ${error}`);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end();
    }
  });
});

// A request Node cannot parse at all: answer 400 and close that connection only.
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end(rawAnswer(400));
  else socket.destroy();
});

// CONNECT (a proxy tunnel) never reaches the request handler: Node hands over
// the socket, and closes it unanswered when nobody listens. A 405 instead.
// (Without an 'upgrade' listener, Upgrade requests are ordinary requests.)
server.on('connect', (_req, socket) => {
  socket.on('error', () => socket.destroy());
  socket.end(rawAnswer(405, {Allow: ALLOWED_METHODS.join(', ')}));
});

// Idle kept-alive connections stay open longer than HTTP clients keep them in
// their pools (undici, Node's fetch: 4 s by default), so a client never sends
// a request on a socket the server is closing at that moment ("other side
// closed"); nginx keeps them 75 s.
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Serving ${dir} at http://${shown}:${port}`);
});
