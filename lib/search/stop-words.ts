/**
 * Words too common in questions to tell pages apart: both searches drop them
 * (lib/search/terms.ts), and the site search counts the other words of a
 * query to tell a question from a few keywords. No imports: the search box
 * loads it with every page.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about an and are as at be by can could do does did for from get got has have how i if in ' +
    'into is it its me my need not of on or our should so that the their them then there these ' +
    'this to us use using want was we what when where which while who why will with would you your'
  ).split(' '),
);

/** The words of a query that are not stop words (letters and digits, two or more). */
export function significantWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []).filter(
    (word) => !STOP_WORDS.has(word),
  );
}
