/**
 * The tool handlers, as plain functions of the docs data, the search index
 * and the sandbox engine: each returns its structured result or throws an
 * Error whose message tells the agent what to do instead. server.ts turns
 * them into MCP tools.
 */
import {findOperation, describeOperation, listOperationSummaries} from './operations';
import type {OperationDetails, OperationSummary, SampleSource} from './operations';
import type {DocPage, DocsData, PublishedTestCase} from './data';
import {estimateTokens, findHeading, splitIntoParts, type Heading} from './markdown';
import type {DocsSearch, SearchHit} from './search';
import {
  type DocumentedKeys,
  issueFields,
  prefilledIssueUrl,
  type ReasonId,
} from '../feedback/issue';

/** The sandbox engine as the tools use it (lib/sandbox's `Sandbox` has this shape). */
interface SandboxEngine {
  handle(request: {
    method: string;
    path: string;
    query?: Readonly<Record<string, string | readonly string[]>>;
    headers?: Readonly<Record<string, string>>;
    body?: unknown;
  }): SandboxAnswer;
}

/** The engine's answer, as call_sandbox passes it on. */
interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  matchedCase?: {id: string; description: string};
}

export interface ToolContext {
  data: DocsData;
  /** The search index (a promise while it is being built). */
  search: () => DocsSearch | Promise<DocsSearch>;
  sandbox: SandboxEngine;
  /** The request sample of an operation: `pageSamples(credentials)` of operations.ts. */
  sample: SampleSource;
  /**
   * Where report_problem points: the docs repository and the keys a comment
   * may hold. Without it, report_problem answers that it cannot report.
   */
  issues?: {repository: string; documentedKeys: DocumentedKeys};
}

/* ---------------------------------------------------------------- search */

export interface SearchDocsResult {
  apiVersion: string;
  query: string;
  section?: string;
  results: SearchHit[];
}

export async function searchDocs(
  context: ToolContext,
  input: {query: string; section?: string; limit?: number},
): Promise<SearchDocsResult> {
  const query = input.query.trim();
  if (!query) throw new Error('The query is empty: ask in a few words, e.g. "exclude PO boxes".');
  const search = await context.search();
  if (input.section && !search.sectionNames.includes(input.section)) {
    throw new Error(
      `Unknown section "${input.section}". Sections: ${search.sectionNames.join(', ')}.`,
    );
  }
  return {
    apiVersion: context.data.apiVersion,
    query,
    ...(input.section ? {section: input.section} : {}),
    results: search.search(query, {section: input.section, limit: input.limit ?? 5}),
  };
}

/* ------------------------------------------------------------------ page */

/** The page a reference names: a site path, a docs URL, a twin URL, with or without `#anchor`. */
export function resolvePage(
  data: DocsData,
  reference: string,
): {page: DocPage; anchor?: string} | undefined {
  let value = reference.trim();
  let anchor: string | undefined;
  const hash = value.indexOf('#');
  if (hash >= 0) {
    anchor = value.slice(hash + 1) || undefined;
    value = value.slice(0, hash);
  }
  value = value.replace(/\?.*$/, '');
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    if (url.origin !== new URL(data.siteUrl).origin) return undefined;
    value = url.pathname;
  }
  value = value
    .replace(/\.md$/, '')
    .replace(/(\/index)?\.html$/, '')
    .replace(/\/+$/, '');
  if (!value.startsWith('/')) value = `/${value}`;
  const candidates = [value, `/docs${value}`];
  for (const candidate of candidates) {
    const page = data.pagesByPath.get(candidate);
    if (page) return {page, ...(anchor ? {anchor} : {})};
  }
  return undefined;
}

interface Cursor {
  page: string;
  section?: string;
  part: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.page === 'string' && Number.isInteger(parsed.part) && parsed.part >= 0) {
      return parsed;
    }
  } catch {
    // answered below
  }
  throw new Error(
    'The cursor is not one this server gave: pass the nextCursor of a get_page answer unchanged.',
  );
}

export interface GetPageResult {
  apiVersion: string;
  url: string;
  title: string;
  description: string;
  section?: {text: string; anchor?: string; url: string};
  part: number;
  parts: number;
  nextCursor?: string;
  tokens: number;
  markdown: string;
  /** The page's headings (levels 2 and 3), to ask for one section. */
  outline: {depth: number; text: string; anchor?: string}[];
}

function outlineOf(headings: readonly Heading[]) {
  return headings
    .filter((heading) => heading.depth === 2 || heading.depth === 3)
    .map(({depth, text, anchor}) => ({depth, text, ...(anchor ? {anchor} : {})}));
}

