/**
 * How both searches of the docs read text and queries (lib/search): the
 * tokenizer, the stop words and Porter stemming. Browser-safe: the site
 * search runs it on questions, the MCP server on every query.
 */
import MiniSearch from 'minisearch';
import {stemmer} from 'stemmer';
import {STOP_WORDS} from './stop-words';

/** Stems already computed: the docs repeat a few thousand words many times. */
const stems = new Map<string, string>();

/**
 * Lower case, stop words dropped (unless written in capitals), single letters
 * dropped (the `s` of a possessive, `key's`, which the tokenizer splits off),
 * the rest stemmed (Porter): `suggesting` and `suggests` meet.
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (/^[a-z]$/.test(lower)) return null;
  // "US" and "IT" are not the pronouns.
  if (STOP_WORDS.has(lower) && !(term.length > 1 && term === term.toUpperCase())) return null;
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
    stems.set(lower, stem);
  }
  return stem;
}

/** MiniSearch's tokenizer, the one the index was built with. */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Terms of a text as the index sees them, in order. */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map((token) => processTerm(token))
    .filter((term): term is string => Boolean(term));
}
