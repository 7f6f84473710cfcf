/**
 * What the code imports, and whether package.json declares it where it
 * belongs. Read by tests/unit/dependencies.test.ts; runnable alone to print
 * the problems (`npx tsx scripts/dependencies.ts`, exit 1 if any).
 *
 * - Every package a file of src, plugins, lib, scripts, config, sidebars or
 *   tests imports is declared (a type-only import may be declared through
 *   its `@types/` package).
 * - Every package the build runs (imports reachable from the site config,
 *   the sidebars, the OpenAPI bundler and every file the bundler compiles
 *   from src/, plugins/ and lib/; and the plugins, themes and presets the
 *   config names as strings) is in `dependencies`, so that
 *   `npm ci --omit=dev && npm run build` works. Test and lint tools stay in
 *   `devDependencies`.
 *
 * The scan reads import statements with regular expressions: enough for this
 * codebase's own style (ES imports, `import()`, `require()`); comments are
 * dropped first.
 */
import {existsSync, readdirSync, readFileSync, realpathSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

export interface ImportOf {
  specifier: string;
  /** `import type`, `export type` or `typeof import()`: nothing runs. */
  typeOnly: boolean;
}

export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

const codeExtensions = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const scannedDirs = ['src', 'plugins', 'lib', 'scripts', 'config', 'sidebars', 'tests'];
/** Docusaurus's webpack aliases: they name files of the site or of a theme, not packages. */
const aliasPrefixes = ['@theme/', '@theme-original/', '@theme-init/', '@site/', '@generated/'];

/** Source without comments (a `//` inside a string, such as a URL, is kept). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The module specifiers a file imports, in the order they appear. */
export function importsOf(file: string): ImportOf[] {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const found: {index: number; value: ImportOf}[] = [];
  const add = (index: number, specifier: string, typeOnly: boolean) =>
    found.push({index, value: {specifier, typeOnly}});
  for (const match of code.matchAll(
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm,
  )) {
    const names = match[3] ?? '';
    const allTypes = /^\{([^}]*)\}$/.test(names.trim())
      ? names
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type '))
      : false;
    add(match.index, match[4]!, Boolean(match[2]) || allTypes);
  }
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    add(match.index, match[1]!, false);
  }
  for (const match of code.matchAll(/(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    add(match.index, match[2]!, Boolean(match[1]));
  }
  for (const match of code.matchAll(/\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]/g)) {
    add(match.index, match[1]!, false);
  }
  return found.sort((a, b) => a.index - b.index).map(({value}) => value);
}

/**
 * The npm package a specifier loads, or undefined for a relative path, a
 * Node built-in or a Docusaurus alias (`@theme/...`, `@site/...`, and the
 * client API `@docusaurus/Link` & co., which are files of @docusaurus/core).
 */
export function packageOf(specifier: string, root: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  // Text of a generated code sample (`from '${identity.packages.widget}'`), not an import.
  if (specifier.includes('${')) return undefined;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) {
    return undefined;
  }
  if (aliasPrefixes.some((prefix) => specifier.startsWith(prefix))) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (
    name.startsWith('@docusaurus/') &&
    !existsSync(path.join(root, 'node_modules', name, 'package.json'))
  ) {
    return undefined;
  }
  return name;
}

/** `@types/` package of a name: `estree` → `@types/estree`, `@a/b` → `@types/a__b`. */
const typesPackage = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

const relative = (root: string, file: string) =>
  path.relative(root, file).split(path.sep).join('/');

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else if (codeExtensions.test(name)) yield file;
  }
}

/** Every code file of the project (fixtures excluded: they are data). */
export function sourceFiles(root: string): string[] {
  const top = readdirSync(root)
    .filter((name) => codeExtensions.test(name))
    .map((name) => path.join(root, name));
  const nested = scannedDirs.flatMap((dir) => [...walk(path.join(root, dir))]);
  return [...top, ...nested].filter((file) => !relative(root, file).startsWith('tests/fixtures/'));
}

export function declaredPackages(manifest: Manifest): Set<string> {
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
}

/** `file: package` for every imported package that package.json does not declare. */
export function undeclaredImports(
  files: readonly string[],
  declared: ReadonlySet<string>,
  root: string,
): string[] {
  const problems = new Set<string>();
  for (const file of files) {
    for (const {specifier, typeOnly} of importsOf(file)) {
      const name = packageOf(specifier, root);
      if (!name || declared.has(name)) continue;
      if (typeOnly && declared.has(typesPackage(name))) continue;
      problems.add(
        typeOnly
          ? `${relative(root, file)}: ${name} (type-only: declare it or ${typesPackage(name)})`
          : `${relative(root, file)}: ${name}`,
      );
    }
  }
  return [...problems];
}

