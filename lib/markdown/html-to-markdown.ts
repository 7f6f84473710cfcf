/**
 * Turns a built docs page (its HTML, as `docusaurus build` wrote it) into the
 * clean Markdown of its `.md` twin: the article body only (no breadcrumbs,
 * Copy page control, footer, pagination or table of contents), with every
 * tab panel as a labelled section, admonitions as block quotes, code blocks
 * as fences with their language and title, heading anchors removed and links
 * made absolute. Everything else, tables drawn by components from data
 * included, goes through rehype-remark unchanged: the twin shows what a
 * reader sees.
 */
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import type {Code as MdastCode, Root as MdastRoot} from 'mdast';
import {fenceMetaValue, responseAttributes} from './fence-attributes';

export interface HtmlTwinOptions {
  /** Public origin, e.g. `https://docs.example.test`. */
  siteUrl: string;
  /** Route path of the page, e.g. `/docs/guides/testing`. */
  permalink: string;
  /** Page title, written as the H1 when the article has none. */
  title: string;
  /**
   * What is converted: `article` (the default), the `.theme-doc-markdown`
   * body of a docs page's article; `main`, the whole `<main>` element of a
   * page that is not a doc (the home page).
   */
  container?: 'article' | 'main';
}

/**
 * Marks an element (and everything in it) as for human readers only, not part
 * of the twin: an interactive tool. The name is the Agent-Friendly
 * Documentation Spec's, which other Markdown exporters and checkers
 * (afdocs's Markdown/HTML parity) read the same way.
 */
const OMIT_ATTRIBUTE = 'data-markdown-ignore';

/** Admonition types Docusaurus knows, with the label each gets in Markdown. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** Controls and decorations that mean nothing outside a browser. */
const DROPPED_TAGS = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'svg',
  'script',
  'style',
  'noscript',
  'template',
]);

const htmlParser = unified().use(rehypeParse, {fragment: true}).freeze();
/**
 * A fenced block: its language from the `language-xxx` class of its `code`,
 * and the meta the code block handler below put on the `pre` (`data-meta`).
 */
function preHandler(_state: unknown, node: Element): MdastCode {
  const code = node.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const language = code ? classes(code).find((c) => c.startsWith('language-')) : undefined;
  const meta = node.properties.dataMeta;
  return {
    type: 'code',
    lang: language ? language.slice('language-'.length) : null,
    meta: typeof meta === 'string' && meta !== '' ? meta : null,
    value: textOf(code ?? node),
  };
}

const toMarkdown = unified()
  .use(rehypeRemark, {handlers: {pre: preHandler}})
  // Unpadded tables: the same table in far fewer characters for a reader paying per token.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  })
  .freeze();

// --- small hast helpers ----------------------------------------------------

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

/** Whether the element has a class, or (with `prefix`) a CSS-module class `name_hash`. */
function hasClass(node: Element, name: string, prefix = false): boolean {
  return classes(node).some((c) => c === name || (prefix && c.startsWith(`${name}_`)));
}

