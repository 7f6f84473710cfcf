/**
 * The `get_changelog` tool: the API Updates as the build publishes them in
 * `docs/changelog/changes.json` (plugins/changelog-feeds), every entry with
 * its hand-written text and, for API releases whose OpenAPI documents were
 * kept, the changes generated from them (operation, rule, breaking or not).
 * "Since" a version, a date or an entry id: the entries newer than it, so an
 * agent can answer "what changed since I integrated?". Registered by
 * server.ts with one call, so other tools are added beside it unchanged.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';

/** Where the machine-readable changelog is in a build. */
export const CHANGELOG_FILE = 'docs/changelog/changes.json';

interface PublishedChange {
  rule: string;
  level: 'breaking' | 'non-breaking' | 'unclassified';
  kind: 'added' | 'changed' | 'deprecated' | 'removed';
  operation: {method: string; path: string; operationId?: string};
  message: string;
}

interface PublishedEntry {
  id: string;
  url: string;
  date: string;
  title: string;
  kind: 'api' | 'data' | 'widget';
  period?: string;
  version?: string;
  changes: string;
  steps?: {heading: string; items: string[]};
  operations?: string[];
  links?: {label: string; to: string}[];
  generated?: {
    entryId: string;
    since: string;
    changes: PublishedChange[];
    documentation: {operations: number; document: boolean};
  };
}

export interface PublishedChangelog {
  apiVersion: string;
  entries: PublishedEntry[];
}

/**
 * The build's changelog from the text of its `CHANGELOG_FILE` (read by the
 * caller as it reads every build file), or `undefined` when the build has
 * none (an older build, a test fixture).
 */
export function readChangelog(text: string | undefined): PublishedChangelog | undefined {
  return text === undefined ? undefined : (JSON.parse(text) as PublishedChangelog);
}

interface GetChangelogResult {
  apiVersion: string;
  since?: string;
  entries: PublishedEntry[];
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/**
 * The entries newer than `since` (a version an entry records, an entry id or
 * an ISO date), newest first, optionally of one kind. Throws, listing what
 * it accepts, when `since` names nothing.
 */
function getChangelog(
  changelog: PublishedChangelog | undefined,
  input: {since?: string; kind?: PublishedEntry['kind']},
): GetChangelogResult {
  if (!changelog) {
    throw new Error(
      `This build publishes no ${CHANGELOG_FILE}: rebuild the docs with npm run build.`,
    );
  }
  let entries = changelog.entries;
  const since = input.since?.trim();
  if (since) {
    const byVersion = entries.findIndex(
      (entry) =>
        entry.version === since.replace(/^v/, '') && entry.kind === (input.kind ?? entry.kind),
    );
    const byId = entries.findIndex((entry) => entry.id === since);
    const index = byVersion >= 0 ? byVersion : byId;
    if (index >= 0) {
      entries = entries.slice(0, index);
    } else if (DATE.test(since)) {
      // Entries dated after the given day, month or year (an entry's date may be less precise).
      entries = entries.filter((entry) => entry.date.slice(0, since.length) > since);
    } else {
      const versions = changelog.entries
        .filter((entry) => entry.version)
        .map((entry) => `${entry.version} (${entry.kind})`);
      throw new Error(
        `"${since}" is no version, entry id or date of the changelog. Versions: ${versions.join(', ')}; or a date such as 2026-01.`,
      );
    }
  }
  if (input.kind) entries = entries.filter((entry) => entry.kind === input.kind);
  return {apiVersion: changelog.apiVersion, ...(since ? {since} : {}), entries};
}

/** The answer as text: each entry's heading, text and generated changes. */
function changelogText(result: GetChangelogResult): string {
  if (result.entries.length === 0) {
    return `No change${result.since ? ` since ${result.since}` : ''} (API version ${result.apiVersion}).`;
  }
  const blocks = result.entries.map((entry) => {
    const lines = [
      `## ${entry.date}: ${entry.title} (${entry.kind}${entry.version ? ` ${entry.version}` : ''})`,
      entry.url,
      '',
      entry.changes,
    ];
    if (entry.generated?.changes.length) {
      lines.push('', `Changes in the specification (since ${entry.generated.since}):`);
      for (const change of entry.generated.changes) {
        const {method, path: where, operationId} = change.operation;
        lines.push(
          `- ${change.level === 'breaking' ? 'BREAKING ' : ''}${change.kind}: ${method} ${where}${operationId ? ` (${operationId})` : ''}: ${change.message} [${change.rule}]`,
        );
      }
    } else if (entry.generated) {
      lines.push('', 'Changes in the specification: descriptions and examples only.');
    }
    return lines.join('\n');
  });
  return `${result.entries.length} changelog entries${result.since ? ` since ${result.since}` : ''} (API version ${result.apiVersion}), newest first:\n\n${blocks.join('\n\n')}`;
}

const changeShape = z.object({
  rule: z.string(),
  level: z.enum(['breaking', 'non-breaking', 'unclassified']),
  kind: z.enum(['added', 'changed', 'deprecated', 'removed']),
  operation: z.object({method: z.string(), path: z.string(), operationId: z.string().optional()}),
  message: z.string(),
});

/** The tool's schemas, made once (a server per HTTP request shares them). */
const changelogInput = z.object({
  since: z
    .string()
    .max(100)
    .optional()
    .describe('Only entries newer than this API or widget version, entry id or ISO date'),
  kind: z.enum(['api', 'data', 'widget']).optional().describe('Only entries of this kind'),
});

const changelogOutput = z.object({
  apiVersion: z.string(),
  since: z.string().optional(),
  entries: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      date: z.string(),
      title: z.string(),
      kind: z.enum(['api', 'data', 'widget']),
      period: z.string().optional(),
      version: z.string().optional(),
      changes: z.string(),
      steps: z.object({heading: z.string(), items: z.array(z.string())}).optional(),
      operations: z.array(z.string()).optional(),
      links: z.array(z.object({label: z.string(), to: z.string()})).optional(),
      generated: z
        .object({
          entryId: z.string(),
          since: z.string(),
          changes: z.array(changeShape),
          documentation: z.object({operations: z.number(), document: z.boolean()}),
        })
        .optional(),
    }),
  ),
});

/** Registers `get_changelog` on the server, over the build's changelog. */
export function registerChangelogTool(
  server: McpServer,
  changelog: PublishedChangelog | undefined,
): void {
  server.registerTool(
    'get_changelog',
    {
      title: 'What changed in the API',
      description:
        'The API Updates (changelog), newest first: each release of the HTTP API, its data and the address lookup widget, with the text of its entry and, for API releases, the changes generated from its OpenAPI documents (operation, added/changed/deprecated/removed, breaking or not). Pass since (a version such as 4.6.0, an entry id or a date such as 2025-11) to get only what changed after it.',
      inputSchema: changelogInput,
      outputSchema: changelogOutput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (input) => {
      const result = getChangelog(changelog, input);
      return {
        content: [{type: 'text', text: changelogText(result)}],
        structuredContent: result as unknown as Record<string, unknown>,
      };
    },
  );
}
