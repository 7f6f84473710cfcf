/**
 * The entry of the published MCP package (plugins/agent-docs, lib/mcp/package.ts):
 * the docs' MCP server (scripts/mcp-server.ts) on the docs data packed beside
 * it, in `data/`. Bundled with everything it imports into the package's
 * `server.cjs`, where `__dirname` is the installed package's folder.
 */
import path from 'node:path';
import {runMcpServer} from './mcp-server';

runMcpServer(process.argv.slice(2), {buildDir: path.join(__dirname, 'data')});
