// The liquidación of a compraventa: ISR of the seller, ISAI of the buyer, registry fees, notary
// fees with IVA and the office's own lines. One pure function, shared by the app and the functions.

import type { Indicadores } from './indicators.ts';
import { calcularIsr } from './isr.ts';
import { formatCentavos, mulRatio, parseDecimal } from './money.ts';
import { IVA_TASA, isaiTableFor } from './tables.ts';
import { applyTariff } from './tariff.ts';
import type {
  CostosResultado,
  IsaiResultado,
  Linea,
  LiquidacionInput,
  LiquidacionResultado,
} from './types.ts';

export type * from './types.ts';
export type { Indicadores } from './indicators.ts';
export { formatCentavos, pesos, roundForPayment } from './money.ts';
export { ISAI_TABLES, ISR_TARIFF_YEARS } from './tables.ts';

/** ISAI: the state's table on the greatest of price, appraisal and cadastral value. */
export function calcularIsai(input: LiquidacionInput): IsaiResultado {
  const table = isaiTableFor(input.entidad, input.fechaOperacion);
  const candidates: Array<[string, number]> = [['precio', input.precio]];
  if (input.valorAvaluo !== null) candidates.push(['avalúo', input.valorAvaluo]);
  if (input.valorCatastral !== null) candidates.push(['valor catastral', input.valorCatastral]);
  const [origen, base] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  const a = applyTariff(table.tarifa, base);
  const lineas: Linea[] = [
    {
      clave: 'isai.base',
      concepto: `Base del ISAI: el mayor entre precio, avalúo y valor catastral (${origen})`,
      importe: base,
      fundamento: 'Código Fiscal de la Ciudad de México art. 116',
      porQue:
        'El impuesto se calcula sobre el valor más alto entre el de adquisición, el catastral y el del avalúo.',
    },
    {
      clave: 'isai.cuota',
      concepto: `Cuota fija (límite inferior $${formatCentavos(a.row.limiteInferior)})`,
      importe: a.row.cuotaFija,
      fundamento: table.tarifa.fuente,
      porQue: 'Cuota fija del rango de la tarifa en el que cae la base.',
    },
    {
      clave: 'isai.excedente',
      concepto: `Excedente $${formatCentavos(a.excedente)} × ${a.row.tasa}`,
      importe: a.impuestoMarginal,
      fundamento: table.tarifa.fuente,
      porQue: 'Factor del rango aplicado al excedente sobre el límite inferior.',
    },
    {
      clave: 'isai',
      concepto: `ISAI (${table.nombre})`,
      importe: a.impuesto,
      fundamento: table.tarifa.fuente,
      porQue: 'Lo paga quien compra; el notario lo calcula y lo entera.',
    },
  ];
  return { lineas, base, impuesto: a.impuesto };
}

/** Registry fees, notary fees plus IVA, and the lines the office adds by hand. */
export function calcularCostos(input: LiquidacionInput): CostosResultado {
  const iva = parseDecimal(IVA_TASA);
  const lineas: Linea[] = [];
  let total = 0;
  const add = (line: Linea): void => {
    lineas.push(line);
    total += line.importe ?? 0;
  };
  const { honorarios, derechosRegistro, extras } = input.costos;
  add({
    clave: 'derechos.registro',
    concepto: 'Derechos del Registro Público de la Propiedad',
    importe: derechosRegistro,
    fundamento: 'Código Fiscal de la Ciudad de México (derechos del Registro Público)',
    porQue: 'Derechos por inscribir la escritura, según la cuota vigente que captura la notaría.',
  });
  add({
    clave: 'honorarios',
    concepto: 'Honorarios notariales',
    importe: honorarios,
    fundamento: 'Arancel de Notarios de la Ciudad de México',
    porQue: 'Honorarios del notario conforme al arancel, capturados por la notaría.',
  });
  add({
    clave: 'honorarios.iva',
    concepto: 'IVA 16 % sobre honorarios',
    importe: mulRatio(honorarios, iva),
    fundamento: 'Ley del IVA arts. 1 y 14',
    porQue: 'Los servicios profesionales del notario causan IVA a la tasa general de 16 %.',
  });
  extras.forEach((e, i) => {
    add({
      clave: `extra${i + 1}`,
      concepto: e.concepto,
      importe: e.monto,
      fundamento: 'Concepto agregado por la notaría',
      porQue: 'Gasto que la notaría agrega a la liquidación (gestoría, avalúo, certificados…).',
    });
    if (e.causaIva) {
      add({
        clave: `extra${i + 1}.iva`,
        concepto: `IVA 16 % sobre ${e.concepto}`,
        importe: mulRatio(e.monto, iva),
        fundamento: 'Ley del IVA art. 1',
        porQue: 'Este concepto causa IVA a la tasa general.',
      });
    }
  });
  return { lineas, total };
}

export function calcularLiquidacion(
  input: LiquidacionInput,
  indicadores: Indicadores,
): LiquidacionResultado {
  if (!Number.isSafeInteger(input.precio) || input.precio <= 0) {
    throw new Error('El precio debe ser mayor que cero.');
  }
  const isr = input.isr.aplica
    ? calcularIsr(input.isr, input.precio, input.fechaOperacion, indicadores)
    : null;
  const isai = calcularIsai(input);
  const costos = calcularCostos(input);
  const advertencias = [...(isr?.advertencias ?? [])];
  return {
    version: 1,
    isr,
    isai,
    costos,
    totalComprador: isai.impuesto + costos.total,
    totalVendedor: isr ? isr.isrEntidadAPagar + isr.isrFederalAPagar : 0,
    advertencias,
  };
}
