import {describe, expect, it} from 'vitest';
import {codeBlocks} from '../../lib/markdown/code-blocks';
import {docsFiles, readSource, values} from '../support/content-lint';

describe('fence extractor (lib/markdown/code-blocks.ts)', () => {
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
    expect(
      codeBlocks(text, 'page.mdx').map(({line, lang, value}) => ({line, lang, body: value})),
    ).toEqual([
      {line: 3, lang: 'json', body: '{"a": 1}'},
      {line: 6, lang: 'md', body: '```json'},
    ]);
  });
});

describe('JSON samples in the docs', () => {
  const samples = docsFiles().flatMap((file) =>
    codeBlocks(values.replaceTokens(readSource(file), file), file)
      .filter((block) => block.lang === 'json')
      .map((block) => ({...block, where: `${file}:${block.line}`})),
  );

  it('finds JSON samples to check', () => {
    expect(samples.length).toBeGreaterThan(20);
  });

  it('parses every ```json block (after placeholders are replaced)', () => {
    const failures: string[] = [];
    for (const sample of samples) {
      try {
        JSON.parse(sample.value);
      } catch (error) {
        failures.push(`${sample.where}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
