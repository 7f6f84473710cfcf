/**
 * What each error code means, in a few words, from the summaries of the
 * OpenAPI source's error examples (openapi/components/examples/errors.yaml:
 * "4020 Balance depleted"), so a table that prints a code prints its meaning
 * beside it ("402 / 4020 (balance depleted)") without retyping it. A code
 * with several meanings (4011, 4013...) takes the one of the example that
 * names the very test input (`x-test-input`). Node only: read at build time
 * by src/data/test-inputs.ts.
 */
import {readYamlFile} from '../../lib/openapi/source-files';

const ERROR_EXAMPLES_FILE = 'openapi/components/examples/errors.yaml';

interface ErrorMeanings {
  /** By catalogue case id, from the example that names it. */
  byCase: ReadonlyMap<string, string>;
  /** By code, from its first example. */
  byCode: ReadonlyMap<number, string>;
}

let cached: ErrorMeanings | undefined;

/** The meanings of the error codes (read once). */
function errorMeanings(siteDir = process.cwd()): ErrorMeanings {
  if (cached) return cached;
  const examples = readYamlFile(ERROR_EXAMPLES_FILE, siteDir) as Record<
    string,
    {summary?: string; 'x-test-input'?: string}
  >;
  const byCase = new Map<string, string>();
  const byCode = new Map<number, string>();
  for (const example of Object.values(examples)) {
    const match = /^(\d+) (.+)$/.exec(example.summary ?? '');
    if (!match) continue;
    // "Balance depleted" reads "balance depleted" after a code; "UDPRN not found" keeps its capitals.
    const meaning = /^[A-Z][A-Z]/.test(match[2])
      ? match[2]
      : match[2].charAt(0).toLowerCase() + match[2].slice(1);
    if (!byCode.has(Number(match[1]))) byCode.set(Number(match[1]), meaning);
    if (example['x-test-input']) byCase.set(example['x-test-input'], meaning);
  }
  cached = {byCase, byCode};
  return cached;
}

/** Meanings of the answers that are not errors. */
const OTHER_MEANINGS: Readonly<Record<number, string>> = {
  2000: 'success',
  404: 'no such route',
  405: 'method not allowed',
};

/** The meaning of `code` in the answer of case `caseId`, or undefined. */
export function meaningOf(code: number, caseId?: string): string | undefined {
  const meanings = errorMeanings();
  return (
    (caseId ? meanings.byCase.get(caseId) : undefined) ??
    meanings.byCode.get(code) ??
    OTHER_MEANINGS[code]
  );
}
