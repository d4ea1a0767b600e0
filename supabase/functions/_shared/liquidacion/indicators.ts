// Dates and the INPC/UDI indicators the calculation reads. Dates are "YYYY-MM-DD" strings, months
// "YYYY-MM"; the indicator values are the published decimal strings, kept exact.

import { type Ratio, ONE, parseDecimal, ratioToTenThousandth } from './money.ts';

/** INPC by month ("2023-04" → "128.363") and UDI by day ("2023-05-30" → "7.783869"). */
export interface Indicadores {
  readonly inpc: Readonly<Record<string, string>>;
  readonly udi: Readonly<Record<string, string>>;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(date: string): { y: number; m: number; d: number } {
  const match = DATE_RE.exec(date);
  if (!match) throw new Error(`Fecha inválida: "${date}" (se espera AAAA-MM-DD)`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) {
    throw new Error(`Fecha inválida: "${date}"`);
  }
  return { y, m, d };
}

export function monthOf(date: string): string {
  parseDate(date);
  return date.slice(0, 7);
}

/** The month before the one of `date` ("2023-05-30" → "2023-04"). */
export function monthBefore(date: string): string {
  const { y, m } = parseDate(date);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Whole years elapsed from `from` to `to` (anniversaries reached). LISR arts. 124-II and 126 speak
 * of "cada año transcurrido" / "número de años transcurridos": a fraction of a year is not a year.
 */
export function completeYears(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  let years = b.y - a.y;
  if (b.m < a.m || (b.m === a.m && b.d < a.d)) years -= 1;
  return Math.max(0, years);
}

export function inpcOf(ind: Indicadores, month: string): Ratio {
  const value = ind.inpc[month];
  if (value === undefined) {
    throw new Error(`Falta el INPC de ${month}; cárguelo en Configuración → Indicadores.`);
  }
  return parseDecimal(value);
}

export function udiOf(ind: Indicadores, date: string): Ratio {
  const value = ind.udi[date];
  if (value === undefined) {
    throw new Error(
      `Falta el valor de la UDI del ${date}; cárguelo en Configuración → Indicadores.`,
    );
  }
  return parseDecimal(value);
}

export interface FactorActualizacion {
  readonly factor: Ratio;
  readonly desde: string;
  readonly hasta: string;
  readonly inpcDesde: string;
  readonly inpcHasta: string;
}

/**
 * Factor de actualización from the month an amount was paid to the month before the sale (LISR
 * arts. 121 last paragraph, 124; LISR art. 6: INPC of the most recent month of the period over
 * that of the oldest). Computed to the ten-thousandth and never below 1 (CFF art. 17-A).
 */
export function factorActualizacion(
  ind: Indicadores,
  fechaErogacion: string,
  fechaEnajenacion: string,
): FactorActualizacion {
  const desde = monthOf(fechaErogacion);
  const hasta = monthBefore(fechaEnajenacion);
  if (hasta < desde) {
    return { factor: ONE, desde, hasta, inpcDesde: '', inpcHasta: '' };
  }
  const inpcDesde = inpcOf(ind, desde);
  const inpcHasta = inpcOf(ind, hasta);
  const raw = ratioToTenThousandth(inpcHasta, inpcDesde);
  const factor = raw.num < raw.den ? ONE : raw;
  return {
    factor,
    desde,
    hasta,
    inpcDesde: ind.inpc[desde] ?? '',
    inpcHasta: ind.inpc[hasta] ?? '',
  };
}
