/**
 * Responses a page presents as answers, checked against the answers the
 * sandbox gives: a response block names the request it answers, or says it
 * is illustrative, and a named one must be exactly what the sandbox answers.
 *
 *     ```json request="GET /postcodes/ID1 KFA" status=404
 *     ```json request='POST /verify/addresses {"query":"test vacant"}' status=200 pointer=/result partial=true
 *     ```json illustrative
 *
 * - `request` is a request label (lib/openapi/request-label.ts); the
 *   sample's keys are added to it. `status` is the HTTP status it answers.
 * - `pointer` compares the block with one property of the answer
 *   (`/result`), `partial=true` with an excerpt of it: every property the
 *   block shows must be in the answer with the same value (arrays item by
 *   item, from the first).
 * - `illustrative` marks a block that is not an answer; the prose around it
 *   says so, and its fields still match the spec (./examples.ts).
 * - A JSON block that is an API envelope (a numeric `code` and a string
 *   `message`) or names an `operation=` must carry one of the two.
 *
 * JSON is compared with key order ignored; text (the Key Logs CSV) exactly,
 * trailing line breaks aside. The operation pages' twins are checked the
 * same way: their example request, read from the curl command the twin
 * shows, against their example response (`checkOperationTwin`).
 *
 * Pure: the caller passes the sandbox (`Runner`), one fresh instance per page.
 */
import type {CodeBlock} from '../markdown/code-blocks';
import {parseRequestLabel, type LabelledRequest} from '../openapi/request-label';
import type {Problem} from './problems';

/** The sandbox as the checks use it: one answer per request, on the page's instance. */
export type Runner = (request: LabelledRequest) => {status: number; body: unknown};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// --- curl ----------------------------------------------------------------------------

/** The words of a shell command: quotes removed, `\`-newlines joined, `'\''` understood. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let current: string | null = null;
  let index = 0;
  const text = command.replace(/\\\r?\n/g, ' ');
  while (index < text.length) {
    const char = text[index];
    if (char === "'") {
      const end = text.indexOf("'", index + 1);
      if (end < 0) throw new Error('an unclosed single quote');
      current = (current ?? '') + text.slice(index + 1, end);
      index = end + 1;
    } else if (char === '"') {
      let value = '';
      index += 1;
      while (index < text.length && text[index] !== '"') {
        if (text[index] === '\\' && /["\\$`]/.test(text[index + 1] ?? '')) index += 1;
        value += text[index];
        index += 1;
      }
      if (index >= text.length) throw new Error('an unclosed double quote');
      current = (current ?? '') + value;
      index += 1;
    } else if (/\s/.test(char)) {
      if (current !== null) words.push(current);
      current = null;
      index += 1;
    } else if (char === '\\') {
      current = (current ?? '') + (text[index + 1] ?? '');
      index += 2;
    } else {
      current = (current ?? '') + char;
      index += 1;
    }
  }
  if (current !== null) words.push(current);
  return words;
}

/**
 * The request of a curl command as the API reference writes it (-X, -G,
 * --data-urlencode, -H, -d), its URL read after `apiBase` (the API's base
 * URL, version included).
 */
export function parseCurl(command: string, apiBase: string): LabelledRequest {
  const words = shellWords(command.trim());
  if (words[0] !== 'curl') throw new Error('not a curl command');
  let method: string | undefined;
  let url: string | undefined;
  let get = false;
  const data: [string, string][] = [];
  const headers: [string, string][] = [];
  let body: string | undefined;
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index];
    const next = () => {
      index += 1;
      if (index >= words.length) throw new Error(`${word} needs a value`);
      return words[index];
    };
    if (word === '-X' || word === '--request') method = next().toUpperCase();
    else if (word === '-G' || word === '--get') get = true;
    else if (word === '--data-urlencode') {
      const pair = next();
      const equals = pair.indexOf('=');
      data.push([pair.slice(0, equals), pair.slice(equals + 1)]);
    } else if (word === '-H' || word === '--header') {
      const header = next();
      const colon = header.indexOf(':');
      headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (word === '-d' || word === '--data' || word === '--data-raw') body = next();
    else if (word.startsWith('-')) throw new Error(`the curl option ${word} is not read`);
    else url = word;
  }
  if (!url) throw new Error('the curl command has no URL');
  const base = apiBase.replace(/\/$/, '');
  if (!url.startsWith(base)) throw new Error(`${url} is not on ${base}`);
  const [rawPath, rawQuery = ''] = url.slice(base.length).split('?');
  const query: [string, string][] = [
    ...[...new URLSearchParams(rawQuery).entries()],
    ...(get ? data : []),
  ];
  let parsedBody: unknown;
  if (body !== undefined) {
    try {
      parsedBody = JSON.parse(body);
    } catch {
      parsedBody = body;
    }
  }
  return {
    method: method ?? (body !== undefined && !get ? 'POST' : 'GET'),
    path: decodeURIComponent(rawPath),
    query,
    headers,
    ...(parsedBody !== undefined ? {body: parsedBody} : {}),
  };
}

