// Exact money arithmetic for the liquidación. Amounts are integer centavos (JS numbers, always
// safe integers); every product and quotient goes through BigInt so nothing drifts like floats.
// Pure TypeScript with no runtime APIs: the app (Vite), the tests (Node) and the edge functions
// (Deno) import the same files.

/** A decimal quantity as an exact fraction num/den (den > 0). */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

export const ONE: Ratio = { num: 1n, den: 1n };

/** Parses a decimal string such as "128.363" or "7.783869" into an exact ratio. */
export function parseDecimal(text: string): Ratio {
  const trimmed = text.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) throw new Error(`Número decimal inválido: "${text}"`);
  const [, sign, whole, frac = ''] = match;
  const den = 10n ** BigInt(frac.length);
  const num = BigInt(whole + frac) * (sign === '-' ? -1n : 1n);
  return { num, den };
}

/** Integer division rounding half away from zero (how amounts to the centavo are rounded). */
export function divRoundHalfUp(num: bigint, den: bigint): bigint {
  if (den < 0n) return divRoundHalfUp(-num, -den);
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (abs * 2n + den) / (2n * den);
  return negative ? -q : q;
}

/** Integer division truncating toward zero. */
export function divTrunc(num: bigint, den: bigint): bigint {
  return num / den;
}

function toNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('Importe fuera de rango');
  return n;
}

/** centavos × ratio, rounded to the centavo (half up). */
export function mulRatio(centavos: number, ratio: Ratio): number {
  return toNumber(divRoundHalfUp(BigInt(centavos) * ratio.num, ratio.den));
}

/** centavos × num / den, rounded to the centavo (half up). */
export function mulDiv(centavos: number, num: number | bigint, den: number | bigint): number {
  return toNumber(divRoundHalfUp(BigInt(centavos) * BigInt(num), BigInt(den)));
}

/**
 * A ratio a/b "calculated up to the ten-thousandth" (CFF art. 17-A, penultimate paragraph: factors
 * and proportions are computed to four decimals). We read it literally: digits after the fourth
 * decimal are not computed, i.e. the quotient is truncated, never rounded up.
 */
export function ratioToTenThousandth(a: Ratio, b: Ratio): Ratio {
  const num = divTrunc(a.num * b.den * 10_000n, a.den * b.num);
  return { num, den: 10_000n };
}

/** Formats a 4-decimal ratio such as 1.1747 for display. */
export function formatRatio4(ratio: Ratio): string {
  const scaled = divRoundHalfUp(ratio.num * 10_000n, ratio.den);
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const whole = abs / 10_000n;
  const frac = (abs % 10_000n).toString().padStart(4, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Pesos (a decimal string or an integer number of pesos) to centavos, exactly. */
export function pesos(value: string | number): number {
  const ratio = parseDecimal(typeof value === 'number' ? String(value) : value);
  return toNumber(divRoundHalfUp(ratio.num * 100n, ratio.den));
}

/** 1234567 → "12,345.67" (es-MX grouping, no currency sign). */
export function formatCentavos(centavos: number): string {
  const negative = centavos < 0;
  const abs = Math.abs(centavos);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/**
 * The amount actually paid to the SAT (CFF art. 20, 2nd paragraph): contributions are computed
 * with the fractions of a peso, but to pay them 1–50 centavos go down to the peso and 51–99 go
 * up. Returns centavos (a whole number of pesos × 100).
 */
export function roundForPayment(centavos: number): number {
  const pesosPart = Math.floor(centavos / 100);
  const cents = centavos - pesosPart * 100;
  return (cents >= 51 ? pesosPart + 1 : pesosPart) * 100;
}
