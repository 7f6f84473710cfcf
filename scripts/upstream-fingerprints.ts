/**
 * Fingerprints of the upstream files this site copies, imports from the
 * inside, aliases or replaces: the SHA-256 of each installed file and the
 * version of its package, stored in tests/fixtures/upstream-fingerprints.json.
 * tests/unit/upstream-fingerprints.test.ts fails when an installed file no
 * longer matches, naming the local file to compare it with.
 *
 * After a deliberate upgrade, compare each file the test names with the
 * local one, adjust the local one if needed, then refresh the fingerprints:
 * `npm run upstream:fingerprint` (this file, run alone). See src/theme/README.md.
 *
 * What is fingerprinted:
 * - the upstream modules that src/theme replaces (`themeReplacements`, one
 *   per replacement listed in src/theme/README.md);
 * - the modules the bundler aliases and the client entry plugins/staged-start
 *   replaces (`aliasedModules`);
 * - the internals that plugins/docs-sections and plugins/route-shards rely
 *   on (their `upstream.ts`);
 * - the build steps scripts/build.sh and plugins/sequential-bundles rely on
 *   (`buildInternals`);
 * - every module that src, plugins, lib, config, scripts or the site config
 *   import from another package's `lib/` or `src/` folder, found by scanning
 *   their imports (`deepImports`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {upstream as docsSectionsUpstream} from '../plugins/docs-sections/upstream';
import {upstream as routeShardsUpstream} from '../plugins/route-shards/upstream';

/** An upstream file (path inside node_modules) and what to compare it with when it changes. */
export interface Dependent {
  /** Path under node_modules: `<package>/<path>`. */
  file: string;
  /** The local file or folder that copies, imports or replaces it. */
  local: string;
  /** What the local code relies on in it. */
  why: string;
}

const openapiTheme = 'docusaurus-theme-openapi-docs/lib/theme';

/** The upstream modules src/theme replaces, one per local file (src/theme/README.md). */
export const themeReplacements: readonly Dependent[] = [
  ...['index', 'hooks', 'store'].map((name) => ({
    file: `${openapiTheme}/ApiItem/${name}.js`,
    local: `src/theme/ApiItem/${name === 'index' ? 'index.tsx' : `${name}.ts`}`,
    why: 'the replacement mirrors it: same markup, same exports, the page state it shares',
  })),
  {
    file: `${openapiTheme}/ApiItem/Layout/index.js`,
    local: 'src/theme/ApiItem/index.tsx',
    why: 'the layout the replacement renders reads frontMatter.api',
  },
  {
    file: `${openapiTheme}/ApiExplorer/index.js`,
    local: 'src/theme/ApiExplorer/index.tsx',
    why: 'the replacement takes the same {item} props',
  },
  ...['Accept', 'ContentType', 'SchemaSelection'].map((slice) => ({
    file: `${openapiTheme}/ApiExplorer/${slice}/slice.js`,
    local: `src/theme/ApiExplorer/${slice}/slice.ts`,
    why: 'the replacement exports action creators of the same types and payloads',
  })),
  {
    file: `${openapiTheme}/ParamsDetails/index.js`,
    local: 'src/theme/ParamsDetails/index.tsx',
    why: 'the replacement renders the same markup',
  },
  ...['tabsUtils', 'scrollUtils'].map((name) => ({
    file: `${openapiTheme}/utils/${name}.js`,
    local: `src/theme/utils/${name}.ts`,
    why: "the re-export of the classic theme's module must offer the same exports",
  })),
];

/** The modules the bundler aliases, and the client entry that is replaced. */
export const aliasedModules: readonly Dependent[] = [
  {
    file: `${openapiTheme}/ApiItem/index.js`,
    local: 'plugins/openapi-chunks/pako-stub.js',
    why: 'the `pako` alias: the stub offers the pako functions it calls',
  },
  {
    file: 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js',
    local: 'plugins/openapi-chunks/chalk-stub.js',
    why: 'the `chalk` alias: the stub offers the chalk colours it calls',
  },
  {
    file: `${openapiTheme}/styles.scss`,
    local: 'plugins/openapi-chunks/theme-styles.ts',
    why: "the alias of the theme's stylesheet to the trimmed copy",
  },
  {
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    local: 'plugins/prism-deferred/client.ts',
    why: "the alias of the classic theme's Prism client module to an empty one",
  },
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    local: 'plugins/staged-start/client-entry.ts',
    why: 'the replaced client entry evaluates what it imports, in its order',
  },
];