export async function getPage(
  context: ToolContext,
  input: {page?: string; section?: string; cursor?: string},
): Promise<GetPageResult> {
  const {data} = context;
  const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
  const reference = cursor?.page ?? input.page;
  if (!reference) {
    throw new Error('Name a page: a path such as /docs/guides/testing, or its URL.');
  }
  const found = resolvePage(data, reference);
  if (!found) {
    const hints = (await context.search())
      .search(reference.replace(/[/#.-]+/g, ' '), {limit: 3})
      .map((hit) => hit.path);
    throw new Error(
      `No page at "${reference}".${hints.length ? ` Closest pages: ${hints.join(', ')}.` : ''} Use search_docs to find a page, or list_operations for the API reference.`,
    );
  }
  const {page} = found;
  const sectionReference = cursor ? cursor.section : (input.section ?? found.anchor);
  let text = page.markdown;
  let section: GetPageResult['section'];
  if (sectionReference) {
    const heading = findHeading(page.headings, sectionReference);
    if (!heading) {
      const names = outlineOf(page.headings)
        .map((entry) => entry.anchor ?? entry.text)
        .join(', ');
      throw new Error(
        `${page.path} has no section "${sectionReference}". Its sections: ${names || 'none'}.`,
      );
    }
    text = page.markdown.slice(heading.start, heading.end);
    section = {
      text: heading.text,
      ...(heading.anchor ? {anchor: heading.anchor} : {}),
      url: heading.anchor ? `${page.url}#${heading.anchor}` : page.url,
    };
  }
  const parts = splitIntoParts(text.trimEnd() + '\n');
  const index = cursor?.part ?? 0;
  if (index >= parts.length) {
    throw new Error(`The cursor points past the end of ${page.path} (${parts.length} parts).`);
  }
  const markdown = parts[index]!;
  return {
    apiVersion: data.apiVersion,
    url: page.url,
    title: page.title,
    description: page.description,
    ...(section ? {section} : {}),
    part: index + 1,
    parts: parts.length,
    ...(index + 1 < parts.length
      ? {
          nextCursor: encodeCursor({
            page: page.path,
            ...(sectionReference ? {section: sectionReference} : {}),
            part: index + 1,
          }),
        }
      : {}),
    tokens: estimateTokens(markdown),
    markdown,
    outline: outlineOf(page.headings),
  };
}

/* ------------------------------------------------------------ operations */

export function listOperationsTool(
  context: ToolContext,
  input: {tag?: string},
): {apiVersion: string; tag?: string; operations: OperationSummary[]} {
  const {data} = context;
  const operations = listOperationSummaries(data.openapi, data.siteUrl, input.tag);
  if (input.tag && operations.length === 0) {
    const tags = [
      ...new Set(listOperationSummaries(data.openapi, data.siteUrl).flatMap((o) => o.tags)),
    ];
    throw new Error(`No operation has the tag "${input.tag}". Tags: ${tags.join(', ')}.`);
  }
  return {apiVersion: data.apiVersion, ...(input.tag ? {tag: input.tag} : {}), operations};
}

function unknownOperation(data: DocsData, operationId: string): Error {
  const ids = listOperationSummaries(data.openapi, data.siteUrl).map((o) => o.operationId);
  return new Error(
    `Unknown operation "${operationId}". Operation ids: ${ids.join(', ')}. Call list_operations for their summaries.`,
  );
}

export async function getOperation(
  context: ToolContext,
  input: {operationId: string; language?: string},
): Promise<{apiVersion: string; operation: OperationDetails; testInputs: string[]}> {
  const {data} = context;
  const entry = findOperation(data.openapi, input.operationId);
  if (!entry) throw unknownOperation(data, input.operationId);
  const operation = await describeOperation(
    data.openapi,
    data.siteUrl,
    entry,
    input.language ?? 'curl',
    context.sample,
  );
  const testInputs = data.catalogue.cases
    .filter((testCase) => testCase.operationId === operation.operationId)
    .map((testCase) => testCase.id);
  return {apiVersion: data.apiVersion, operation, testInputs};
}

/* ----------------------------------------------------------- test inputs */

export interface TestInputSummary {
  id: string;
  operationId: string;
  description: string;
  request: PublishedTestCase['request'];
  response: {status: number; code?: number; body?: unknown};
}

export function listTestInputs(
  context: ToolContext,
  input: {operationId?: string},
): {apiVersion: string; operationId?: string; cases: TestInputSummary[]} {
  const {data} = context;
  let operationId: string | undefined;
  if (input.operationId) {
    const entry = findOperation(data.openapi, input.operationId);
    if (!entry) throw unknownOperation(data, input.operationId);
    operationId = entry.operation.operationId ?? input.operationId;
  }
  const cases = data.catalogue.cases
    .filter((testCase) => !operationId || testCase.operationId === operationId)
    .map((testCase) => {
      const body = testCase.response.body as {code?: unknown} | undefined;
      return {
        id: testCase.id,
        operationId: testCase.operationId,
        description: testCase.description,
        request: testCase.request,
        response: {
          status: testCase.response.status,
          ...(typeof body?.code === 'number' ? {code: body.code} : {}),
          // Whole answers only for one operation's cases: the full list stays small.
          ...(operationId ? {body: testCase.response.body} : {}),
        },
      };
    });
  return {apiVersion: data.apiVersion, ...(operationId ? {operationId} : {}), cases};
}

/* --------------------------------------------------------------- sandbox */

/**
 * The largest request `call_sandbox` takes, in bytes of JSON: a query as a
 * URL carries it, headers as an HTTP server takes them, a body as large as
 * `npm run sandbox` reads (1 MB). The sandbox's answer stays small whatever
 * comes in (its validator lists at most 20 errors), and so does the reply,
 * which repeats the request's method, path and query.
 */
export const SANDBOX_INPUT_LIMITS = {
  queryBytes: 8 * 1024,
  headerBytes: 16 * 1024,
  bodyBytes: 1024 * 1024,
};

/** The size of a value as JSON, in bytes; Infinity when it does not convert. */
export function jsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? 0 : Buffer.byteLength(text);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** What call_sandbox takes: a request as the published test inputs write it. */
export type CallSandboxInput = PublishedTestCase['request'];

export interface CallSandboxResult extends SandboxAnswer {
  apiVersion: string;
  request: {method: string; path: string; query: Record<string, string | string[]>};
}

/**
 * Splits what an agent passes as the path (a path, a path with a query
 * string, or a full API URL copied from a sample) into the path and query the
 * engine takes. Only the path and query of a URL are kept: nothing is sent
 * anywhere.
 */
export function sandboxTarget(
  path: string,
  query: Record<string, string | string[]> = {},
): {path: string; query: Record<string, string | string[]>} {
  let value = path.trim();
  const merged: Record<string, string | string[]> = {};
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`"${path}" is not a valid URL.`);
    }
    value = url.pathname + url.search;
  }
  const questionMark = value.indexOf('?');
  if (questionMark >= 0) {
    for (const [name, item] of new URLSearchParams(value.slice(questionMark + 1))) {
      const existing = merged[name];
      merged[name] =
        existing === undefined
          ? item
          : [...(Array.isArray(existing) ? existing : [existing]), item];
    }
    value = value.slice(0, questionMark);
  }
  if (!value.startsWith('/')) {
    throw new Error(
      `The path must start with "/" (e.g. /v1/autocomplete/addresses): got "${path}".`,
    );
  }
  return {path: value, query: {...merged, ...query}};
}

