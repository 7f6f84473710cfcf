/**
 * The keys a reader's comment (or an agent's, through the MCP server's
 * report_problem) may quote: the documented test keys, and the sandbox's
 * licensee keys (`sl_test_bakery`, and those it creates). Any other key
 * is refused (lib/feedback/issue.ts): an issue is public.
 */
import type {DocumentedKeys} from '../../lib/feedback/issue';
import {testKeys} from '../../lib/sandbox/test-keys';

export const documentedKeys: DocumentedKeys = {
  keys: Object.values(testKeys),
  licenseePrefix: 'sl_test_',
};
