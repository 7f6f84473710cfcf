/**
 * Claims about the address lookup widget that the facts lint checks against
 * the widget catalogue (src/data/address-lookup.ts), one rule per kind of
 * defect that was once published:
 *
 * - Required options: prose that counts the required options ("two required
 *   options", "only two options are required") must give the number of
 *   options `requiredOptions` calls `always` required, and prose that calls
 *   an option required ("is required", "every integration needs") must name
 *   one of those, or name the options of a `one-of` rule as alternatives
 *   ("`inputField` or `outputFields`").
 * - Samples (`lintWidgetSamples`, run over every page by
 *   tests/unit/widget-samples.test.ts): every `setup()`, `watch()` or `go()`
 *   call of a widget sample meets `requiredOptions`: it passes `apiKey` (or
 *   the sample sets it on the global `defaults`) and an input to search
 *   from, `inputField` or a `line_1` key of `outputFields`, `names` or
 *   `labels`; every `<AddressLookup>` passes `apiKey`.
 *
 * Pure: both take the parsed page. `lintWidgetClaims` is registered in
 * facts.ts next to the general claims of claims.ts.
 */
import ts from 'typescript';
import {SKIP, visit} from 'unist-util-visit';
import type {Code, Heading, InlineCode, Node, Paragraph, Root, TableCell} from 'mdast';
import {
  alwaysRequiredOptions,
  knownOptionNames,
  reactComponent,
  requiredOptions,
} from '../../src/data/address-lookup';
import type {ClaimProblem} from './claims';

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

/** Words that make a sentence about requirement conditional or negative. */
const hedged = /\b(?:not|never|optional|unless|either|one of)\b|\bor\b/i;

