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
