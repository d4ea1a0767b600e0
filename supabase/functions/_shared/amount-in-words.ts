// Amounts in Spanish words as Mexican deeds write them ("precio en letra"):
//   1,500,000.00 → "UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N."
// Pure TypeScript with no runtime APIs, so the edge functions (Deno), the Node tests and the
// front end import the same file. Rules: ../../../../shared/DOMAIN.md, "Amounts in words".

/** Largest amount written: just under one billón (10^12). */
export const MAX_AMOUNT = 999_999_999_999.99;

const UNITS = [
  'CERO',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = [
  '',
  '',
  '',
  'TREINTA',
  'CUARENTA',
  'CINCUENTA',
  'SESENTA',
  'SETENTA',
  'OCHENTA',
  'NOVENTA',
];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/**
 * 1–999 in words. `apocope`: the number stands before a noun (MIL, MILLONES, PESOS), so a final
 * "uno" loses its vowel: VEINTIÚN, TREINTA Y UN, CIENTO UN.
 */
function belowThousand(n: number, apocope: boolean): string {
  if (n === 100) return 'CIEN';
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(HUNDREDS[hundreds]!);
  if (rest > 0) {
    let words: string;
    if (rest < 30) {
      words = UNITS[rest]!;
    } else {
      const unit = rest % 10;
      words = TENS[Math.floor(rest / 10)]! + (unit > 0 ? ` Y ${UNITS[unit]!}` : '');
    }
    if (apocope) {
      if (words === 'VEINTIUNO') words = 'VEINTIÚN';
      else if (words.endsWith('UNO')) words = words.slice(0, -1);
    }
    parts.push(words);
  }
  return parts.join(' ');
}

/** 0–999,999 in words; MIL alone for 1,000 (never "UN MIL"). */
function belowMillion(n: number, apocope: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (thousands === 1) parts.push('MIL');
  else if (thousands > 1) parts.push(`${belowThousand(thousands, true)} MIL`);
  if (rest > 0) parts.push(belowThousand(rest, apocope));
  return parts.join(' ');
}

function assertWritable(n: number, integer: boolean): void {
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new RangeError('El importe debe ser un número finito.');
  }
  if (n < 0) throw new RangeError('El importe no puede ser negativo.');
  if (integer && !Number.isInteger(n)) throw new RangeError('Se esperaba un número entero.');
  if (n > MAX_AMOUNT) throw new RangeError('El importe excede el máximo admitido.');
}

function integerWords(n: number, apocope: boolean): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const parts: string[] = [];
  if (millions === 1) parts.push('UN MILLÓN');
  // Above 999,999 millions Spanish says "MIL MILLONES" (a billón is 10^12).
  else if (millions > 1) parts.push(`${belowMillion(millions, true)} MILLONES`);
  if (rest > 0) parts.push(belowMillion(rest, apocope));
  return parts.join(' ');
}

/** A whole number as a cardinal: 21 → "VEINTIUNO", 101 → "CIENTO UNO", 1000 → "MIL". */
export function numberToSpanishWords(n: number): string {
  assertWritable(n, true);
  return integerWords(n, false);
}

/** Splits a non-negative amount into whole pesos and centavos, rounding half up to the centavo. */
export function splitAmount(amount: number | string): { pesos: number; centavos: number } {
  let cents: number;
  if (typeof amount === 'string') {
    const match = /^\s*(\d{1,15})(?:\.(\d+))?\s*$/.exec(amount.replace(/,/g, ''));
    if (!match) throw new RangeError('El importe no es un número válido.');
    const decimals = (match[2] ?? '').padEnd(3, '0');
    // Decimal-exact from the text: the third decimal decides the rounding.
    cents =
      Number(match[1]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  } else {
    assertWritable(amount, false);
    // toPrecision(15) undoes binary noise (1.005 * 100 = 100.49999999999999) before rounding.
    cents = Math.round(Number((amount * 100).toPrecision(15)));
  }
  const pesos = Math.floor(cents / 100);
  assertWritable(pesos, true);
  return { pesos, centavos: cents % 100 };
}

/**
 * The amount as a deed writes it in words: "UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.".
 * A round number of millions takes "DE" (UN MILLÓN DE PESOS); one peso is singular.
 * Refuses negative, non-finite and unparseable amounts with a RangeError.
 */
export function amountInWords(amount: number | string): string {
  const { pesos, centavos } = splitAmount(amount);
  const words = integerWords(pesos, true);
  const noun = pesos === 1 ? 'PESO' : 'PESOS';
  const de = pesos > 0 && pesos % 1_000_000 === 0 ? 'DE ' : '';
  return `${words} ${de}${noun} ${String(centavos).padStart(2, '0')}/100 M.N.`;
}

/** "$1,500,000.00" (MXN, es-MX grouping), without depending on Intl data. */
export function formatAmount(amount: number | string): string {
  const { pesos, centavos } = splitAmount(amount);
  const grouped = String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}.${String(centavos).padStart(2, '0')}`;
}

/** "$1,500,000.00 (UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.)", the deed's full form. */
export function amountForDeed(amount: number | string): string {
  return `${formatAmount(amount)} (${amountInWords(amount)})`;
}
