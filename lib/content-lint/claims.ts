/**
 * Prose and sample claims the facts lint checks against their sources, one
 * rule per kind of defect that was once published:
 *
 * - Crown Dependencies: a sentence that puts Jersey, Guernsey, the Isle of
 *   Man, the Channel Islands or "the Crown Dependencies" outside (or inside)
 *   the UK VAT area or customs border must agree with
 *   src/data/crown-dependencies.ts.
 * - `defer`: an HTML sample must not load the widget bundle with `defer`,
 *   `async` or `type="module"` and then call the global at the top level of
 *   a later inline script (the call runs before the bundle); a paragraph that
 *   suggests `defer` must say how the call waits (`DOMContentLoaded`).
 * - `state`: prose that calls the US state a two-letter code must not be
 *   followed by a widget sample that maps `state`, which the spec's
 *   `UsAddress` describes as the full name (map `state_abbreviation`).
 * - `last_line`: a format or example given for `last_line` must punctuate as
 *   the spec's `UsAddress.last_line` example does (no comma after the city).
 * - Test inputs: a backticked US test query (`test ...`) or UK test postcode
 *   (`ID1 ...`) must be one the sandbox catalogue answers.
 * - The claims of spec-claims.ts (issue #27), on every paragraph and table
 *   row: `fit` and rewrites, allowed URL prefixes, `udprn` outside Royal Mail
 *   data, suggestions without a balance, free email results.
 *
 * Pure: `lintClaims` takes the parsed page, the spec facts and the values of
 * the data modules named above (`LintValues`, from the caller).
 */
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import type {Code, InlineCode, Node, Paragraph, Root, TableCell, TableRow} from 'mdast';
import {lineOf, sentences, textOf} from './prose';
import {specClaims} from './spec-claims';
import type {ClaimSpec} from './spec-facts';
import type {CrownDependencyFacts, LintValues} from './values';

/** A problem of a page, on a line of its own. */
export interface ClaimProblem {
  line: number;
  message: string;
}

type Block =
  {kind: 'text'; node: Paragraph | TableCell} | {kind: 'code'; node: Code} | {kind: 'heading'};

function blocksOf(tree: Root): Block[] {
  const blocks: Block[] = [];
  visit(tree, (node: Node) => {
    if (node.type === 'paragraph' || node.type === 'tableCell')
      blocks.push({kind: 'text', node: node as Paragraph | TableCell});
    else if (node.type === 'code') blocks.push({kind: 'code', node: node as Code});
    else if (node.type === 'heading') blocks.push({kind: 'heading'});
  });
  return blocks;
}

/** Clauses of a sentence that can make opposite claims ("A is outside, while B is inside"). */
function clauses(sentence: string): string[] {
  return sentence.split(/;|:|,\s*(?:but|while|whereas)\b|\b(?:while|whereas)\b|\.\s/);
}

const taxWords = /\b(VAT|customs)\b/i;
const outsideWords = /\b(outside|not (?:in|part of|within)|beyond|excluded from)\b/i;
const insideWords = /\b(inside|within|part of|included in)\b/i;

/** Crown Dependencies' VAT and customs status, as their data module states it. */
export function crownDependencyClaims(text: string, facts: CrownDependencyFacts): string[] {
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    if (!taxWords.test(sentence)) continue;
    for (const clause of clauses(sentence)) {
      if (!taxWords.test(clause) && !/\b(it|they|which)\b/i.test(clause)) continue;
      const named = new Set(
        facts.names.flatMap((entry) => (entry.pattern.test(clause) ? entry.covers : [])),
      );
      if (named.size === 0) continue;
      const outside = outsideWords.test(clause);
      const inside = !outside && insideWords.test(clause);
      if (!outside && !inside) continue;
      const wrong = facts.dependencies.filter(
        (dependency) => named.has(dependency.countryIso) && dependency.inUkVatArea === outside,
      );
      for (const dependency of wrong) {
        found.push(
          `"${clause.trim()}" puts ${dependency.name} ${outside ? 'outside' : 'inside'} the UK VAT area or customs border, but it is ${dependency.inUkVatArea ? 'inside' : 'outside'} (${facts.file}).`,
        );
      }
    }
  }
  return found;
}

