/**
 * The rules over the built Markdown twins (lib/content-lint/twins.ts) with
 * the site's values: the widget catalogue, every test input of the sandbox
 * catalogue with the codes the sandbox answers it with (each case run on a
 * fresh sandbox), and the sandbox the twins' answers are checked on. The
 * agent-docs plugin calls `checkBuiltTwins` once every twin is written
 * (config/agent-docs.ts) and fails the build, naming each page.
 */
import {twinChecker, type KnownInput, type Twin, type TwinReport} from '../lib/content-lint/twins';
import type {OpenApiDocument} from '../lib/openapi/document';
import {widgetCatalogue} from '../plugins/content-checks/values';
import {cases} from '../lib/sandbox/catalogue';
import type {TestCase} from '../lib/sandbox/types';
import {answerSandbox} from './answers';
import {caseRequest, sandboxRequest} from './openapi-source';
import {createSandboxOver} from '../lib/sandbox/create';
import {extractSpecData} from '../lib/sandbox/spec-data';

/** The written forms of the test inputs a case sends, as pages name them. */
export function inputsOf(testCase: TestCase): string[] {
  const {path, query = {}, body, keys = {}} = testCase.request;
  const inputs: string[] = [...Object.values(keys).filter((key): key is string => Boolean(key))];
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'postcodes' && segments[1]) inputs.push(segments[1]);
  if ((segments[0] === 'udprn' || segments[0] === 'umprn') && segments[1]) {
    inputs.push(`${segments[0]} ${segments[1]}`);
  }
  if (segments[0] === 'keys') inputs.push(...segments.slice(1).filter((s) => /^(ak|sl)_/.test(s)));
  for (const value of Object.values(query)) {
    for (const item of Array.isArray(value) ? value : [value]) inputs.push(String(item));
  }
  if (body && typeof body === 'object' && typeof (body as {query?: unknown}).query === 'string') {
    inputs.push((body as {query: string}).query);
  }
  return inputs.map((input) => (/^test /i.test(input) ? input.toLowerCase() : input));
}

/** Every test input of the catalogue with the codes and statuses the sandbox answers it with. */
export function knownInputs(document: OpenApiDocument): Map<string, KnownInput> {
  const spec = extractSpecData(document);
  type Answers = {codes: Set<number>; statuses: Set<number>};
  const known = new Map<string, Answers & {byOperation: Map<string, Answers>}>();
  const note = (into: Answers, code: unknown, status: number) => {
    if (typeof code === 'number') into.codes.add(code);
    into.statuses.add(status);
  };
  for (const testCase of cases) {
    const answer = createSandboxOver(spec).handle(sandboxRequest(caseRequest(testCase)));
    const code = (answer.body as {code?: unknown} | null)?.code;
    for (const input of inputsOf(testCase)) {
      const entry = known.get(input) ?? {
        codes: new Set(),
        statuses: new Set(),
        byOperation: new Map(),
      };
      note(entry, code, answer.status);
      const forOperation = entry.byOperation.get(testCase.operationId) ?? {
        codes: new Set(),
        statuses: new Set(),
      };
      note(forOperation, code, answer.status);
      entry.byOperation.set(testCase.operationId, forOperation);
      known.set(input, entry);
    }
  }
  return known;
}

/**
 * The twin rules with the site's values, for the agent-docs plugin: each
 * twin is checked as it is written, and `finish` gives the build's summary
 * line and one line per problem.
 */
export function builtTwinChecker(document: OpenApiDocument): {
  check(twin: Twin): void;
  finish(): {summary: string; problems: string[]};
} {
  const checker = twinChecker({
    widget: widgetCatalogue(),
    inputs: knownInputs(document),
    sandbox: answerSandbox(document),
  });
  return {check: checker.add, finish: () => twinReportLines(checker.report())};
}

/** The report as the build prints it: one line of counts, then one line per problem. */
export function twinReportLines(report: TwinReport): {summary: string; problems: string[]} {
  const {scan, answers, operations} = report;
  return {
    summary:
      `operation pages ${operations.equal}/${operations.pages} example responses equal the sandbox's answer; ` +
      `response blocks ${answers.equal}/${answers.answers} equal, ${answers.illustrative} illustrative, ${answers.unmarked} unmarked; ` +
      `test inputs: ${scan.occurrences} named on ${scan.pages} pages, ${scan.inputs.size} distinct, ${scan.statedAnswers} stated answers checked`,
    problems: report.problems.map(
      (p) => `${p.source} (${p.permalink}.md:${p.line}) [${p.rule}] ${p.message}`,
    ),
  };
}
