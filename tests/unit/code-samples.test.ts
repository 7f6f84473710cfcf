/**
 * Every code sample of every docs page is checked: it parses, it is well
 * formed, and it only uses widget options that exist. One test per page; a
 * failure names the file and the line of each broken sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSamples, formatProblem} from '../../scripts/lib/code-samples';

const docsDir = path.resolve(__dirname, '../../docs');

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join('docs', file).split(path.sep).join('/'))
    .sort();
}

const files = mdxFiles(docsDir);

describe('code samples in docs pages', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: every sample is valid', (file) => {
    const source = fs.readFileSync(path.resolve(docsDir, '..', file), 'utf8');
    const problems = checkSamples(source, file).map(formatProblem);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