function textOf(node: Node): string {
  if (node.type === 'inlineCode') return `\`${(node as InlineCode).value}\``;
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node && Array.isArray(node.children))
    return (node.children as Node[]).map(textOf).join('');
  return '';
}

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[A-Z`"(])/)
    .filter(Boolean);
}

/** Words that state a requirement: "required", or "every widget (integration, setup...) needs". */
const requirementWords =
  /\brequired\b|\b(?:every|each|any|all)\s+(?:widget|integration|setup(?:\(\))?(?:\s+call)?|form)s?\s+needs?\b/i;

/** The base option of a rule entry: `outputFields.line_1` is about `outputFields`. */
const baseOption = (name: string) => name.split('.')[0];

/**
 * Problems with what a sentence says is required, as messages. Exported for
 * the regression tests.
 */
export function requiredOptionClaims(text: string): string[] {
  const always = alwaysRequiredOptions();
  const known = knownOptionNames();
  const oneOf = new Set(
    requiredOptions
      .filter((rule) => rule.requirement === 'one-of')
      .flatMap((rule) => rule.options.map(baseOption)),
  );
  const stated = `${always.map((name) => `\`${name}\``).join(', ')} (requiredOptions in src/data/address-lookup.ts)`;
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    if (!requirementWords.test(sentence)) continue;
    const count =
      /\b(one|two|three|four|five|six|\d+)\s+(?:strictly\s+)?required\s+options?\b/i.exec(
        sentence,
      ) ??
      /\b(one|two|three|four|five|six|\d+)\s+options?\s+(?:is|are)\s+(?:strictly\s+)?required\b/i.exec(
        sentence,
      );
    if (count) {
      const word = count[1].toLowerCase();
      const number = numberWords[word] ?? Number(word);
      if (number !== always.length) {
        found.push(
          `"${count[0]}": the widget catalogue makes ${always.length} option${always.length === 1 ? '' : 's'} required, ${stated}.`,
        );
      }
    }
    if (/\bnot\s+(?:strictly\s+)?required\b/i.test(sentence)) continue;
    const named = [...sentence.matchAll(/`([A-Za-z]+)(?:\.[\w.]+)?`/g)]
      .map((match) => match[1])
      .filter((name) => known.has(name));
    for (const name of new Set(named)) {
      if (always.includes(name)) continue;
      if (oneOf.has(name) && hedged.test(sentence)) continue;
      if (/\boptional\b/i.test(sentence)) continue;
      found.push(
        `calls \`${name}\` required, but the only option every widget needs is ${stated}${oneOf.has(name) ? `; \`${name}\` is one of the alternatives for the search input` : ''}.`,
      );
    }
  }
  return found;
}

const widgetCalls = new Set(['setup', 'watch', 'go']);
const scriptLanguages = new Set(['js', 'javascript', 'jsx', 'ts', 'tsx', 'html']);

function scriptsOf(code: string, lang: string): {text: string; offset: number}[] {
  if (lang !== 'html') return [{text: code, offset: 0}];
  const out: {text: string; offset: number}[] = [];
  for (const match of code.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const before = code.slice(0, (match.index ?? 0) + match[0].indexOf('>') + 1);
    out.push({text: match[1], offset: before.split('\n').length - 1});
  }
  return out;
}

function keyOf(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) return name.text;
  return undefined;
}

/**
 * The unmet rules of one options object, or null when the object cannot be
 * judged (a spread, or a field map held in a variable).
 */
function unmetRules(options: ts.ObjectLiteralExpression, setsDefaults: boolean): string[] | null {
  const keys = new Map<string, ts.ObjectLiteralElementLike>();
  let spread = false;
  for (const property of options.properties) {
    if (ts.isSpreadAssignment(property)) spread = true;
    const key = keyOf(property);
    if (key) keys.set(key, property);
  }
  const unmet: string[] = [];
  if (!keys.has('apiKey') && !setsDefaults && !spread) unmet.push('`apiKey`');
  let hasInput = keys.has('inputField');
  let unknown = false;
  for (const map of ['outputFields', 'names', 'labels']) {
    const property = keys.get(map);
    if (!property) continue;
    if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) {
      unknown = true;
      continue;
    }
    if (property.initializer.properties.some((entry) => ts.isSpreadAssignment(entry)))
      unknown = true;
    if (property.initializer.properties.some((entry) => keyOf(entry) === 'line_1')) hasInput = true;
  }
  if (!hasInput && !unknown && !spread && !setsDefaults)
    unmet.push('input to search from (`inputField`, or `line_1` in `outputFields`)');
  return unmet;
}

/** Samples that leave a rule of `requiredOptions` unmet, with 0-based lines. */
export function samplesMissingRequiredOptions(
  code: string,
  lang: string,
): {line: number; message: string}[] {
  const found: {line: number; message: string}[] = [];
  if (!scriptLanguages.has(lang)) return found;
  const setsDefaults = /\.defaults\b/.test(code);
  for (const script of scriptsOf(code, lang)) {
    const source = ts.createSourceFile(
      'sample.tsx',
      script.text,
      ts.ScriptTarget.Latest,
      true,
      lang === 'ts' ? ts.ScriptKind.TS : lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX,
    );
    const lineOf = (node: ts.Node) =>
      script.offset + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const visitNode = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        widgetCalls.has(node.expression.name.text) &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const unmet = unmetRules(node.arguments[0], setsDefaults);
        if (unmet && unmet.length > 0) {
          found.push({
            line: lineOf(node),
            message: `${node.expression.name.text}() is given no ${unmet.join(' and no ')}, which the widget needs (requiredOptions in src/data/address-lookup.ts).`,
          });
        }
      }
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText(source) === reactComponent
      ) {
        const attributes = node.attributes.properties;
        const spread = attributes.some((attribute) => ts.isJsxSpreadAttribute(attribute));
        const hasKey = attributes.some(
          (attribute) =>
            ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'apiKey',
        );
        if (!spread && !hasKey) {
          found.push({
            line: lineOf(node),
            message: `<${reactComponent}> is given no apiKey, which the component needs (requiredOptions in src/data/address-lookup.ts).`,
          });
        }
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
  return found;
}

function lineOf(node: Node): number {
  return node.position?.start.line ?? 1;
}

/**
 * Problems with the widget samples of one parsed page (`samplesMissingRequiredOptions`
 * on each code block). Not part of `lintWidgetClaims`: a fragment that shows one option
 * is fine in a test of another rule, so tests/unit/widget-samples.test.ts runs it over
 * the pages.
 */
export function lintWidgetSamples(tree: Root): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  visit(tree, 'code', (code: Code) => {
    for (const problem of samplesMissingRequiredOptions(
      code.value,
      (code.lang ?? '').toLowerCase(),
    ))
      problems.push({line: lineOf(code) + 1 + problem.line, message: problem.message});
  });
  return problems;
}

/** Checks the prose of one parsed page. */
export function lintWidgetClaims(tree: Root): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  visit(tree, (node: Node) => {
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      const text = textOf(node as Paragraph | TableCell | Heading);
      for (const message of requiredOptionClaims(text))
        problems.push({line: lineOf(node), message});
      return SKIP;
    }
    return undefined;
  });
  return problems;
}
