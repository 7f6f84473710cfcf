import {createHash} from 'node:crypto';

/**
 * Finds the inline scripts of built HTML pages and the CSP source expression
 * (`'sha256-…'`) that lets each one run. The browser hashes the exact text
 * between `<script>` and `</script>` (HTML raw text: no entity decoding), as
 * UTF-8, so that is what is hashed here.
 */

export interface InlineScript {
  /** The script element's `type`, lower-cased, or '' when it has none. */
  type: string;
  /** The text between the tags, unchanged. */
  content: string;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

/** An attribute's value from an opening tag's attribute text, or undefined. */
function attribute(attributes: string, name: string): string | undefined {
  const match = attributes.match(
    new RegExp(
      `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$|/)`,
      'i',
    ),
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Inline `<script>` elements of a page (those without `src`), in order. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.replace(COMMENT, '').matchAll(SCRIPT)) {
    const [, attributes, content] = match;
    if (attribute(attributes, 'src') !== undefined) continue;
    scripts.push({type: (attribute(attributes, 'type') ?? '').trim().toLowerCase(), content});
  }
  return scripts;
}

/** JavaScript MIME types of the HTML standard: the script runs as a classic script. */
const JS_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether the browser executes a script of this type (and so checks it
 * against `script-src`). JSON-LD, JSON, import maps aside, templates and any
 * other type are data blocks: never run, never blocked, never hashed.
 */
export function isExecutable(type: string): boolean {
  const essence = type.split(';')[0].trim().toLowerCase();
  return essence === '' || essence === 'module' || JS_TYPES.has(essence);
}

/** The CSP hash source of a script's text: `'sha256-<base64>'`. */
export function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Event handler attributes (`onload="…"`) of a page: a hash-only CSP blocks them. */
function inlineHandlers(html: string): string[] {
  const handlers: string[] = [];
  for (const tag of html
    .replace(COMMENT, '')
    .replace(SCRIPT, '')
    .matchAll(/<[a-z][^>]*>/gi)) {
    for (const match of tag[0].matchAll(/\s(on[a-z]+)\s*=/gi)) handlers.push(match[1]);
  }
  return handlers;
}

/**
 * The hash sources of one page's executable inline scripts, and what in it
 * would break under the policy: an inline event handler, a `javascript:` URL.
 */
export function pageScripts(file: string, html: string): {hashes: string[]; problems: string[]} {
  const hashes: string[] = [];
  const problems: string[] = [];
  for (const script of inlineScripts(html)) {
    if (isExecutable(script.type)) hashes.push(hashSource(script.content));
  }
  const handlers = inlineHandlers(html);
  if (handlers.length > 0) problems.push(`${file}: inline event handler ${handlers.join(', ')}`);
  if (/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) {
    problems.push(`${file}: a javascript: URL`);
  }
  return {hashes, problems};
}

/** The error naming every page that would break under the policy. */
export function policyProblemsError(problems: readonly string[]): Error {
  return new Error(
    `security-headers: these pages would break under the Content-Security-Policy (no 'unsafe-inline'):\n- ${problems.join('\n- ')}`,
  );
}

/**
 * The sorted, distinct hash sources of every executable inline script in the
 * given pages. A page with an inline event handler or a `javascript:` link
 * would break under the policy: the error names each such file.
 */
export function scriptHashes(pages: readonly {file: string; html: string}[]): string[] {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const {file, html} of pages) {
    const page = pageScripts(file, html);
    for (const hash of page.hashes) hashes.add(hash);
    problems.push(...page.problems);
  }
  if (problems.length > 0) throw policyProblemsError(problems);
  return [...hashes].sort();
}
