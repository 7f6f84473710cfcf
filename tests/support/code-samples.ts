/**
 * Checks the code samples of MDX pages. Pure functions: give them the text of
 * a page and its path, get back problems naming the file and the line.
 *
 * - Every fence carries a language.
 * - js/jsx/ts/tsx blocks (and inline <script> bodies of html blocks) parse
 *   as complete programs with the TypeScript compiler.
 * - json blocks parse.
 * - html blocks are well formed (html-validate, structural rules only).
 * - css blocks have balanced braces and use only the widget classes that exist.
 * - Every option, callback or message name passed to the widget's setup(),
 *   watch() or go(), every watch() option, every queryOptions parameter and
 *   every prop of the React component exists in src/data/address-lookup.ts.
 *
 * `%%token%%` placeholders are replaced first, exactly as the build does.
 */
import ts from 'typescript';
import {HtmlValidate} from 'html-validate';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {visit} from 'unist-util-visit';
import type {Code, Root} from 'mdast';
import {replaceTokens} from '../../plugins/identity-tokens';
import {identity} from '../../src/identity';
import {
  cssClasses,
  entryPoints,
  fixedCssClasses,
  knownOptionNames,
  options,
  reactComponent,
  reactPropNames,
  searchParameters,
  watchOptions,
} from '../../src/data/address-lookup';

export interface CodeBlock {
  /** Language of the fence, '' when missing. */
  lang: string;
  meta: string;
  value: string;
  file: string;
  /** Line of the opening fence (1-based). The code starts on the next line. */
  line: number;
}

export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

export function formatProblem(problem: SampleProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** Fenced code blocks of an MDX page, in order, with their fence lines. */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkMdx)
    .parse(source) as Root;
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      value: node.value,
      file,
      line: node.position?.start.line ?? 0,
    });
  });
  return blocks;
}

const scriptKinds: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  cjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

const widgetName = identity.widget.global.split('.').pop() ?? identity.widget.global;
const optionNames = knownOptionNames();
const reactProps = reactPropNames();
const watchOptionNames = new Set(watchOptions.map((option) => option.name));
const parameterNames = new Set(searchParameters.map((parameter) => parameter.name));
const domOnlyOptions = new Set(
  options.filter((option) => !option.react).map((option) => option.name),
);
const knownClasses = new Set([
  ...cssClasses.map((cssClass) => cssClass.default),
  ...fixedCssClasses.map((cssClass) => cssClass.name),
]);

interface Located {
  /** Line of the first line of `code` in the page. */
  firstLine: number;
  file: string;
}

function problemAt(where: Located, sf: ts.SourceFile, pos: number, message: string): SampleProblem {
  const {line} = sf.getLineAndCharacterOfPosition(pos);
  return {file: where.file, line: where.firstLine + line, message};
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (
    ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name)
  ) {
    return name.text;
  }
  return undefined;
}

/** The object literal an argument is, or the const it names in the same sample. */
function objectLiteralOf(
  sf: ts.SourceFile,
  node: ts.Expression | undefined,
): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  if (ts.isObjectLiteralExpression(node)) return node;
  if (!ts.isIdentifier(node)) return undefined;
  let found: ts.ObjectLiteralExpression | undefined;
  const search = (child: ts.Node) => {
    if (
      ts.isVariableDeclaration(child) &&
      ts.isIdentifier(child.name) &&
      child.name.text === node.text &&
      child.initializer &&
      ts.isObjectLiteralExpression(child.initializer)
    ) {
      found = child.initializer;
    }
    if (!found) ts.forEachChild(child, search);
  };
  search(sf);
  return found;
}

function keysOf(
  object: ts.ObjectLiteralExpression,
): {name: string; node: ts.Node; value?: ts.Expression}[] {
  const keys: {name: string; node: ts.Node; value?: ts.Expression}[] = [];
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property)) {
      const name = propertyName(property.name);
      if (name !== undefined) keys.push({name, node: property.name, value: property.initializer});
    } else if (ts.isShorthandPropertyAssignment(property)) {
      keys.push({name: property.name.text, node: property.name});
    } else if (ts.isMethodDeclaration(property)) {
      const name = propertyName(property.name);
      if (name !== undefined) keys.push({name, node: property.name});
    }
  }
  return keys;
}

