/**
 * Mexican personal identifiers (CURP, RFC): patterns and check digits as published by RENAPO
 * and SAT (see DOMAIN.md). Pure functions, shared by forms and tests.
 */

/** RFC: 3 letters (companies) or 4 (people), YYMMDD, 2-character homoclave, 1 check character. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$/;

/** CURP: 4 letters, YYMMDD, sex (H/M/X), state, 3 inner consonants, differentiator, check digit. */
export const CURP_PATTERN = /^[A-Z]{4}[0-9]{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z][0-9]$/;

/** SAT's generic RFCs (general public, foreigners): shared by many people, no real check digit. */
export const GENERIC_RFCS: readonly string[] = ['XAXX010101000', 'XEXX010101000'];

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Trims and upper-cases what a person typed (RFC and CURP are stored upper-case). */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLocaleUpperCase('es-MX');
}

export function isRfcFormat(rfc: string): boolean {
  return RFC_PATTERN.test(rfc);
}

export function isCurpFormat(curp: string): boolean {
  return CURP_PATTERN.test(curp);
}

/** The check digit (0–9) of the first 17 characters of a CURP, or null if one is not valid. */
export function curpCheckDigit(first17: string): number | null {
  const chars = [...first17];
  if (chars.length !== 17) return null;
  let sum = 0;
  for (const [index, char] of chars.entries()) {
    const value = CURP_ALPHABET.indexOf(char);
    if (value < 0) return null;
    sum += value * (18 - index);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a CURP with a valid format ends in the check digit its first 17 characters give. */
export function hasValidCurpCheckDigit(curp: string): boolean {
  if (!isCurpFormat(curp)) return false;
  const chars = [...curp];
  return curpCheckDigit(chars.slice(0, 17).join('')) === Number(chars[17]);
}

/**
 * The check character of an RFC's first 11 (company) or 12 (person) characters, or null if
 * the base cannot carry one. A company RFC is padded with a leading space to 12 characters.
 */
export function rfcCheckCharacter(base: string): string | null {
  const chars = [...base];
  if (chars.length !== 11 && chars.length !== 12) return null;
  const padded = chars.length === 11 ? [' ', ...chars] : chars;
  let sum = 0;
  for (const [index, char] of padded.entries()) {
    const value = RFC_ALPHABET.indexOf(char);
    if (value < 0) return null;
    sum += value * (13 - index);
  }
  const remainder = 11 - (sum % 11);
  if (remainder === 11) return '0';
  if (remainder === 10) return 'A';
  return String(remainder);
}

/**
 * True when an RFC with a valid format ends in the check character its other characters
 * give. SAT's generic RFCs are accepted as they are. The homoclave itself is assigned by SAT
 * and cannot be verified, only the final character that protects it.
 */
export function hasValidRfcCheckDigit(rfc: string): boolean {
  if (!isRfcFormat(rfc)) return false;
  if (GENERIC_RFCS.includes(rfc)) return true;
  const chars = [...rfc];
  return rfcCheckCharacter(chars.slice(0, -1).join('')) === chars.at(-1);
}
