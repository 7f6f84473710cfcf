/**
 * Turns a docs page's MDX source into clean Markdown for its `.md` twin:
 * front matter, imports and exports dropped; placeholders replaced; MDX
 * partials inlined; Tabs written as labelled sections; admonitions written as
 * block quotes (`> **Note:** ...`); other components reduced to their text;
 * code blocks kept; links made absolute; the title as the H1.
 *
 * The parse mirrors Docusaurus's own (remark-parse, MDX for .mdx files,
 * front matter, GFM, directives, the same preprocessing of heading ids and
 * admonition titles), so every page the site builds converts here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import type {
  Blockquote,
  Code,
  Heading,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective} from 'mdast-util-directive';
import type {Expression, Program} from 'estree';
import type {JSXElement, JSXFragment} from 'estree-jsx';
import {replaceTokens, siteTokens} from '../identity-tokens';

export interface MarkdownTwinOptions {
  /** Absolute path of the page's source file. */
  filePath: string;
  /** Site directory, for `@site/` imports. */
  siteDir: string;
  /** Public origin, e.g. `https://docs.example.test`. */
  siteUrl: string;
  /** Route path of the page, e.g. `/docs/guides/testing`. */
  permalink: string;
  /** Page title, written as the H1 when the content starts without one. */
  title: string;
  /** Permalink of the page built from an absolute source path, if any. */
  resolveSourcePermalink: (absoluteFilePath: string) => string | undefined;
  /** Reads a partial; defaults to the file system. */
  readFile?: (absoluteFilePath: string) => string;
  /** Placeholder values; defaults to the identity module's. */
  tokens?: Readonly<Record<string, string>>;
  /**
   * Markdown for site components that render content from data (a table
   * built from a catalogue, say), by component name. `null` leaves the
   * component out on purpose.
   */
  components?: Readonly<Record<string, MarkdownComponent | null>>;
  /** Told about each component with no children and no entry in `components`, which the twin leaves out. */
  onDroppedComponent?: (name: string) => void;
}

/** Writes a site component as Markdown: its evaluated attributes in, Markdown text out. */
export type MarkdownComponent = (props: Readonly<Record<string, unknown>>) => string;

/** Admonition keywords Docusaurus knows, with the label each gets in Markdown. */
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

/** Docusaurus code block magic comments, which only drive line highlighting. */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|<!--|\/\*|\{\/\*)\s*highlight-(?:next-line|start|end)\s*(?:-->|\*\/\}?|\*\/)?\s*$/;

const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);
const PHRASING_TYPES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
]);

type Content = RootContent;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Context {
  /** Absolute path of the file being converted (a partial's own path inside it). */
  filePath: string;
  /** Import names of this file → module specifier. */
  imports: Map<string, string>;
  /** Names expressions can read: a partial's `props`, the file's exported constants. */
  scope: Record<string, unknown>;
  /** Partials being inlined, to stop an import cycle. */
  partials: string[];
  options: Required<MarkdownTwinOptions>;
  pageUrl: string;
}

// --- small mdast builders -------------------------------------------------

const text = (value: string): Text => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});

function textOf(node: Nodes | Content[]): string {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm') {
    return node.value;
  }
  return 'children' in node ? textOf(node.children as Content[]) : '';
}

// --- preprocessing and parsing --------------------------------------------