function checkSearchParameters(
  where: Located,
  sf: ts.SourceFile,
  object: ts.ObjectLiteralExpression | undefined,
  context: string,
): SampleProblem[] {
  if (!object) return [];
  return keysOf(object)
    .filter((key) => !parameterNames.has(key.name))
    .map((key) =>
      problemAt(
        where,
        sf,
        key.node.getStart(sf),
        `${context} uses "${key.name}", which is not a search parameter in src/data/address-lookup.ts.`,
      ),
    );
}

function isWidgetTarget(sf: ts.SourceFile, expression: ts.Expression): boolean {
  const text = expression.getText(sf).replace(/\s+/g, '');
  return text === widgetName || text.endsWith(`.${widgetName}`);
}

/** Widget option names used by a parsed program. */
function checkWidgetUsage(where: Located, sf: ts.SourceFile): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const checkOptionsObject = (object: ts.ObjectLiteralExpression | undefined, call: string) => {
    if (!object) return;
    for (const key of keysOf(object)) {
      if (!optionNames.has(key.name)) {
        problems.push(
          problemAt(
            where,
            sf,
            key.node.getStart(sf),
            `${call}() is given "${key.name}", which is not an option, callback or message in src/data/address-lookup.ts.`,
          ),
        );
      } else if (key.name === 'queryOptions') {
        problems.push(
          ...checkSearchParameters(where, sf, objectLiteralOf(sf, key.value), 'queryOptions'),
        );
      }
    }
  };

  const walk = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        const args = node.arguments ?? ts.factory.createNodeArray();
        if (
          (entryPoints as readonly string[]).includes(method) &&
          isWidgetTarget(sf, callee.expression)
        ) {
          if (ts.isNewExpression(node)) {
            problems.push(
              problemAt(
                where,
                sf,
                node.getStart(sf),
                `${method}() is a factory: call it without "new".`,
              ),
            );
          }
          checkOptionsObject(objectLiteralOf(sf, args[0]), method);
          if (method === 'watch') {
            const second = objectLiteralOf(sf, args[1]);
            for (const key of second ? keysOf(second) : []) {
              if (!watchOptionNames.has(key.name)) {
                problems.push(
                  problemAt(
                    where,
                    sf,
                    key.node.getStart(sf),
                    `watch() options use "${key.name}", which is not a watch option in src/data/address-lookup.ts.`,
                  ),
                );
              }
            }
          }
        }
        if (method === 'setQueryOptions') {
          problems.push(
            ...checkSearchParameters(where, sf, objectLiteralOf(sf, args[0]), 'setQueryOptions()'),
          );
        }
      }
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(sf) === reactComponent
    ) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute)) continue;
        const name = attribute.name.getText(sf);
        if (name.startsWith('data-') || reactProps.has(name)) {
          if (
            name === 'queryOptions' &&
            attribute.initializer &&
            ts.isJsxExpression(attribute.initializer)
          ) {
            problems.push(
              ...checkSearchParameters(
                where,
                sf,
                objectLiteralOf(sf, attribute.initializer.expression),
                'queryOptions',
              ),
            );
          }
          continue;
        }
        const reason = domOnlyOptions.has(name)
          ? 'is a script/npm option that the React component does not take'
          : 'is not a prop in src/data/address-lookup.ts';
        problems.push(
          problemAt(
            where,
            sf,
            attribute.getStart(sf),
            `<${reactComponent}> prop "${name}" ${reason}.`,
          ),
        );
      }
    }
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return problems;
}

