/**
 * What the MCP server serves, read from a production build and nothing else:
 * the Markdown twins (`build/docs/**\/*.md`), `build/llms.txt`,
 * `build/openapi.json` and `build/sandbox/test-inputs.json`. Reading is
 * synchronous and local: no network.
 *
 * Only regular files inside the build are read, as scripts/serve.ts and
 * nginx (`disable_symlinks on`) serve them: a symbolic link is never
 * followed (`docs/evil.md` → `/etc/passwd` is not a page, and so reaches
 * no tool, resource or search), and a file's real path must lie inside the
 * build's real path (a folder of the build that is a link to elsewhere is
 * outside). A required file that is not such a file stops the server with a
 * message naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {absoluteUrl, htmlFileCandidates, markdownTwinPath, routeOfTwin} from '../build-output';
import type {OpenApiDocument} from '../openapi/document';
import {CHANGELOG_FILE, readChangelog, type PublishedChangelog} from './changelog';
import {withoutDirective} from '../markdown/agent-directive';
import {parseHeadings, plainText, type Heading} from './markdown';

/** The published test-input catalogue, as `/sandbox/test-inputs.json` holds it. */
export interface PublishedTestCase {
  id: string;
  operationId: string;
  description: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string | string[]>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  response: {status: number; body: unknown};
}

interface PublishedCatalogue {
  version: string;
  cases: PublishedTestCase[];
}

/** One page of the site, from its Markdown twin. */
export interface DocPage {
  /** Route path: `/docs/guides/testing`. */
  path: string;
  /** Public URL of the page. */
  url: string;
  /** Public URL of its Markdown twin. */
  twinUrl: string;
  title: string;
  /** The page's one-sentence description, where llms.txt lists the page. */
  description: string;
  /** The site section: the first path segment below /docs (`guides`), or `docs` for top-level pages. */
  section: string;
  markdown: string;
  headings: Heading[];
}

export interface DocsData {
  /** Public origin of the docs, without a trailing slash. */
  siteUrl: string;
  /** The API version: the published spec's `info.version`. */
  apiVersion: string;
  pages: DocPage[];
  pagesByPath: Map<string, DocPage>;
  llmsTxt: string;
  openapi: OpenApiDocument;
  /** The published spec as text, for the `openapi.json` resource. */
  openapiText: string;
  catalogue: PublishedCatalogue;
  /** The API Updates with their generated changes (`docs/changelog/changes.json`), when the build has them. */
  changelog?: PublishedChangelog;
}

/** The build is missing or incomplete: the message says which command to run. */
export class MissingBuildError extends Error {
  constructor(dir: string, missing: string) {
    super(
      `No docs build in ${dir} (${missing} is missing): run \`npm run build\` first, then start the MCP server again.`,
    );
    this.name = 'MissingBuildError';
  }
}

/** The files the server needs, relative to the build folder. */
export const requiredFiles = ['llms.txt', 'openapi.json', 'sandbox/test-inputs.json', 'docs'];

/** The build folder's real path, which every file read must lie inside. */
function realRoot(buildDir: string): string {
  return fs.realpathSync(buildDir);
}

/**
 * The text of a regular file of the build, or undefined when `file` is a
 * symbolic link, not a regular file, missing, or has a real path outside
 * `root`. Opened without following a final link (`O_NOFOLLOW`), checked on
 * the open descriptor, so the file cannot be swapped between check and read.
 */
export function readBuildFile(root: string, file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    if (!fs.fstatSync(fd).isFile()) return undefined;
    const real = fs.realpathSync(file);
    if (!real.startsWith(root + path.sep)) return undefined;
    return fs.readFileSync(fd, 'utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The Markdown files under `dir`: regular files only, no link to a file or a folder followed. */
function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...markdownFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.md')) found.push(full);
  }
  return found;
}

/** Titles and descriptions of the pages llms.txt lists, by route path. */
function llmsTxtEntries(
  llmsTxt: string,
  siteUrl: string,
): Map<string, {title: string; description: string}> {
  const entries = new Map<string, {title: string; description: string}>();
  const origin = siteUrl.replace(/\/+$/, '');
  for (const match of llmsTxt.matchAll(/^- \[([^\]]+)\]\(([^)\s]+)\)(?::\s*(.*))?$/gm)) {
    const [, title, url, description] = match;
    if (!url!.startsWith(`${origin}/`)) continue;
    entries.set(url!.slice(origin.length).replace(/\.md$/, ''), {
      title: title!,
      description: description?.trim() ?? '',
    });
  }
  return entries;
}

/** A heading of a built HTML page that carries an id. */
export interface BuiltHeading {
  depth: number;
  id: string;
  text: string;
}

/**
 * Where a folder without the built HTML pages (the MCP package) keeps their
 * headings instead: route path → the page's `htmlHeadings`.
 */
export const ANCHORS_FILE = 'anchors.json';

/** The headings of a built HTML page that carry an id, in document order. */
export function htmlHeadings(html: string): BuiltHeading[] {
  const found: BuiltHeading[] = [];
  for (const match of html.matchAll(/<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
    const id = /\sid=(?:"([^"]+)"|([^\s>]+))/.exec(match[2]!);
    if (!id) continue;
    const text = match[3]!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\u200b/g, '');
    found.push({depth: Number(match[1]), id: id[1] ?? id[2]!, text});
  }
  return found;
}

