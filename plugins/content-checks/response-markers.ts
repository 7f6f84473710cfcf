import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {markerProblems} from '../../lib/content-lint/answers';
import {codeBlock} from '../../lib/markdown/code-blocks';

/**
 * remark plugin of both docs instances (`docsRemarkPlugins` in
 * config/markdown.ts): fails the compilation of a page that shows an API
 * response without naming the request it answers (`request="<METHOD /path>"
 * status=<HTTP status>`) or saying it is `illustrative`, with the page's
 * file and the fence's line. It reads the tree the MDX loader has already
 * parsed, so the rule costs no parse of its own.
 */
export default function remarkResponseMarkers() {
  return (tree: Root, file: {path?: string; cwd?: string}): void => {
    const name = path.relative(file.cwd ?? process.cwd(), file.path ?? '') || 'a page';
    const problems: string[] = [];
    visit(tree, 'code', (node: Code) => {
      for (const p of markerProblems(codeBlock(node, name))) {
        problems.push(`${p.file}:${p.line}: ${p.message}`);
      }
    });
    if (problems.length > 0) {
      throw new Error(`Content checks failed:\n- ${problems.join('\n- ')}`);
    }
  };
}
