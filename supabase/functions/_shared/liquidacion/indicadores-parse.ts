// Reading INPC/UDI values from an office's CSV file or from Banco de México's SIE API answer.
// Pure functions: the Configuración upload (browser) and import-indicadores (Deno) share them.

import { parseDecimal } from './money.ts';

export type TipoIndicador = 'inpc' | 'udi';

export interface FilaIndicador {
  /** YYYY-MM-DD (the first day of the month for the INPC). */
  readonly fecha: string;
  /** The published value as written, e.g. "128.363". */
  readonly valor: string;
}

export interface ParseResult {
  readonly filas: FilaIndicador[];
  readonly errores: string[];
}

/** Banco de México SIE series: UDI value by day, and INPC general (base 2Q Jul 2018) by month. */
export const BANXICO_SERIES: Readonly<Record<TipoIndicador, string>> = {
  udi: 'SP68257',
  inpc: 'SP1',
};

function pad(n: string): string {
  return n.padStart(2, '0');
}

function validDate(y: string, m: string, d: string): string | null {
  const date = `${y}-${pad(m)}-${pad(d)}`;
  const probe = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== date ? null : date;
}

/** Accepts 2023-04-30, 2023-04 (a month), 30/04/2023 and 04/2023. */
export function parseFecha(text: string, tipo: TipoIndicador): string | null {
  const t = text.trim().replace(/^"|"$/g, '');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return validDate(m[1]!, m[2]!, tipo === 'inpc' ? '1' : m[3]!);
  m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m) return validDate(m[1]!, m[2]!, '1');
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return validDate(m[3]!, m[2]!, tipo === 'inpc' ? '1' : m[1]!);
  m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return validDate(m[2]!, m[1]!, '1');
  return null;
}

function parseValor(text: string): string | null {
  const t = text.trim().replace(/^"|"$/g, '').replace(/,/g, '');
  try {
    const r = parseDecimal(t);
    return r.num > 0n ? t : null;
  } catch {
    return null;
  }
}

/**
 * CSV with two columns, date and value (comma, semicolon or tab separated; a header row and blank
 * lines are skipped). Each bad line is reported with its number, in Spanish.
 */
export function parseIndicadoresCsv(text: string, tipo: TipoIndicador): ParseResult {
  const filas: FilaIndicador[] = [];
  const errores: string[] = [];
  const seen = new Map<string, string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const cells = line.split(/[;\t]|,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (cells.length < 2) {
      errores.push(`Línea ${i + 1}: se esperan dos columnas (fecha y valor).`);
      return;
    }
    const fecha = parseFecha(cells[0] ?? '', tipo);
    const valor = parseValor(cells[1] ?? '');
    if (!fecha || !valor) {
      // The first line may be a header such as "fecha,valor".
      if (i === 0 && !fecha) return;
      errores.push(
        `Línea ${i + 1}: ${!fecha ? `fecha no reconocida «${cells[0]?.trim()}»` : `valor no válido «${cells[1]?.trim()}»`}.`,
      );
      return;
    }
    const prior = seen.get(fecha);
    if (prior !== undefined && prior !== valor) {
      errores.push(`Línea ${i + 1}: la fecha ${fecha} aparece dos veces con valores distintos.`);
      return;
    }
    if (prior === undefined) {
      seen.set(fecha, valor);
      filas.push({ fecha, valor });
    }
  });
  if (filas.length === 0 && errores.length === 0) errores.push('El archivo no tiene filas.');
  return { filas, errores };
}

interface BanxicoAnswer {
  bmx?: { series?: Array<{ idSerie?: string; datos?: Array<{ fecha?: string; dato?: string }> }> };
}

/** The SIE API's JSON (`/series/{id}/datos/{desde}/{hasta}`); "N/E" (not available) is skipped. */
export function parseBanxicoSeries(body: unknown, tipo: TipoIndicador): FilaIndicador[] {
  const serie = (body as BanxicoAnswer)?.bmx?.series?.find(
    (s) => s.idSerie === BANXICO_SERIES[tipo],
  );
  if (!serie) throw new Error(`La respuesta de Banxico no trae la serie ${BANXICO_SERIES[tipo]}.`);
  const filas: FilaIndicador[] = [];
  for (const d of serie.datos ?? []) {
    const fecha = parseFecha(d.fecha ?? '', tipo);
    const valor = parseValor(d.dato ?? '');
    if (fecha && valor) filas.push({ fecha, valor });
  }
  return filas;
}