function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Gives each twin heading the id its heading has on the built page: headings
 * are matched in order by level and text, so a custom id (`{#year-2026}`) is
 * found as it is. A twin heading the page does not show as a heading (API
 * pages write their twin from the spec) gets no anchor.
 */
function anchorsFromHtml(headings: Heading[], html: string): Heading[] {
  return anchorsFrom(headings, htmlHeadings(html));
}

/** The same, from the headings of the built page read beforehand (the package's `anchors.json`). */
function anchorsFrom(headings: Heading[], built: readonly BuiltHeading[]): Heading[] {
  let next = 0;
  return headings.map((heading) => {
    if (heading.depth === 1) return {...heading, anchor: undefined};
    const key = comparable(heading.text);
    const index = built.findIndex(
      (candidate, position) =>
        position >= next && candidate.depth === heading.depth && comparable(candidate.text) === key,
    );
    if (index < 0) return {...heading, anchor: undefined};
    next = index + 1;
    return {...heading, anchor: built[index]!.id};
  });
}

/** The built HTML of a route, if the build has it as a regular file. */
function builtHtml(root: string, routePath: string): string | undefined {
  for (const candidate of htmlFileCandidates(routePath)) {
    const html = readBuildFile(root, path.join(root, candidate));
    if (html !== undefined) return html;
  }
  return undefined;
}

function sectionOf(routePath: string): string {
  const segments = routePath.split('/').filter(Boolean);
  return segments.length >= 2 ? segments[1]! : 'docs';
}

export interface LoadOptions {
  /** The build folder (`build/`). */
  buildDir: string;
  /** Public origin of the docs site, e.g. from the identity module. */
  siteUrl: string;
}

/** Reads everything from the build; throws MissingBuildError naming the command to run. */
export function loadDocsData({buildDir, siteUrl}: LoadOptions): DocsData {
  const shown = path.relative(process.cwd(), buildDir) || '.';
  for (const file of requiredFiles) {
    if (!fs.existsSync(path.join(buildDir, file))) throw new MissingBuildError(shown, file);
  }
  const origin = siteUrl.replace(/\/+$/, '');
  const root = realRoot(buildDir);
  const required = (file: string): string => {
    const text = readBuildFile(root, path.join(root, file));
    if (text === undefined) {
      throw new Error(
        `${shown}/${file} is not a regular file inside the build (a symbolic link?): the MCP server reads only the build's own files. Run \`npm run build\` again.`,
      );
    }
    return text;
  };
  const llmsTxt = required('llms.txt');
  const openapiText = required('openapi.json');
  const openapi = JSON.parse(openapiText) as OpenApiDocument;
  const catalogue = JSON.parse(required('sandbox/test-inputs.json')) as PublishedCatalogue;
  const listed = llmsTxtEntries(llmsTxt, origin);
  const changelog = readChangelog(readBuildFile(root, path.join(root, CHANGELOG_FILE)));
  const anchorsText = readBuildFile(root, path.join(root, ANCHORS_FILE));
  const anchors =
    anchorsText === undefined
      ? undefined
      : (JSON.parse(anchorsText) as Record<string, BuiltHeading[]>);

  const pages: DocPage[] = [];
  const docsDir = path.join(root, 'docs');
  const docsReal = fs.realpathSync(docsDir);
  const twins = docsReal.startsWith(root + path.sep) ? markdownFiles(docsDir) : [];
  for (const file of twins) {
    const text = readBuildFile(root, file);
    if (text === undefined) continue;
    // The llms.txt directive on top of every published twin is for agents
    // that read one twin alone; tools answer from the page itself.
    const markdown = withoutDirective(text);
    const relative = path.relative(root, file).split(path.sep).join('/');
    const routePath = routeOfTwin(relative);
    const page: DocPage = {
      path: routePath,
      url: absoluteUrl(origin, routePath),
      twinUrl: absoluteUrl(origin, markdownTwinPath(routePath)),
      title: '',
      description: '',
      section: sectionOf(routePath),
      markdown,
      headings: [],
    };
    // Anchors come from the built page, read when the headings are first
    // needed (not before the server answers), or from anchors.json (the
    // package, which holds no HTML); without either (a fixture), from the
    // heading text as Docusaurus derives ids.
    let headings: Heading[] | undefined;
    Object.defineProperty(page, 'headings', {
      enumerable: true,
      get: () => {
        if (!headings) {
          const parsed = parseHeadings(markdown);
          const built = anchors?.[routePath];
          const html = built ? undefined : builtHtml(root, routePath);
          headings = built
            ? anchorsFrom(parsed, built)
            : html === undefined
              ? parsed
              : anchorsFromHtml(parsed, html);
        }
        return headings;
      },
    });
    const entry = listed.get(routePath);
    const h1 = /^# (.+)$/m.exec(markdown)?.[1];
    page.title = entry?.title ?? (h1 ? plainText(h1) : routePath);
    page.description = entry?.description ?? '';
    pages.push(page);
  }
  if (pages.length === 0) throw new MissingBuildError(shown, 'docs/**/*.md');
  pages.sort((a, b) => a.path.localeCompare(b.path));
  const version = openapi.info?.version;
  if (!version) throw new Error(`${shown}/openapi.json has no info.version.`);
  return {
    siteUrl: origin,
    apiVersion: version,
    pages,
    pagesByPath: new Map(pages.map((page) => [page.path, page])),
    llmsTxt,
    openapi,
    openapiText,
    catalogue,
    ...(changelog ? {changelog} : {}),
  };
}
