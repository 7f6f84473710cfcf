/**
 * Guards for bundler aliases. An alias that replaces a module of a
 * dependency (`pako` in the API theme, the classic theme's Prism client
 * module) matches by name or path; after an upgrade that moves or drops the
 * module, the alias silently matches nothing and the original code comes back
 * (or the replacement stops being used). `assertAliasTargets` runs where the
 * alias is defined (a plugin's `configureWebpack`) and fails the build with
 * a message that names the alias, the module it no longer finds, and the
 * plugin to update.
 */
import {existsSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export interface AliasCheck {
  /** The plugin that defines the aliases, named in the error. */
  plugin: string;
  /** Folders a package request is resolved from, as the importing package would (its own folder first). */
  from: readonly string[];
}

const extensions = ['', '.js', '.mjs', '.cjs', '.ts', '.tsx', '.jsx'];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Whether a request resolves: an absolute path (with or without extension) or a package, from `from`. */
function resolves(request: string, from: readonly string[]): boolean {
  if (path.isAbsolute(request)) return extensions.some((ext) => isFile(request + ext));
  return from.some((dir) => {
    try {
      createRequire(path.join(dir, 'noop.js')).resolve(request);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The problems of a webpack `resolve.alias` object: every aliased request
 * (the key, without webpack's exact-match `$`) must resolve, and every
 * replacement must be an existing file. Empty when all is well.
 */
export function aliasProblems(
  aliases: Readonly<Record<string, string | false>>,
  {plugin, from}: AliasCheck,
): string[] {
  const problems: string[] = [];
  for (const [key, replacement] of Object.entries(aliases)) {
    const request = key.endsWith('$') ? key.slice(0, -1) : key;
    if (!resolves(request, from)) {
      problems.push(
        `[${plugin}] The alias for "${request}" matches nothing: that module no longer resolves ` +
          `(from ${from.join(', ')}). A dependency upgrade moved or dropped it; update the alias in ` +
          `plugins/${plugin}.`,
      );
    }
    if (replacement !== false && !isFile(replacement)) {
      problems.push(
        `[${plugin}] The alias for "${request}" points at "${replacement}", which does not exist.`,
      );
    }
  }
  return problems;
}

/** Throws, failing the build, when an alias of `aliases` no longer matches; returns them otherwise. */
export function assertAliasTargets<Aliases extends Readonly<Record<string, string | false>>>(
  aliases: Aliases,
  check: AliasCheck,
): Aliases {
  const problems = aliasProblems(aliases, check);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return aliases;
}
