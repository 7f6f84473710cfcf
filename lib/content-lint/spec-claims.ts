/**
 * Claims of hand-typed prose checked against the facts the OpenAPI file (and
 * the data modules rendered into it) states, one rule per defect of issue #27
 * that was once published:
 *
 * - `fit`: a sentence must not say that standardising rewrites (`Street` to
 *   `St`, `Suite` to `Ste`) lower `fit`, when the spec's AddressVerify match
 *   example makes such rewrites with `fit` 1.
 * - Allowed URLs: a sentence that says entries starting with `https://`
 *   match as prefixes must name every prefix scheme of
 *   lib/sandbox/allowed-urls.ts (`http://` too).
 * - `udprn`: the spec makes it an integer, `0` for non-Royal Mail data; a
 *   sentence must not call it empty.
 * - An empty balance: when FindAddress answers `402`, no sentence may say
 *   that suggestions keep working once the balance runs out.
 * - Email costs: a statement of which email results are free must name the
 *   `not_deliverable` result of a domain without a mail server along with
 *   `unknown`, when the spec makes both free.
 *
 * Pure: `specClaims` takes the text of one paragraph or table row, the spec's
 * facts and the allowed-URL forms (lib/sandbox/allowed-urls.ts, from the caller).
 */
import {sentences as splitSentences} from './prose';
import type {SpecClaimFacts} from './spec-facts';
import type {LintValues} from './values';

/** Sentences end before a capital, a backtick, a quote, a parenthesis or emphasis (`*`). */
const sentences = (text: string) => splitSentences(text, /(?<=[.!?])\s+(?=[A-Z`"(*])/);

const rewriteWords =
  /`(?:Street|Suite|St|Ste)`|\b(?:rewrit\w*|abbreviat\w*|standardis\w*|standardiz\w*)/;
/** A verb that lowers, not preceded by a negation ("do not lower"). */
const lowers =
  /(?<!\b(?:not|never|n't|no)\s+(?:\w+\s+)?)\b(?:lower(?:s|ed)?|reduc(?:e|es|ed)|penalis(?:e|es|ed)|penaliz(?:e|es|ed)|drop(?:s|ped)?|cost(?:s)? (?:a|some) points?)\b(?! than)/i;

/** True when the spec's match example rewrites `Street` and keeps `fit` at 1. */
function rewritesKeepFit(facts: SpecClaimFacts): boolean {
  const match = facts.verifyMatch;
  return (
    !!match &&
    match.fit === 1 &&
    /\bStreet\b/.test(match.query) &&
    /\bSt\b/.test(match.addressLine) &&
    !/\bStreet\b/.test(match.addressLine)
  );
}

/** Problems in one block of text (a paragraph, a table row or a list item). */
export function specClaims(
  text: string,
  facts: SpecClaimFacts,
  allowedUrls: LintValues['allowedUrls'],
): string[] {
  const {prefixSchemes} = allowedUrls;
  const problems: string[] = [];
  const flat = text.replace(/\s+/g, ' ');

  if (rewritesKeepFit(facts) && /`fit`/.test(flat)) {
    for (const sentence of sentences(flat)) {
      if (rewriteWords.test(sentence) && lowers.test(sentence) && !/`confidence`/.test(sentence)) {
        problems.push(
          `"${sentence.trim()}" says standardising rewrites lower \`fit\`, but the spec's AddressVerify Match example rewrites "${facts.verifyMatch!.query}" to "${facts.verifyMatch!.addressLine}" with \`fit\` 1.`,
        );
      }
    }
  }

  for (const sentence of sentences(flat)) {
    if (!/\bprefix(?:es)?\b/i.test(sentence)) continue;
    const named = prefixSchemes.filter((scheme) => sentence.includes(`\`${scheme}\``));
    if (named.length > 0 && named.length < prefixSchemes.length) {
      problems.push(
        `"${sentence.trim()}" names ${named.map((s) => `\`${s}\``).join(', ')} as the prefix form of allowed URLs, but entries starting with ${prefixSchemes.map((s) => `\`${s}\``).join(' or ')} all match as prefixes (${allowedUrls.file}).`,
      );
    }
  }

  if (facts.udprnType === 'integer') {
    for (const sentence of sentences(flat)) {
      if (/`udprn`[^`.]{0,40}\b(?:empty|blank)\b|\b(?:empty|blank)\s+`udprn`/i.test(sentence)) {
        problems.push(
          `"${sentence.trim()}" calls \`udprn\` empty, but the spec makes it an integer, \`0\` for non-Royal Mail data.`,
        );
      }
    }
  }

  if (facts.findAddressStatuses.has('402')) {
    for (const sentence of sentences(flat)) {
      if (
        /\b(?:balance|lookups?)\b[^.]*\b(?:runs? out|run dry|empty|depleted|exhausted|no lookups)\b|\bout of lookups\b|`4020`/i.test(
          sentence,
        ) &&
        /\b(?:suggestions?|autocomplete|free requests?)\b[^.]*\b(?:keep(?:s)? working|still work|continue(?:s)? to work|keep(?:s)? coming|are unaffected)\b/i.test(
          sentence,
        )
      ) {
        problems.push(
          `"${sentence.trim()}" says suggestions keep working without a balance, but Find Address answers \`402\` (code \`4020\`) when the balance runs out.`,
        );
      }
    }
  }

  const email = facts.emailDescription ?? '';
  if (/not_deliverable[^.]*nothing is charged|no mail server[^.]*nothing is charged/.test(email)) {
    if (
      /\bemail\b/i.test(flat) &&
      /\b(?:free|cost|costs|charged|lookup)\b/i.test(flat) &&
      /`unknown`/.test(flat) &&
      !/`not_deliverable`/.test(flat)
    ) {
      problems.push(
        `names \`unknown\` email results as free but not the \`not_deliverable\` result of a domain without a mail server, which the spec makes free too.`,
      );
    }
  }
  return problems;
}
