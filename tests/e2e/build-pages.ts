import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the production build as a static host sees it: which HTML files are
 * pages, which are redirect stubs, and what a page's head and H1 say. Used by
 * the sitemap, llms.txt and redirects tests.
 */

export const buildDir = 'build';

/** Site path of a built HTML file: `docs/guides.html` → `/docs/guides`, `x/index.html` → `/x`. */
export function pathOfHtmlFile(relativeFile: string): string {
  const clean = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${clean}`.replace(/\/$/, '') || '/';
}

/** Every HTML file of the build, relative to it. */
export function htmlFiles(dir = buildDir): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`))
    .sort();
}

export function readBuildFile(relativeFile: string): string {
  return fs.readFileSync(path.join(buildDir, relativeFile), 'utf8');
}

/** A client redirect page: a meta refresh and nothing else. */
export function isRedirectStub(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html);
}

export function isNoIndex(html: string): boolean {
  return /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/i.test(html);
}

/** Classes of the `<html>` element (minified HTML may leave attributes unquoted). */
function htmlClasses(html: string): string[] {
  const match = /<html[^>]*\sclass=(?:"([^"]*)"|(\S+?))[\s>]/.exec(html);
  return (match?.[1] ?? match?.[2] ?? '').split(/\s+/).filter(Boolean);
}

/** A doc page rendered from a Markdown/MDX source (DocItem or ApiItem), not a category index. */
export function isDocPage(html: string): boolean {
  return htmlClasses(html).some((name) => name.startsWith('docs-doc-id-'));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text of the page's first `<h1>`, or undefined. */
export function firstH1(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) return undefined;
  return decodeEntities(match[1].replace(/<[^>]+>/g, ''))
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of a Markdown heading line: `# The \`q\` [field](x)` → `The q field`. */
export function markdownHeadingText(line: string): string {
  return line
    .replace(/^#+\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where the page's `<link rel="alternate" type="text/markdown">` points, if it has one. */
export function markdownAlternate(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="?alternate"?/.test(tag) && /\btype="?text\/markdown"?/.test(tag)) {
      return /\bhref="?([^"\s>]+)/.exec(tag)?.[1];
    }
  }
  return undefined;
}
