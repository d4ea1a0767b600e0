// Tariffs and tables as data, each with its legal source. Amounts in centavos; percentages and
// factors as decimal strings so they stay exact.

import { pesos } from './money.ts';

/** One row of a progressive table: tax = cuota fija + tasa × (base − límite inferior). */
export interface TariffRow {
  /** Lower limit in centavos. */
  readonly limiteInferior: number;
  /** Fixed amount in centavos. */
  readonly cuotaFija: number;
  /** Rate on the excess over the lower limit, as a decimal fraction ("0.2136", "0.05225"). */
  readonly tasa: string;
}

export interface Tariff {
  readonly rows: readonly TariffRow[];
  readonly fuente: string;
}

function row(limiteInferior: string, cuotaFija: string, tasa: string): TariffRow {
  return { limiteInferior: pesos(limiteInferior), cuotaFija: pesos(cuotaFija), tasa };
}

// Annual ISR tariff of LISR art. 152 as published in Anexo 8 of the RMF. It is the tariff the
// notary applies to the annualised gain (LISR art. 126, 2nd paragraph: the art. 96 monthly
// tariff summed for the twelve months of the year; SAT publishes it in Anexo 8, apartado A,
// "Tarifa para el cálculo de los pagos provisionales … enajenación de inmuebles", and the
// Reglamento art. 200-IV-a names the art. 152 tariff). The 2023 update (inflation > 10 %) held
// unchanged for 2024 and 2025; 2026 is updated again.
//   2023–2025: https://taxea.com/nuevas-tarifas-isr-2025-y-subsidios-actualizados and
//              https://minomex.com/tablas-isr (Anexo 8 RMF 2025, tarifa del ejercicio)
//   2026:      https://www.elcontribuyente.mx/2025/12/tablas-isr-2026/amp (Anexo 8 RMF 2026)
const ISR_2023_2025: Tariff = {
  fuente: 'LISR art. 152; Anexo 8 RMF 2023, 2024 y 2025 (DOF)',
  rows: [
    row('0.01', '0.00', '0.0192'),
    row('8952.50', '171.88', '0.064'),
    row('75984.56', '4461.94', '0.1088'),
    row('133536.08', '10723.55', '0.16'),
    row('155229.81', '14194.54', '0.1792'),
    row('185852.58', '19682.13', '0.2136'),
    row('374837.89', '60049.40', '0.2352'),
    row('590796.00', '110842.74', '0.3'),
    row('1127926.85', '271981.99', '0.32'),
    row('1503902.47', '392294.17', '0.34'),
    row('4511707.38', '1414947.85', '0.35'),
  ],
};

const ISR_2026: Tariff = {
  fuente: 'LISR art. 152; Anexo 8 RMF 2026 (DOF)',
  rows: [
    row('0.01', '0.00', '0.0192'),
    row('10135.12', '194.59', '0.064'),
    row('86022.12', '5051.37', '0.1088'),
    row('151176.20', '12140.13', '0.16'),
    row('175735.67', '16069.64', '0.1792'),
    row('210403.70', '22282.14', '0.2136'),
    row('424353.98', '67981.92', '0.2352'),
    row('668840.15', '125485.07', '0.3'),
    row('1276925.99', '307910.81', '0.32'),
    row('1702567.98', '444116.23', '0.34'),
    row('5107703.93', '1601862.46', '0.35'),
  ],
};

const ISR_BY_YEAR: Readonly<Record<number, Tariff>> = {
  2023: ISR_2023_2025,
  2024: ISR_2023_2025,
  2025: ISR_2023_2025,
  2026: ISR_2026,
};

/** The annual tariff for a sale in `year`; years we hold no verified tariff for are an error. */
export function isrTariffFor(year: number): Tariff {
  const tariff = ISR_BY_YEAR[year];
  if (!tariff) {
    throw new Error(
      `No hay tarifa anual del ISR (art. 152 LISR) cargada para ${year}; no se puede calcular.`,
    );
  }
  return tariff;
}

export const ISR_TARIFF_YEARS = Object.keys(ISR_BY_YEAR).map(Number);

// ISAI, Ciudad de México: Código Fiscal de la CDMX art. 113, cuotas reformed in the Gaceta Oficial
// of 27 December 2022. Source: https://app.avanzzaconsultores.com.mx/capitulo-i-218 (CFDF Libro I,
// Título III, Capítulo I). The code updates these cuotas by decree; an office whose sale falls under
// a later table adds it here (or for another state) as data.
export const ISAI_CDMX_2023: Tariff = {
  fuente: 'Código Fiscal de la Ciudad de México art. 113 (cuotas G.O. CDMX 27-12-2022)',
  rows: [
    row('0.12', '283.37', '0.01449'),
    row('116882.37', '1700.00', '0.03084'),
    row('187011.73', '3510.05', '0.04031'),
    row('280517.32', '6663.08', '0.04702'),
    row('561034.77', '17698.63', '0.05225'),
    row('1402586.88', '54474.48', '0.05707'),
    row('2805173.78', '121433.99', '0.06191'),
    row('5403917.91', '256022.96', '0.06438'),
    row('14072703.55', '722923.77', '0.06493'),
    row('25952053.77', '1368328.86', '0.06552'),
    row('51904107.49', '2790760.94', '0.07118'),
  ],
};

/** ISAI tables per state ("entidad"), pluggable as data. */
export interface IsaiTable {
  readonly entidad: string;
  readonly nombre: string;
  readonly tarifa: Tariff;
  /** First day (YYYY-MM-DD) the table applies. */
  readonly vigenteDesde: string;
}

export const ISAI_TABLES: readonly IsaiTable[] = [
  {
    entidad: 'CDMX',
    nombre: 'Ciudad de México',
    tarifa: ISAI_CDMX_2023,
    vigenteDesde: '2023-01-01',
  },
];

export function isaiTableFor(entidad: string, fecha: string): IsaiTable {
  const candidates = ISAI_TABLES.filter((t) => t.entidad === entidad && t.vigenteDesde <= fecha);
  const table = candidates.sort((a, b) => b.vigenteDesde.localeCompare(a.vigenteDesde))[0];
  if (!table) {
    throw new Error(`No hay tarifa del ISAI cargada para ${entidad} en la fecha ${fecha}.`);
  }
  return table;
}

/** IVA general rate (Ley del IVA art. 1, 16 %). */
export const IVA_TASA = '0.16';

/** LISR art. 127: the provisional payment to the state is 5 % of the gain. */
export const ISR_ENTIDAD_TASA = '0.05';

/** LISR art. 93-XIX-a: the seller's home is exempt up to 700,000 UDIs. */
export const EXENCION_UDIS = 700_000;