/** Removes `<!-- -->` comments outside fenced code (MDX 3 rejects them; Docusaurus drops them). */
function stripHtmlComments(source: string): string {
  const fence = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[`~]*[ \t]*$/gm;
  let result = '';
  let last = 0;
  for (const match of source.matchAll(fence)) {
    result += source.slice(last, match.index).replace(/<!--[\s\S]*?-->/g, '');
    result += match[0];
    last = match.index + match[0].length;
  }
  return result + source.slice(last).replace(/<!--[\s\S]*?-->/g, '');
}

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();
const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();
const stringifier = unified()
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

function parse(source: string, filePath: string, tokens: Readonly<Record<string, string>>): Root {
  const isMdx = !/\.md$/i.test(filePath);
  let text = replaceTokens(source, filePath, tokens);
  text = unwrapMdxCodeBlocks(text);
  if (isMdx) text = stripHtmlComments(text);
  text = escapeMarkdownHeadingIds(text);
  text = admonitionTitleToDirectiveLabel(text, Object.keys(ADMONITIONS));
  try {
    return (isMdx ? mdxParser : markdownParser).parse(text);
  } catch (error) {
    throw new Error(`${filePath}: cannot parse for its Markdown twin: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Imports of an MDX file (local name → module specifier) and its exported
 * constants (`export const zip = '20500'`), which its expressions may read.
 */
function collectModule(root: Root, ctx: Context): Pick<Context, 'imports' | 'scope'> {
  const imports = new Map<string, string>();
  const scope = {...ctx.scope};
  for (const node of root.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) {
          imports.set(specifier.local.name, String(statement.source.value));
        }
      } else if (
        statement.type === 'ExportNamedDeclaration' &&
        statement.declaration?.type === 'VariableDeclaration'
      ) {
        for (const declaration of statement.declaration.declarations) {
          if (declaration.id.type === 'Identifier' && declaration.init) {
            scope[declaration.id.name] = evaluate(declaration.init, {...ctx, scope});
          }
        }
      }
    }
  }
  return {imports, scope};
}

// --- expressions and attributes -------------------------------------------

/** The value of a JSX expression inside an expression: Markdown nodes to insert. */
class JsxValue {
  constructor(readonly nodes: Content[]) {}
}

type Evaluable = Expression | JSXElement | JSXFragment;

/**
 * Evaluates the expressions MDX pages and partials use in practice: literals,
 * template strings, arrays and objects, names from the scope (`props.city`,
 * exported constants), `a ? b : c`, `&&`, `||`, `??`, `!`, `+`, comparisons
 * and JSX. Anything else (function calls, imports used as values) is
 * undefined, and writes nothing.
 */
function evaluate(expression: Evaluable | undefined | null, ctx: Context): unknown {
  if (!expression) return undefined;
  const value = (e: Evaluable | undefined | null) => evaluate(e, ctx);
  switch (expression.type) {
    case 'Literal':
      return expression.value;
    case 'TemplateLiteral':
      return expression.quasis
        .map((quasi, i) => {
          const inner =
            i < expression.expressions.length ? value(expression.expressions[i] as Expression) : '';
          return (
            (quasi.value.cooked ?? '') +
            (inner === undefined || inner === null ? '' : String(inner))
          );
        })
        .join('');
    case 'ArrayExpression':
      return expression.elements.map((element) =>
        element && element.type !== 'SpreadElement' ? value(element) : undefined,
      );
    case 'ObjectExpression':
      return Object.fromEntries(
        expression.properties.flatMap((property) => {
          if (property.type !== 'Property' || property.computed) return [];
          const key =
            property.key.type === 'Identifier'
              ? property.key.name
              : property.key.type === 'Literal'
                ? String(property.key.value)
                : undefined;
          return key === undefined ? [] : [[key, value(property.value as Expression)]];
        }),
      );
    case 'Identifier':
      return Object.hasOwn(ctx.scope, expression.name) ? ctx.scope[expression.name] : undefined;
    case 'MemberExpression': {
      const object = value(expression.object as Expression);
      const key = expression.computed
        ? value(expression.property as Expression)
        : (expression.property as {name?: string}).name;
      return object !== null && typeof object === 'object' && typeof key === 'string'
        ? (object as Record<string, unknown>)[key]
        : undefined;
    }
    case 'ChainExpression':
      return value(expression.expression);
    case 'ConditionalExpression':
      return value(value(expression.test) ? expression.consequent : expression.alternate);
    case 'LogicalExpression': {
      const left = value(expression.left);
      if (expression.operator === '&&') return left ? value(expression.right) : left;
      if (expression.operator === '||') return left || value(expression.right);
      return left ?? value(expression.right);
    }
    case 'UnaryExpression': {
      const argument = value(expression.argument);
      if (expression.operator === '!') return !argument;
      if (expression.operator === '-' && typeof argument === 'number') return -argument;
      return undefined;
    }
    case 'BinaryExpression': {
      const left = value(expression.left as Expression);
      const right = value(expression.right);
      switch (expression.operator) {
        case '+':
          return typeof left === 'number' && typeof right === 'number'
            ? left + right
            : `${left ?? ''}${right ?? ''}`;
        case '===':
        case '==':
          return left === right;
        case '!==':
        case '!=':
          return left !== right;
        default:
          return undefined;
      }
    }
    case 'JSXElement':
    case 'JSXFragment':
      return new JsxValue(jsxToNodes(expression, ctx));
    default:
      return undefined;
  }
}