export function callSandbox(context: ToolContext, input: CallSandboxInput): CallSandboxResult {
  const method = input.method.toUpperCase();
  const {path, query} = sandboxTarget(input.path, input.query);
  const headers = Object.fromEntries(
    Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const response = context.sandbox.handle({
    method,
    path,
    query,
    headers,
    ...(input.body !== undefined ? {body: input.body} : {}),
  });
  return {
    apiVersion: context.data.apiVersion,
    request: {method, path, query},
    status: response.status,
    headers: response.headers,
    body: response.body,
    ...(response.matchedCase
      ? {matchedCase: {id: response.matchedCase.id, description: response.matchedCase.description}}
      : {}),
  };
}

/* -------------------------------------------------------- report problem */

export interface ReportProblemResult {
  apiVersion: string;
  /** The new-issue URL of the docs-mistake form, filled in: open it to file the issue. */
  issueUrl: string;
  /** The fields it fills, by the form's field ids. */
  fields: Record<string, string>;
}

/**
 * The prefilled issue URL for a problem on a page (or in one of its code
 * samples). Sends nothing: whoever holds the URL opens it and submits the
 * form. A comment with HTML or a key that is not a documented test key is
 * refused with the reason.
 */
export async function reportProblem(
  context: ToolContext,
  input: {
    page: string;
    reason?: ReasonId;
    comment?: string;
    sample?: {id?: string; language: string};
  },
): Promise<ReportProblemResult> {
  const {data, issues} = context;
  if (!issues) throw new Error('This server was started without the docs repository to report to.');
  const found = resolvePage(data, input.page);
  if (!found) {
    const hints = (await context.search())
      .search(input.page.replace(/[/#.-]+/g, ' '), {limit: 3})
      .map((hit) => hit.path);
    throw new Error(
      `No page at "${input.page}".${hints.length ? ` Closest pages: ${hints.join(', ')}.` : ''} Name the page with the problem by its path or URL (search_docs finds it).`,
    );
  }
  const issueUrl = prefilledIssueUrl(
    issues.repository,
    found.page.url,
    {reason: input.reason, comment: input.comment, sample: input.sample, version: data.apiVersion},
    issues.documentedKeys,
  );
  const query = new URL(issueUrl).searchParams;
  const fields: Record<string, string> = {};
  for (const id of Object.values(issueFields)) {
    const value = query.get(id);
    if (value !== null) fields[id] = value;
  }
  return {apiVersion: data.apiVersion, issueUrl, fields};
}
