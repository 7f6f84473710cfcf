/**
 * Whether a request sample did what its page says, judged from what the
 * sandbox answered it (every language prints something else, and a browser
 * sample may log an error and still exit 0) and how its process ended. Pure.
 */
import type {ExpectedCode} from '../content-lint/fence-meta';

/** One answer of the sandbox to the sample: the HTTP status and the body's `code`, if JSON. */
export interface Answer {
  status: number;
  code?: number;
  /** The body's `message`, for reports. */
  message?: string;
}

export interface RunResult {
  /** Exit code; null when the process was killed. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The sandbox's answers to this sample, in order. */
  answers: Answer[];
  /** The process ran past the harness's limit and was killed. */
  timedOut?: boolean;
}

export interface Verdict {
  passed: boolean;
  /** One line: why it failed. */
  error?: string;
}

const isSuccess = (answer: Answer) =>
  answer.code !== undefined
    ? answer.code >= 2000 && answer.code < 3000
    : answer.status >= 200 && answer.status < 300;

function describe(answer: Answer): string {
  return answer.code !== undefined ? String(answer.code) : `HTTP ${answer.status}`;
}

function matches(answer: Answer, expected: ExpectedCode): boolean {
  return expected === '2xxx' ? isSuccess(answer) : answer.code === expected;
}

/**
 * The first line of a tool's output that reads like an error (a Python
 * traceback's exception line, Node's `SyntaxError: ...`, javac's
 * `error:`), else its first non-empty line.
 */
export function firstErrorLine(output: string): string {
  // curl's progress meter redraws one line with carriage returns.
  const lines = output
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    lines.find((line) =>
      /\b\w*(Error|Exception)\b|\berror\b|^panic:|^fatal|^curl: \(\d+\)/.test(line),
    ) ??
    lines.find((line) => !/^[\s\d%.:kMG-]*$|^% Total|^Dload/.test(line)) ??
    lines[0] ??
    ''
  );
}

/** Judges one run against the fence's expectation (none: every answer a success, exit 0). */
export function judge(result: RunResult, expect?: readonly ExpectedCode[]): Verdict {
  if (result.timedOut) return {passed: false, error: 'did not finish in time (killed)'};
  const got = result.answers.map(describe).join(', ');
  if (expect) {
    const ok =
      result.answers.length === expect.length &&
      result.answers.every((answer, index) => matches(answer, expect[index]));
    if (ok) return {passed: true};
    const output = firstErrorLine(`${result.stderr}\n${result.stdout}`);
    return {
      passed: false,
      error: `expected the codes ${expect.join(', ')} (expect=), the sandbox answered ${got || 'nothing'}${output ? `: ${output}` : ''}`,
    };
  }
  if (result.exitCode !== 0) {
    const output = firstErrorLine(`${result.stderr}\n${result.stdout}`);
    const failed = result.answers.find((answer) => !isSuccess(answer));
    const answer = failed
      ? ` (the sandbox answered ${describe(failed)}${failed.message ? `: ${failed.message}` : ''})`
      : '';
    return {
      passed: false,
      error: `${output || `exited with ${result.exitCode ?? 'a signal'}`}${answer}`,
    };
  }
  if (result.answers.length === 0) {
    return {passed: false, error: 'sent no request to the sandbox'};
  }
  const failed = result.answers.find((answer) => !isSuccess(answer));
  if (failed) {
    return {
      passed: false,
      error: `the sandbox answered ${describe(failed)}${failed.message ? `: ${failed.message}` : ''} (a success was expected; declare an error sample with expect=)`,
    };
  }
  return {passed: true};
}
