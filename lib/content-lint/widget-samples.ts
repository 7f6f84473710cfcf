/**
 * The one widget-sample checker: reads the widget calls of a code sample
 * (`setup()`, `watch()` and `go()` on the widget's global or npm export, and
 * `<AddressLookup>` elements) with the TypeScript compiler and checks them
 * against the widget catalogue, which the caller passes in
 * (`WidgetCatalogue`, from src/data/address-lookup.ts). An options object
 * given by name is followed to the `const` that holds it in the same sample.
 *
 * Rules, each asked for by name:
 *
 * - `catalogue`: every option, callback or message name, every watch()
 *   option, every `queryOptions` / `setQueryOptions()` parameter and every
 *   prop of the React component exists in the catalogue; a prop the React
 *   component does not take says so; a factory is not called with `new`.
 * - `country`: a non-US `defaultCountry` comes with `detectCountry: false`,
 *   or a comment that mentions detection and says why it stays on.
 * - `anchor`: a `watch()` that finds its fields by `labels` or `names` only
 *   passes `{anchor}` as its second argument (it has nothing to wait for).
 * - `required`: every call meets `requiredOptions`: the options every widget
 *   needs (`apiKey`, or a sample that sets them on the global `defaults`) and
 *   an input to search from (`inputField`, or a `line_1` key of
 *   `outputFields`, `names` or `labels`); every React element gets `apiKey`.
 *
 * The facts lint runs `catalogue`, `country` and `anchor` on every sample
 * (npm run check); the sample checker (samples.ts) runs `catalogue`;
 * tests/unit/widget-samples.test.ts runs `required` over the docs, so that a
 * one-option fragment in a test of another rule stays valid.
 */
import ts from 'typescript';
import type {WidgetCatalogue} from './values';

export type WidgetRule = 'catalogue' | 'country' | 'anchor' | 'required';

/** A finding, on a 0-based line of the sample's code. */
export interface SampleFinding {
  line: number;
  message: string;
}

/** A program of a sample: its text, its kind and the 0-based line of the sample it starts on. */
export interface SampleProgram {
  text: string;
  kind: ts.ScriptKind;
  offset: number;
}

/** Fence languages whose code is one program, with the kind the compiler parses it as. */
export const scriptKinds: Readonly<Record<string, ts.ScriptKind>> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  cjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

/**
 * The inline scripts of an HTML sample, each with the line it starts on:
 * not `<script src>`, not empty, not JSON or template data.
 */
export function inlineScripts(html: string): SampleProgram[] {
  const scripts: SampleProgram[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (
      /\bsrc=/i.test(attributes) ||
      body.trim() === '' ||
      /type\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i.test(attributes)
    ) {
      continue;
    }
    const start = (match.index ?? 0) + match[0].indexOf('>') + 1;
    scripts.push({
      text: body,
      kind: ts.ScriptKind.JS,
      offset: html.slice(0, start).split('\n').length - 1,
    });
  }
  return scripts;
}

/** The programs of a sample: the code itself, an HTML sample's inline scripts, or none. */
function samplePrograms(code: string, lang: string): SampleProgram[] {
  if (lang === 'html') return inlineScripts(code);
  const kind = scriptKinds[lang];
  return kind === undefined ? [] : [{text: code, kind, offset: 0}];
}

const extensions: Partial<Record<ts.ScriptKind, string>> = {
  [ts.ScriptKind.JS]: 'js',
  [ts.ScriptKind.JSX]: 'jsx',
  [ts.ScriptKind.TS]: 'ts',
  [ts.ScriptKind.TSX]: 'tsx',
};

/** The extension a program of this kind has (`js`, `jsx`, `ts`, `tsx`). */
export function extensionOf(kind: ts.ScriptKind): string {
  return extensions[kind] ?? 'js';
}

