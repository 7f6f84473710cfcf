/**
 * Reads the docs sources the way Docusaurus sees them, without building:
 * which files are pages or partials, their ids and permalinks, front matter,
 * headings (anchor ids) and links. `npm run check` reads every source with
 * it; the rules of front-matter.ts, placeholders.ts, sidebars.ts and links.ts
 * take what it returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Nodes, Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import {parseMarkdown} from '../markdown/parse';
import {replaceKnownTokens} from './placeholders';
import type {DocsInstance, SourceFile} from './source-file';

export type {DocsInstance, SourceFile} from './source-file';

/**
 * Lists Markdown files under a folder, sorted, as site-relative posix paths.
 */
export function listSources(siteDir: string, dir: string): string[] {
  const root = path.join(siteDir, dir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((entry) => /\.mdx?$/.test(entry))
    .map((entry) => path.posix.join(dir, entry.split(path.sep).join('/')))
    .sort();
}

function isPartial(relativeToInstance: string): boolean {
  return relativeToInstance.split('/').some((segment) => segment.startsWith('_'));
}

function stripHtmlComments(text: string): string {
  // Same length and lines: comments become spaces so positions stay right.
  return text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function frontMatterOf(text: string): {
  data?: Record<string, unknown>;
  error?: string;
  lines: Record<string, number>;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return {lines: {}};
  const lines: Record<string, number> = {};
  match[1].split('\n').forEach((line, index) => {
    const key = /^([A-Za-z_][\w-]*):/.exec(line);
    if (key && !(key[1] in lines)) lines[key[1]] = index + 2;
  });
  try {
    const data = parseYaml(match[1]) as unknown;
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      return {data: data as Record<string, unknown>, lines};
    }
    return {error: 'front matter is not a mapping of keys to values', lines};
  } catch (error) {
    return {error: `front matter does not parse: ${(error as Error).message}`, lines};
  }
}

/** Docusaurus's id and permalink of a page, from its path and front matter. */
export function routeOf(
  relativeToInstance: string,
  frontMatter: Record<string, unknown> | undefined,
  instance: DocsInstance,
): {id: string; permalink: string} {
  const withoutExt = relativeToInstance.replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(withoutExt) === '.' ? '' : path.posix.dirname(withoutExt);
  const base =
    typeof frontMatter?.id === 'string' ? frontMatter.id : path.posix.basename(withoutExt);
  const id = dir ? `${dir}/${base}` : base;
  let slug: string;
  if (typeof frontMatter?.slug === 'string') {
    slug = frontMatter.slug.startsWith('/')
      ? frontMatter.slug
      : `/${dir ? `${dir}/` : ''}${frontMatter.slug}`;
  } else {
    const name = path.posix.basename(withoutExt).toLowerCase();
    const isIndex =
      name === 'index' ||
      name === 'readme' ||
      (dir !== '' && name === path.posix.basename(dir).toLowerCase());
    slug = isIndex ? `/${dir}` : `/${id}`;
  }
  const permalink =
    `${instance.routeBasePath}${slug === '/' ? '' : slug}`.replace(/\/+$/, '') || '/';
  return {id, permalink};
}

function attribute(node: {attributes?: unknown[]}, name: string): string | undefined {
  const found = (node.attributes as MdxJsxAttribute[] | undefined)?.find(
    (attr) => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function headingText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm') {
    return node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' ? '' : node.value;
  }
  if ('children' in node) return (node.children as Nodes[]).map(headingText).join('');
  return '';
}

/**
 * Parses one source file's text. Known placeholders are replaced first
 * (links may start with `%%docsUrl%%`); unknown ones are left for the token
 * rule.
 */
function parseSource(
  text: string,
  file: string,
  instance: DocsInstance,
  tokens: Readonly<Record<string, string>>,
): SourceFile {
  const relative = path.posix.relative(instance.dir, file);
  const fm = frontMatterOf(text);
  const {id, permalink} = routeOf(relative, fm.data, instance);
  const source: SourceFile = {
    file,
    instance,
    partial: isPartial(relative),
    text,
    frontMatter: fm.data,
    frontMatterError: fm.error,
    frontMatterLines: fm.lines,
    id,
    permalink,
    anchors: new Set(),
    imports: [],
    links: [],
  };

  const isMdx = file.endsWith('.mdx');
  let prepared = replaceKnownTokens(text, tokens);
  if (isMdx) prepared = stripHtmlComments(prepared);
  let root: Root;
  try {
    root = parseMarkdown(prepared, {mdx: isMdx, directives: true});
  } catch (error) {
    const place = (error as {line?: number}).line;
    source.parseError = {
      line: place ?? 1,
      message: `does not parse as MDX: ${(error as Error).message}`,
    };
    return source;
  }

  const slugger = createSlugger();
  visit(root, (node) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'heading': {
        const raw = headingText(node as Heading)
          .replace(/\\\{#/g, '{#')
          .replace(/\\\}/g, '}');
        const {id: explicit, text: headingOnly} = parseMarkdownHeadingId(raw.trim());
        source.anchors.add(explicit ?? slugger.slug(headingOnly));
        break;
      }
      case 'link':
      case 'definition':
        source.links.push({url: node.url, line});
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const idAttr = attribute(node, 'id');
        if (idAttr) source.anchors.add(idAttr);
        if (node.name === 'Link' || node.name === 'a') {
          const target = attribute(node, 'to') ?? attribute(node, 'href');
          if (target) source.links.push({url: target, line});
        }
        break;
      }
      case 'mdxjsEsm': {
        for (const match of node.value.matchAll(/from\s+['"]([^'"]+\.mdx?)['"]/g)) {
          const spec = match[1];
          const resolved = spec.startsWith('@site/')
            ? spec.slice('@site/'.length)
            : path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
          source.imports.push(resolved);
        }
        break;
      }
      default:
        break;
    }
  });
  return source;
}

/**
 * Every Markdown source of the given instances under `siteDir`, generated
 * files left out.
 */
export function readSources(
  siteDir: string,
  instances: DocsInstance[],
  {tokens}: {tokens: Readonly<Record<string, string>>},
): SourceFile[] {
  return instances.flatMap((instance) =>
    listSources(siteDir, instance.dir)
      .filter((file) => !instance.generated?.test(file))
      .map((file) =>
        parseSource(fs.readFileSync(path.join(siteDir, file), 'utf8'), file, instance, tokens),
      ),
  );
}
