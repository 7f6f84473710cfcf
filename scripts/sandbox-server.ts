/**
 * The HTTP face of the sandbox engine, used by `npm run sandbox`
 * (scripts/sandbox.ts) and its unit test: the same answers as the docs'
 * in-browser sandbox, on localhost, under the `/v1` prefix.
 *
 * Who may call it:
 * - requests without an `Origin` header (curl, scripts, servers) always;
 * - browsers only from an allowed origin: by default pages on `localhost`,
 *   `127.0.0.1` or `[::1]` (any port) and the docs site itself, so that a
 *   local page or the docs' Try-it console can use it and any other page
 *   cannot change its state; `--allow-origin <origin>` adds one,
 *   `--allow-origin '*'` allows every origin;
 * - the `Host` header must name this machine (`localhost`, `127.0.0.1`,
 *   `[::1]`), which stops DNS-rebinding pages.
 * A refused origin or host answers `403`, before the engine sees the request.
 *
 * Hostile input never stops the process: a malformed request line or header
 * (NUL bytes, bad characters) answers `400`, a bad percent-encoding `400` /
 * `4000`, a body that is not JSON `415` / `4150`, a body over 1 MB `400` /
 * `4000`, an unsupported method `405` with `Allow`, and any unexpected
 * failure `500` / `5001`.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {identity} from '../src/identity';
import type {Sandbox} from '../lib/sandbox/types';

/** Largest request body read, in bytes. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Host names a request may address (the `Host` header, without its port). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': `authorization, content-type, ${identity.sourceIpHeader.toLowerCase()}`,
  'access-control-expose-headers':
    'allow, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-sandbox-case',
  'access-control-max-age': '600',
};

export interface AccessOptions {
  /**
   * Origins allowed besides the default ones (loopback pages and the docs
   * site), written `scheme://host[:port]`; `'*'` allows every origin.
   */
  allowOrigins?: readonly string[];
}

/** Whether a browser page at `origin` may call the sandbox. */
export function originAllowed(origin: string, options: AccessOptions = {}): boolean {
  const extra = options.allowOrigins ?? [];
  if (extra.includes('*')) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOOPBACK_HOSTS.includes(url.hostname)
  ) {
    return true;
  }
  return origin === new URL(identity.urls.docs).origin || extra.includes(origin);
}

/** Whether a `Host` header names this machine. */
export function hostAllowed(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  return Boolean(match && LOOPBACK_HOSTS.includes(match[1].toLowerCase()));
}

function send(
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  if (res.headersSent) return;
  res.writeHead(status, {...headers, 'content-length': Buffer.byteLength(body)});
  res.end(body);
}

function errorBody(code: number, message: string): string {
  return `${JSON.stringify({code, message}, null, 2)}\n`;
}

const JSON_TYPE = {'content-type': 'application/json; charset=utf-8'};

