/**
 * One finding of a content rule, printed as `file:line: message`: the shape
 * every rule of lib/content-lint returns, and what `npm run check`, the
 * build and the tests print.
 */
export interface Problem {
  /** Path from the site directory, with forward slashes. */
  file: string;
  /** 1-based line; 1 when the problem concerns the whole file. */
  line: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** File order, then line order, then message: stable output for diffs and tests. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message),
  );
}

/** The problems without repeats (same file, line and message). */
export function uniqueProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
