/**
 * `npm run mcp -- --http` keeps no idle stream (issue 41, finding 3): a
 * stateless server never pushes, so `GET /mcp` and `DELETE /mcp` answer 405
 * with `Allow: POST` before the SDK's transport and the connection closes;
 * a connection that sends nothing is closed after the idle time; past the
 * connection cap a new one is closed at once; and 50 clients on kept-alive
 * connections are all served. After 500 idle streams the process is back
 * where it started: no connection, as many file descriptors (counted in
 * /proc/self/fd, both ends of each connection live in this process) and,
 * after a garbage collection, the same heap within a tolerance. Nothing is
 * timed here: throughput is the bench's.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {HTTP_LIMITS, startHttpServer, type RunningHttpServer} from '../../lib/mcp/http';
import {fixtureServerFactory} from '../support/mcp';
import {useFixtureBuild} from '../support/mcp-fixture';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Heap growth allowed once everything is closed and collected. */
const HEAP_TOLERANCE = 16 * 1024 * 1024;
/** Descriptors allowed above the baseline (the runner's own files may come and go). */
const FD_TOLERANCE = 8;
/** Per test: hundreds of connections opened and closed, on a machine that may be busy. */
const TIMEOUT = 90_000;

const fixture = useFixtureBuild();

function start(limits: Parameters<typeof startHttpServer>[0]['limits']) {
  return startHttpServer({
    port: 0,
    createServer: fixtureServerFactory(fixture()),
    log: () => {},
    limits,
  });
}

const openDescriptors = () => fs.readdirSync('/proc/self/fd').length;

/** Polls `check` until it holds or `ms` have passed; returns its last value. */
async function eventually<T>(
  read: () => Promise<T> | T,
  holds: (value: T) => boolean,
  ms = 20_000,
) {
  const until = Date.now() + ms;
  let value = await read();
  while (!holds(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** Waits until the server holds no connection; returns how many it holds. */
const allClosed = (server: RunningHttpServer) =>
  eventually(
    () => server.connections(),
    (count) => count === 0,
  );

/**
 * Opens a raw connection and writes `request` (nothing when empty). Resolves
 * when the server closes it, with what it answered ('' for no answer).
 */
function connection(port: number, request: string): {closed: Promise<string>; socket: net.Socket} {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  if (request) socket.on('connect', () => socket.write(request));
  return {closed, socket};
}

const portOf = (server: RunningHttpServer) => Number(new URL(server.url).port);

describe('MCP over HTTP: methods, idle streams and connection caps', () => {
  let server: RunningHttpServer;
  beforeAll(async () => {
    server = await start({
      maxConnections: 1_000,
      idleTimeoutMs: 1_000,
      keepAliveTimeoutMs: 500,
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 2_000,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers GET and DELETE on /mcp with 405 and Allow: POST, and closes the connection', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: portOf(server),
            method,
            path: '/mcp',
            headers: {accept: 'application/json, text/event-stream', 'mcp-session-id': 'x'},
          },
          resolve,
        );
        req.on('error', reject);
        req.end();
      });
      answer.resume();
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow, method).toBe('POST');
      expect(answer.headers.connection, method).toBe('close');
    }
  });

  it(
    '500 idle GET streams: each answered 405, then connections, descriptors and heap back to where they were',
    async () => {
      const port = portOf(server);
      gc();
      const baseline = {fds: openDescriptors(), heap: process.memoryUsage().heapUsed};
      expect(await server.connections()).toBe(0);

      const streams = Array.from({length: 500}, () =>
        connection(
          port,
          `GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n\r\n`,
        ),
      );
      // Wait for each to close, but not forever: on a server that keeps them open they stay open.
      const answers = await Promise.all(
        streams.map(({closed, socket}) =>
          Promise.race([
            closed,
            new Promise<string>((resolve) =>
              setTimeout(() => {
                resolve('(still open)');
                socket.destroy();
              }, 20_000),
            ),
          ]),
        ),
      );
      const statuses = answers.map((answer) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? answer);
      expect(new Set(statuses)).toEqual(new Set(['405']));
      expect(answers.every((answer) => /^allow: POST$/im.test(answer))).toBe(true);

      expect(await allClosed(server)).toBe(0);
      const fds = await eventually(
        openDescriptors,
        (count) => count <= baseline.fds + FD_TOLERANCE,
      );
      expect(fds).toBeLessThanOrEqual(baseline.fds + FD_TOLERANCE);
      gc();
      expect(process.memoryUsage().heapUsed - baseline.heap).toBeLessThan(HEAP_TOLERANCE);
    },
    TIMEOUT,
  );

  it(
    'closes 300 connections that send nothing after the idle time',
    async () => {
      const port = portOf(server);
      const baseline = openDescriptors();
      const silent = Array.from({length: 300}, () => connection(port, ''));
      expect(
        await eventually(
          () => server.connections(),
          (count) => count >= 300,
        ),
      ).toBe(300);
      const answers = await Promise.race([
        Promise.all(silent.map(({closed}) => closed)),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]);
      for (const {socket} of silent) socket.destroy();
      expect(answers).not.toBeNull();
      expect(await allClosed(server)).toBe(0);
      expect(
        await eventually(openDescriptors, (count) => count <= baseline + FD_TOLERANCE),
      ).toBeLessThanOrEqual(baseline + FD_TOLERANCE);
    },
    TIMEOUT,
  );
});

describe('MCP over HTTP: the default caps', () => {
  it('leave room for 50 clients at 100 requests a second', () => {
    expect(HTTP_LIMITS.maxConnections).toBeGreaterThanOrEqual(4 * 50);
    // A kept-alive client sending 2 requests a second is never idle for long.
    expect(HTTP_LIMITS.keepAliveTimeoutMs).toBeGreaterThanOrEqual(2 * (1000 / 2));
    expect(HTTP_LIMITS.idleTimeoutMs).toBeGreaterThanOrEqual(10_000);
    expect(HTTP_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(HTTP_LIMITS.requestTimeoutMs);
  });

  it(
    'serve 50 kept-alive clients sending at once, and close a connection past the cap',
    async () => {
      const server = await start({maxConnections: 60});
      const port = portOf(server);
      try {
        const agent = new http.Agent({keepAlive: true, maxSockets: 50});
        const list = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {}});
        const call = () =>
          new Promise<number>((resolve, reject) => {
            const req = http.request(
              {
                host: '127.0.0.1',
                port,
                method: 'POST',
                path: '/mcp',
                agent,
                headers: {
                  'content-type': 'application/json',
                  accept: 'application/json, text/event-stream',
                },
              },
              (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              },
            );
            req.on('error', reject);
            req.end(list);
          });
        const statuses = await Promise.all(Array.from({length: 200}, call));
        expect(new Set(statuses)).toEqual(new Set([200]));
        expect(await server.connections()).toBeLessThanOrEqual(50);
        agent.destroy();
        await allClosed(server);

        // 80 connections against a cap of 60: the 20 past it are closed at once.
        const many = Array.from({length: 80}, () => connection(port, ''));
        let closed = 0;
        for (const {closed: done} of many) void done.then(() => (closed += 1));
        expect(
          await eventually(
            () => closed,
            (count) => count >= 20,
            20_000,
          ),
        ).toBe(20);
        expect(await server.connections()).toBe(60);
        for (const {socket} of many) socket.destroy();
      } finally {
        await server.close();
      }
    },
    TIMEOUT,
  );
});