/** What plugins/docs-sections and plugins/route-shards rely on (their upstream.ts). */
export const pluginInternals: readonly Dependent[] = [
  ...docsSectionsUpstream.map(({file, reason}) => ({
    file,
    local: 'plugins/docs-sections',
    why: reason,
  })),
  ...routeShardsUpstream.map(({file, reason}) => ({
    file,
    local: 'plugins/route-shards',
    why: reason,
  })),
];

/** What the two-process build (scripts/build.sh, its HTML minifier switch included) and plugins/sequential-bundles rely on. */
export const buildInternals: readonly Dependent[] = [
  {
    file: '@docusaurus/core/lib/commands/build/buildLocale.js',
    local: 'scripts/build.sh',
    why: 'DOCUSAURUS_EXIT_AFTER_BUNDLING exits once the bundles are written; DOCUSAURUS_SKIP_BUNDLING keeps them and renders from them',
  },
  {
    file: '@docusaurus/bundler/lib/minifyHtml.js',
    local: 'scripts/build.sh',
    why: "SKIP_HTML_MINIFICATION=true writes each page as rendered, instead of html-minifier-terser's pass (Terser on every inline script)",
  },
  {
    file: '@docusaurus/mdx-loader/lib/loader.js',
    local: 'plugins/sequential-bundles',
    why: "the cross-compiler cache hands the browser bundle's MDX to the server bundle, compiled once, when the server one runs after",
  },
];

const scannedDirs = ['src', 'plugins', 'lib', 'config', 'scripts', 'sidebars'];
const scannedRootFiles = ['docusaurus.config.ts', 'sidebars.ts', 'sidebars-api.ts'];
const codeFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/**
 * A package's `lib/` or `src/` folder: `pkg/lib/x`, `@scope/pkg/src/y` (not a
 * relative path, nor a Docusaurus alias such as `@site/src/x`).
 */
const deepSpecifier = /^(?!@site\/|@theme|@generated\/)(?:@[\w.-]+\/)?\w[\w.-]*\/(lib|src)\/./;

function* codeFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(file);
    else if (codeFile.test(entry.name)) yield file;
  }
}

/** The installed file a specifier loads, tried as code and then as a declaration file. */
function resolveSpecifier(specifier: string, from: string): string {
  const require = createRequire(from);
  for (const candidate of [specifier, `${specifier}.d.ts`]) {
    try {
      return require.resolve(candidate);
    } catch {
      // Next candidate.
    }
  }
  throw new Error(`${from}: cannot resolve the import of ${specifier}`);
}

const slash = (file: string) => file.split(path.sep).join('/');

/** The path of an installed file inside node_modules (`<package>/<path>`). */
function insideNodeModules(file: string): string {
  const normalized = slash(file);
  const marker = '/node_modules/';
  const index = normalized.lastIndexOf(marker);
  if (index === -1) throw new Error(`${file} is not an installed package's file`);
  return normalized.slice(index + marker.length);
}

/** Every import of another package's `lib/` or `src/` folder, by the file that imports it. */
export function deepImports(root: string): Dependent[] {
  const files = [
    ...scannedRootFiles.map((name) => path.join(root, name)).filter((file) => fs.existsSync(file)),
    ...scannedDirs.flatMap((dir) => [...codeFiles(path.join(root, dir))]),
  ];
  const found = new Map<string, Dependent>();
  for (const file of files) {
    // Module specifiers as TypeScript reads them: imports, re-exports, require() and import().
    const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const {fileName: specifier} of importedFiles) {
      if (!deepSpecifier.test(specifier)) continue;
      const upstream = insideNodeModules(resolveSpecifier(specifier, file));
      const local = slash(path.relative(root, file));
      found.set(`${upstream} ${local}`, {
        file: upstream,
        local,
        why: `imports ${specifier} (not a public entry point of its package)`,
      });
    }
  }
  return [...found.values()];
}

