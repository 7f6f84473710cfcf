import fs from 'node:fs';
import path from 'node:path';
import {pageScripts, policyProblemsError} from './inline-scripts';

/** Files read at once: enough to keep the disk busy, few enough to bound memory. */
const CONCURRENCY = 8;

/**
 * The sorted, distinct hash sources of the executable inline scripts of every
 * `.html` file under `outDir`. Streamed: at most CONCURRENCY pages are held at once,
 * and only their hashes are kept, so memory does not grow with the site.
 * Throws like `scriptHashes` when a page would break under the policy.
 */
export async function builtPageHashes(outDir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(outDir, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hashes = new Set<string>();
  const problems: string[] = [];
  const add = (file: string, html: string) => {
    const page = pageScripts(file, html);
    for (const hash of page.hashes) hashes.add(hash);
    problems.push(...page.problems);
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      add(path.relative(outDir, file), await fs.promises.readFile(file, 'utf8'));
    }
  };
  await Promise.all(Array.from({length: Math.min(CONCURRENCY, files.length)}, worker));
  if (problems.length > 0) throw policyProblemsError(problems.sort());
  return [...hashes].sort();
}
