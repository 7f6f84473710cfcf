/**
 * One loader for the sandbox (lib/sandbox/load.ts): its `import()` is the
 * only dynamic import of a module under lib/sandbox in the code the site
 * bundles, so the build holds the sandbox in one chunk by construction; and
 * no browser module outside the sandbox imports the engine statically,
 * which would put it into a page's initial JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const SANDBOX = path.join(root, 'lib', 'sandbox');
const LOADER = path.join(SANDBOX, 'load.ts');
/** Folders whose modules webpack may bundle for the browser. */
const BUNDLED = ['src', 'lib', 'plugins', 'config'];

interface Import {
  file: string;
  line: number;
  specifier: string;
  /** The module file it names, resolved against the importer (or `@site/`). */
  target: string;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

function resolveSpecifier(from: string, specifier: string): string {
  if (specifier.startsWith('@site/')) return path.join(root, specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return specifier;
}

/** Every import of a file: static declarations (not type-only) and `import()` calls. */
export function importsOf(file: string, text = fs.readFileSync(file, 'utf8')): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined, dynamic: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      specifier: literal.text,
      target: resolveSpecifier(file, literal.text),
      dynamic,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], true);
    } else if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly) &&
        !node.importClause?.name;
      if (!onlyTypes) add(node, node.moduleSpecifier, false);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      add(node, node.moduleSpecifier, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const inSandbox = (target: string) => target === SANDBOX || target.startsWith(SANDBOX + path.sep);
const where = (entry: Import) =>
  `${path.relative(root, entry.file)}:${entry.line} imports ${entry.specifier}`;

const allImports = BUNDLED.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
  importsOf(file),
);

describe('the sandbox loader', () => {
  it('is the only dynamic import of the sandbox', () => {
    const loaders = allImports.filter((entry) => entry.dynamic && inSandbox(entry.target));
    expect(loaders.filter((entry) => entry.file !== LOADER).map(where)).toEqual([]);
    expect(loaders.map((entry) => [entry.file, entry.target])).toEqual([
      [LOADER, path.join(SANDBOX, 'index')],
    ]);
  });

  it('leaves the engine out of the static imports of every bundled module outside the sandbox', () => {
    // The catalogue (pure data) may be imported; the engine and the entry that builds it may not.
    const entry = [SANDBOX, path.join(SANDBOX, 'index'), path.join(SANDBOX, 'index.ts')];
    const engine = path.join(SANDBOX, 'engine');
    const isEngine = (target: string) =>
      entry.includes(target) || target === engine || target.startsWith(engine + path.sep);
    const eager = allImports.filter(
      (item) => !item.dynamic && !inSandbox(item.file) && isEngine(item.target),
    );
    expect(eager.map(where)).toEqual([]);
  });

  it('finds dynamic imports by any path, and skips types and comments (the check can fail)', () => {
    const file = path.join(root, 'src', 'components', 'Example', 'index.tsx');
    const text = [
      "import type {Sandbox} from '@site/lib/sandbox/types';",
      "type Module = typeof import('@site/lib/sandbox');",
      "// import('../../../lib/sandbox') in a comment",
      "const a = () => import('../../../lib/sandbox');",
      "const b = () => import('@site/lib/sandbox/engine');",
      "const c = () => import('./Other');",
    ].join('\n');
    const found = importsOf(file, text).filter((entry) => inSandbox(entry.target));
    expect(found.map((entry) => [entry.line, entry.dynamic])).toEqual([
      [4, true],
      [5, true],
    ]);
  });
});
