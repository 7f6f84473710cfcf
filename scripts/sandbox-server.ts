/**
 * The HTTP face of the sandbox engine, used by `npm run sandbox`
 * (scripts/sandbox.ts) and its unit test: the same answers as the docs'
 * in-browser sandbox, on localhost, under the `/v1` prefix, with CORS.
 *
 * Hostile input never stops the process: a malformed request line or header
 * (NUL bytes, bad characters) answers `400`, a bad percent-encoding `400` /
 * `4000`, a body that is not JSON `415` / `4150`, a body over 1 MB `400` /
 * `4000`, and any unexpected failure `500` / `5001`.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {identity} from '../src/identity';
import type {Sandbox} from '../src/sandbox/types';

/** Largest request body read, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': `authorization, content-type, ${identity.sourceIpHeader.toLowerCase()}`,
  'access-control-expose-headers':
    'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-sandbox-case',
  'access-control-max-age': '600',
};

function send(
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  if (res.headersSent) return;
  res.writeHead(status, {...CORS_HEADERS, ...headers, 'content-length': Buffer.byteLength(body)});
  res.end(body);
}

function sendError(res: http.ServerResponse, status: number, code: number, message: string) {
  send(
    res,
    status,
    {'content-type': 'application/json; charset=utf-8'},
    `${JSON.stringify({code, message}, null, 2)}\n`,
  );
}

function headerValues(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The request handler: reads the body, asks the sandbox, writes its answer. */
export function sandboxRequestListener(sandbox: Sandbox): http.RequestListener {
  return (req, res) => {
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
          sendError(res, 400, 4000, 'The request body is larger than 1 MB.');
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
        if (req.method === 'OPTIONS') {
          send(res, 204, {}, '');
          return;
        }
        if (!/^\/v1(\/|\?|$)/.test(url)) {
          sendError(res, 404, 404, 'Not found. The sandbox API lives under /v1.');
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
          answer.status === 204
            ? ''
            : isText
              ? String(answer.body)
              : `${JSON.stringify(answer.body, null, 2)}\n`;
        const extra: Record<string, string> = answer.matchedCase
          ? {'x-sandbox-case': answer.matchedCase.id}
          : {};
        send(res, answer.status, {...answer.headers, ...extra}, body);
      } catch {
        sendError(res, 500, 5001, 'An unexpected error occurred. Please try again later.');
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
  {port, host = '127.0.0.1'}: {port: number; host?: string},
): Promise<SandboxServer> {
  const server = http.createServer(sandboxRequestListener(sandbox));
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
