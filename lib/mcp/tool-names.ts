/**
 * The names of the docs MCP server's tools, in the order it lists them. A
 * module of its own, without imports, so the facts lint of the docs
 * (plugins/content-checks/facts.ts) can accept them in prose without loading
 * the server.
 */
export const toolNames = [
  'search_docs',
  'get_page',
  'list_operations',
  'get_operation',
  'list_test_inputs',
  'call_sandbox',
  'report_problem',
  'get_changelog',
] as const;

export type ToolName = (typeof toolNames)[number];
