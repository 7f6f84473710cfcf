import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {replaceTokens} from '../../plugins/identity-tokens';

interface Fence {
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string, e.g. "json". */
  lang: string;
  body: string;
}

/**
 * Fenced code blocks of a Markdown/MDX file, including indented ones inside
 * list items and tabs. A fence closes on a line of the same character, at
 * least as long as the opener.
 */
function extractFences(text: string): Fence[] {
  const fences: Fence[] = [];
  const lines = text.split(/\r?\n/);
  let open: {marker: string; indent: number; line: number; lang: string; body: string[]} | null =
    null;
  lines.forEach((raw, index) => {
    if (open) {
      const close = raw.match(/^(\s*)(`{3,}|~{3,})\s*$/);
      if (close && close[2][0] === open.marker[0] && close[2].length >= open.marker.length) {
        fences.push({line: open.line, lang: open.lang, body: open.body.join('\n')});
        open = null;
      } else {
        open.body.push(raw.slice(Math.min(open.indent, raw.length - raw.trimStart().length)));
      }
      return;
    }
    const start = raw.match(/^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/);
    if (start) {
      open = {
        marker: start[2],
        indent: start[1].length,
        line: index + 1,
        lang: start[3].toLowerCase(),
        body: [],
      };
    }
  });
  return fences;
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const root = path.join(__dirname, '../..');

describe('fence extractor', () => {
  it('finds indented fences with their language and opening line', () => {
    const text = [
      '# Page',
      '',
      '  ```json title="Response"',
      '  {"a": 1}',
      '  ```',
      '````md',
      '```json',
      '````',
    ].join('\n');
    expect(extractFences(text)).toEqual([
      {line: 3, lang: 'json', body: '{"a": 1}'},
      {line: 6, lang: 'md', body: '```json'},
    ]);
  });
});

describe('JSON samples in the docs', () => {
  const files = mdxFiles(path.join(root, 'docs'));
  const samples = files.flatMap((file) =>
    extractFences(fs.readFileSync(file, 'utf8'))
      .filter((fence) => fence.lang === 'json')
      .map((fence) => ({...fence, where: `${path.relative(root, file)}:${fence.line}`})),
  );

  it('finds JSON samples to check', () => {
    expect(samples.length).toBeGreaterThan(20);
  });

  it('parses every ```json block (after placeholders are replaced)', () => {
    const failures: string[] = [];
    for (const sample of samples) {
      try {
        JSON.parse(replaceTokens(sample.body, sample.where));
      } catch (error) {
        failures.push(`${sample.where}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
