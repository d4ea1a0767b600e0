/**
 * Turns what a person typed into an `ilike` pattern for the generated `search_text` columns,
 * which hold `f_unaccent(lower(...))`: the term is lower-cased and stripped of accents the
 * same way, and LIKE's own wildcards are escaped so "%" or "_" match themselves.
 */
export function normalizeSearchText(term: string): string {
  return term
    .trim()
    .toLocaleLowerCase('es-MX')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ');
}

/** `%term%` for ilike, or null when nothing searchable was typed. */
export function toContainsPattern(term: string): string | null {
  const normalized = normalizeSearchText(term);
  if (normalized === '') return null;
  return `%${normalized.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The search functions are read with GET, like the table reads beside them (a POST costs the
 * API a request body to read). supabase-js writes a GET's array argument as `{a,b}` without
 * quoting its elements, so each pattern is quoted here as a PostgreSQL array element: a comma,
 * brace, quote or backslash in a search stays part of its word.
 */
export function getArrayArg(values: string[]): string[] {
  return values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`);
}