/** Markdown nodes for an evaluated expression: text for strings and numbers, nodes for JSX. */
function valueToNodes(value: unknown): Content[] {
  if (typeof value === 'string' || typeof value === 'number') return [text(String(value))];
  if (Array.isArray(value)) return value.flatMap(valueToNodes);
  if (value instanceof JsxValue) return value.nodes;
  return [];
}

function jsxName(name: JSXElement['openingElement']['name']): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression') return `${jsxName(name.object)}.${name.property.name}`;
  return `${name.namespace.name}:${name.name.name}`;
}

/** JSX written inside an expression, converted like the same JSX written in the page. */
function jsxToNodes(node: JSXElement | JSXFragment, ctx: Context): Content[] {
  const children = node.children.flatMap((child): Content[] => {
    switch (child.type) {
      case 'JSXText':
        return child.value ? [text(child.value.replace(/\s*\n\s*/g, ' '))] : [];
      case 'JSXExpressionContainer':
        return child.expression.type === 'JSXEmptyExpression'
          ? []
          : valueToNodes(evaluate(child.expression, ctx));
      case 'JSXElement':
      case 'JSXFragment':
        return jsxToNodes(child, ctx);
      default:
        return [];
    }
  });
  if (node.type === 'JSXFragment') return children;
  const attributes = node.openingElement.attributes.flatMap((attr): MdxJsxAttribute[] => {
    if (attr.type !== 'JSXAttribute' || attr.name.type !== 'JSXIdentifier') return [];
    const raw =
      attr.value === null
        ? true
        : attr.value.type === 'JSXExpressionContainer'
          ? attr.value.expression.type === 'JSXEmptyExpression'
            ? undefined
            : evaluate(attr.value.expression, ctx)
          : attr.value.type === 'Literal'
            ? attr.value.value
            : undefined;
    if (raw === true) return [{type: 'mdxJsxAttribute', name: attr.name.name, value: null}];
    if (typeof raw === 'string' || typeof raw === 'number') {
      return [{type: 'mdxJsxAttribute', name: attr.name.name, value: String(raw)}];
    }
    return [];
  });
  const element: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: jsxName(node.openingElement.name),
    attributes,
    children: children as PhrasingContent[],
  };
  return convertJsx(element, ctx, false);
}

function expressionOf(data: {estree?: Program | null} | undefined): Expression | undefined {
  const statement = data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** Every attribute of an element with its value (`true` when written without one). */
function attributes(node: JsxElement, ctx: Context): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) result[attr.name] = true;
    else if (typeof attr.value === 'string') result[attr.name] = attr.value;
    else result[attr.name] = evaluate(expressionOf(attr.value.data as {estree?: Program}), ctx);
  }
  return result;
}

function attribute(node: JsxElement, name: string, ctx: Context): unknown {
  return attributes(node, ctx)[name];
}

