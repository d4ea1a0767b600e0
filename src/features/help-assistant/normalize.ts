/** Lower case without accents (ñ stays ñ... as n, like BERT's normalizer): 'Sesión' → 'sesion'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, normalised, in order. */
export function wordsOf(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