function isElement(node: RootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

function findElement(
  nodes: readonly (RootContent | ElementContent)[],
  test: (node: Element) => boolean,
): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const found = findElement(node.children, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(nodes: readonly ElementContent[], test: (node: Element) => boolean): Element[] {
  return nodes.flatMap((node) =>
    isElement(node) ? (test(node) ? [node] : findAll(node.children, test)) : [],
  );
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

const h = (tagName: string, children: ElementContent[], properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const t = (value: string): ElementContent => ({type: 'text', value});

// --- the handlers ----------------------------------------------------------

/** Every tab panel, hidden or not, as its label in bold followed by its content. */
function tabs(container: Element, rewrite: Rewrite): ElementContent[] {
  const labels = findAll(container.children, (node) => node.properties.role === 'tab').map((tab) =>
    textOf(tab).trim(),
  );
  const panels = findAll(container.children, (node) => node.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    h('p', [h('strong', [t(labels[index] ?? `Option ${index + 1}`)])]),
    ...rewrite(panel.children),
  ]);
}

/** `> **Note:** first paragraph...`, or `> **Note: Custom title**` then the body. */
function admonition(node: Element, rewrite: Rewrite): ElementContent[] {
  const type =
    classes(node)
      .find((c) => c.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const label = ADMONITIONS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const heading = findElement(node.children, (el) => hasClass(el, 'admonitionHeading', true));
  const content = findElement(node.children, (el) => hasClass(el, 'admonitionContent', true));
  const title = heading ? textOf(heading).trim() : '';
  const body = rewrite(content?.children ?? []).filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
  const custom = title !== '' && title.toLowerCase() !== type && title !== label;
  if (custom) {
    return [h('blockquote', [h('p', [h('strong', [t(`${label}: ${title}`)])]), ...body])];
  }
  const [first, ...rest] = body;
  const lead = h('strong', [t(`${label}:`)]);
  const children =
    isElement(first) && first.tagName === 'p'
      ? [h('p', [lead, t(' '), ...first.children]), ...rest]
      : [h('p', [lead]), ...body];
  return [h('blockquote', children)];
}

/** The code of a highlighted block: one line per `.token-line`, no line numbers or tokens. */
function codeText(code: Element): string {
  const lines = findAll(code.children, (el) => hasClass(el, 'token-line'));
  const lineText = (line: Element): string =>
    line.children
      .map((child) =>
        isElement(child) && (child.tagName === 'br' || hasClass(child, 'codeLineNumber', true))
          ? ''
          : isElement(child)
            ? lineText(child)
            : textOf(child),
      )
      .join('');
  const text = lines.length > 0 ? lines.map(lineText).join('\n') : textOf(code);
  return text.replace(/\n+$/, '');
}

/**
 * A fenced block with the language of its `language-xxx` class; a title
 * becomes a line above. A response block's title ("Response to GET /x (HTTP
 * 200)", or the illustrative one; lib/markdown/fence-attributes.ts) is also
 * written back as the fence's meta (`request="GET /x" status=200`,
 * `illustrative`), so the twin's checks read it.
 */
function codeBlock(node: Element): ElementContent[] {
  const pre = findElement(node.children, (el) => el.tagName === 'pre');
  const code = pre && findElement(pre.children, (el) => el.tagName === 'code');
  if (!pre) return [];
  const language = [...classes(node), ...classes(pre)]
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const titleElement = findElement(node.children, (el) => hasClass(el, 'codeBlockTitle', true));
  const title = titleElement ? textOf(titleElement).trim() : '';
  const response = title ? responseAttributes(title) : undefined;
  const meta = response
    ? Object.entries(response)
        .map(([name, value]) =>
          name === 'illustrative' ? name : `${name}=${fenceMetaValue(value)}`,
        )
        .join(' ')
    : '';
  const fence = h(
    'pre',
    [h('code', [t(codeText(code ?? pre))], language ? {className: [`language-${language}`]} : {})],
    meta ? {dataMeta: meta} : {},
  );
  return title ? [titleLine(title, response?.request), fence] : [fence];
}

/**
 * The line above a fenced block: its title and a colon. A response block's
 * request is set in code ("Response to `POST /x {...}` (HTTP 200):"): as
 * text, a URL in its body became a link in GFM readers, with the JSON after
 * it in the link (and Docusaurus's own Markdown loader refused the page).
 */
function titleLine(title: string, request: string | undefined): ElementContent {
  const prefix = 'Response to ';
  if (!request || !title.startsWith(`${prefix}${request}`)) return h('p', [t(`${title}:`)]);
  const rest = title.slice(prefix.length + request.length);
  return h('p', [t(prefix), h('code', [t(request)]), t(`${rest}:`)]);
}

/** A table's caption, which GFM tables cannot hold, as a bold line before it. */
function table(node: Element, rewrite: Rewrite): ElementContent[] {
  const caption = node.children.find(
    (child): child is Element => isElement(child) && child.tagName === 'caption',
  );
  const rest = node.children.filter((child) => child !== caption);
  const rewritten = {...node, children: rewrite(rest)};
  return caption ? [h('p', [h('strong', rewrite(caption.children))]), rewritten] : [rewritten];
}

/** Site paths and relative URLs on the page's URL; URLs with a scheme stay as written. */
function absolute(url: string, pageUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}

type Rewrite = (nodes: readonly ElementContent[]) => ElementContent[];

/** Applies the handlers to a tree of article nodes, returning the nodes for rehype-remark. */
function rewriter(pageUrl: string): Rewrite {
  const rewrite: Rewrite = (nodes) =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type === 'comment') return [];
      if (node.type === 'text') return [{...node, value: node.value.replace(/\u200b/g, '')}];
      if (node.type !== 'element') return [node];
      const {tagName, properties} = node;
      // Hidden content (a glossary term's tooltip) is not what a reader sees; tab panels are
      // hidden too, but the tabs handler below reaches them through their container.
      if (
        DROPPED_TAGS.has(tagName) ||
        properties.hidden === true ||
        properties[toCamel(OMIT_ATTRIBUTE)] !== undefined
      ) {
        return [];
      }
      if (tagName === 'a' && hasClass(node, 'hash-link')) return [];
      if (hasClass(node, 'tabs-container') || hasClass(node, 'theme-tabs-container')) {
        return tabs(node, rewrite);
      }
      if (hasClass(node, 'theme-admonition')) return admonition(node, rewrite);
      if (hasClass(node, 'theme-code-block')) return codeBlock(node);
      if (tagName === 'table') return table(node, rewrite);
      if (tagName === 'summary') return [h('p', [h('strong', rewrite(node.children))])];
      const next = {...properties};
      if (tagName === 'a' && typeof properties.href === 'string') {
        next.href = absolute(properties.href, pageUrl);
      }
      if (tagName === 'img' && typeof properties.src === 'string') {
        next.src = absolute(properties.src, pageUrl);
      }
      return [{...node, properties: next, children: rewrite(node.children)}];
    });
  return rewrite;
}

/** `data-markdown-ignore` → `dataMarkdownIgnore`, as hast names attributes. */
function toCamel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The `<article>` of a built page, sliced out before parsing so the rest of
 * the page costs nothing, with the Prism token `<span>`s of its code blocks
 * removed: they are most of a page's markup and carry no text of their own.
 * (Inside `<pre>`, `<` in code is always escaped, so `<span` is a tag.)
 * Attribute values may come quoted or not, whichever the HTML minifier wrote.
 */
function containerHtml(html: string, tag: 'article' | 'main'): string | undefined {
  const start = html.search(new RegExp(`<${tag}[\\s>]`));
  const end = html.lastIndexOf(`</${tag}>`);
  if (start < 0 || end < start) return undefined;
  return html
    .slice(start, end + `</${tag}>`.length)
    .replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (pre) =>
      pre.replace(/<\/?span\b[^>]*>|(?<=<div class="?token-line"?) style=[^>]*/g, ''),
    );
}

