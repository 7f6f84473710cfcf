/**
 * `npm run mcp`: the docs' MCP server (scripts/mcp-server.ts) on build/, over
 * stdio, or with `--http` over Streamable HTTP on 127.0.0.1. `npm run mcp`
 * runs it from a JavaScript bundle that scripts/mcp.mjs makes and caches, so
 * nothing here is compiled at start-up; `npx tsx scripts/mcp.ts` runs it from
 * source. Options: see scripts/mcp-server.ts (`--build DIR`, default build).
 */
import {runMcpServer} from './mcp-server';

runMcpServer(process.argv.slice(2), {buildDir: 'build'});
