// Applying a progressive table: cuota fija + tasa × (base − límite inferior), to the centavo.

import { mulRatio, parseDecimal } from './money.ts';
import type { Tariff, TariffRow } from './tables.ts';

export interface TariffApplication {
  readonly row: TariffRow;
  readonly excedente: number;
  readonly impuestoMarginal: number;
  readonly impuesto: number;
}

export function applyTariff(tariff: Tariff, base: number): TariffApplication {
  if (base <= 0) {
    const first = tariff.rows[0];
    if (!first) throw new Error('Tarifa vacía');
    return { row: first, excedente: 0, impuestoMarginal: 0, impuesto: 0 };
  }
  let found: TariffRow | undefined;
  for (const row of tariff.rows) {
    if (row.limiteInferior <= base) found = row;
  }
  // Below the first lower limit (e.g. ISAI's $0.12) the first row still applies to the whole base.
  const row = found ?? tariff.rows[0];
  if (!row) throw new Error('Tarifa vacía');
  const excedente = Math.max(0, base - row.limiteInferior);
  const impuestoMarginal = mulRatio(excedente, parseDecimal(row.tasa));
  return { row, excedente, impuestoMarginal, impuesto: row.cuotaFija + impuestoMarginal };
}
