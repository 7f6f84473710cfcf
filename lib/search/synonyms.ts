/**
 * Reader words the docs say differently. A query that uses the word on the
 * left is searched with the docs' words on the right added, so "post office
 * box" finds the pages that say "PO box" and "spreadsheet" finds "CSV".
 * Entries are general vocabulary of this product, not answers to particular
 * questions; add one when readers' words and the pages' words part.
 */
const synonyms: readonly (readonly [RegExp, string])[] = [
  [/\bpost office box(es)?\b/i, 'PO box'],
  [/\bzip ?codes?\b|\bzipcodes?\b/i, 'ZIP Code postcode'],
  [/\bpostal codes?\b/i, 'postcode ZIP Code'],
  [/\b(functions?|handlers?|hooks?|listeners?)\b/i, 'callback'],
  [/\b(drop-?down|popup|pop-up)\b/i, 'suggestion list'],
  [/\b(type-?ahead|autosuggest|auto-suggest)\b/i, 'autocomplete'],
  [/\b(spreadsheet|excel)\b/i, 'CSV'],
  [/\b(api token|credentials?)\b/i, 'API key'],
  [/\b(saved addresses|auto-?fill|chrome|safari|firefox|edge)\b/i, 'browser autofill'],
  [/\b(price|pricing|credits?|billing)\b/i, 'lookups balance'],
  [/\b(apartment|flat)\b/i, 'unit secondary'],
  [/\b(domain|referr?er|origin)\b/i, 'Allowed URLs'],
  [/\b(reseller|resell|white-?label)\b/i, 'sublicensing licensee'],
  [/\b(sandbox|mock|fake)\b/i, 'test key test inputs'],
];

/** The query with the docs' words for the reader's words added. */
export function expandQuery(query: string): string {
  const added = synonyms.filter(([pattern]) => pattern.test(query)).map(([, words]) => words);
  return added.length > 0 ? `${query} ${added.join(' ')}` : query;
}