/** Parses a program (with parent pointers, for the rules). */
export function parseProgram(text: string, kind: ts.ScriptKind): ts.SourceFile {
  return ts.createSourceFile(
    `sample.${extensionOf(kind)}`,
    text,
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
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

/** The object literal an argument is, or the const it names in the same program. */
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

/** A named entry of an options object or a JSX element: its name, value and node. */
interface Entry {
  name: string;
  node: ts.Node;
  value?: ts.Node;
}

function keysOf(object: ts.ObjectLiteralExpression | undefined): Entry[] {
  const keys: Entry[] = [];
  for (const property of object?.properties ?? []) {
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

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return undefined;
}

function isFalse(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return true;
  return ts.isJsxExpression(node) && node.expression?.kind === ts.SyntaxKind.FalseKeyword;
}

export interface WidgetCheckOptions {
  /** The sample sets options on the global `defaults` (so a call may leave `apiKey` out). */
  setsDefaults?: boolean;
}

/** What the checks of one program share: the program, the catalogue, the rules and the findings. */
interface Checker {
  sf: ts.SourceFile;
  widget: WidgetCatalogue;
  rules: ReadonlySet<WidgetRule>;
  setsDefaults: boolean;
  /** Records a finding on the line of `node`. */
  at: (node: ts.Node, message: string) => void;
}

/** The keys of a `queryOptions` object that are not search parameters of the catalogue. */
function checkSearchParameters(
  checker: Checker,
  object: ts.ObjectLiteralExpression | undefined,
  context: string,
): void {
  const {widget, at} = checker;
  for (const key of keysOf(object)) {
    if (!widget.searchParameters.has(key.name)) {
      at(
        key.node,
        `${context} uses "${key.name}", which is not a search parameter in ${widget.file}.`,
      );
    }
  }
}

function commentMentionsDetection(sf: ts.SourceFile, owner: ts.Node): boolean {
  const text = sf.text.slice(owner.getFullStart(), owner.getEnd());
  return /\/\/[^\n]*detect|\/\*[\s\S]*?detect[\s\S]*?\*\//i.test(text);
}

/** A default country other than the USA, with country detection left on and no comment saying why. */
function checkCountry(checker: Checker, owner: ts.Node, entries: Entry[]): void {
  const {at} = checker;
  const country = entries.find((entry) => entry.name === 'defaultCountry');
  const value = literalText(country?.value);
  if (!country || !value || value === 'USA') return;
  const detect = entries.find((entry) => entry.name === 'detectCountry');
  if (isFalse(detect?.value) || commentMentionsDetection(checker.sf, owner)) return;
  at(
    country.node,
    `defaultCountry "${value}" without detectCountry: false: visitors are still placed in their own country. Turn detection off or add a comment saying why it stays on.`,
  );
}

/** The unmet rules of `requiredOptions` for one options object; none when it cannot be judged. */
function unmetRules(checker: Checker, options: ts.ObjectLiteralExpression): string[] {
  const {widget, setsDefaults} = checker;
  const keys = new Map<string, ts.ObjectLiteralElementLike>();
  let spread = false;
  for (const property of options.properties) {
    if (ts.isSpreadAssignment(property)) spread = true;
    const name = property.name && propertyName(property.name);
    if (name) keys.set(name, property);
  }
  const unmet: string[] = [];
  if (!setsDefaults && !spread) {
    for (const name of widget.alwaysRequired) if (!keys.has(name)) unmet.push(`\`${name}\``);
  }
  let hasInput = keys.has('inputField');
  let unknown = false;
  for (const map of ['outputFields', 'names', 'labels']) {
    const property = keys.get(map);
    if (!property) continue;
    if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) {
      unknown = true;
      continue;
    }
    const entries = property.initializer.properties;
    if (entries.some((entry) => ts.isSpreadAssignment(entry))) unknown = true;
    if (entries.some((entry) => entry.name && propertyName(entry.name) === 'line_1')) {
      hasInput = true;
    }
  }
  if (!hasInput && !unknown && !spread && !setsDefaults) {
    unmet.push('input to search from (`inputField`, or `line_1` in `outputFields`)');
  }
  return unmet;
}

/** One call of an entry point (`setup()`, `watch()`...): its options, country, anchor and required options. */
function checkCall(
  checker: Checker,
  node: ts.CallExpression | ts.NewExpression,
  method: string,
  args: readonly ts.Expression[],
): void {
  const {sf, widget, rules, at} = checker;
  const options = objectLiteralOf(sf, args[0]);
  const second = objectLiteralOf(sf, args[1]);
  const entries = keysOf(options);
  if (rules.has('catalogue')) {
    if (ts.isNewExpression(node)) at(node, `${method}() is a factory: call it without "new".`);
    for (const key of entries) {
      if (!widget.optionNames.has(key.name)) {
        at(
          key.node,
          `${method}() is given "${key.name}", which is not an option, callback or message in ${widget.file}.`,
        );
      } else if (key.name === 'queryOptions' && key.value) {
        checkSearchParameters(
          checker,
          objectLiteralOf(sf, key.value as ts.Expression),
          'queryOptions',
        );
      }
    }
    if (method === 'watch') {
      for (const key of keysOf(second)) {
        if (!widget.watchOptions.has(key.name)) {
          at(
            key.node,
            `watch() options use "${key.name}", which is not a watch option in ${widget.file}.`,
          );
        }
      }
    }
  }
  if (!options) return;
  if (rules.has('country')) checkCountry(checker, node, entries);
  if (rules.has('anchor') && method === 'watch') {
    const names = new Set(entries.map((entry) => entry.name));
    const anchored = keysOf(second).some((entry) => entry.name === 'anchor');
    if (
      (names.has('labels') || names.has('names')) &&
      !names.has('inputField') &&
      !names.has('outputFields') &&
      !anchored
    ) {
      at(
        node,
        'watch() finds its fields by labels or names only, so it has no anchor to wait for: pass inputField, outputFields.line_1 or watch options { anchor }.',
      );
    }
  }
  if (rules.has('required')) {
    const unmet = unmetRules(checker, options);
    if (unmet.length > 0) {
      at(
        node,
        `${method}() is given no ${unmet.join(' and no ')}, which the widget needs (requiredOptions in ${widget.file}).`,
      );
    }
  }
}

/** One element of the React component: its props, country and required props. */
function checkElement(
  checker: Checker,
  node: ts.JsxOpeningElement | ts.JsxSelfClosingElement,
): void {
  const {sf, widget, rules, at} = checker;
  const component = widget.reactComponent;
  const attributes = node.attributes.properties;
  const entries: Entry[] = attributes.flatMap((attribute) =>
    ts.isJsxAttribute(attribute)
      ? [{name: attribute.name.getText(sf), node: attribute, value: attribute.initializer}]
      : [],
  );
  if (rules.has('catalogue')) {
    for (const {name, node: attribute, value} of entries) {
      if (name.startsWith('data-') || widget.reactProps.has(name)) {
        if (name === 'queryOptions' && value && ts.isJsxExpression(value)) {
          checkSearchParameters(checker, objectLiteralOf(sf, value.expression), 'queryOptions');
        }
        continue;
      }
      const reason = widget.domOnlyOptions.has(name)
        ? 'is a script/npm option that the React component does not take'
        : `is not a prop in ${widget.file}`;
      at(attribute, `<${component}> prop "${name}" ${reason}.`);
    }
  }
  if (rules.has('country')) checkCountry(checker, node.parent ?? node, entries);
  if (rules.has('required')) {
    const spread = attributes.some((attribute) => ts.isJsxSpreadAttribute(attribute));
    const given = new Set(entries.map((entry) => entry.name));
    for (const name of widget.alwaysRequired) {
      if (!spread && !given.has(name)) {
        at(
          node,
          `<${component}> is given no ${name}, which the component needs (requiredOptions in ${widget.file}).`,
        );
      }
    }
  }
}

/** Problems of the widget calls of one parsed program, on 0-based lines of the program. */
export function widgetProblems(
  sf: ts.SourceFile,
  widget: WidgetCatalogue,
  rules: ReadonlySet<WidgetRule>,
  {setsDefaults = false}: WidgetCheckOptions = {},
): SampleFinding[] {
  const found: SampleFinding[] = [];
  const at = (node: ts.Node, message: string) =>
    found.push({line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line, message});
  const checker: Checker = {sf, widget, rules, setsDefaults, at};
  const widgetName = widget.global.split('.').pop() ?? widget.global;
  const isWidgetTarget = (expression: ts.Expression) => {
    const text = expression.getText(sf).replace(/\s+/g, '');
    return text === widgetName || text.endsWith(`.${widgetName}`);
  };

  const walk = (node: ts.Node): void => {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isPropertyAccessExpression(node.expression)
    ) {
      const method = node.expression.name.text;
      const args = node.arguments ?? [];
      if (widget.entryPoints.includes(method) && isWidgetTarget(node.expression.expression)) {
        checkCall(checker, node, method, args);
      }
      if (method === 'setQueryOptions' && rules.has('catalogue')) {
        checkSearchParameters(checker, objectLiteralOf(sf, args[0]), 'setQueryOptions()');
      }
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(sf) === widget.reactComponent
    ) {
      checkElement(checker, node);
    }
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return found;
}

/** The widget problems of a code sample, on 0-based lines of `code`; none for other languages. */
export function checkWidgetSample(
  code: string,
  lang: string,
  widget: WidgetCatalogue,
  rules: ReadonlySet<WidgetRule>,
): SampleFinding[] {
  const setsDefaults = /\.defaults\b/.test(code);
  return samplePrograms(code, lang).flatMap((program) =>
    widgetProblems(parseProgram(program.text, program.kind), widget, rules, {setsDefaults}).map(
      (finding) => ({line: program.offset + finding.line, message: finding.message}),
    ),
  );
}
