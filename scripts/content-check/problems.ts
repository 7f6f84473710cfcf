/** One finding of the content check, printed as `file:line: message`. */
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