// --- comparing ---------------------------------------------------------------------

/** The value at a JSON pointer (`/result/match`), or undefined. */
function at(value: unknown, pointer: string | undefined): unknown {
  let current = value;
  for (const part of (pointer ?? '').split('/').filter(Boolean)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/**
 * Where `shown` differs from `answered`: each as `path: shown X, answered Y`.
 * With `partial`, only what `shown` holds is compared (an excerpt).
 */
function jsonDifferences(shown: unknown, answered: unknown, partial = false, path = ''): string[] {
  if (isObject(shown) && isObject(answered)) {
    const names = partial
      ? Object.keys(shown)
      : [...new Set([...Object.keys(shown), ...Object.keys(answered)])];
    return names.flatMap((name) => {
      const where = `${path}/${name}`;
      if (!(name in answered)) return [`${where}: shown ${show(shown[name])}, not in the answer`];
      if (!(name in shown)) return [`${where}: not shown, answered ${show(answered[name])}`];
      return jsonDifferences(shown[name], answered[name], partial, where);
    });
  }
  if (Array.isArray(shown) && Array.isArray(answered)) {
    if (!partial && shown.length !== answered.length) {
      return [`${path || '/'}: shown ${shown.length} items, answered ${answered.length}`];
    }
    if (shown.length > answered.length) {
      return [`${path || '/'}: shown ${shown.length} items, answered ${answered.length}`];
    }
    return shown.flatMap((item, index) =>
      jsonDifferences(item, answered[index], partial, `${path}/${index}`),
    );
  }
  return JSON.stringify(shown) === JSON.stringify(answered)
    ? []
    : [`${path || '/'}: shown ${show(shown)}, answered ${show(answered)}`];
}

/** How a block compares with an answer: its differences (none when it is the answer). */
export function answerDifferences(
  block: Pick<CodeBlock, 'lang' | 'value' | 'attributes'>,
  answer: {status: number; body: unknown},
): string[] {
  const {attributes} = block;
  const problems: string[] = [];
  if (attributes.status && attributes.status !== String(answer.status)) {
    problems.push(`status ${attributes.status} shown, ${answer.status} answered`);
  }
  const answered = at(answer.body, attributes.pointer);
  if (typeof answer.body === 'string' && block.lang === 'json') {
    // A text answer (the Key Logs CSV) is shown as the text it is, not as a JSON string.
    return [...problems, 'the answer is text (CSV), shown as JSON: show it as the text it is'];
  }
  if (typeof answered === 'string' && block.lang !== 'json') {
    const trim = (text: string) => text.replace(/\s+$/, '');
    if (trim(block.value) !== trim(answered)) {
      const shownLines = trim(block.value).split('\n');
      const answeredLines = trim(answered).split('\n');
      const line = shownLines.findIndex((text, index) => text !== answeredLines[index]);
      problems.push(
        `the text differs from the answer at line ${(line < 0 ? shownLines.length : line) + 1}: answered ${show(answeredLines[line < 0 ? shownLines.length : line] ?? '')}`,
      );
    }
    return problems;
  }
  let shown: unknown;
  try {
    shown = JSON.parse(block.value);
  } catch (error) {
    return [...problems, `the block is not JSON: ${(error as Error).message}`];
  }
  const differences = jsonDifferences(shown, answered, attributes.partial === 'true');
  return [...problems, ...differences.slice(0, 6)];
}

// --- blocks of a page --------------------------------------------------------------

/** Whether a JSON value is an API envelope: a numeric `code` and a string `message`. */
function isEnvelope(value: unknown): boolean {
  return isObject(value) && typeof value.code === 'number' && typeof value.message === 'string';
}

/** What a block of a page is, as a response. */
type ResponseKind = 'answer' | 'illustrative' | 'unmarked' | 'other';

function responseKind(block: Pick<CodeBlock, 'lang' | 'value' | 'attributes'>): ResponseKind {
  const {attributes} = block;
  if (attributes.request !== undefined) return 'answer';
  if (attributes.illustrative !== undefined) return 'illustrative';
  if (block.lang !== 'json') return 'other';
  if (attributes.operation !== undefined) return 'unmarked';
  try {
    return isEnvelope(JSON.parse(block.value)) ? 'unmarked' : 'other';
  } catch {
    return 'other';
  }
}

/** Problems of a response block's markers alone (no sandbox needed). */
export function markerProblems(block: CodeBlock): Problem[] {
  const at = (message: string): Problem => ({file: block.file, line: block.line, message});
  const {attributes} = block;
  const kind = responseKind(block);
  if (kind === 'unmarked') {
    return [
      at(
        'an API response without request="<METHOD /path>" status=<HTTP status> (the request it answers, checked against the sandbox) or illustrative in its fence',
      ),
    ];
  }
  if (kind !== 'answer') return [];
  const problems: Problem[] = [];
  if (attributes.illustrative !== undefined) {
    problems.push(at('a block is an answer (request=) or illustrative, not both'));
  }
  if (!/^\d{3}$/.test(attributes.status ?? '')) {
    problems.push(at(`request="${attributes.request}" needs status=<HTTP status>`));
  }
  try {
    parseRequestLabel(attributes.request);
  } catch (error) {
    problems.push(at(`request=${(error as Error).message}`));
  }
  return problems;
}

export interface AnswerReport {
  problems: Problem[];
  /** Blocks compared with the sandbox's answer. */
  answers: number;
  /** Of which equal. */
  equal: number;
  illustrative: number;
  /** Envelopes without a marker. */
  unmarked: number;
}

/**
 * The response blocks of one page checked in page order on one fresh
 * sandbox (`run`): markers first, then each named request's answer.
 * `withKeys` adds the sample's keys to a label's request.
 */
export function checkPageAnswers(
  blocks: readonly CodeBlock[],
  run: Runner,
  withKeys: (request: LabelledRequest) => LabelledRequest,
): AnswerReport {
  const report: AnswerReport = {problems: [], answers: 0, equal: 0, illustrative: 0, unmarked: 0};
  for (const block of blocks) {
    const kind = responseKind(block);
    const markers = markerProblems(block);
    report.problems.push(...markers);
    if (kind === 'illustrative') report.illustrative += 1;
    if (kind === 'unmarked') report.unmarked += 1;
    if (kind !== 'answer' || markers.length > 0) continue;
    report.answers += 1;
    const request = withKeys(parseRequestLabel(block.attributes.request));
    const differences = answerDifferences(block, run(request));
    if (differences.length === 0) report.equal += 1;
    else {
      report.problems.push({
        file: block.file,
        line: block.line,
        message: `not the sandbox's answer to ${block.attributes.request}: ${differences.join('; ')}`,
      });
    }
  }
  return report;
}

/**
 * An operation page's twin: its example request (the curl command under
 * "Example request") run on a fresh sandbox, against its example response.
 * Returns the differences (none: equal).
 */
export function checkOperationTwin(
  markdown: string,
  apiBase: string,
  run: Runner,
): {request?: LabelledRequest; differences: string[]} {
  const section = (title: string) => {
    const start = markdown.indexOf(`\n## ${title}\n`);
    if (start < 0) return undefined;
    const rest = markdown.slice(start + title.length + 5);
    const end = rest.search(/\n## /);
    return end < 0 ? rest : rest.slice(0, end);
  };
  const fenced = (text: string | undefined) => {
    const match = text && /^(`{3,})(\w*)([^\n]*)\n([\s\S]*?)\n\1$/m.exec(text);
    return match ? {lang: match[2], meta: match[3].trim(), value: match[4]} : undefined;
  };
  const requestBlock = fenced(section('Example request'));
  const responseBlock = fenced(section('Example response'));
  if (!requestBlock) return {differences: ['no example request']};
  if (!responseBlock) return {differences: ['no example response']};
  let request: LabelledRequest;
  try {
    request = parseCurl(requestBlock.value, apiBase);
  } catch (error) {
    return {differences: [`the example request cannot be read: ${(error as Error).message}`]};
  }
  const status = /`(\d{3})\b/.exec(section('Example response') ?? '')?.[1];
  const differences = answerDifferences(
    {lang: responseBlock.lang, value: responseBlock.value, attributes: status ? {status} : {}},
    run(request),
  );
  return {request, differences};
}
