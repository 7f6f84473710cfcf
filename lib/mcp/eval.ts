/**
 * The search-quality eval: integrator questions, each with the page that
 * answers it; a question passes when search_docs ranks that page in its top 3.
 */
import type {DocsSearch} from './search';

export interface EvalQuestion {
  question: string;
  /** Route path of the page that answers it. */
  expected: string;
}

export interface EvalResult {
  question: string;
  expected: string;
  /** 1-based rank of the expected page, or undefined when it is not in the top `depth`. */
  rank?: number;
  top: string[];
}

export function runSearchEval(
  search: DocsSearch,
  questions: readonly EvalQuestion[],
  depth = 3,
): {passed: number; total: number; results: EvalResult[]} {
  const results = questions.map(({question, expected}) => {
    const top = search.search(question, {limit: depth}).map((hit) => hit.path);
    const index = top.indexOf(expected);
    return {question, expected, ...(index >= 0 ? {rank: index + 1} : {}), top};
  });
  return {
    passed: results.filter((result) => result.rank !== undefined).length,
    total: results.length,
    results,
  };
}
