/** File helpers shared by the bench's steps. */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, recursively. */
export function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Site paths of a build's HTML files (`docs/a.html` and `docs/a/index.html` → `/docs/a`). */
export function htmlPaths(files: string[]): string[] {
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
    .sort();
}

/** Paths only one of two builds has. */
export function pageDiff(a: string[], b: string[]): {onlyA: string[]; onlyB: string[]} {
  const inA = new Set(a);
  const inB = new Set(b);
  return {onlyA: a.filter((p) => !inB.has(p)), onlyB: b.filter((p) => !inA.has(p))};
}

/** HTML files in a build: the page count the bench compares. */
export function countHtmlPages(buildDir: string): number {
  return walk(buildDir).filter((file) => file.endsWith('.html')).length;
}

/**
 * The command that runs a production build in the current folder:
 * BENCH_BUILD_COMMAND (split on spaces; e.g. a wrapper that limits parallel
 * builds on a shared machine) or `npm run build`.
 */
export function buildCommand(env: NodeJS.ProcessEnv = process.env): string[] {
  const custom = env.BENCH_BUILD_COMMAND?.trim();
  return custom ? custom.split(/\s+/) : ['npm', 'run', 'build'];
}

/**
 * Ends a bench step run alone: prints its figures (when `show` is given),
 * keeps them in `json` when asked, or prints the failure and sets exit code 1.
 */
export function finishStep<T>(
  run: Promise<T>,
  json: string | undefined,
  show?: (figures: T) => string,
): void {
  run
    .then((figures) => {
      if (show) console.log(show(figures));
      if (json) fs.writeFileSync(json, JSON.stringify(figures, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
