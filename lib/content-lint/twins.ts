/**
 * Rules over the built Markdown twins: what a reader (or an agent) receives,
 * the API pages' twins (written from the spec's text) included. The build
 * runs them once every twin is written (plugins/agent-docs, option
 * `checkTwins`, wired in config/twin-checks.ts) and fails naming each page.
 *
 * - Answers (./answers.ts): every response block of a twin names the request
 *   it answers (checked on a fresh sandbox per page) or is illustrative; an
 *   envelope without either fails; an operation twin's example request
 *   gets exactly its example response.
 * - Test inputs: every test input a twin names in its prose (`ID1 CLIP`,
 *   `test vacant`, UDPRN `-2`, `ak_fails`, `test.unknown@example.com`,
 *   `sl_test_bakery`) has a case in the catalogue, and a code written right
 *   after it ("`ID1 CLIP` (`4020`)") is one its cases answer. A new input
 *   in prose without a case fails the build.
 * - The decisions of 2026-11-27 (FACTS.md), one rule each, failing on the
 *   old wording: `territory-records-are-us` (territories' records carry
 *   their own ISO-3 country code), `udprn-umprn-zero` (`udprn` or `umprn`
 *   empty outside Royal Mail data), `widget-required-options` (an option
 *   other than `apiKey` called required; claims-widget.ts) and
 *   `test-lookups-free` (test lookups in a usage log or called paid).
 * - `code-meanings`: a table row that shows a status or an error code says
 *   what it means.
 *
 * Pure: the caller passes the catalogue's inputs with the codes the sandbox
 * answers them with, the widget catalogue and the sandbox.
 */
import type {CodeBlock} from '../markdown/code-blocks';
import type {LabelledRequest} from '../openapi/request-label';
import {checkOperationTwin, checkPageAnswers, type Runner} from './answers';
import {widgetClaimsIn, type ClaimText} from './claims-widget';
import {readTwin, type TwinReading} from './twin-reading';
import type {WidgetCatalogue} from './values';

/** A built twin: its source file, its route and its Markdown. */
export interface Twin {
  source: string;
  permalink: string;
  markdown: string;
  /** Whether it is an operation page of the API reference (example request and response). */
  operation?: boolean;
  /** The operation of an API reference page: the answers its text states are that operation's. */
  operationId?: string;
  /** Its parsed reading (./twin-reading.ts), when a worker thread parsed it; else the checker parses. */
  reading?: TwinReading;
}

interface TwinProblem {
  source: string;
  permalink: string;
  line: number;
  rule: string;
  message: string;
}

/** A test input of the catalogue and the codes its cases answer (`2000`, `4020`...). */
export interface KnownInput {
  codes: ReadonlySet<number>;
  /** HTTP statuses of its answers (for "not found"). */
  statuses: ReadonlySet<number>;
  /** The same, by the operation of each case. */
  byOperation?: ReadonlyMap<string, {codes: ReadonlySet<number>; statuses: ReadonlySet<number>}>;
}

export interface TwinValues {
  widget: WidgetCatalogue;
  /** Every test input of the catalogue by its written form (`ID1 CLIP`, `udprn -2`, `ak_fails`). */
  inputs: ReadonlyMap<string, KnownInput>;
  /** Fresh sandbox for a page, the sample's keys for a label, the API base of curl commands. */
  sandbox: {
    fresh(): Runner;
    withKeys(request: LabelledRequest): LabelledRequest;
    apiBase: string;
  };
}

/** What the scan of test inputs found, for the build's summary. */
interface InputScan {
  /** Occurrences of test inputs in the twins' prose. */
  occurrences: number;
  /** Distinct inputs named. */
  inputs: Set<string>;
  /** Occurrences with a code right after them, checked against the cases. */
  statedAnswers: number;
  /** Pages that name at least one. */
  pages: number;
}

export interface TwinReport {
  problems: TwinProblem[];
  scan: InputScan;
  answers: {answers: number; equal: number; illustrative: number; unmarked: number};
  operations: {pages: number; equal: number};
}

// --- prose ----------------------------------------------------------------------------

/** The lines of a twin outside fenced code, with their 1-based numbers. */
function proseLines(markdown: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (opening && opening[1].startsWith(fence)) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    out.push({line: index + 1, text});
  });
  return out;
}