/**
 * Converts a built docs page into its Markdown twin. Throws when the HTML has
 * no `.theme-doc-markdown` article body, or no `<main>` with
 * `container: 'main'` (the caller names the file).
 */
export function htmlToMarkdown(html: string, options: HtmlTwinOptions): string {
  const container = options.container ?? 'article';
  const sliced = containerHtml(html, container);
  const tree = sliced === undefined ? undefined : htmlParser.parse(sliced);
  const body =
    tree &&
    findElement(tree.children, (node) =>
      container === 'main' ? node.tagName === 'main' : hasClass(node, 'theme-doc-markdown'),
    );
  if (!body) {
    throw new Error(
      container === 'main'
        ? 'the page has no <main> element'
        : 'the page has no docs article (.theme-doc-markdown)',
    );
  }

  const pageUrl = new URL(options.permalink, options.siteUrl).href;
  const root: HastRoot = {type: 'root', children: rewriter(pageUrl)(body.children)};
  const mdast = toMarkdown.runSync(root) as MdastRoot;
  const first = mdast.children[0];
  if (!(first?.type === 'heading' && first.depth === 1)) {
    mdast.children.unshift({
      type: 'heading',
      depth: 1,
      children: [{type: 'text', value: options.title}],
    });
  }
  return `${toMarkdown.stringify(mdast).trim()}\n`;
}
