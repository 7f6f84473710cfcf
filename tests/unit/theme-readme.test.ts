/**
 * src/theme/README.md lists every swizzled file, and names the ones that
 * never load the original (replacements carry no `@theme-original` marker).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const themeDir = path.resolve(__dirname, '../../src/theme');
const readme = readFileSync(path.join(themeDir, 'README.md'), 'utf8');
const replacements = readme.slice(
  readme.indexOf('## Replacements'),
  readme.indexOf('## All swizzles'),
);

function* codeFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* codeFiles(file);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      yield path.relative(themeDir, file).split(path.sep).join('/');
  }
}

/** `ApiExplorer/index.tsx` is written `ApiExplorer` in the tables; other files by their path. */
const component = (file: string) => file.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');

/** Type declarations for untyped theme modules: not swizzles, but documented too. */
function* declarationFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* declarationFiles(file);
    else if (name.endsWith('.d.ts')) yield path.relative(themeDir, file).split(path.sep).join('/');
  }
}

describe('src/theme/README.md', () => {
  const files = [...codeFiles(themeDir)];
  const declarations = [...declarationFiles(themeDir)];

  it('has a replacements section', () => {
    expect(replacements.length).toBeGreaterThan(100);
  });

  it.each(files)('names %s', (file) => {
    expect(readme).toContain(`\`${component(file)}`);
  });

  it.each(files)('lists %s as a replacement when it never loads the original', (file) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    if (/@theme-(original|init)\//.test(source)) return;
    expect(replacements).toContain(`\`${file}\``);
  });

  it.each([...files, ...declarations])('documents %s before its export', (file) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    const firstStatement = source.search(/^(export|declare)\b/m);
    const firstComment = source.indexOf('/**');
    expect(firstComment).toBeGreaterThanOrEqual(0);
    expect(firstComment).toBeLessThan(firstStatement);
  });
});
