/**
 * Compares two builds of the site, file by file, for what readers and agents
 * receive: HTML pages, Markdown twins, llms.txt files, feeds, the sitemap and
 * the host files (`_headers`, `_redirects`). Used to show that a refactor
 * changes no output except where a fix is intended.
 *
 *   npx tsx scripts/compare-builds.ts <before-build-dir> <after-build-dir> [--show N]
 *
 * Content hashes in asset file names (`main.1a2b3c4d.js`) and CSP source
 * hashes (`'sha256-…'`) are normalised first: they change whenever any
 * bundled code changes, and say nothing about what a reader gets. Exits 1
 * when any compared file differs, is missing or is new.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const COMPARED = /\.(html|md|txt|xml|json)$|(^|\/)_(headers|redirects|nginx\.conf)$/;
/** Build output that is not page content: JS and CSS bundles, search index shards, images. */
const SKIPPED_DIRS = new Set(['assets', 'pagefind', 'img']);

export function normalise(text: string): string {
  return text
    .replace(/([\w~.-]+?)\.[0-9a-f]{8,20}(\.(?:js|css|json))/g, '$1$2')
    .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-…'")
    .replace(/sha(256|384|512)-[A-Za-z0-9+/=]{40,}/g, 'sha$1-…');
}

function walk(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!(dir === '' && SKIPPED_DIRS.has(entry.name))) out.push(...walk(root, rel));
    } else if (COMPARED.test(rel)) out.push(rel);
  }
  return out;
}

function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] !== right[i]) {
      let at = 0;
      const l = left[i] ?? '';
      const r = right[i] ?? '';
      while (at < l.length && l[at] === r[at]) at += 1;
      const from = Math.max(0, at - 80);
      return `line ${i + 1}\n    - ${l.slice(from, at + 160)}\n    + ${r.slice(from, at + 160)}`;
    }
  }
  return '(same lines, different bytes)';
}

function main(): void {
  const [before, after, ...rest] = process.argv.slice(2);
  const show = rest[0] === '--show' ? Number(rest[1]) : 20;
  if (!before || !after || !existsSync(before) || !statSync(after).isDirectory()) {
    console.error(
      'usage: tsx scripts/compare-builds.ts <before-build-dir> <after-build-dir> [--show N]',
    );
    process.exit(2);
  }
  const left = new Set(walk(before));
  const right = new Set(walk(after));
  const missing = [...left].filter((f) => !right.has(f));
  const added = [...right].filter((f) => !left.has(f));
  const differing: string[] = [];
  let same = 0;
  for (const file of left) {
    if (!right.has(file)) continue;
    const a = normalise(readFileSync(path.join(before, file), 'utf8'));
    const b = normalise(readFileSync(path.join(after, file), 'utf8'));
    if (a === b) same += 1;
    else differing.push(file);
  }
  console.log(
    `${left.size} files compared: ${same} identical, ${differing.length} differ, ${missing.length} missing, ${added.length} new`,
  );
  for (const file of missing) console.log(`missing: ${file}`);
  for (const file of added) console.log(`new: ${file}`);
  for (const file of differing.slice(0, show)) {
    const a = normalise(readFileSync(path.join(before, file), 'utf8'));
    const b = normalise(readFileSync(path.join(after, file), 'utf8'));
    console.log(`differs: ${file}: ${firstDifference(a, b)}`);
  }
  if (differing.length > show) console.log(`… and ${differing.length - show} more`);
  process.exitCode = missing.length + added.length + differing.length > 0 ? 1 : 0;
}

if (process.argv[1]?.endsWith('compare-builds.ts')) main();