function stringAttribute(node: JsxElement, name: string, ctx: Context): string | undefined {
  const value = attribute(node, name, ctx);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

// --- links ----------------------------------------------------------------

/** Makes a link absolute: site paths and relative URLs on the site origin, `.md(x)` files on their permalinks. */
function resolveUrl(url: string, ctx: Context): string {
  const {siteUrl, siteDir, resolveSourcePermalink} = ctx.options;
  if (url.startsWith('pathname://')) return new URL(url.slice('pathname://'.length), siteUrl).href;
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  const [, filePart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  if (/\.mdx?$/i.test(filePart)) {
    const decoded = decodeURIComponent(filePart);
    const candidates = decoded.startsWith('@site/')
      ? [path.join(siteDir, decoded.slice('@site/'.length))]
      : [path.resolve(path.dirname(ctx.filePath), decoded), path.join(siteDir, decoded)];
    for (const candidate of candidates) {
      const permalink = resolveSourcePermalink(candidate);
      if (permalink) return new URL(permalink + suffix, siteUrl).href;
    }
  }
  return new URL(url, ctx.pageUrl).href;
}

// --- node conversion ------------------------------------------------------

function isPhrasing(node: Content): boolean {
  return PHRASING_TYPES.has(node.type) || (node.type === 'html' && !node.value.includes('\n'));
}

/** In a flow parent, wraps runs of inline nodes in paragraphs (dropping blank runs). */
function wrapPhrasing(nodes: Content[]): Content[] {
  const result: Content[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      result.push(paragraph(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node as PhrasingContent);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/** In an inline parent, replaces paragraphs by their content. */
function unwrapFlow(nodes: Content[]): Content[] {
  return nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]));
}

function convertChildren(children: Content[], ctx: Context, flow: boolean | undefined): Content[] {
  const converted = children.flatMap((child) => convertNode(child, ctx, flow ?? true));
  if (flow === undefined) return converted;
  return flow ? wrapPhrasing(converted) : unwrapFlow(converted);
}

function childContext(type: string): boolean | undefined {
  if (FLOW_PARENTS.has(type)) return true;
  if (PHRASING_PARENTS.has(type)) return false;
  return undefined;
}

function admonition(
  kind: string,
  title: PhrasingContent[] | undefined,
  body: Content[],
): Blockquote {
  const label = ADMONITIONS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  if (title && title.length > 0) {
    return {
      type: 'blockquote',
      children: [
        paragraph([strong([text(`${label}: `), ...title])]),
        ...body,
      ] as Blockquote['children'],
    };
  }
  const [first, ...rest] = body;
  const lead = [strong([text(`${label}:`)])];
  const children =
    first?.type === 'paragraph'
      ? [paragraph([...lead, text(' '), ...first.children]), ...rest]
      : [paragraph(lead), ...body];
  return {type: 'blockquote', children: children as Blockquote['children']};
}

function convertDirective(node: ContainerDirective, ctx: Context): Content[] {
  if (!(node.name in ADMONITIONS)) return convertChildren(node.children, ctx, true);
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = hasLabel ? (convertChildren(first.children, ctx, false) as PhrasingContent[]) : [];
  const body = convertChildren(hasLabel ? rest : node.children, ctx, true);
  return [admonition(node.name, title, body)];
}

function convertCode(node: Code): Content[] {
  const value = node.value
    .split('\n')
    .filter((line) => !MAGIC_COMMENT.test(line))
    .join('\n');
  const title = /\btitle=(["'])(.*?)\1/.exec(node.meta ?? '')?.[2];
  const code: Code = {type: 'code', lang: node.lang ?? null, meta: null, value};
  return title ? [paragraph([text(`${title}:`)]), code] : [code];
}

function stripHeadingId(children: Content[]): PhrasingContent[] {
  const last = children.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
    return [...children.slice(0, -1), ...(value ? [text(value)] : [])] as PhrasingContent[];
  }
  return children as PhrasingContent[];
}

function tabLabels(tabs: JsxElement, ctx: Context): Map<string, string> {
  const values = attribute(tabs, 'values', ctx);
  const labels = new Map<string, string>();
  if (Array.isArray(values)) {
    for (const entry of values) {
      const {value, label} = (entry ?? {}) as {value?: unknown; label?: unknown};
      if (typeof value === 'string') labels.set(value, typeof label === 'string' ? label : value);
    }
  }
  return labels;
}

function tabSection(item: JsxElement, labels: Map<string, string>, ctx: Context): Content[] {
  const value = stringAttribute(item, 'value', ctx);
  const label =
    stringAttribute(item, 'label', ctx) ?? (value && labels.get(value)) ?? value ?? 'Option';
  return [paragraph([strong([text(label)])]), ...convertChildren(item.children, ctx, true)];
}

/** Code of a `<CodeBlock>`: a template literal child or plain text. */
function codeBlockText(node: JsxElement, ctx: Context): string {
  const parts = node.children.map((child) => {
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const value = evaluate(expressionOf(child.data as {estree?: Program}), ctx);
      return typeof value === 'string' ? value : '';
    }
    return textOf(child as Content);
  });
  return parts.join('').replace(/^\n+|\s+$/g, '');
}

/** Inlines an imported `.md(x)` file, with the element's attributes and children as its `props`. */
function inlinePartial(
  specifier: string,
  props: Record<string, unknown>,
  ctx: Context,
  flow: boolean,
): Content[] {
  const {siteDir, readFile} = ctx.options;
  const file = specifier.startsWith('@site/')
    ? path.join(siteDir, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(ctx.filePath), specifier);
  if (ctx.partials.includes(file)) {
    throw new Error(`${ctx.filePath}: the partial ${specifier} imports itself.`);
  }
  let source: string;
  try {
    source = readFile(file);
  } catch (error) {
    throw new Error(`${ctx.filePath}: cannot read the partial ${specifier}.`, {cause: error});
  }
  const nodes = convertFile(source, {
    ...ctx,
    filePath: file,
    partials: [...ctx.partials, file],
    scope: {props},
  });
  return flow ? nodes : unwrapFlow(nodes);
}

function convertJsx(node: JsxElement, ctx: Context, flow: boolean): Content[] {
  const inner = (asFlow = node.type === 'mdxJsxFlowElement') =>
    convertChildren(node.children as Content[], ctx, asFlow);
  const phrasing = () => inner(false) as PhrasingContent[];
  const name = node.name;
  if (!name) return inner();
  const imported = ctx.imports.get(name);
  if (imported && /\.mdx?$/i.test(imported)) {
    const props = {...attributes(node, ctx), children: new JsxValue(inner())};
    return inlinePartial(imported, props, ctx, flow);
  }

  switch (name) {
    case 'Tabs': {
      const labels = tabLabels(node, ctx);
      return wrapPhrasing(
        (node.children as Content[]).flatMap((child) =>
          (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
          child.name === 'TabItem'
            ? tabSection(child, labels, ctx)
            : convertNode(child, ctx, true),
        ),
      );
    }
    case 'TabItem':
      return tabSection(node, new Map(), ctx);
    case 'Admonition': {
      const title = stringAttribute(node, 'title', ctx);
      return [
        admonition(
          stringAttribute(node, 'type', ctx) ?? 'note',
          title ? [text(title)] : undefined,
          inner(true),
        ),
      ];
    }
    case 'summary':
      return flow ? [paragraph([strong(phrasing())])] : [strong(phrasing())];
    case 'CodeBlock':
      return convertCode({
        type: 'code',
        lang: stringAttribute(node, 'language', ctx) ?? null,
        meta: stringAttribute(node, 'title', ctx)
          ? `title="${stringAttribute(node, 'title', ctx)}"`
          : null,
        value: codeBlockText(node, ctx),
      });
    case 'a':
    case 'Link': {
      const href = stringAttribute(node, 'href', ctx) ?? stringAttribute(node, 'to', ctx);
      return href ? [{type: 'link', url: resolveUrl(href, ctx), children: phrasing()}] : phrasing();
    }
    case 'img': {
      const src = stringAttribute(node, 'src', ctx);
      return src
        ? [{type: 'image', url: resolveUrl(src, ctx), alt: stringAttribute(node, 'alt', ctx) ?? ''}]
        : [];
    }
    case 'br':
      return flow ? [] : [{type: 'break'}];
    case 'code':
      return [{type: 'inlineCode', value: textOf(node.children as Content[])}];
    case 'strong':
    case 'b':
      return [strong(phrasing())];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: phrasing()}];
    case 'head':
      return [];
    default:
      return convertOtherElement(node, ctx, flow, inner());
  }
}

/**
 * A site component or an HTML element the twin has no rule for: a registered
 * Markdown renderer writes it; otherwise the wrapper goes and its children
 * stay (details, div, span, <Term>...). A component with nothing inside and
 * no renderer is reported, as its content cannot reach the twin.
 */
function convertOtherElement(
  node: JsxElement,
  ctx: Context,
  flow: boolean,
  children: Content[],
): Content[] {
  const name = node.name ?? '';
  const {components, onDroppedComponent} = ctx.options;
  if (Object.hasOwn(components, name)) {
    const render = components[name];
    if (!render) return [];
    const markdown = render(attributes(node, ctx));
    const nodes = convertChildren(markdownParser.parse(markdown).children, ctx, true);
    return flow ? nodes : unwrapFlow(nodes);
  }
  if (children.length === 0 && /^[A-Z]/.test(name)) onDroppedComponent(name);
  return children;
}

function convertNode(node: Content, ctx: Context, flow: boolean): Content[] {
  switch (node.type) {
    case 'yaml':
    case 'toml' as string:
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return valueToNodes(evaluate(expressionOf(node.data as {estree?: Program}), ctx));
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [node];
    case 'containerDirective':
      return convertDirective(node, ctx);
    case 'leafDirective':
      return [
        paragraph([
          text(`::${node.name}`),
          ...(convertChildren(node.children, ctx, false) as PhrasingContent[]),
        ]),
      ];
    case 'textDirective': {
      const label = convertChildren(node.children, ctx, false);
      return label.length > 0
        ? [text(`:${node.name}[`), ...label, text(']')]
        : [text(`:${node.name}`)];
    }
    case 'heading':
      return [
        {
          ...node,
          children: stripHeadingId(convertChildren(node.children, ctx, false)),
        } as Heading,
      ];
    case 'link':
      return [
        {
          ...node,
          url: resolveUrl(node.url, ctx),
          children: convertChildren(node.children, ctx, false) as PhrasingContent[],
        },
      ];
    case 'definition':
    case 'image':
      return [{...node, url: resolveUrl(node.url, ctx)}];
    case 'code':
      return convertCode(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, ctx, flow);
    default:
      if ('children' in node) {
        return [
          {
            ...node,
            children: convertChildren(node.children as Content[], ctx, childContext(node.type)),
          } as Content,
        ];
      }
      return [node];
  }
}

function convertFile(source: string, ctx: Context): Content[] {
  const root = parse(source, ctx.filePath, ctx.options.tokens);
  return convertChildren(root.children, {...ctx, ...collectModule(root, ctx)}, true);
}

/** Converts one page's MDX or Markdown source into its Markdown twin. */
export function mdxToMarkdown(source: string, options: MarkdownTwinOptions): string {
  const resolved: Required<MarkdownTwinOptions> = {
    readFile: (file) => fs.readFileSync(file, 'utf8'),
    tokens: siteTokens,
    components: {},
    onDroppedComponent: () => undefined,
    ...options,
  };
  const ctx: Context = {
    filePath: options.filePath,
    imports: new Map(),
    scope: {props: {}},
    partials: [options.filePath],
    options: resolved,
    pageUrl: new URL(options.permalink, options.siteUrl).href,
  };
  const children = convertFile(source, ctx);
  const first = children[0];
  if (!(first?.type === 'heading' && first.depth === 1)) {
    children.unshift({type: 'heading', depth: 1, children: [text(options.title)]});
  }
  const markdown = stringifier.stringify({type: 'root', children});
  return `${markdown.trim()}\n`;
}
