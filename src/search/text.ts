/**
 * Pure helpers of the search UI (navbar box and /search page), kept apart
 * from React and from the Pagefind runtime so unit tests cover them.
 */

/** Words shorter than this are never shortened by the typo fallback. */
const MIN_WORD = 4;

/**
 * Misspelt queries. Pagefind 1.6 has no typo tolerance as such: each query
 * word matches indexed words it is a prefix of, and a word that matches
 * nothing is cut back letter by letter until some indexed word starts with
 * what is left, sometimes a single letter ("gravty" ends up matching words
 * starting "g"; "sublicencing" matches "sub-building"). The UI checks the
 * words Pagefind marked in the top result (`matchedAsTyped`) and, when a long
 * word was only matched on a few letters, retries with each long word cut to
 * a prefix of its own (`typoFallbacks`): "sublicencing" becomes "sublic",
 * which finds sublicensing, and "gravty" becomes "grav", which finds gravity.
 *
 * Returns the retries in the order to try them (longest prefixes first),
 * without duplicates or the query itself.
 */
export function typoFallbacks(query: string): string[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const original = words.join(' ');
  const retries: string[] = [];
  for (const share of [0.7, 0.5]) {
    const retry = words
      .map((word) =>
        word.length <= MIN_WORD
          ? word
          : word.slice(0, Math.max(MIN_WORD, Math.ceil(word.length * share))),
      )
      .join(' ');
    if (retry !== original && !retries.includes(retry)) retries.push(retry);
  }
  return retries;
}

const lettersOf = (word: string): string => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether the words marked in a result's excerpt show that each long word of
 * `query` was matched on at least its first four letters. A word that shares
 * no first letter with any mark was not shown in the excerpt and counts as
 * matched; one that shares only one to three letters was cut back by
 * Pagefind to a fragment ("sub", "g") and does not. Marks are whole words
 * whose stem matched, so a typo after the stem ("verificaton" marking
 * "Verify") counts as matched, as it should: it finds what "verification"
 * finds.
 */
export function matchedAsTyped(query: string, marks: readonly string[]): boolean {
  const marked = marks.flatMap((mark) => mark.split(/[^\p{L}\p{N}]+/u)).map(lettersOf);
  return query
    .split(/\s+/)
    .map(lettersOf)
    .filter((word) => word.length > MIN_WORD)
    .every((word) => {
      const best = Math.max(0, ...marked.map((mark) => commonPrefixLength(word, mark)));
      return best === 0 || best >= MIN_WORD;
    });
}

/** A run of excerpt text, marked when it is a matched word. */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references Pagefind leaves in excerpts. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a Pagefind excerpt (escaped text with `<mark>` around matched
 * words) into plain and marked runs, so the UI renders it as text nodes and
 * never as HTML. Any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, mark: boolean): void => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) parts[parts.length - 1] = {text: last.text + text, mark};
    else parts.push({text, mark});
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let index = 0;
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    push(excerpt.slice(index, match.index), false);
    push(match[1], true);
    index = match.index + match[0].length;
  }
  push(excerpt.slice(index), false);
  return parts;
}

/** The `/search` page URL for a query and an optional section. */
export function searchPageHref(query: string, section = ''): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  if (section) params.set('section', section);
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}
