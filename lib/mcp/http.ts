/**
 * The MCP server over Streamable HTTP, stateless: each POST to `/mcp` gets a
 * fresh server and transport from the SDK (the docs data and the search index
 * are shared), so no session can leak into another.
 *
 * The guard against DNS rebinding that the MCP specification asks of a local
 * server comes first: a request whose `Host` is not the address the server
 * listens on (or an allowed host), or whose `Origin` is present and not
 * allowed, is refused with 403 before anything reads its body. Everything
 * else (malformed JSON, a wrong `Accept` or `Content-Type`, a body that is
 * not JSON-RPC) is answered by the SDK's transport with a JSON-RPC error.
 * An unexpected failure answers 500; the process keeps serving.
 *
 * Only POST reaches the transport. A stateless server never pushes anything,
 * so `GET /mcp` (the stream a client may open for server messages) and
 * `DELETE /mcp` (ending a session) answer 405 with `Allow: POST` and close
 * the connection, as does any other method: no idle stream stays open.
 * Connections are capped (`HTTP_LIMITS`): how many at once, how long one may
 * sit idle, and how long a request's headers and the whole request may take.
 * The caps leave room for 50 clients sending 100 requests a second in all.
 */
import http from 'node:http';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {closeNow, listen} from '../http-server';
import {MCP_PATH} from './path';

/**
 * The connection caps. 256 connections at once, each closed after 30 s
 * without traffic (5 s between requests on a kept-alive one); 10 s to send
 * a request's headers, 30 s for the whole request. 50 clients at 100
 * requests a second in all (each sending every half second on a kept-alive
 * connection) stay well inside them.
 */
export const HTTP_LIMITS = {
  maxConnections: 256,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
} as const;

type HttpLimits = {-readonly [K in keyof typeof HTTP_LIMITS]: number};

export interface HttpOptions {
  /** Builds the server for one request. */
  createServer: () => McpServer;
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * Extra host names accepted in `Host`, for a reverse proxy that keeps the
   * public host name (e.g. docs.example.com). Loopback names, the listening
   * address and the hosts of `allowedOrigins` are always accepted.
   */
  allowedHosts?: readonly string[];
  /** Extra origins accepted in `Origin` (e.g. https://docs.example.com); their hosts are accepted in `Host`. */
  allowedOrigins?: readonly string[];
  /** Where to log failures (default: stderr). */
  log?: (message: string) => void;
  /** Other caps than `HTTP_LIMITS` (tests use shorter times). */
  limits?: Partial<HttpLimits>;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** The host name of a `Host` header (port dropped), lower case; undefined when malformed. */
export function hostnameOf(hostHeader: string): string | undefined {
  try {
    const url = new URL(`http://${hostHeader}`);
    if (url.username || url.password || url.pathname !== '/' || url.search) return undefined;
    return url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Why a request is refused by the DNS rebinding guard, or undefined when it may pass. */
export function rebindingGuard(
  headers: http.IncomingHttpHeaders,
  allowedHosts: readonly string[],
  allowedOrigins: readonly string[],
): string | undefined {
  const host = headers.host;
  if (!host) return 'Missing Host header.';
  const hostname = hostnameOf(host);
  if (!hostname || !allowedHosts.includes(hostname)) return `Host "${host}" is not allowed.`;
  const origin = headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin.toLowerCase().replace(/\/$/, ''))) {
    return `Origin "${origin}" is not allowed.`;
  }
  return undefined;
}

function sendError(res: http.ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null});
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

export interface RunningHttpServer {
  url: string;
  /** Connections open now. */
  connections: () => Promise<number>;
  close: () => Promise<void>;
}

export async function startHttpServer(options: HttpOptions): Promise<RunningHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const allowedHosts = [
    ...LOOPBACK_HOSTS,
    ...(host === '0.0.0.0' || host === '::' ? [] : [hostnameOf(host) ?? host]),
    ...(options.allowedHosts ?? []).map((name) => name.toLowerCase()),
    ...(options.allowedOrigins ?? []).flatMap((origin) => {
      try {
        return [new URL(origin).hostname.toLowerCase()];
      } catch {
        throw new Error(
          `--allowed-origin takes an origin such as https://docs.example.com: got "${origin}".`,
        );
      }
    }),
  ];
  let allowedOrigins: string[] = [];

  const limits = {...HTTP_LIMITS, ...options.limits};
  // How often Node checks the header and request times (30 s by default).
  const connectionsCheckingInterval = Math.max(100, Math.min(limits.headersTimeoutMs / 2, 5_000));
  const server = http.createServer({connectionsCheckingInterval}, (req, res) => {
    const refused = rebindingGuard(req.headers, allowedHosts, allowedOrigins);
    if (refused) {
      sendError(res, 403, ErrorCode.InvalidRequest, `Forbidden: ${refused}`);
      req.resume();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== MCP_PATH) {
      sendError(res, 404, ErrorCode.InvalidRequest, `Not found: the MCP endpoint is ${MCP_PATH}.`);
      req.resume();
      return;
    }
    if (req.method !== 'POST') {
      // Stateless: no stream to open (GET), no session to end (DELETE).
      res.setHeader('allow', 'POST');
      res.setHeader('connection', 'close');
      sendError(
        res,
        405,
        ErrorCode.InvalidRequest,
        `Method not allowed: this stateless server answers POST ${MCP_PATH} only; it opens no stream and keeps no session.`,
      );
      req.resume();
      return;
    }
    const mcp = options.createServer();
    // Stateless: no session id, JSON answers instead of an event stream.
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    mcp
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
        log(
          `[mcp] ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`,
        );
        sendError(res, 500, ErrorCode.InternalError, 'Internal error.');
      });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  // Past the cap, a new connection is closed at once.
  server.maxConnections = limits.maxConnections;
  // A socket without traffic for this long is destroyed (a request in progress included).
  server.timeout = limits.idleTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;

  const port = await listen(server, options.port, host);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  allowedOrigins = [
    ...LOOPBACK_HOSTS.map((name) => `http://${name}:${port}`),
    `http://${shownHost}:${port}`,
    ...(options.allowedOrigins ?? []).map((origin) => origin.toLowerCase().replace(/\/$/, '')),
  ];
  return {
    url: `http://${shownHost}:${port}${MCP_PATH}`,
    connections: () =>
      new Promise((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      ),
    close: () => closeNow(server),
  };
}