/** Parses a script sample; returns syntax problems and widget-usage problems. */
export function checkScript(code: string, kind: ts.ScriptKind, where: Located): SampleProblem[] {
  const extension = {
    [ts.ScriptKind.JS]: 'js',
    [ts.ScriptKind.JSX]: 'jsx',
    [ts.ScriptKind.TS]: 'ts',
    [ts.ScriptKind.TSX]: 'tsx',
  }[kind as number];
  const sf = ts.createSourceFile(
    `sample.${extension ?? 'js'}`,
    code,
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
  const diagnostics = (sf as unknown as {parseDiagnostics: readonly ts.Diagnostic[]})
    .parseDiagnostics;
  if (diagnostics.length > 0) {
    return diagnostics.map((diagnostic) =>
      problemAt(
        where,
        sf,
        diagnostic.start ?? 0,
        `${extension} does not parse: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      ),
    );
  }
  return checkWidgetUsage(where, sf);
}

let htmlValidator: HtmlValidate | undefined;

/** Structural HTML rules only: a sample may be a fragment and may style inline. */
function validator(): HtmlValidate {
  htmlValidator ??= new HtmlValidate({
    root: true,
    elements: ['html5'],
    rules: {
      'attr-delimiter': 'error',
      'attr-spacing': 'error',
      'close-attr': 'error',
      'close-order': 'error',
      'element-name': 'error',
      'element-permitted-content': 'error',
      'no-dup-attr': 'error',
      'no-dup-id': 'error',
      'unrecognized-char-ref': 'error',
      'void-content': 'error',
    },
  });
  return htmlValidator;
}

export function checkHtml(code: string, where: Located): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const report = validator().validateStringSync(code);
  for (const result of report.results) {
    for (const message of result.messages) {
      problems.push({
        file: where.file,
        line: where.firstLine + message.line - 1,
        message: `html is malformed: ${message.message} (${message.ruleId})`,
      });
    }
  }
  // Inline scripts are code too.
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of code.matchAll(script)) {
    const [, attributes, body] = match;
    if (
      body.trim() === '' ||
      /type\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i.test(attributes)
    ) {
      continue;
    }
    const offset = (match.index ?? 0) + match[0].indexOf('>') + 1;
    const lineOfBody = code.slice(0, offset).split('\n').length - 1;
    problems.push(
      ...checkScript(body, ts.ScriptKind.JS, {
        file: where.file,
        firstLine: where.firstLine + lineOfBody,
      }),
    );
  }
  return problems;
}

export function checkJson(code: string, where: Located): SampleProblem[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const offset = position ? code.slice(0, Number(position[1])).split('\n').length - 1 : 0;
    return [
      {
        file: where.file,
        line: where.firstLine + offset,
        message: `json does not parse: ${message}`,
      },
    ];
  }
}

export function checkCss(code: string, where: Located): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const text = code.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  let depth = 0;
  text.split('\n').forEach((line, index) => {
    for (const character of line) {
      if (character === '{') depth += 1;
      if (character === '}') depth -= 1;
      if (depth < 0) {
        problems.push({
          file: where.file,
          line: where.firstLine + index,
          message: 'css has an unmatched "}".',
        });
        depth = 0;
      }
    }
    const prefix = identity.widget.cssPrefix.replace(/[-_]/g, (c) => `\\${c}`);
    for (const match of line.matchAll(new RegExp(`\\.(${prefix}[A-Za-z0-9_-]+)`, 'g'))) {
      if (!knownClasses.has(match[1])) {
        problems.push({
          file: where.file,
          line: where.firstLine + index,
          message: `css uses ".${match[1]}", which is not a widget class in src/data/address-lookup.ts.`,
        });
      }
    }
  });
  if (depth > 0) {
    problems.push({file: where.file, line: where.firstLine, message: 'css has an unclosed "{".'});
  }
  return problems;
}

/** Problems of one block; languages without a checker only need a name. */
export function checkCodeBlock(block: CodeBlock): SampleProblem[] {
  const where = {file: block.file, firstLine: block.line + 1};
  if (block.lang === '') {
    return [
      {
        file: block.file,
        line: block.line,
        message: 'code fence has no language (```js, ```html...).',
      },
    ];
  }
  const kind = scriptKinds[block.lang];
  if (kind !== undefined) return checkScript(block.value, kind, where);
  if (block.lang === 'json') return checkJson(block.value, where);
  if (block.lang === 'html') return checkHtml(block.value, where);
  if (block.lang === 'css') return checkCss(block.value, where);
  return [];
}

/** Every problem of a page's samples, after placeholders are replaced. */
export function checkSamples(source: string, file: string): SampleProblem[] {
  let text: string;
  try {
    text = replaceTokens(source, file);
  } catch (error) {
    return [{file, line: 1, message: (error as Error).message}];
  }
  let blocks: CodeBlock[];
  try {
    blocks = extractCodeBlocks(text, file);
  } catch (error) {
    const place = (error as {line?: number}).line ?? 1;
    return [{file, line: place, message: `MDX does not parse: ${(error as Error).message}`}];
  }
  return blocks.flatMap(checkCodeBlock);
}
