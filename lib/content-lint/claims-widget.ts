/**
 * Claims about the address lookup widget that the facts lint checks against
 * the widget catalogue (src/data/address-lookup.ts, passed in as a
 * `WidgetCatalogue`), one rule per kind of defect that was once published:
 *
 * - Required options: prose that counts the required options ("two required
 *   options", "only two options are required") must give the number of
 *   options `requiredOptions` calls `always` required, and prose that calls
 *   an option required ("is required", "every integration needs") must name
 *   one of those, or name the options of a `one-of` rule as alternatives
 *   ("`inputField` or `outputFields`").
 *
 * The samples' side of the same rule (every widget call passes `apiKey` and
 * an input) is the `required` rule of widget-samples.ts.
 *
 * Pure: `lintWidgetClaims` takes the parsed page and the catalogue;
 * facts.ts runs it next to the general claims of claims.ts.
 */
import {SKIP, visit} from 'unist-util-visit';
import type {Node} from 'mdast';
import type {ClaimProblem} from './claims';
import {lineOf, sentences as splitSentences, textOf} from './prose';
import type {WidgetCatalogue} from './values';

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

/** Sentences end at `;` too: "`apiKey` is required; `outputFields` is optional." */
const sentences = (text: string) => splitSentences(text, /(?<=[.!?;])\s+(?=[A-Z`"(])/);

/** Words that state a requirement: "required", or "every widget (integration, setup...) needs". */
const requirementWords =
  /\brequired\b|\b(?:every|each|any|all)\s+(?:widget|integration|setup(?:\(\))?(?:\s+call)?|form)s?\s+needs?\b/i;

/**
 * Problems with what a sentence says is required, as messages. Exported for
 * the regression tests.
 */
export function requiredOptionClaims(text: string, widget: WidgetCatalogue): string[] {
  const always = widget.alwaysRequired;
  const oneOf = widget.inputAlternatives;
  const stated = `${always.map((name) => `\`${name}\``).join(', ')} (requiredOptions in ${widget.file})`;
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
      .filter((name) => widget.optionNames.has(name));
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

/** A paragraph, table cell or heading of a parsed page: its text and its line. */
export interface ClaimText {
  line: number;
  text: string;
}

/**
 * The texts the claims rule reads in a parsed page: each paragraph, table
 * cell and heading. Plain data, so a worker thread that parsed the page can
 * hand them over (plugins/agent-docs/twin-worker.cjs).
 */
export function claimTexts(tree: Node): ClaimText[] {
  const texts: ClaimText[] = [];
  visit(tree, (node: Node) => {
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      texts.push({line: lineOf(node), text: textOf(node)});
      return SKIP;
    }
    return undefined;
  });
  return texts;
}

/** Checks the texts of one page (claimTexts). */
export function widgetClaimsIn(
  texts: readonly ClaimText[],
  widget: WidgetCatalogue,
): ClaimProblem[] {
  return texts.flatMap(({line, text}) =>
    requiredOptionClaims(text, widget).map((message) => ({line, message})),
  );
}

/** Checks the prose of one parsed page. */
export function lintWidgetClaims(tree: Node, widget: WidgetCatalogue): ClaimProblem[] {
  return widgetClaimsIn(claimTexts(tree), widget);
}
