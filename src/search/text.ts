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

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent
 * transpositions) between two words, or `max + 1` once it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** Typos a word of this length may hold and still be corrected. */
const allowedTypos = (length: number): number => (length >= 8 ? 2 : 1);

/** How many more pages a correction must be on than the words the typed one starts. */
const MORE_COMMON = 10;

/**
 * The index's words with the number of pages each is on, most common first,
 * as plugins/pagefind-index writes them (`word<TAB>pages`, one a line).
 */
export type Vocabulary = ReadonlyMap<string, number>;

/** Reads the vocabulary file; lines it cannot read are skipped. */
export function parseVocabulary(text: string): Vocabulary {
  const words = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [word, pages] = line.split('\t');
    if (word && Number(pages) > 0) words.set(word, Number(pages));
  }
  return words;
}

/**
 * The word of `vocabulary` a misspelt query word most likely means, or
 * undefined to keep the word. Unlike the prefix retries above, this fixes a
 * typo anywhere in the word, in its first letters too: "adress" becomes
 * "address", "vreify" becomes "verify"; a typed word may be the start of a
 * longer one ("adres" → "address").
 *
 * A word the index has is never corrected ("depleted" is not "deleted",
 * however many more pages say "deleted"). Pagefind matches a word on every
 * indexed word it starts, so a typed word that only starts indexed words is
 * kept too, unless a word one typo away is on at least ten times as many
 * pages: "adress" starts the Norwegian "adressen" (two pages) but means
 * "address" (on nearly all). Among equally close words
 * the one on more pages wins, a whole word before one the typed word only
 * starts. Only words of four letters or more, made of letters alone, are
 * corrected (not `4020`, `ak_test` or a path).
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | undefined {
  const typed = word.toLowerCase();
  if (typed.length < MIN_WORD || !/^\p{L}+$/u.test(typed) || vocabulary.has(typed)) {
    return undefined;
  }
  let started = 0;
  for (const [known, pages] of vocabulary) {
    if (known.startsWith(typed)) started = Math.max(started, pages);
  }
  const max = started > 0 ? 1 : allowedTypos(typed.length);
  const needed = started * MORE_COMMON;
  let best: {word: string; score: number; pages: number} | undefined;
  for (const [known, pages] of vocabulary) {
    if (pages < needed || known.startsWith(typed) || known.length < typed.length - max) continue;
    let score = editDistance(typed, known, max) * 2;
    for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
      if (length >= MIN_WORD && length < known.length) {
        score = Math.min(score, editDistance(typed, known.slice(0, length), max) * 2 + 1);
      }
    }
    if (score > max * 2 + 1) continue;
    if (!best || score < best.score || (score === best.score && pages > best.pages)) {
      best = {word: known, score, pages};
    }
  }
  return best?.word;
}

/**
 * The query with each misspelt word replaced by `correctWord`, or undefined
 * when no word needed it.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | undefined {
  let changed = false;
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const corrected = correctWord(word, vocabulary);
      if (corrected === undefined) return word;
      changed = true;
      return corrected;
    });
  return changed ? words.join(' ') : undefined;
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