/** The request's headers in a table without a prototype, repeated values joined. */
function headerValues(req: http.IncomingMessage): Record<string, string> {
  const headers = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The request handler: checks who asks, reads the body, asks the sandbox, writes its answer. */
export function sandboxRequestListener(
  sandbox: Sandbox,
  options: AccessOptions = {},
): http.RequestListener {
  const anyOrigin = (options.allowOrigins ?? []).includes('*');
  return (req, res) => {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin === undefined
        ? {}
        : anyOrigin
          ? {...CORS_HEADERS, 'access-control-allow-origin': '*'}
          : {...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin'};
    const refuse = (message: string) => {
      res.setHeader('connection', 'close');
      send(
        res,
        403,
        {...JSON_TYPE, ...(origin === undefined ? {} : {vary: 'Origin'})},
        errorBody(403, message),
      );
      req.resume();
    };
    if (!hostAllowed(req.headers.host)) {
      refuse('The Host header must name this machine: localhost, 127.0.0.1 or [::1].');
      return;
    }
    if (origin !== undefined && !originAllowed(origin, options)) {
      refuse(
        `Requests from the origin ${origin} are not allowed. Start the sandbox with --allow-origin ${origin} to allow it.`,
      );
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        if (!tooLarge) {
          tooLarge = true;
          chunks.length = 0;
          res.setHeader('connection', 'close');
          send(
            res,
            400,
            {...cors, ...JSON_TYPE},
            errorBody(4000, 'The request body is larger than 1 MB.'),
          );
        }
        if (size > MAX_BODY_BYTES * 8) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => req.destroy());
    req.on('end', () => {
      if (tooLarge) return;
      try {
        const url = req.url ?? '/';
        if (req.method === 'OPTIONS' && origin !== undefined) {
          // A CORS preflight from an allowed origin.
          send(res, 204, cors, '');
          return;
        }
        if (!/^\/v1(\/|\?|$)/.test(url)) {
          send(
            res,
            404,
            {...cors, ...JSON_TYPE},
            errorBody(404, 'Not found. The sandbox API lives under /v1.'),
          );
          return;
        }
        const text = Buffer.concat(chunks).toString('utf8');
        const answer = sandbox.handle({
          method: req.method ?? 'GET',
          path: url,
          headers: headerValues(req),
          body: text === '' ? undefined : text,
        });
        const isText = !/json/.test(answer.headers['content-type'] ?? 'json');
        const body =
          answer.status === 204 || answer.body === null
            ? ''
            : isText
              ? String(answer.body)
              : `${JSON.stringify(answer.body, null, 2)}\n`;
        const extra: Record<string, string> = answer.matchedCase
          ? {'x-sandbox-case': answer.matchedCase.id}
          : {};
        send(res, answer.status, {...cors, ...answer.headers, ...extra}, body);
      } catch {
        send(
          res,
          500,
          {...cors, ...JSON_TYPE},
          errorBody(5001, 'An unexpected error occurred. Please try again later.'),
        );
      }
    });
  };
}

export interface SandboxServer {
  server: http.Server;
  /** The base URL of the API, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the server; port 0 picks a free port. */
export function startSandboxServer(
  sandbox: Sandbox,
  {port, host = '127.0.0.1', ...access}: {port: number; host?: string} & AccessOptions,
): Promise<SandboxServer> {
  const server = http.createServer(sandboxRequestListener(sandbox, access));
  // Requests the HTTP parser rejects (NUL bytes, bad header characters) get a
  // plain 400 instead of a dropped connection.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) {
      const body = JSON.stringify({code: 4000, message: 'The request is malformed.'});
      socket.end(
        `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    } else {
      socket.destroy();
    }
  });
  // CONNECT never reaches the request handler: answer it here.
  server.on('connect', (_req, socket) => {
    const body = JSON.stringify({code: 405, message: 'CONNECT is not supported.'});
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nallow: GET, POST, PUT, DELETE, OPTIONS\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${host}:${address.port}/v1`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The port from `--port N`, `--port=N` or `PORT`, else 4010. Throws on a bad value. */
export function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const index = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const raw =
    index < 0
      ? env.PORT
      : argv[index].includes('=')
        ? argv[index].slice('--port='.length)
        : argv[index + 1];
  if (raw === undefined || raw === '') return 4010;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`scripts/sandbox.ts: "${raw}" is not a port number (0 to 65535).`);
  }
  return port;
}

/**
 * The origins of every `--allow-origin <origin>` (or `--allow-origin=<origin>`);
 * `*` allows every origin. Throws on a value that is not an origin.
 */
export function allowedOriginsFrom(argv: readonly string[]): string[] {
  const origins: string[] = [];
  argv.forEach((arg, index) => {
    if (arg !== '--allow-origin' && !arg.startsWith('--allow-origin=')) return;
    const value = arg.includes('=') ? arg.slice('--allow-origin='.length) : argv[index + 1];
    let valid = value === '*';
    if (!valid && value) {
      try {
        valid = new URL(value).origin === value;
      } catch {
        valid = false;
      }
    }
    if (!valid) {
      throw new Error(
        `scripts/sandbox.ts: --allow-origin takes an origin such as http://localhost:8080, or '*' (got "${value ?? ''}").`,
      );
    }
    origins.push(value!);
  });
  return origins;
}
