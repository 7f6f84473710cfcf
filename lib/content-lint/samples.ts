/**
 * The sample checker: the code blocks of a page, each checked for what its
 * language can be checked for. Pure: give it the page's text (or one block)
 * and the widget catalogue, get back problems naming the file and the line.
 *
 * - Every fence carries a language.
 * - js/jsx/ts/tsx blocks (and the inline <script> bodies of html blocks)
 *   parse as complete programs with the TypeScript compiler, and their
 *   widget calls pass the `catalogue` rule of widget-samples.ts.
 * - json blocks parse.
 * - html blocks are well formed (html-validate, structural rules only).
 * - css blocks have balanced braces and use only the widget classes that exist.
 *
 * `checkSamples` replaces the `%%token%%` placeholders first, exactly as the
 * build does. Run over every page by tests/unit/code-samples.test.ts, and on
 * the fragments of the built pages by `npm run test:samples`.
 */
import ts from 'typescript';
import {HtmlValidate} from 'html-validate';
import {codeBlocks, type CodeBlock} from '../markdown/code-blocks';
import type {Problem} from './problems';
import type {LintValues, WidgetCatalogue} from './values';
import {
  extensionOf,
  inlineScripts,
  parseProgram,
  scriptKinds,
  widgetProblems,
} from './widget-samples';

/** Where a piece of code sits: its file and the page line of its first line. */
export interface Located {
  firstLine: number;
  file: string;
}

const catalogueRule = new Set(['catalogue'] as const);

/** Parses a script sample; returns its syntax problems, or else its widget-usage problems. */
export function checkScript(
  code: string,
  kind: ts.ScriptKind,
  where: Located,
  widget: WidgetCatalogue,
): Problem[] {
  const sf = parseProgram(code, kind);
  const diagnostics = (sf as unknown as {parseDiagnostics: readonly ts.Diagnostic[]})
    .parseDiagnostics;
  if (diagnostics.length > 0) {
    return diagnostics.map((diagnostic) => ({
      file: where.file,
      line: where.firstLine + sf.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line,
      message: `${extensionOf(kind)} does not parse: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    }));
  }
  return widgetProblems(sf, widget, catalogueRule).map((finding) => ({
    file: where.file,
    line: where.firstLine + finding.line,
    message: finding.message,
  }));
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

export function checkHtml(code: string, where: Located, widget: WidgetCatalogue): Problem[] {
  const problems: Problem[] = [];
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
  for (const script of inlineScripts(code)) {
    problems.push(
      ...checkScript(
        script.text,
        script.kind,
        {file: where.file, firstLine: where.firstLine + script.offset},
        widget,
      ),
    );
  }
  return problems;
}

function checkJson(code: string, where: Located): Problem[] {
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

function checkCss(code: string, where: Located, widget: WidgetCatalogue): Problem[] {
  const problems: Problem[] = [];
  const text = code.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const prefix = widget.cssPrefix.replace(/[-_]/g, (c) => `\\${c}`);
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
    for (const match of line.matchAll(new RegExp(`\\.(${prefix}[A-Za-z0-9_-]+)`, 'g'))) {
      if (!widget.cssClasses.has(match[1])) {
        problems.push({
          file: where.file,
          line: where.firstLine + index,
          message: `css uses ".${match[1]}", which is not a widget class in ${widget.file}.`,
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
export function checkCodeBlock(
  block: Pick<CodeBlock, 'lang' | 'value' | 'file' | 'line'>,
  widget: WidgetCatalogue,
): Problem[] {
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
  if (kind !== undefined) return checkScript(block.value, kind, where, widget);
  if (block.lang === 'json') return checkJson(block.value, where);
  if (block.lang === 'html') return checkHtml(block.value, where, widget);
  if (block.lang === 'css') return checkCss(block.value, where, widget);
  return [];
}

/** Every problem of a page's samples, after placeholders are replaced. */
export function checkSamples(
  source: string,
  file: string,
  values: Pick<LintValues, 'replaceTokens' | 'widget'>,
): Problem[] {
  let text: string;
  try {
    text = values.replaceTokens(source, file);
  } catch (error) {
    return [{file, line: 1, message: (error as Error).message}];
  }
  let blocks: CodeBlock[];
  try {
    blocks = codeBlocks(text, file);
  } catch (error) {
    const place = (error as {line?: number}).line ?? 1;
    return [{file, line: place, message: `MDX does not parse: ${(error as Error).message}`}];
  }
  return blocks.flatMap((block) => checkCodeBlock(block, values.widget));
}
