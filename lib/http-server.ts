/**
 * Starting and stopping a Node HTTP server, written once for the local
 * servers built over lib/ (the MCP server's HTTP transport, the sample
 * harness's sandbox).
 */
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * Listens on `host`:`port` (port 0: a free one). Resolves with the port it
 * listens on; rejects with the listen error (a port already taken, say).
 */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Stops the server at once: open connections, idle keep-alive ones
 * included, are closed. Resolves once it no longer listens.
 */
export function closeNow(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