/**
 * The files the build starts from: the site config, the sidebars, the OpenAPI
 * bundler that `npm run gen` runs, everything in src/ (the bundler compiles
 * theme components, pages and client modules that no import names), and the
 * theme folders and client modules of local plugins. Tests are left out.
 */
export function buildEntryFiles(root: string): string[] {
  const named = [
    'docusaurus.config.ts',
    'sidebars.ts',
    'sidebars-api.ts',
    'scripts/openapi-bundle.ts',
  ]
    .map((file) => path.join(root, file))
    .filter((file) => existsSync(file));
  const compiled = [...walk(path.join(root, 'src'))].filter((file) => !/\.test\.tsx?$/.test(file));
  const pluginClient = [...walk(path.join(root, 'plugins'))].filter((file) =>
    /\/(theme\/|client\.)/.test(relative(root, file)),
  );
  return [...named, ...compiled, ...pluginClient];
}

function resolveLocal(from: string, specifier: string, root: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? path.join(root, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx', 'index.js'].map((name) => path.join(base, name)),
  ];
  return candidates.find(
    (file) => codeExtensions.test(file) && existsSync(file) && statSync(file).isFile(),
  );
}

/** The entry files and every local file they import, transitively. */
export function reachableFiles(entries: readonly string[], root: string): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const {specifier} of importsOf(file)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('@site/')) continue;
      const target = resolveLocal(file, specifier, root);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen].sort();
}

/** Packages the config names as strings (presets, themes, plugins), not imports. */
function namedPackages(file: string, root: string): string[] {
  const name = relative(root, file);
  if (!name.startsWith('config/') && name !== 'docusaurus.config.ts') return [];
  const code = withoutComments(readFileSync(file, 'utf8')).replace(
    /^\s*(import|export)\s[^;]*?from\s*['"][^'"]+['"];?/gm,
    '',
  );
  return [
    ...code.matchAll(
      /['"]((?:@docusaurus\/(?:preset|plugin|theme)-[\w-]+)|docusaurus-(?:plugin|theme)-[\w-]+)['"]/g,
    ),
  ].map((match) => match[1]!);
}

/** `file: package` for every package the build loads at run time that is not in dependencies. */
export function runtimeImportsNotInDependencies(
  files: readonly string[],
  manifest: Manifest,
  root: string,
): string[] {
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const problems = new Set<string>();
  for (const file of files) {
    const loaded = [
      ...importsOf(file)
        .filter(({typeOnly}) => !typeOnly)
        .map(({specifier}) => packageOf(specifier, root)),
      ...namedPackages(file, root),
    ];
    for (const name of loaded) {
      if (name && !dependencies.has(name)) problems.add(`${relative(root, file)}: ${name}`);
    }
  }
  return [...problems];
}

/** The package that installs a command of node_modules/.bin, if any. */
function binPackage(command: string, root: string): string | undefined {
  const link = path.join(root, 'node_modules', '.bin', command);
  if (!existsSync(link)) return undefined;
  const target = realpathSync(link).split(path.sep).join('/');
  const after = target.slice(target.lastIndexOf('/node_modules/') + '/node_modules/'.length);
  const [first, second] = after.split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * `script: package` for every command the npm script runs (following
 * `npm run other`) whose package is not in dependencies: `npm run build`
 * calls `tsx` and `docusaurus`.
 */
export function scriptCommandsNotInDependencies(
  script: string,
  manifest: Manifest,
  root: string,
): string[] {
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const problems = new Set<string>();
  const visit = (name: string, seen: Set<string>) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const step of (manifest.scripts?.[name] ?? '').split(/&&|\|\||;/)) {
      const words = step.trim().split(/\s+/);
      if (words[0] === 'npm' && words[1] === 'run' && words[2]) visit(words[2], seen);
      const owner = words[0] ? binPackage(words[0], root) : undefined;
      if (owner && !dependencies.has(owner))
        problems.add(`npm run ${name}: ${words[0]} (${owner})`);
    }
  };
  visit(script, new Set());
  return [...problems];
}

/** Prints every problem; exit 1 if there is one. */
function main(): void {
  const root = process.cwd();
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
  const undeclared = undeclaredImports(sourceFiles(root), declaredPackages(manifest), root);
  const misplaced = runtimeImportsNotInDependencies(
    reachableFiles(buildEntryFiles(root), root),
    manifest,
    root,
  );
  misplaced.push(...scriptCommandsNotInDependencies('build', manifest, root));
  for (const line of undeclared) console.log(`not declared: ${line}`);
  for (const line of misplaced) console.log(`build needs it in dependencies: ${line}`);
  if (undeclared.length + misplaced.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
