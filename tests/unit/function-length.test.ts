/**
 * No function in lib/ or src/ is over 150 lines (issue 42): the rule is
 * ESLint's max-lines-per-function in eslint.config.mjs, counting plain lines
 * (blank lines and comments included). This runs ESLint itself, with the
 * repository's configuration, on generated functions of 150 and 151 lines.
 * lib/ and src/ as they are pass it in `npm run lint` (part of npm test).
 */
import path from 'node:path';
import {ESLint, type Linter} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const RULE = 'max-lines-per-function';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({cwd: root});
});

/**
 * A function `lines` lines long, first line to closing brace, with a blank
 * line and a comment among them (both count).
 */
function functionOf(lines: number, form: 'declaration' | 'arrow' | 'component'): string {
  const body = Array.from({length: lines - 2}, (_, index) => {
    if (index === 1) return '';
    if (index === 2) return '  // A comment is a line too.';
    return `  total += ${index};`;
  });
  if (form === 'component') {
    return ['export function Long(): number {', '  let total = 0;', ...body.slice(1), '}'].join(
      '\n',
    );
  }
  const head =
    form === 'declaration'
      ? 'export function long(): number {'
      : 'export const long = (): number => {';
  return [
    head,
    '  let total = 0;',
    ...body.slice(1, -1),
    '  return total;',
    `}${form === 'arrow' ? ';' : ''}`,
  ].join('\n');
}

async function lengthMessages(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, filePath)});
  return result.messages.filter((message) => message.ruleId === RULE);
}

const cases: [string, 'declaration' | 'arrow' | 'component'][] = [
  ['lib/x/long.ts', 'declaration'],
  ['lib/long.ts', 'arrow'],
  ['src/components/Long/index.tsx', 'component'],
  ['src/utils/long.ts', 'declaration'],
];

describe('the function length lint', () => {
  for (const [filePath, form] of cases) {
    it(`refuses ${form === 'arrow' ? 'an' : 'a'} ${form} of 151 lines in ${filePath}`, async () => {
      const code = functionOf(151, form);
      expect(code.split('\n')).toHaveLength(151);
      const messages = await lengthMessages(code, filePath);
      expect(messages).toHaveLength(1);
      expect(messages[0].severity).toBe(2);
      expect(messages[0].message).toContain('too many lines (151). Maximum allowed is 150');
    });

    it(`accepts ${form === 'arrow' ? 'an' : 'a'} ${form} of 150 lines in ${filePath}`, async () => {
      const code = functionOf(150, form);
      expect(code.split('\n')).toHaveLength(150);
      expect(await lengthMessages(code, filePath)).toEqual([]);
    });
  }

  it('counts an immediately invoked function', async () => {
    const code = `(function () {\n${'  void 0;\n'.repeat(150)}})();\n`;
    const messages = await lengthMessages(code, 'lib/iife.ts');
    expect(messages).toHaveLength(1);
  });
});
