/**
 * The fences of the docs sources, so the harness can read what a writer
 * declared on a code block (`expect=4010`, `norun="why"`: see
 * lib/content-lint/fence-meta.ts) for the block it copied from the built
 * page. A copied block is matched to its fence by its code (placeholders
 * replaced, trailing spaces ignored); generated API pages have no fence and
 * so declare nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {replaceTokens} from '../../plugins/identity-tokens';
import {codeKey} from '../../lib/doc-samples/classify';
import {codeBlocks, type CodeBlock} from '../../lib/markdown/code-blocks';

/** Every `.md`/`.mdx` file under `dir`, partials included. */
function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Fences of the docs, by the code a reader copies from them. */
export function fencesByCode(docsDir = 'docs'): Map<string, CodeBlock[]> {
  const fences = new Map<string, CodeBlock[]>();
  for (const file of sourceFiles(docsDir)) {
    const source = replaceTokens(fs.readFileSync(file, 'utf8'), file);
    for (const block of codeBlocks(source, file)) {
      const key = codeKey(block.value);
      fences.set(key, [...(fences.get(key) ?? []), block]);
    }
  }
  return fences;
}

/** The meta string of the fence a copied block came from ('' if none, or if its copies disagree). */
export function metaOf(
  fences: ReadonlyMap<string, CodeBlock[]>,
  code: string,
): {
  meta: string;
  fence?: CodeBlock;
  conflict?: string;
} {
  const found = fences.get(codeKey(code)) ?? [];
  if (found.length === 0) return {meta: ''};
  const metas = new Set(found.map((block) => block.meta.trim()));
  if (metas.size > 1) {
    return {
      meta: '',
      fence: found[0],
      conflict: `the same code has different fence attributes in ${found.map((b) => `${b.file}:${b.line}`).join(', ')}`,
    };
  }
  return {meta: found[0].meta, fence: found[0]};
}
