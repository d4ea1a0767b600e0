// An implementation of the CURP and RFC check digits (DOMAIN.md) written for the tests only,
// independent of anything the edge functions use, to verify the demo identifiers.

/** CURP: 0-9 → 0-9, A-N → 10-23, Ñ → 24, O-Z → 25-36; weights 18..2; (10 − sum mod 10) mod 10. */
export function curpCheckDigit(curp: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(curp[i]!) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/**
 * RFC: 0-9 → 0-9, A-N → 10-23, & → 24, O-Z → 25-36, space → 37, Ñ → 38; a company's
 * 11 base characters get a leading space; weights 13..2; r = 11 − sum mod 11 (11 → 0, 10 → A).
 */
export function rfcCheckDigit(rfc: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
  const base = rfc.slice(0, -1).padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += alphabet.indexOf(base[i]!) * (13 - i);
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'A' : String(r);
}

export const CURP_STATES = new Set(
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  ),
);