/** Sentences of a prose line (a table row stays whole). */
function sentencesOf(text: string): string[] {
  if (text.trimStart().startsWith('|')) return [text];
  return text.split(/(?<=[.!?;])\s+(?=[A-Z`*"(])/);
}

// --- test inputs ----------------------------------------------------------------------

const CODE = /`?\b(2000|40[0-9]{2,3}|4[1-9][0-9]{2}|5[0-9]{3})\b`?/;

/** The test inputs a sentence names, each with where it ends in the sentence. */
function inputsIn(sentence: string): {input: string; end: number}[] {
  const found: {input: string; end: number}[] = [];
  const add = (input: string, match: RegExpMatchArray) =>
    found.push({input, end: (match.index ?? 0) + match[0].length});
  for (const match of sentence.matchAll(/\bID1 ?[0-9A-Z]{3,4}\b/g)) {
    add(match[0].replace(/^ID1 ?/, 'ID1 '), match);
  }
  for (const match of sentence.matchAll(/`(test [a-z0-9 ]+?)`/gi))
    add(match[1].toLowerCase(), match);
  for (const match of sentence.matchAll(/\btest\.[a-z]+@example\.com\b/g)) add(match[0], match);
  for (const match of sentence.matchAll(/\b(?:ak|uk)_[a-z]+\b/g)) add(match[0], match);
  for (const match of sentence.matchAll(/\bsl_test_[a-z]+\b/g)) add(match[0], match);
  const reference = /\b(UDPRN|UMPRN)s?\b/i.exec(sentence)?.[1].toLowerCase();
  if (reference) {
    for (const match of sentence.matchAll(/`(-[1-3]|0)`/g)) add(`${reference} ${match[1]}`, match);
  }
  return found.sort((a, b) => a.end - b.end);
}

/** The code a sentence states right after an input: before the next input, within 40 characters. */
function statedCode(sentence: string, from: number, to: number): number | 'not found' | undefined {
  const after = sentence.slice(from, Math.min(to, from + 40));
  const code = CODE.exec(after);
  if (code) return Number(code[1]);
  return /^\W{0,4}(?:is\s+)?not found\b/i.test(after) ? 'not found' : undefined;
}

function scanInputs(twin: Twin, values: TwinValues, scan: InputScan): TwinProblem[] {
  const problems: TwinProblem[] = [];
  let named = false;
  for (const {line, text} of proseLines(twin.markdown)) {
    for (const sentence of sentencesOf(text)) {
      const found = inputsIn(sentence);
      found.forEach(({input, end}, index) => {
        named = true;
        scan.occurrences += 1;
        scan.inputs.add(input);
        const problem = (message: string) =>
          problems.push({...twin, line, rule: 'test-inputs', message});
        const known = values.inputs.get(input);
        if (!known) {
          problem(
            `names the test input "${input}", which no case of the sandbox catalogue (lib/sandbox/catalogue/) answers: add a case, or change the text`,
          );
          return;
        }
        const stated = statedCode(sentence, end, found[index + 1]?.end ?? sentence.length);
        if (stated === undefined) return;
        scan.statedAnswers += 1;
        // On an operation's page, the answer stated is that operation's.
        const scope = twin.operationId ? known.byOperation?.get(twin.operationId) : known;
        const where = twin.operationId ? ` on ${twin.operationId}` : '';
        if (!scope) {
          problem(
            `says "${input}" answers ${stated}${where}, but no case of the catalogue sends it to ${twin.operationId}`,
          );
          return;
        }
        const fits =
          stated === 'not found'
            ? scope.statuses.has(404)
            : scope.codes.has(stated) || scope.statuses.has(stated);
        if (!fits) {
          problem(
            `says "${input}" answers ${stated}${where}, but the sandbox answers it with ${[...scope.codes].join(', ')}`,
          );
        }
      });
    }
  }
  if (named) scan.pages += 1;
  return problems;
}

// --- the decisions of 2026-11-27 --------------------------------------------------------

/** ISO-3 codes of the US territories and freely associated states. */
const TERRITORY_CODES = /\b(?:ASM|FSM|GUM|MHL|MNP|PLW|PRI|VIR)\b/;

/** `territory-records-are-us`: a territory's record is a US record with its USPS state code. */
function territoryRule(text: string): string | undefined {
  if (TERRITORY_CODES.test(text)) {
    return 'gives a US territory its own ISO-3 country code; a territory’s USPS record is a US record (`country_iso` `USA`) with the territory as its USPS state code (PR, GU, VI...)';
  }
  if (/\bterritor(?:y|ies)\b[^.|]*\b(?:own|separate)\s+(?:country|countries|ISO)\b/i.test(text)) {
    return 'calls US territories separate countries; their USPS records are US records (`country_iso` `USA`)';
  }
  return undefined;
}

/** `udprn-umprn-zero`: outside Royal Mail data, `udprn` and `umprn` are 0. */
function referenceRule(text: string): string | undefined {
  if (!/\b(?:udprn|umprn)\b/i.test(text)) return undefined;
  const empty = /\bempty\b|\bblank\b|`""`|""/i.test(text);
  if (empty && !/`0`|\b0\b|\bzero\b/.test(text)) {
    return 'says `udprn` or `umprn` is empty where a record has none; outside Royal Mail data both are `0`';
  }
  return undefined;
}

/** `test-lookups-free`: test requests are free and never appear as paid lookups. */
function paidTestRule(text: string): string | undefined {
  if (
    /\btest (?:inputs?|requests?|lookups?|queries|postcodes?)\b[^.|]*\b(?:are|is)\s+(?:charged|billed|paid|counted)\b/i.test(
      text,
    ) &&
    !/\b(?:not|never|free)\b/i.test(text)
  ) {
    return 'calls test lookups paid; test requests are free and appear in no usage report or log';
  }
  return undefined;
}

/** A status or code cell: `402`, `4020`, `402 / 4020`. */
const CODE_CELL = /^`?\d{3}`?(?:\s*\/\s*`?\d{4,5}`?)?$|^`?\d{4,5}`?$/;

/** A pair written `402 / 4020` (or `402 / \`4020\``) with no meaning in parentheses after it. */
const BARE_PAIR = /\b\d{3} \/ `?\d{4,5}`?(?!\s*\()/g;

/** Whether a cell says something in words: two words once code is left out. */
const wordy = (cell: string) =>
  (
    cell
      .replace(/`[^`]*`/g, '')
      .replace(/\b\d+\b/g, '')
      .match(/[A-Za-z]{2,}/g) ?? []
  ).length >= 2;

/**
 * `code-meanings`: a table row that shows an HTTP status or an error code
 * also says what it means: a cell that says something in words (two words
 * besides code: "Postcodes 402 / 4020" does not), or the meaning in
 * parentheses right after a `402 / 4020` pair.
 */
function codeMeaningRule(text: string): string | undefined {
  if (!text.trimStart().startsWith('|') || /^\|[\s|:-]+\|?$/.test(text.trim())) return undefined;
  const cells = text
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  const shown = [
    ...cells.filter((cell) => CODE_CELL.test(cell)),
    ...cells.flatMap((cell) => cell.match(BARE_PAIR) ?? []),
  ];
  if (shown.length === 0) return undefined;
  if (cells.some((cell) => !CODE_CELL.test(cell) && wordy(cell))) {
    return undefined;
  }
  return `shows ${shown.join(', ')} without what it means; write the meaning beside it, as in "402 / 4020 (no lookups left)"`;
}

/** A Key Logs line (ISO time, then IP) whose search term is a test input. */
function paidTestLine(line: string, values: TwinValues): string | undefined {
  const match = /^\d{4}-\d\d-\d\dT[\d:.]+Z,[^,]*,("(?:[^"]|"")*"|[^,]*),/.exec(line);
  if (!match) return undefined;
  const term = match[1].replace(/^"|"$/g, '').replace(/""/g, '"');
  const found = inputsIn(`\`${term}\` ${term}`).find(({input}) => values.inputs.has(input));
  return found
    ? `lists the test input "${term}" as a paid lookup; test requests are free and appear in no log`
    : undefined;
}

/** A record of a dataset outside Royal Mail's with an empty `udprn` or `umprn`. */
function emptyReferences(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => emptyReferences(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const royalMail = /^(?:paf|pafa|pafw|mr|nyb)$/.test(String(record.dataset ?? ''));
    if (typeof record.dataset === 'string' && !royalMail) {
      for (const name of ['udprn', 'umprn']) {
        if (record[name] === '') found.push(`${String(record.id ?? record.dataset)} ${name}`);
      }
    }
    Object.values(record).forEach((item) => emptyReferences(item, found));
  }
  return found;
}

function decisionRules(
  twin: Twin,
  values: TwinValues,
  texts: readonly ClaimText[],
  blocks: CodeBlock[],
): TwinProblem[] {
  const problems: TwinProblem[] = [];
  const add = (line: number, rule: string, message: string | undefined) => {
    if (message) problems.push({...twin, line, rule, message});
  };
  for (const {line, text} of proseLines(twin.markdown)) {
    for (const sentence of sentencesOf(text)) {
      add(line, 'territory-records-are-us', territoryRule(sentence));
      add(line, 'udprn-umprn-zero', referenceRule(sentence));
      add(line, 'test-lookups-free', paidTestRule(sentence));
    }
    add(line, 'code-meanings', codeMeaningRule(text));
  }
  for (const block of blocks) {
    block.value.split('\n').forEach((text, index) => {
      add(block.line + 1 + index, 'test-lookups-free', paidTestLine(text, values));
    });
    if (block.lang === 'json') {
      let value: unknown;
      try {
        value = JSON.parse(block.value);
      } catch {
        continue;
      }
      for (const where of emptyReferences(value)) {
        add(
          block.line,
          'udprn-umprn-zero',
          `shows an empty ${where}; outside Royal Mail data udprn and umprn are 0`,
        );
      }
      if (/"country_iso":\s*"(?:ASM|FSM|GUM|MHL|MNP|PLW|PRI|VIR)"/.test(block.value)) {
        add(block.line, 'territory-records-are-us', territoryRule('PRI'));
      }
    }
  }
  for (const claim of widgetClaimsIn(texts, values.widget)) {
    add(claim.line, 'widget-required-options', claim.message);
  }
  return problems;
}

// --- all of it ----------------------------------------------------------------------------

/** Every rule over twins given one at a time (the build holds one twin in memory at once). */
export function twinChecker(values: TwinValues): {add(twin: Twin): void; report(): TwinReport} {
  const report: TwinReport = {
    problems: [],
    scan: {occurrences: 0, inputs: new Set(), statedAnswers: 0, pages: 0},
    answers: {answers: 0, equal: 0, illustrative: 0, unmarked: 0},
    operations: {pages: 0, equal: 0},
  };
  function add({reading: given, ...twin}: Twin): void {
    // Parsed once: the code blocks and the widget claims read the same tree.
    let reading: TwinReading;
    try {
      reading = given ?? readTwin(twin.markdown, twin.source);
    } catch (error) {
      report.problems.push({...twin, line: 1, rule: 'twin', message: String(error)});
      return;
    }
    report.problems.push(...scanInputs(twin, values, report.scan));
    const {blocks, texts} = reading;
    report.problems.push(...decisionRules(twin, values, texts, blocks));
    if (twin.operation) {
      report.operations.pages += 1;
      const {differences} = checkOperationTwin(
        twin.markdown,
        values.sandbox.apiBase,
        values.sandbox.fresh(),
      );
      if (differences.length === 0) report.operations.equal += 1;
      else {
        report.problems.push({
          ...twin,
          line: 1,
          rule: 'answers',
          message: `the example response is not the sandbox's answer to the example request: ${differences.join('; ')}`,
        });
      }
      return;
    }
    const answers = checkPageAnswers(blocks, values.sandbox.fresh(), values.sandbox.withKeys);
    for (const key of Object.keys(report.answers) as (keyof TwinReport['answers'])[]) {
      report.answers[key] += answers[key];
    }
    report.problems.push(
      ...answers.problems.map((p) => ({
        ...twin,
        line: p.line,
        rule: 'answers',
        message: p.message,
      })),
    );
  }
  return {add, report: () => report};
}

/** Every rule over every twin. */
export function checkTwins(twins: readonly Twin[], values: TwinValues): TwinReport {
  const checker = twinChecker(values);
  for (const twin of twins) checker.add(twin);
  return checker.report();
}