/** True when a `<script src>` tag's attributes make it run after the page's inline scripts. */
function runsLater(attributes: string): boolean {
  return (
    /\s(?:defer|async)(?=[\s=/]|$)/.test(attributes) || /\stype=["']module["']/.test(attributes)
  );
}

/**
 * Top-level calls of the widget global (`globalName`) in inline scripts that
 * follow a deferred (or async, or module) bundle: they run before the bundle
 * has defined the global. Returns the 0-based line of each call in `html`.
 */
export function callsBeforeDeferredBundle(html: string, globalName: string): number[] {
  const lines: number[] = [];
  let deferred = false;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const tag = match[1];
    if (/\bsrc=/.test(tag)) {
      if (runsLater(tag)) deferred = true;
      continue;
    }
    if (!deferred || /type=["']module["']/.test(tag)) continue;
    const body = match[2];
    const bodyLine =
      html.slice(0, (match.index ?? 0) + match[0].indexOf('>') + 1).split('\n').length - 1;
    const source = ts.createSourceFile('inline.js', body, ts.ScriptTarget.Latest, true);
    const visitNode = (node: ts.Node, inFunction: boolean): void => {
      if (
        !inFunction &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText(source) === globalName
      ) {
        lines.push(bodyLine + source.getLineAndCharacterOfPosition(node.getStart(source)).line);
      }
      const fn = ts.isFunctionLike(node);
      ts.forEachChild(node, (child) => visitNode(child, inFunction || fn));
    };
    visitNode(source, false);
  }
  return lines;
}

/** The object keys a widget sample maps (outputFields and friends), as written. */
function mapsKey(code: string, key: string): boolean {
  return new RegExp(`(^|[\\s{,])${key}\\s*:`, 'm').test(code);
}

function inlineCodes(node: Node): string[] {
  const out: string[] = [];
  visit(node, 'inlineCode', (child: InlineCode) => {
    out.push(child.value);
  });
  return out;
}

/** Checks one parsed page. */
export function lintClaims(
  tree: Root,
  spec: ClaimSpec,
  values: Pick<LintValues, 'widget' | 'sandbox' | 'crownDependencies' | 'allowedUrls'>,
): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  const blocks = blocksOf(tree);
  const globalName = values.widget.global;
  const testInputs = values.sandbox.testInputs;
  const testInputShape = new RegExp(`^(?:${values.sandbox.usTestPrefix} [a-z]|ID1 [0-9A-Z])`);
  const stateDescription = spec.usAddress.get('state')?.description ?? '';
  const lastLineExample = String(spec.usAddress.get('last_line')?.example ?? '');
  const stateIsFullName = /\bfull\b/i.test(stateDescription);
  visit(tree, (node: Node) => {
    if (node.type !== 'paragraph' && node.type !== 'tableRow') return;
    const text =
      node.type === 'tableRow'
        ? (node as TableRow).children.map((cell) => textOf(cell)).join(' | ')
        : textOf(node);
    for (const message of specClaims(text, spec, values.allowedUrls))
      problems.push({line: lineOf(node), message});
  });
  visit(tree, 'inlineCode', (node: InlineCode) => {
    if (testInputShape.test(node.value) && !testInputs.has(node.value)) {
      problems.push({
        line: lineOf(node),
        message: `\`${node.value}\` looks like a test input but the sandbox catalogue (${values.sandbox.file}) has no such test query or postcode.`,
      });
    }
  });
  blocks.forEach((block, index) => {
    if (block.kind === 'code') {
      const code = block.node;
      const lang = (code.lang ?? '').toLowerCase();
      if (lang === 'html') {
        for (const line of callsBeforeDeferredBundle(code.value, globalName)) {
          problems.push({
            line: lineOf(code) + 1 + line,
            message: `${globalName} is called at the top level of an inline script after a bundle loaded with defer, async or type="module": the call runs before the bundle defines the global. Load the bundle without defer, or make the call from a DOMContentLoaded listener.`,
          });
        }
      }
      if (lang === 'json' && !/,/.test(lastLineExample)) {
        for (const match of code.value.matchAll(/"last_line"\s*:\s*"([^"]*)"/g)) {
          if (match[1].includes(',')) {
            problems.push({
              line: lineOf(code) + code.value.slice(0, match.index).split('\n').length,
              message: `last_line "${match[1]}" has a comma; the spec's UsAddress.last_line is "${lastLineExample}".`,
            });
          }
        }
      }
      return;
    }
    if (block.kind !== 'text') return;
    const node = block.node;
    const text = textOf(node);
    const line = lineOf(node);
    for (const message of crownDependencyClaims(text, values.crownDependencies))
      problems.push({line, message});

    const codes = inlineCodes(node);
    if (codes.includes('defer') && !/DOMContentLoaded/.test(text)) {
      problems.push({
        line,
        message:
          'suggests `defer` for the widget bundle without saying that the setup() call must then wait for DOMContentLoaded (a deferred bundle runs after inline scripts).',
      });
    }

    if (
      stateIsFullName &&
      /\b(two-letter|2-letter) state\b(?! (?:name|names))|\bstate (code|abbreviation)\b/i.test(
        text,
      ) &&
      !codes.some((value) => value === 'state_abbreviation' || value === 'state_code')
    ) {
      for (const next of blocks.slice(index + 1)) {
        if (next.kind === 'heading') break;
        if (next.kind !== 'code') continue;
        if (mapsKey(next.node.value, 'state') && !mapsKey(next.node.value, 'state_abbreviation')) {
          problems.push({
            line,
            message: `calls the state a two-letter code, but the sample below maps \`state\`, which is the ${stateDescription.replace(/\.$/, '').toLowerCase()} (UsAddress); map \`state_abbreviation\` or describe the full name.`,
          });
        }
        break;
      }
    }

    if (codes.includes('last_line') && !lastLineExample.includes(',')) {
      for (const sentence of sentences(text)) {
        if (!sentence.includes('`last_line`')) continue;
        const formats = [
          ...sentence.matchAll(/"([^"]+)"|“([^”]+)”/g),
          ...sentence.matchAll(/`([^`]+)`/g),
        ].map((match) => match[1] ?? match[2]);
        for (const format of formats) {
          if (
            format !== 'last_line' &&
            format.includes(',') &&
            /\b(city|state|zip|[A-Z]{2} \d{5})/i.test(format)
          ) {
            problems.push({
              line,
              message: `gives last_line as "${format}", with a comma; the spec's UsAddress.last_line is "${lastLineExample}".`,
            });
          }
        }
      }
    }
  });
  return problems;
}
