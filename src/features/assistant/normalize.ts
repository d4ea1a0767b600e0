/** Lower case without accents, so 'Avalúo' and 'avaluo' match the same keyword. */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
