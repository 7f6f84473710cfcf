/**
 * The docs' MCP server (lib/mcp) with the site's values: over stdio, or with
 * `--http` over Streamable HTTP on 127.0.0.1 (`--port N`, default 4020). It
 * serves what `npm run build` published and answers call_sandbox with the
 * in-process sandbox engine (lib/sandbox): no network. Two entries start it:
 * scripts/mcp.ts (`npm run mcp`, on build/) and scripts/mcp-package.ts (the
 * published package, on the data beside it).
 *
 * Options: --build DIR (default: the entry's), --host ADDRESS (default
 * 127.0.0.1), --allowed-host NAME and --allowed-origin URL (repeatable; for a
 * reverse proxy on the docs domain). Logs go to stderr: stdout is the protocol.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {parseArguments} from '../lib/mcp/arguments';
import {loadDocsData, MissingBuildError} from '../lib/mcp/data';
import {pageSamples} from '../lib/mcp/operations';
import {DocsSearch} from '../lib/mcp/search';
import {docsServerFactory} from '../lib/mcp/server';
import {sampleCredentials} from '../src/data/sample-credentials';
import {identity, mcpPackage} from '../src/identity';
import {documentedKeys} from '../src/utils/repository';

const log = (message: string) => process.stderr.write(`[mcp] ${message}\n`);

/** Runs the server with the command line `argv`; `buildDir` is the data it reads by default. */
async function main(argv: readonly string[], defaults: {buildDir: string}): Promise<void> {
  const args = parseArguments(argv, defaults);
  const data = loadDocsData({
    buildDir: path.resolve(args.buildDir),
    siteUrl: identity.urls.docs,
  });
  // The engine reads the spec data `npm run gen` wrote; the build ran it.
  const {createSandbox, specVersion} = await import('../lib/sandbox/index');
  if (specVersion !== data.apiVersion) {
    log(
      `The sandbox answers for API ${specVersion} but the build is of ${data.apiVersion}: run npm run build again.`,
    );
  }
  const sandbox = createSandbox();
  let search: Promise<DocsSearch> | undefined;
  const getSearch = () => (search ??= DocsSearch.build(data.pages));
  // What every server shares (the tool schemas) is made once: over HTTP a
  // server is made per request.
  const newServer = docsServerFactory({
    data,
    search: getSearch,
    sandbox,
    sample: pageSamples(sampleCredentials),
    issues: {repository: identity.urls.repository, documentedKeys},
    name: mcpPackage.serverName,
    productName: identity.name,
  });
  const createServer = () => {
    const server = newServer();
    // Index once the client is connected, a few pages at a time, so the tool
    // list is not kept waiting (search_docs starts the build if it comes first).
    server.server.oninitialized = () => void getSearch();
    return server;
  };

  if (args.http) {
    // Loaded only here: the HTTP transport's imports (Hono's Node adapter
    // sets up fetch's Request and Response) would slow every stdio start.
    const {startHttpServer} = await import('../lib/mcp/http');
    const {url, close} = await startHttpServer({
      createServer,
      port: args.port,
      host: args.host,
      allowedHosts: args.allowedHosts,
      allowedOrigins: args.allowedOrigins,
      log,
    });
    log(`${data.pages.length} pages, API ${data.apiVersion}: Streamable HTTP on ${url}`);
    const stop = () => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } else {
    const server = createServer();
    await server.connect(new StdioServerTransport());
    // The client closing our stdin ends the session: exit, even mid-index.
    process.stdin.on('end', () => process.exit(0));
    log(`${data.pages.length} pages, API ${data.apiVersion}: serving on stdio`);
  }
}

/** Starts the server; on failure, logs one line (the command to run when the build is missing) and exits 1. */
export function runMcpServer(argv: readonly string[], defaults: {buildDir: string}): void {
  main(argv, defaults).catch((error: unknown) => {
    if (error instanceof MissingBuildError) log(error.message);
    else log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
}