/** Everything fingerprinted, by upstream file (its local files in the order above). */
export function dependents(root: string): Dependent[] {
  return [
    ...themeReplacements,
    ...aliasedModules,
    ...pluginInternals,
    ...buildInternals,
    ...deepImports(root),
  ].sort((a, b) => a.file.localeCompare(b.file));
}

/** The package a file under node_modules belongs to. */
export function packageOf(file: string): string {
  const parts = file.split('/');
  return file.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

export interface Fingerprints {
  /** Installed version of every package a fingerprinted file belongs to. */
  packages: Record<string, string>;
  /** SHA-256 (hex) of every fingerprinted file, by its path under node_modules. */
  files: Record<string, string>;
}

const sha256 = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The fingerprints of the installed files (a missing file is left out). */
export function installedFingerprints(root: string, files: readonly string[]): Fingerprints {
  const packages: Record<string, string> = {};
  const hashes: Record<string, string> = {};
  for (const file of [...new Set(files)].sort()) {
    const installed = path.join(root, 'node_modules', file);
    if (!fs.existsSync(installed)) continue;
    hashes[file] = sha256(installed);
    const name = packageOf(file);
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    packages[name] = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
  }
  const sortedPackages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {packages: sortedPackages, files: hashes};
}

export const FINGERPRINTS_FILE = 'tests/fixtures/upstream-fingerprints.json';
const REFRESH = 'npm run upstream:fingerprint';

/**
 * What differs between the stored fingerprints and the installed files, one
 * message per upstream file, naming the local files to compare it with.
 */
export function fingerprintProblems(
  list: readonly Dependent[],
  stored: Fingerprints,
  installed: Fingerprints,
): string[] {
  const byFile = new Map<string, Dependent[]>();
  for (const dependent of list) {
    byFile.set(dependent.file, [...(byFile.get(dependent.file) ?? []), dependent]);
  }
  const problems: string[] = [];
  for (const [file, users] of byFile) {
    const compare = users.map(({local, why}) => `${local} (${why})`).join('; ');
    const name = packageOf(file);
    const was = stored.packages[name];
    const now = installed.packages[name];
    const version = was === now ? '' : ` (${name} ${was ?? '?'} → ${now ?? 'not installed'})`;
    if (installed.files[file] === undefined) {
      problems.push(`upstream ${file} is gone${version}: compare with ${compare}`);
    } else if (stored.files[file] === undefined) {
      problems.push(
        `upstream ${file} is not fingerprinted yet: run ${REFRESH} (used by ${compare})`,
      );
    } else if (stored.files[file] !== installed.files[file]) {
      problems.push(
        `upstream ${file} changed${version}: compare with ${compare}; then run ${REFRESH}`,
      );
    }
  }
  for (const file of Object.keys(stored.files)) {
    if (!byFile.has(file)) problems.push(`upstream ${file} is no longer used: run ${REFRESH}`);
  }
  return problems;
}

/** Writes the fingerprints of the installed files. */
function main(): void {
  const root = path.resolve(__dirname, '..');
  const list = dependents(root);
  const fingerprints = installedFingerprints(
    root,
    list.map(({file}) => file),
  );
  const missing = list.filter(({file}) => fingerprints.files[file] === undefined);
  for (const {file, local} of missing) console.error(`not installed: ${file} (used by ${local})`);
  fs.writeFileSync(
    path.join(root, FINGERPRINTS_FILE),
    `${JSON.stringify(fingerprints, null, 2)}\n`,
  );
  console.log(
    `${FINGERPRINTS_FILE}: ${Object.keys(fingerprints.files).length} files of ${Object.keys(fingerprints.packages).length} packages`,
  );
  if (missing.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
