/**
 * "tipo_de_dato" → "Tipo de dato": how a stored code reads when a vocabulary's label map lacks
 * it, so a screen never shows a raw code.
 */
export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
