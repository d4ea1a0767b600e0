/** Shortest word worth sending: one letter would match nearly every row. */
export const MIN_TERM_LENGTH = 2;

/**
 * The browser's twin of the database's `f_unaccent(lower(text))` that fills the search_text
 * columns: lower-case, accents and diacritics removed (José → jose, Ñ → n).
 */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The search functions take at most this many words (and refuse more). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a query, folded, without duplicates; each must appear in a result. Past the
 * eighth, words are dropped: eight already pin a result down.
 */
export function searchWords(query: string): string[] {
  const words = foldText(query)
    // `*` is PostgREST's wildcard; `,`/`()` would only confuse a filter. Neither is searchable text.
    .replace(/[*,()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** True when the query has something worth searching. */
export function isSearchable(query: string): boolean {
  return searchWords(query).some((word) => word.length >= MIN_TERM_LENGTH);
}

/** An ilike pattern matching `word` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
