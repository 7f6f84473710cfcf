/**
 * The path of the MCP server's Streamable HTTP endpoint, in a module of its
 * own: lib/mcp/http.ts serves it, and the build's nginx rules
 * (plugins/security-headers) let POST through to it alone, without loading
 * the SDK.
 */
export const MCP_PATH = '/mcp';
